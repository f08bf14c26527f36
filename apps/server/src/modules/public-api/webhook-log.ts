import type { TAppContext } from '../../app-context.ts';
import {
  findDeliveries,
  insertTestDelivery,
  requeueDelivery,
  requeueFailedSince,
} from './webhook-store.ts';

// The delivery log of a client's webhooks, as the portal's Integrations screen shows and works
// it: every message with its attempts, a replay of one or of every failed one, a test event.

/** A message of the log: its row with every attempt. */
export type TWebhookLogEntry = Awaited<ReturnType<typeof findDeliveries>>[number];

/** The client's messages, newest first (`beforeId` pages on), each with its attempts. */
export function listWebhookDeliveries(
  db: TAppContext['db'],
  input: Parameters<typeof findDeliveries>[1],
): Promise<TWebhookLogEntry[]> {
  return findDeliveries(db, input);
}

/** Sends one message again now; false when it is not the client's. */
export function replayWebhookDelivery(
  ctx: Pick<TAppContext, 'db' | 'clock'>,
  clientId: string,
  deliveryId: number,
): Promise<boolean> {
  return requeueDelivery(ctx.db, { clientId, deliveryId, now: ctx.clock.now() });
}

/** Sends again every message of the client that failed for good since `since`; answers how many. */
export function replayFailedWebhooks(
  ctx: Pick<TAppContext, 'db' | 'clock'>,
  clientId: string,
  since: Date,
): Promise<number> {
  return requeueFailedSince(ctx.db, { clientId, since, now: ctx.clock.now() });
}

/** Queues a test event to the client's callback URL; answers its delivery id. */
export function sendTestWebhook(
  ctx: Pick<TAppContext, 'db' | 'clock'>,
  clientId: string,
): Promise<number> {
  return insertTestDelivery(ctx.db, { clientId, now: ctx.clock.now() });
}
