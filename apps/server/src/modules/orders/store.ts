import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { TOrderUpdateEvent } from '@rider-portal/domain/api/live';
import type { TOrderStatus } from '@rider-portal/domain/statuses';
import { hasDatabaseError } from '../../platform/db.ts';
import type { TDb } from '../../platform/db.ts';
import { insertableFields, jsonRows, jsonRowsShape } from '../../platform/json-rows.ts';
import type { TWithClause } from '../../platform/with-clauses.ts';
import { orders, vendorOrderCounters } from '../../db/schema.ts';
import { orderIdempotencyKeys } from './schema.ts';
import { savedAddressRecords, savedAddressesUpsertFrom } from '../addressbook/store.ts';
import type { TSavedAddressInput } from '../addressbook/store.ts';
import { LIVE_EVENTS_CLAUSE, liveEventClauses } from '../live/store.ts';

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

/** Inserts an order under the vendor's next number (tests and demo data; no key, no event). */
export async function insertOrder(db: TDb, order: TNewOrderRow): Promise<TOrderRow> {
  const { vendorId } = order;
  const counter = db
    .$with('counter', { lastN: sql<number>`last_n` })
    .as(sql`${counterBump(vendorId)}`);
  const [row] = await db
    .with(counter)
    .insert(orders)
    .values({ ...order, orderId: sql<string>`${vendorId} || '-' || (select last_n from counter)` })
    .returning();
  if (!row) throw new Error('order insert did not answer');
  return row;
}

/** Takes the vendor's next order number: the counter row stays locked until the caller commits. */
function counterBump(vendorId: string | Placeholder): SQL {
  return sql`
    insert into ${vendorOrderCounters} (vendor_id, last_n) values (${vendorId}, 1)
    on conflict (vendor_id) do update set last_n = ${vendorOrderCounters}.last_n + 1
    returning last_n`;
}

/**
 * The Idempotency-Key an order is created under (000 §3), among the keys of `scope`: the vendor's
 * id for the portal, the client's id for the public API.
 */
export type TOrderKeyClaim = { scope: string; key: string; requestHash: string; at: Date };

/**
 * One statement: takes the vendor's next order number, records the idempotency key (when given)
 * with the order id it names, inserts the order and its address book entry and, when given, the
 * vendor's live event about it (the event's `data.order_id` and `seq` filled in by the database).
 * Run outside a transaction it commits on its own. When another request already holds the key (on
 * PostgreSQL a concurrent holder is waited for) the order would get no id: the statement fails
 * (isOrderKeyTaken) and writes nothing, its number included, so numbers stay gap-free.
 */
export async function insertOrderWithKey(
  db: TDb,
  input: {
    order: TNewOrderRow;
    claim: TOrderKeyClaim | null;
    savedAddress: TSavedAddressInput;
    liveEvent?: { payload: Omit<TOrderUpdateEvent, 'seq'>; at: Date };
  },
): Promise<{ orderId: string; liveSeq: number | null }> {
  const { order, claim, liveEvent } = input;
  const statement = orderStatement(db, { isKeyed: claim !== null, hasLiveEvent: !!liveEvent });
  const [row] = await statement.execute({
    vendorId: order.vendorId,
    order: ORDER_SHAPE.recordsOf([{ ...order, orderId: '' }]),
    savedAddresses: savedAddressRecords([input.savedAddress]),
    ...(claim
      ? {
          scope: claim.scope,
          key: claim.key,
          requestHash: claim.requestHash,
          claimedAt: claim.at.toISOString(),
        }
      : {}),
    ...(liveEvent
      ? { livePayload: JSON.stringify(liveEvent.payload), liveAt: liveEvent.at.toISOString() }
      : {}),
  });
  if (!row) throw new Error('order insert did not answer');
  return { orderId: row.orderId, liveSeq: row.liveSeq === null ? null : Number(row.liveSeq) };
}

/** Every column of an order but its id, which the vendor's counter names. */
const ORDER_SHAPE = jsonRowsShape(
  orders,
  insertableFields(orders).filter((field) => field !== 'orderId'),
);

type TOrderStatementKind = { isKeyed: boolean; hasLiveEvent: boolean };

