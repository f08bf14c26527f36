import { asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TOrderStatus } from '@rider-portal/domain/statuses';
import type { TDb } from '../../platform/db.ts';
import { insertableFields, jsonRows } from '../../platform/json-rows.ts';
import { orders, vendorOrderCounters } from '../../db/schema.ts';
import { orderIdempotencyKeys } from './schema.ts';

export type TOrderRow = typeof orders.$inferSelect;
export type TNewOrderRow = Omit<typeof orders.$inferInsert, 'orderId'>;

/** Allocates the next order id of a vendor: `{vendor_id}-{n}` (ARCHITECTURE "Data rules"). */
export async function allocateOrderId(db: TDb, vendorId: string): Promise<string> {
  const [row] = await db
    .insert(vendorOrderCounters)
    .values({ vendorId, lastN: 1 })
    .onConflictDoUpdate({
      target: vendorOrderCounters.vendorId,
      set: { lastN: sql`${vendorOrderCounters.lastN} + 1` },
    })
    .returning({ lastN: vendorOrderCounters.lastN });
  if (!row) throw new Error('order counter did not answer');
  return `${vendorId}-${row.lastN}`;
}

/**
 * Takes `count` order numbers of each vendor at once (one statement): the first of each vendor's
 * run, so the caller names the orders `{vendor_id}-{first + i}` before inserting them together.
 */
export async function reserveOrderNumbers(
  db: TDb,
  counts: ReadonlyMap<string, number>,
): Promise<Map<string, number>> {
  if (counts.size === 0) return new Map();
  const rows = await db
    .insert(vendorOrderCounters)
    .values([...counts].map(([vendorId, n]) => ({ vendorId, lastN: n })))
    .onConflictDoUpdate({
      target: vendorOrderCounters.vendorId,
      set: { lastN: sql`${vendorOrderCounters.lastN} + excluded.last_n` },
    })
    .returning();
  return new Map(rows.map((r) => [r.vendorId, r.lastN - (counts.get(r.vendorId) ?? 0) + 1]));
}

/** Inserts orders already named (reserveOrderNumbers), many rows per statement. */
export async function insertNamedOrders(
  db: TDb,
  rows: readonly (typeof orders.$inferInsert)[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) await db.insert(orders).values(rows.slice(i, i + 200));
}

/** Inserts orders already named (reserveOrderNumbers) in one statement; their rows, in that order. */
export async function insertNamedOrdersReturning(
  db: TDb,
  rows: readonly (typeof orders.$inferInsert)[],
): Promise<TOrderRow[]> {
  if (rows.length === 0) return [];
  const { columns, source } = jsonRows(orders, insertableFields(orders), rows);
  const inserted = await db
    .insert(orders)
    .select(sql`select ${columns} from ${source}`)
    .returning();
  const byId = new Map(inserted.map((r) => [r.orderId, r]));
  return rows.map((r) => byId.get(r.orderId)!);
}

export async function insertOrder(db: TDb, order: TNewOrderRow): Promise<TOrderRow> {
  const { row } = await insertOrderWithKey(db, order, null);
  return row;
}

/**
 * The Idempotency-Key an order is created under (000 §3), among the keys of `scope`: the vendor's
 * id for the portal, the client's id for the public API.
 */
export type TOrderKeyClaim = { scope: string; key: string; requestHash: string; at: Date };

/**
 * One statement: takes the vendor's next order number, records the idempotency key (when given)
 * with the order id it names, and inserts the order. `isClaimed` is false when another request
 * already holds the key (on PostgreSQL a concurrent holder is waited for): the caller then rolls
 * its transaction back, which takes the order and the number back too.
 */
export async function insertOrderWithKey(
  db: TDb,
  order: TNewOrderRow,
  claim: TOrderKeyClaim | null,
): Promise<{ row: TOrderRow; isClaimed: boolean }> {
  const { vendorId } = order;
  const counter = db.$with('counter', { lastN: sql<number>`last_n` }).as(sql`
    insert into ${vendorOrderCounters} (vendor_id, last_n) values (${vendorId}, 1)
    on conflict (vendor_id) do update set last_n = ${vendorOrderCounters}.last_n + 1
    returning last_n`);
  const orderId = sql<string>`${vendorId} || '-' || (select last_n from counter)`;
  if (!claim) {
    const [row] = await db
      .with(counter)
      .insert(orders)
      .values({ ...order, orderId })
      .returning();
    if (!row) throw new Error('order insert did not answer');
    return { row, isClaimed: true };
  }
  const key = db.$with('claimed_key', { key: sql<string>`key` }).as(sql`
    insert into ${orderIdempotencyKeys} (vendor_id, key, request_hash, order_id, created_at)
    select ${claim.scope}, ${claim.key}, ${claim.requestHash}, ${vendorId} || '-' || counter.last_n,
      ${claim.at.toISOString()}::timestamptz
    from counter
    on conflict do nothing
    returning key`);
  const [result] = await db
    .with(counter, key)
    .insert(orders)
    .values({ ...order, orderId })
    .returning({
      ...getTableColumns(orders),
      isClaimed: sql<boolean>`exists (select 1 from claimed_key)`,
    });
  if (!result) throw new Error('order insert did not answer');
  const { isClaimed, ...row } = result;
  return { row, isClaimed };
}

export async function findOrder(db: TDb, orderId: string): Promise<TOrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId)).limit(1);
  return row ?? null;
}

/** Writes some columns of an order and answers the row as it is now. */
export async function updateOrderRow(
  db: TDb,
  orderId: string,
  patch: Partial<Omit<TOrderRow, 'orderId'>>,
): Promise<TOrderRow> {
  const [row] = await db.update(orders).set(patch).where(eq(orders.orderId, orderId)).returning();
  if (!row) throw new Error(`order ${orderId} not found`);
  return row;
}

/** The order locked for the rest of the caller's transaction. */
export async function findOrderForUpdate(db: TDb, orderId: string): Promise<TOrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.orderId, orderId)).for('update');
  return row ?? null;
}

/** Orders by id, without a lock (those that do not exist are left out). */
export async function findOrdersByIds(db: TDb, orderIds: readonly string[]): Promise<TOrderRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(inArray(orders.orderId, [...new Set(orderIds)]));
}

/**
 * Orders locked for the rest of the caller's transaction, taken in the order of their ids (two
 * batches naming the same orders wait for each other instead of deadlocking).
 */
export async function findOrdersForUpdate(
  db: TDb,
  orderIds: readonly string[],
): Promise<TOrderRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(inArray(orders.orderId, [...new Set(orderIds)]))
    .orderBy(asc(orders.orderId))
    .for('update');
}

/** What the logistics side reads of an order to dispatch and move it. */
const DISPATCH_COLUMNS = {
  orderId: orders.orderId,
  status: orders.status,
  createdAt: orders.createdAt,
  preorderedFor: orders.preorderedFor,
  pickup: orders.pickup,
  customer: orders.customer,
  statusHistory: orders.statusHistory,
  rider: orders.rider,
};
export type TDispatchOrder = Pick<TOrderRow, keyof typeof DISPATCH_COLUMNS>;

/** Orders in the given states, oldest first, at most `limit`. */
export async function findOrdersInStates(
  db: TDb,
  statuses: readonly TOrderStatus[],
  limit: number,
): Promise<TDispatchOrder[]> {
  return db
    .select(DISPATCH_COLUMNS)
    .from(orders)
    .where(inArray(orders.status, [...statuses]))
    .orderBy(asc(orders.createdAt), asc(orders.orderId))
    .limit(limit);
}
