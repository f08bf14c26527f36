import type { TApiClientView, TWebhookDelivery } from '@rider-portal/domain/api/integrations';
import { ERROR_KEYS } from '@rider-portal/domain/errors';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import type { TCaller } from '../auth/caller.ts';
import { findVendorForCaller } from '../access/vendors.ts';
import { ApiClientInputError, findManagedClient } from './clients.ts';
import { presentApiClient, presentWebhookDelivery } from './portal-presenter.ts';
import { findVendorClient, findVendorClients } from './store.ts';
import {
  listWebhookDeliveries,
  replayFailedWebhooks,
  replayWebhookDelivery,
  sendTestWebhook,
} from './webhook-log.ts';

type TCtx = Pick<TAppContext, 'db'>;
type TClockCtx = Pick<TAppContext, 'db' | 'clock' | 'config'>;

/**
 * Who may manage a vendor's integrations: a signed-in user who may act for it (a parent's users
 * for the brand and its outlets, an outlet's owner for the outlet). Guests and embedded tools
 * 403; another vendor 404, never its data.
 */
export async function assertCanManageIntegrations(
  ctx: TCtx,
  caller: TCaller,
  vendorId: string,
): Promise<{ isOutlet: boolean }> {
  if (caller.kind !== 'user') throw new AppError(403, ERROR_KEYS.forbidden);
  const vendor = await findVendorForCaller(ctx.db, caller, vendorId);
  if (vendor.isGuest) throw new AppError(403, ERROR_KEYS.forbidden);
  return { isOutlet: vendor.parentVendorId !== null };
}

/** A refusal of the API clients' use cases, in the envelope the screen translates. */
export async function answeringInputErrors<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof ApiClientInputError) {
      throw new AppError(error.status, error.translationKey);
    }
    throw error;
  }
}

/** The vendor's clients as the screen shows them, newest first. */
export async function listApiClientViews(ctx: TCtx, vendorId: string): Promise<TApiClientView[]> {
  return (await findVendorClients(ctx.db, vendorId)).map(({ client, keys }) =>
    presentApiClient(client, keys),
  );
}

/** One client of the vendor as the screen shows it; 404 for another vendor's. */
export async function getApiClientView(
  ctx: TCtx,
  vendorId: string,
  clientId: string,
): Promise<TApiClientView> {
  const [found] = await findVendorClients(ctx.db, vendorId, clientId);
  if (!found) throw new AppError(404, ERROR_KEYS.notFound);
  return presentApiClient(found.client, found.keys);
}

/**
 * A page of the client's delivery log, newest first, and where the next page starts (null at the
 * end). A revoked client's log stays readable; another vendor's client answers 404.
 */
export async function listDeliveryViews(
  ctx: TCtx,
  input: Parameters<typeof listWebhookDeliveries>[1] & { vendorId: string },
): Promise<{ deliveries: TWebhookDelivery[]; next_before_id: number | null }> {
  if (!(await findVendorClient(ctx.db, input.vendorId, input.clientId))) {
    throw new AppError(404, ERROR_KEYS.notFound);
  }
  const entries = await listWebhookDeliveries(ctx.db, {
    clientId: input.clientId,
    orderId: input.orderId || undefined,
    state: input.state,
    beforeId: input.beforeId,
    limit: input.limit + 1,
  });
  const page = entries.slice(0, input.limit);
  return {
    deliveries: page.map(presentWebhookDelivery),
    next_before_id: entries.length > input.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** The client that may send webhooks: the vendor's, not revoked, with a callback URL (else 409). */
async function findSendingClient(ctx: TClockCtx, vendorId: string, clientId: string) {
  const client = await answeringInputErrors(() => findManagedClient(ctx, vendorId, clientId));
  if (!client.callbackUrl) throw new AppError(409, ERROR_KEYS.integrationNoCallback);
  return client;
}

/** Sends one delivery of the client again; 404 for a delivery that is not the client's. */
export async function replayDelivery(
  ctx: TClockCtx,
  input: { vendorId: string; clientId: string; deliveryId: number },
): Promise<void> {
  await findSendingClient(ctx, input.vendorId, input.clientId);
  if (!(await replayWebhookDelivery(ctx, input.clientId, input.deliveryId))) {
    throw new AppError(404, ERROR_KEYS.notFound);
  }
}

/** Sends again every delivery of the client that failed since `since`; answers how many. */
export async function replayFailedDeliveries(
  ctx: TClockCtx,
  input: { vendorId: string; clientId: string; since: Date },
): Promise<number> {
  await findSendingClient(ctx, input.vendorId, input.clientId);
  return replayFailedWebhooks(ctx, input.clientId, input.since);
}

/** Queues a test event to the client's callback URL; answers its delivery id. */
export async function sendTestDelivery(
  ctx: TClockCtx,
  input: { vendorId: string; clientId: string },
): Promise<number> {
  await findSendingClient(ctx, input.vendorId, input.clientId);
  return sendTestWebhook(ctx, input.clientId);
}