/**
 * insertOrderWithKey's statement, built once per database and kind and prepared (its SQL is not
 * assembled again per order, and PostgreSQL parses and plans it once per connection).
 */
function orderStatement(db: TDb, kind: TOrderStatementKind) {
  let byKind = orderStatements.get(db);
  if (!byKind) {
    byKind = new Map();
    orderStatements.set(db, byKind);
  }
  const name = `insert_order${kind.isKeyed ? '_keyed' : ''}${kind.hasLiveEvent ? '_live' : ''}`;
  let statement = byKind.get(name);
  if (!statement) {
    statement = prepareOrderStatement(db, kind, name);
    byKind.set(name, statement);
  }
  return statement;
}
const orderStatements = new WeakMap<TDb, Map<string, ReturnType<typeof prepareOrderStatement>>>();

function prepareOrderStatement(db: TDb, kind: TOrderStatementKind, name: string) {
  const vendorId = sql.placeholder('vendorId');
  const before: TWithClause[] = [{ name: 'order_counter', body: counterBump(vendorId) }];
  let orderId = sql`(select ${vendorId} || '-' || last_n from order_counter)`;
  if (kind.isKeyed) {
    before.push({
      name: 'claimed_key',
      body: sql`
        insert into ${orderIdempotencyKeys} (vendor_id, key, request_hash, order_id, created_at)
        select ${sql.placeholder('scope')}, ${sql.placeholder('key')},
          ${sql.placeholder('requestHash')}, ${vendorId} || '-' || last_n,
          ${sql.placeholder('claimedAt')}::timestamptz
        from order_counter
        on conflict do nothing
        returning key`,
    });
    // No id, so a not-null violation, when the key was not claimed: the whole statement undone.
    orderId = sql`(select ${vendorId} || '-' || last_n from order_counter
      where exists (select 1 from claimed_key))`;
  }
  const { columns, sourceOf } = ORDER_SHAPE;
  const newOrder = db.$with('new_order', { orderId: sql<string>`order_id` }).as(sql`
    insert into ${orders} (order_id, ${columns})
    select ${orderId}, ${columns} from ${sourceOf(sql.placeholder('order'))}
    returning order_id`);
  const after: TWithClause[] = [
    { name: 'saved_address', body: savedAddressesUpsertFrom(sql.placeholder('savedAddresses')) },
  ];
  let liveSeq = sql`null::bigint`;
  if (kind.hasLiveEvent) {
    const payload = sql`jsonb_set(${sql.placeholder('livePayload')}::jsonb, '{data,order_id}',
      to_jsonb((select order_id from new_order)))`;
    after.push(
      ...liveEventClauses({
        vendorId,
        payloads: sql`jsonb_build_array(${payload})`,
        count: 1,
        createdAt: sql.placeholder('liveAt'),
      }),
    );
    liveSeq = sql`(select seq from ${sql.identifier(LIVE_EVENTS_CLAUSE)})`;
  }
  const named = (c: TWithClause) => db.$with(c.name, {}).as(c.body);
  return db
    .with(...before.map(named), newOrder, ...after.map(named))
    .select({ orderId: sql<string>`order_id`, liveSeq: sql<number | string | null>`${liveSeq}` })
    .from(newOrder)
    .prepare(name);
}

/** Whether insertOrderWithKey failed because another request holds its idempotency key. */
export function isOrderKeyTaken(error: unknown): boolean {
  return hasDatabaseError(error, (e) => e.code === '23502' && e.column === 'order_id');
}

/**
 * The row insertOrderWithKey writes, as the database answers it (its columns' defaults filled
 * in), for presenting the order without reading it back.
 */
export function orderRowOf(order: TNewOrderRow, orderId: string): TOrderRow {
  return {
    preorderedFor: null,
    discountedDeliveryFee: null,
    voucher: null,
    vatNumber: null,
    ageValidationRequired: false,
    loginPickupEstimation: 15,
    sender: null,
    rider: null,
    etaPickupAt: null,
    etaDropoffAt: null,
    cancelReason: null,
    proofs: {},
    discountedDeliveryFeeSignature: null,
    distanceMeters: null,
    itemValueConfirmed: false,
    recipientLanguage: null,
    attentionReason: null,
    attentionSince: null,
    attentionMailedAt: null,
    ...order,
    orderId,
  };
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
