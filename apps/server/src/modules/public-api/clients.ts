import { randomUUID } from 'node:crypto';
import { checkCallbackUrl, clientScope, formatClientId } from '@rider-portal/domain/api-clients';
import type { TAppContext } from '../../app-context.ts';
import { findVendor } from '../vendors/store.ts';
import { generateWebhookSecret, readPublicKeyPem } from './keys.ts';
import { insertApiClient } from './store.ts';

type TCtx = Pick<TAppContext, 'db' | 'clock' | 'config'>;

/** What a new client is told once: its ids, scope and webhook secret. */
export type TNewApiClient = {
  clientId: string;
  keyId: string;
  scope: string;
  webhookSecret: string;
  callbackUrl: string | null;
};

/** A refusal to create a client, with a message for the operator or the screen. */
export class ApiClientInputError extends Error {}

/**
 * Creates an API client for a brand (a vendor; its outlets are its branches) with an uploaded
 * public key, and an optional callback URL (https only in prd).
 */
export async function createApiClient(
  ctx: TCtx,
  input: { vendorId: string; publicKeyPem: string; callbackUrl: string | null },
): Promise<TNewApiClient> {
  const vendor = await findVendor(ctx.db, input.vendorId);
  if (!vendor || vendor.isGuest) throw new ApiClientInputError(`No vendor ${input.vendorId}`);
  if (vendor.parentVendorId !== null) {
    throw new ApiClientInputError(
      `${input.vendorId} is an outlet: create the client for its brand`,
    );
  }
  const key = readPublicKeyPem(input.publicKeyPem);
  if (!key.ok) throw new ApiClientInputError(key.reason);
  if (input.callbackUrl !== null) {
    const check = checkCallbackUrl(input.callbackUrl, ctx.config.environment === 'prd');
    if (check === 'https-required')
      throw new ApiClientInputError('the callback URL should be https');
    if (check !== 'ok') throw new ApiClientInputError('the callback URL should be an http(s) URL');
  }
  const now = ctx.clock.now();
  const created: TNewApiClient = {
    clientId: formatClientId(ctx.config.country, randomUUID()),
    keyId: randomUUID(),
    scope: clientScope(ctx.config.country),
    webhookSecret: generateWebhookSecret(),
    callbackUrl: input.callbackUrl,
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
    { keyId: created.keyId, clientId: created.clientId, publicKeyPem: key.pem, createdAt: now },
  );
  return created;
}
