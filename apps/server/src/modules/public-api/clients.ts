import { randomUUID } from 'node:crypto';
import { checkCallbackUrl, clientScope, formatClientId } from '@rider-portal/domain/api-clients';
import type { TKeySource } from '@rider-portal/domain/api/integrations';
import { API_KEY_ROTATION_OVERLAP_HOURS } from '@rider-portal/domain/constants';
import { ERROR_KEYS } from '@rider-portal/domain/errors';
import type { TAppContext } from '../../app-context.ts';
import { findVendor } from '../vendors/store.ts';
import { generateClientKeyPair, generateWebhookSecret, readPublicKeyPem } from './keys.ts';
import {
  findVendorClient,
  insertApiClient,
  insertRotatedKey,
  revokeClient,
  updateClientWebhook,
} from './store.ts';
import type { TApiClientRow } from './store.ts';

type TCtx = Pick<TAppContext, 'db' | 'clock' | 'config'>;

// The use cases of API clients, shared by the operator's commands (commands.ts) and the portal's
// Integrations screen (portal-routes.ts).

/** What a new client is told once: its ids, scope and webhook secret (and a made private key). */
export type TNewApiClient = {
  clientId: string;
  keyId: string;
  scope: string;
  webhookSecret: string;
  callbackUrl: string | null;
  /** PKCS#8 PEM when the portal made the key pair; never kept. */
  privateKeyPem: string | null;
};

/**
 * A refusal of a client's input or state: the operator's words (its message), and the HTTP
 * status and translation key the portal answers with.
 */
export class ApiClientInputError extends Error {
  readonly status: number;
  readonly translationKey: string;
  constructor(message: string, translationKey: string = ERROR_KEYS.validation, status = 400) {
    super(message);
    this.status = status;
    this.translationKey = translationKey;
  }
}

/** The public key to keep: the uploaded one checked, or a pair made here (its private half once). */
async function issueKey(
  key: TKeySource,
): Promise<{ publicPem: string; privatePem: string | null }> {
  if (key.source === 'generate') return generateClientKeyPair();
  const read = readPublicKeyPem(key.public_key_pem);
  if (!read.ok) throw new ApiClientInputError(read.reason, read.translationKey);
  return { publicPem: read.pem, privatePem: null };
}

/** The callback URL as given, checked (https only in prd: pandago's "HTTPS with valid SSL"). */
function checkedCallbackUrl(ctx: TCtx, url: string | null): string | null {
  if (url === null) return null;
  const check = checkCallbackUrl(url, ctx.config.environment === 'prd');
  if (check === 'https-required') {
    throw new ApiClientInputError(
      'the callback URL should be https',
      ERROR_KEYS.integrationCallbackHttpsRequired,
    );
  }
  if (check !== 'ok') {
    throw new ApiClientInputError(
      'the callback URL should be an http(s) URL',
      ERROR_KEYS.integrationCallbackInvalid,
    );
  }
  return url;
}

/**
 * Creates an API client for a brand (a vendor; its outlets are its branches) with an uploaded
 * public key or a key pair made here, and an optional callback URL. An outlet may have clients
 * of its own from the portal (its owner's); the outlet is then the client's one branch.
 */
export async function createApiClient(
  ctx: TCtx,
  input: {
    vendorId: string;
    key: TKeySource;
    callbackUrl: string | null;
    isOutletAllowed?: boolean;
  },
): Promise<TNewApiClient> {
  const vendor = await findVendor(ctx.db, input.vendorId);
  if (!vendor || vendor.isGuest) {
    throw new ApiClientInputError(`No vendor ${input.vendorId}`, ERROR_KEYS.notFound, 404);
  }
  if (vendor.parentVendorId !== null && !input.isOutletAllowed) {
    throw new ApiClientInputError(
      `${input.vendorId} is an outlet: create the client for its brand`,
    );
  }
  const callbackUrl = checkedCallbackUrl(ctx, input.callbackUrl);
  const key = await issueKey(input.key);
  const now = ctx.clock.now();
  const created: TNewApiClient = {
    clientId: formatClientId(ctx.config.country, randomUUID()),
    keyId: randomUUID(),
    scope: clientScope(ctx.config.country),
    webhookSecret: generateWebhookSecret(),
    callbackUrl,
    privateKeyPem: key.privatePem,
  };
  await insertApiClient(
    ctx.db,
    {
      clientId: created.clientId,
      vendorId: vendor.vendorId,
      scope: created.scope,
      webhookSecret: created.webhookSecret,
      callbackUrl: created.callbackUrl,
      createdAt: now,
    },
    {
      keyId: created.keyId,
      clientId: created.clientId,
      publicKeyPem: key.publicPem,
      createdAt: now,
    },
  );
  return created;
}

/** The vendor's client that is not revoked; 404 for another vendor's or none, 409 once revoked. */
export async function findManagedClient(
  ctx: TCtx,
  vendorId: string,
  clientId: string,
): Promise<TApiClientRow> {
  const client = await findVendorClient(ctx.db, vendorId, clientId);
  if (!client) throw new ApiClientInputError(`No client ${clientId}`, ERROR_KEYS.notFound, 404);
  if (client.revokedAt) {
    throw new ApiClientInputError(
      `${clientId} is revoked`,
      ERROR_KEYS.integrationClientRevoked,
      409,
    );
  }
  return client;
}

/**
 * A new key for the client; its current keys keep working for API_KEY_ROTATION_OVERLAP_HOURS,
 * so the integration switches without a gap.
 */
export async function rotateApiClientKey(
  ctx: TCtx,
  input: { vendorId: string; clientId: string; key: TKeySource },
): Promise<{ keyId: string; privateKeyPem: string | null; oldKeysExpireAt: Date }> {
  await findManagedClient(ctx, input.vendorId, input.clientId);
  const key = await issueKey(input.key);
  const now = ctx.clock.now();
  const oldKeysExpireAt = new Date(now.getTime() + API_KEY_ROTATION_OVERLAP_HOURS * 3_600_000);
  const keyId = randomUUID();
  await insertRotatedKey(
    ctx.db,
    { keyId, clientId: input.clientId, publicKeyPem: key.publicPem, createdAt: now },
    oldKeysExpireAt,
  );
  return { keyId, privateKeyPem: key.privatePem, oldKeysExpireAt };
}

/**
 * The client's callback URL and its opt-in to the brand's portal orders. Saving starts the
 * endpoint afresh: one disabled (410, or failing for days) is enabled again.
 */
export async function setApiClientWebhook(
  ctx: TCtx,
  input: {
    vendorId: string;
    clientId: string;
    callbackUrl: string | null;
    includesPortalOrders: boolean;
  },
): Promise<void> {
  await findManagedClient(ctx, input.vendorId, input.clientId);
  await updateClientWebhook(ctx.db, input.clientId, {
    callbackUrl: checkedCallbackUrl(ctx, input.callbackUrl),
    includesPortalOrders: input.includesPortalOrders,
  });
}

/**
 * Revokes the client (of the vendor, when one is named): its keys and access tokens stop working
 * at once. Revoking twice changes nothing.
 */
export async function revokeApiClient(
  ctx: TCtx,
  input: { vendorId: string | null; clientId: string },
): Promise<void> {
  const client = await findVendorClient(ctx.db, input.vendorId, input.clientId);
  if (!client) {
    throw new ApiClientInputError(`No client ${input.clientId}`, ERROR_KEYS.notFound, 404);
  }
  await revokeClient(ctx.db, client.clientId, ctx.clock.now());
}
