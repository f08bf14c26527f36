import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { TOrderStatus } from '@rider-portal/domain/statuses';
import type { TDb } from '../../platform/db.ts';
import { orders, vendorOrderCounters } from '../../db/schema.ts';

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

export async function insertOrder(db: TDb, order: TNewOrderRow): Promise<TOrderRow> {
  const orderId = await allocateOrderId(db, order.vendorId);
  const [row] = await db
    .insert(orders)
    .values({ ...order, orderId })
    .returning();
  if (!row) throw new Error('order insert did not answer');
  return row;
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
