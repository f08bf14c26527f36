import {
  and,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  like,
  lt,
  lte,
  not,
  or,
  sql,
} from 'drizzle-orm';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { ACTIVE_ORDERS_PAGE_SIZE, PREORDER_WINDOW_DAYS } from '@rider-portal/domain/constants';
import type { TDb } from '../../platform/db.ts';
import { orders, vendors } from '../../db/schema.ts';
import type { TOrderRow } from './store.ts';
import { classifyHistorySearch, historyStatusSelection } from '@rider-portal/domain/history';
import type { THistoryStatusFilter } from '@rider-portal/domain/history';
import { COLLECTED_STATUSES } from '@rider-portal/domain/statuses';

export type TOrderListQuery = {
  vendorId: string;
  from: Date;
  to: Date;
  count: number;
  paginationKey: string | null;
  isScheduled: boolean;
  isIncludingOutlets: boolean;
  customerPhoneNumber: string | null;
  /** History filters (001 §2): the status group and the search key. */
  statusFilter?: THistoryStatusFilter;
  search?: string | null;
  phoneRegion?: string;
};

type TCursor = { at: string; id: string };

/** An opaque cursor: the (created_at, order_id) of the last row of the page. */
export function encodeCursor(row: Pick<TOrderRow, 'createdAt' | 'orderId'>): string {
  return Buffer.from(JSON.stringify({ at: row.createdAt.toISOString(), id: row.orderId })).toString(
    'base64url',
  );
}

export function decodeCursor(key: string): TCursor | null {
  try {
    const value = JSON.parse(Buffer.from(key, 'base64url').toString('utf8')) as Partial<TCursor>;
    if (typeof value.at !== 'string' || typeof value.id !== 'string') return null;
    if (Number.isNaN(Date.parse(value.at))) return null;
    return { at: value.at, id: value.id };
  } catch {
    return null;
  }
}

/** The vendor and, when asked for a parent, its outlets. */
async function listedVendorIds(
  db: TDb,
  vendorId: string,
  isIncludingOutlets: boolean,
): Promise<string[]> {
  if (!isIncludingOutlets) return [vendorId];
  const children = await db
    .select({ vendorId: vendors.vendorId })
    .from(vendors)
    .where(eq(vendors.parentVendorId, vendorId));
  return [vendorId, ...children.map((c) => c.vendorId)];
}

/** The conditions of a list query (vendor scope, range, filters, cursor). */
async function listConditions(db: TDb, query: Omit<TOrderListQuery, 'count'>): Promise<SQL[]> {
  const vendorIds = await listedVendorIds(db, query.vendorId, query.isIncludingOutlets);
  const conditions: SQL[] = [inArray(orders.vendorId, vendorIds)];
  if (query.isScheduled) {
    const until = new Date(query.to.getTime() + PREORDER_WINDOW_DAYS * 86_400_000);
    conditions.push(isNotNull(orders.preorderedFor), gte(orders.preorderedFor, query.from));
    conditions.push(lte(orders.preorderedFor, until));
  } else {
    conditions.push(gte(orders.createdAt, query.from), lte(orders.createdAt, query.to));
  }
  if (query.customerPhoneNumber) {
    conditions.push(sql`${orders.customer}->>'phone_number' = ${query.customerPhoneNumber}`);
  }
  const byStatus = query.statusFilter ? statusFilterCondition(query.statusFilter) : null;
  if (byStatus) conditions.push(byStatus);
  const bySearch = query.search
    ? searchCondition(query.search, vendorIds, query.phoneRegion ?? '')
    : null;
  if (bySearch) conditions.push(bySearch);
  if (query.paginationKey) {
    const cursor = decodeCursor(query.paginationKey);
    if (cursor) {
      const at = new Date(cursor.at);
      conditions.push(
        or(lt(orders.createdAt, at), and(eq(orders.createdAt, at), lt(orders.orderId, cursor.id)))!,
      );
    }
  }
  return conditions;
}

/** How many orders a list query selects in all pages. */
export async function countOrders(
  db: TDb,
  query: Omit<TOrderListQuery, 'count' | 'paginationKey'>,
): Promise<number> {
  const conditions = await listConditions(db, { ...query, paginationKey: null });
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(...conditions));
  return row?.n ?? 0;
}

/**
 * 001 §7 GET /vendor/{id}/orders: newest first by created_at, keyset-paged (stable while new
 * orders arrive). Scheduled lists select pre-orders by their time, up to `to` plus the pre-order
 * window (2 days).
 */
export async function findOrderPage(
  db: TDb,
  query: TOrderListQuery,
): Promise<{ rows: TOrderRow[]; paginationKey: string | null }> {
  const size = pageSize(query.count);
  const rows = await db
    .select()
    .from(orders)
    .where(and(...(await listConditions(db, query))))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(size + 1);
  const { page, paginationKey } = splitPage(rows, size);
  return { rows: page, paginationKey };
}

