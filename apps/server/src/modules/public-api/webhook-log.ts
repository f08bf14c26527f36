import type { TAppContext } from '../../app-context.ts';
import {
  findDeliveries,
  insertTestDelivery,
  requeueDelivery,
  requeueFailedSince,
} from './webhook-store.ts';
import type { TWebhookState } from './webhook-store.ts';

// The delivery log of a client's webhooks, as the portal's Integrations screen shows and works
// it: every message with its attempts, a replay of one or of every failed one, a test event.

export type TWebhookLogEntry = {
  id: number;
  event: 'order.status' | 'test';
  orderId: string | null;
  status: string;
  state: TWebhookState;
  attempts: number;
  changedAt: Date;
  deliveredAt: Date | null;
  lastHttpStatus: number | null;
  nextAttemptAt: Date;
  attemptLog: Array<{
    attemptedAt: Date;
    httpStatus: number | null;
    latencyMs: number;
    responseExcerpt: string;
  }>;
};

/** The client's messages, newest first (`beforeId` pages on), each with its attempts. */
export async function listWebhookDeliveries(
  db: TAppContext['db'],
  input: Parameters<typeof findDeliveries>[1],
): Promise<TWebhookLogEntry[]> {
  const rows = await findDeliveries(db, input);
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    orderId: row.orderId,
    status: row.status,
    state: row.state,
    attempts: row.attempts,
    changedAt: row.changedAt,
    deliveredAt: row.deliveredAt,
    lastHttpStatus: row.lastHttpStatus,
    nextAttemptAt: row.nextAttemptAt,
    attemptLog: row.attemptLog.map((a) => ({
      attemptedAt: a.attemptedAt,
      httpStatus: a.httpStatus,
      latencyMs: a.latencyMs,
      responseExcerpt: a.responseExcerpt,
    })),
  }));
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
