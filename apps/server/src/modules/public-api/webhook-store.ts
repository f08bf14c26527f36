import {
  and,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '../../platform/db.ts';
import { apiClients, apiOrders, webhookAttempts, webhookDeliveries } from './schema.ts';

export type TWebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;
export type TWebhookAttemptRow = typeof webhookAttempts.$inferSelect;
export type TWebhookState = TWebhookDeliveryRow['state'];

/**
 * Takes up to `limit` due messages for this worker until `leaseUntil`: the oldest pending message
 * of each order whose client's endpoint is enabled, and only when no earlier message of that
 * order is still pending (in order per order). Rows another worker is taking are skipped, so
 * servers side by side never send one message at once.
 */
export async function claimDueDeliveries(
  db: TDb,
  input: { now: Date; leaseUntil: Date; limit: number },
): Promise<TWebhookDeliveryRow[]> {
  const earlier = alias(webhookDeliveries, 'earlier');
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .innerJoin(apiClients, eq(apiClients.clientId, webhookDeliveries.clientId))
    .where(
      and(
        eq(webhookDeliveries.state, 'pending'),
        lte(webhookDeliveries.nextAttemptAt, input.now),
        or(isNull(webhookDeliveries.leasedUntil), lte(webhookDeliveries.leasedUntil, input.now)),
        isNull(apiClients.revokedAt),
        isNull(apiClients.webhookDisabledAt),
        isNotNull(apiClients.callbackUrl),
        notExists(
          db
            .select({ one: sql`1` })
            .from(earlier)
            .where(
              and(
                eq(earlier.clientId, webhookDeliveries.clientId),
                eq(earlier.orderId, webhookDeliveries.orderId),
                lt(earlier.id, webhookDeliveries.id),
                eq(earlier.state, 'pending'),
              ),
            ),
        ),
      ),
    )
    .orderBy(webhookDeliveries.nextAttemptAt, webhookDeliveries.id)
    .limit(input.limit)
    .for('update', { of: webhookDeliveries, skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({ leasedUntil: input.leaseUntil })
    .where(inArray(webhookDeliveries.id, due))
    .returning();
}

/** One attempt's outcome: its log line, and its message's next state. */
export type TAttemptRecord = {
  deliveryId: number;
  attempt: Omit<typeof webhookAttempts.$inferInsert, 'id' | 'deliveryId'>;
  next:
    | { state: 'delivered'; at: Date }
    | { state: 'pending'; attempts: number; nextAttemptAt: Date }
    | { state: 'failed'; attempts: number };
};

/**
 * Writes a sweep's outcomes in one transaction: every log line in one statement, the delivered
 * messages in one statement per answer status, the others (retried, failed) one by one.
 */
export async function recordAttempts(db: TDb, records: TAttemptRecord[]): Promise<void> {
  if (records.length === 0) return;
  await db.transaction(async (tx) => {
    await tx
      .insert(webhookAttempts)
      .values(records.map((r) => ({ deliveryId: r.deliveryId, ...r.attempt })));
    const delivered = new Map<number | null, { ids: number[]; at: Date }>();
    for (const record of records) {
      const { next } = record;
      if (next.state === 'delivered') {
        const status = record.attempt.httpStatus ?? null;
        const group = delivered.get(status) ?? { ids: [], at: next.at };
        group.ids.push(record.deliveryId);
        delivered.set(status, group);
        continue;
      }
      await tx
        .update(webhookDeliveries)
        .set({
          state: next.state,
          attempts: next.attempts,
          leasedUntil: null,
          lastHttpStatus: record.attempt.httpStatus,
          ...(next.state === 'pending' ? { nextAttemptAt: next.nextAttemptAt } : {}),
        })
        .where(eq(webhookDeliveries.id, record.deliveryId));
    }
    for (const [status, group] of delivered) {
      await tx
        .update(webhookDeliveries)
        .set({
          state: 'delivered',
          deliveredAt: group.at,
          attempts: sql`${webhookDeliveries.attempts} + 1`,
          leasedUntil: null,
          lastHttpStatus: status,
        })
        .where(inArray(webhookDeliveries.id, group.ids));
    }
  });
}

/** A 2xx answer: the endpoint is healthy again. */
export async function markEndpointHealthy(db: TDb, clientId: string): Promise<void> {
  await db
    .update(apiClients)
    .set({ webhookFailingSince: null })
    .where(
      and(eq(apiClients.clientId, clientId), sql`${apiClients.webhookFailingSince} IS NOT NULL`),
    );
}

/** A failed attempt: answers since when the endpoint has been failing (this attempt, if first). */
export async function markEndpointFailing(db: TDb, clientId: string, now: Date): Promise<Date> {
  const [row] = await db
    .update(apiClients)
    .set({
      webhookFailingSince: sql`COALESCE(${apiClients.webhookFailingSince}, ${now.toISOString()})`,
    })
    .where(eq(apiClients.clientId, clientId))
    .returning({ since: apiClients.webhookFailingSince });
  return row?.since ?? now;
}

/** Disables a client's endpoint; false when it already was (so its owner is mailed once). */
export async function disableEndpoint(
  db: TDb,
  input: { clientId: string; reason: 'gone' | 'failing'; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(apiClients)
    .set({ webhookDisabledAt: input.now, webhookDisabledReason: input.reason })
    .where(
      and(eq(apiClients.clientId, input.clientId), sql`${apiClients.webhookDisabledAt} IS NULL`),
    )
    .returning({ clientId: apiClients.clientId });
  return rows.length === 1;
}

/** Queues a test event for the client. */
export async function insertTestDelivery(
  db: TDb,
  input: { clientId: string; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(webhookDeliveries)
    .values({
      clientId: input.clientId,
      orderId: null,
      event: 'test',
      status: 'NEW',
      changedAt: input.now,
      nextAttemptAt: input.now,
    })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/** Sends a message again from the first attempt of the schedule; false if not the client's. */
export async function requeueDelivery(
  db: TDb,
  input: { clientId: string; deliveryId: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: input.now, leasedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.id, input.deliveryId),
        eq(webhookDeliveries.clientId, input.clientId),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length === 1;
}

/** Sends again every message of the client that failed for good and was queued since `since`. */
export async function requeueFailedSince(
  db: TDb,
  input: { clientId: string; since: Date; now: Date },
): Promise<number> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ state: 'pending', attempts: 0, nextAttemptAt: input.now, leasedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.clientId, input.clientId),
        eq(webhookDeliveries.state, 'failed'),
        gte(webhookDeliveries.changedAt, input.since),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.length;
}

/** The client's messages, newest first, with every attempt. */
export async function findDeliveries(
  db: TDb,
  input: {
    clientId: string;
    orderId?: string | undefined;
    state?: TWebhookState | undefined;
    beforeId?: number | undefined;
    limit: number;
  },
): Promise<Array<TWebhookDeliveryRow & { attemptLog: TWebhookAttemptRow[] }>> {
  const deliveries = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.clientId, input.clientId),
        input.orderId ? eq(webhookDeliveries.orderId, input.orderId) : undefined,
        input.state ? eq(webhookDeliveries.state, input.state) : undefined,
        input.beforeId ? lt(webhookDeliveries.id, input.beforeId) : undefined,
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(input.limit);
  if (deliveries.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      inArray(
        webhookAttempts.deliveryId,
        deliveries.map((d) => d.id),
      ),
    )
    .orderBy(webhookAttempts.id);
  const byDelivery = new Map<number, TWebhookAttemptRow[]>();
  for (const attempt of attempts) {
    const list = byDelivery.get(attempt.deliveryId) ?? [];
    list.push(attempt);
    byDelivery.set(attempt.deliveryId, list);
  }
  return deliveries.map((d) => ({ ...d, attemptLog: byDelivery.get(d.id) ?? [] }));
}

/** Forgets delivered and failed messages (and their attempts) queued before `before`. */
export async function purgeDeliveries(db: TDb, before: Date): Promise<void> {
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.state, ['delivered', 'failed']),
        lte(webhookDeliveries.changedAt, before),
      ),
    );
}

/** Clients by id (revoked ones too). */
export async function findClientsByIds(
  db: TDb,
  clientIds: readonly string[],
): Promise<Array<typeof apiClients.$inferSelect>> {
  if (clientIds.length === 0) return [];
  return db
    .select()
    .from(apiClients)
    .where(inArray(apiClients.clientId, [...clientIds]));
}

/** The clients' own references of API orders, keyed `${clientId} ${orderId}`. */
export async function findApiOrderRefs(
  db: TDb,
  orderIds: readonly string[],
): Promise<Map<string, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      clientId: apiOrders.clientId,
      orderId: apiOrders.orderId,
      ref: apiOrders.clientOrderId,
    })
    .from(apiOrders)
    .where(inArray(apiOrders.orderId, [...new Set(orderIds)]));
  return new Map(rows.flatMap((r) => (r.ref ? [[`${r.clientId} ${r.orderId}`, r.ref]] : [])));
}