const pageSize = (count: number) => Math.min(Math.max(count, 1), ACTIVE_ORDERS_PAGE_SIZE);

/** A page asked for with one row more than its size: the page, and the next page's key if any. */
function splitPage<TRow extends Pick<TOrderRow, 'createdAt' | 'orderId'>>(
  rows: TRow[],
  size: number,
): { page: TRow[]; paginationKey: string | null } {
  const page = rows.slice(0, size);
  const last = page[page.length - 1];
  return { page, paginationKey: rows.length > size && last ? encodeCursor(last) : null };
}

/** An instant as the API writes it (`Date.prototype.toISOString`: UTC, milliseconds), or null. */
function isoInstant(column: SQLWrapper): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * ZOrderListItem of one order, built by the database as JSON text: the list's 200 orders leave
 * the server without being parsed, copied into objects and serialized again (issue 18). The
 * test "the list's JSON is the list item of the presented order" holds it to `toOrderListItem`.
 */
const listItemJson = sql<string>`json_build_object(
  'order_id', ${orders.orderId},
  'vendor_id', ${orders.vendorId},
  'created_at', ${isoInstant(orders.createdAt)},
  'updated_at', ${isoInstant(orders.updatedAt)},
  'status', ${orders.status},
  'status_history', ${orders.statusHistory},
  'preordered_for', floor(extract(epoch from ${orders.preorderedFor}))::bigint,
  'currency', ${orders.currency},
  'delivery_fee', ${orders.deliveryFee},
  'discounted_delivery_fee', ${orders.discountedDeliveryFee},
  'eta_pickup_at', ${isoInstant(orders.etaPickupAt)},
  'eta_dropoff_at', ${isoInstant(orders.etaDropoffAt)},
  'attention', case when ${orders.attentionReason} is not null then json_build_object(
    'reason', ${orders.attentionReason}, 'since', ${isoInstant(orders.attentionSince)}
  ) end,
  'customer', json_build_object(
    'name', ${orders.customer}->'name',
    'phone_number', ${orders.customer}->'phone_number',
    'location', json_build_object('address', ${orders.customer}->'location'->'address')
  ),
  'order', json_build_object('description', ${orders.details}->'description'),
  'rider', case when jsonb_typeof(${orders.rider}) = 'object'
    then json_build_object('updated_at', ${orders.rider}->'updated_at') end
)::text`;

/**
 * The same page as `findOrderPage`, as the answer's JSON text (`{"result":{"data":[…],
 * "pagination_key":…}}`) of ZOrderListItems, ready to send.
 */
export async function findOrderListPageJson(db: TDb, query: TOrderListQuery): Promise<string> {
  const size = pageSize(query.count);
  const rows = await db
    .select({ item: listItemJson, createdAt: orders.createdAt, orderId: orders.orderId })
    .from(orders)
    .where(and(...(await listConditions(db, query))))
    .orderBy(desc(orders.createdAt), desc(orders.orderId))
    .limit(size + 1);
  const { page, paginationKey } = splitPage(rows, size);
  return `{"result":{"data":[${page.map((r) => r.item).join(',')}],"pagination_key":${JSON.stringify(paginationKey)}}}`;
}

// The history filters (status groups and search) as conditions on the orders table.

/** Whether the order's history reached a collected status (how DELAYED is grouped). */
function hasCollectedHistory(): SQL {
  const collected = [...COLLECTED_STATUSES].map(
    (s) => sql`${orders.statusHistory} @> ${JSON.stringify([{ status: s }])}::jsonb`,
  );
  return sql`(${sql.join(collected, sql` OR `)})`;
}

/** SQL for the history status filter (001 §2), using the domain's grouping. */
export function statusFilterCondition(filter: THistoryStatusFilter): SQL | null {
  const selection = historyStatusSelection(filter);
  if (!selection) return null;
  const byStatus = inArray(orders.status, selection.statuses);
  if (!selection.delayed) return byStatus;
  const delayed = sql`${orders.status} = 'DELAYED'`;
  const delayedMatch =
    selection.delayed === 'collected' ? hasCollectedHistory() : not(hasCollectedHistory());
  return or(byStatus, and(delayed, delayedMatch))!;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** SQL for the search key (001 §5): order id prefix, customer phone, or customer name. */
export function searchCondition(
  key: string,
  vendorIds: readonly string[],
  phoneRegion: string,
): SQL | null {
  const search = classifyHistorySearch(key, vendorIds, phoneRegion);
  if (!search) return null;
  switch (search.kind) {
    case 'order-id':
      return like(orders.orderId, `${escapeLike(search.prefix)}%`);
    case 'phone':
      return sql`regexp_replace(${orders.customer}->>'phone_number', '[^0-9]', '', 'g') LIKE ${`%${search.nationalNumber}`}`;
    case 'text':
      return sql`${orders.customer}->>'name' ILIKE ${`%${escapeLike(search.text)}%`}`;
  }
}
