import type { TOrderListItem } from '@rider-portal/domain/order-view';

/** What comparing two pictures of an order reads (a list item and a whole order both have it). */
type TComparable = Pick<TOrderListItem, 'order_id' | 'created_at' | 'updated_at' | 'rider'>;

function riderTime(order: TComparable): number {
  return order.rider ? Date.parse(order.rider.updated_at) : Number.NEGATIVE_INFINITY;
}

/**
 * 001 §3, §5 "Newer record timestamps win": whether `incoming` is an older picture of the order
 * than `stored` (a list answer that left the server before a live update arrived). Status changes
 * move updated_at; rider moves only the rider's own time.
 */
export function isOlderOrder(incoming: TComparable, stored: TComparable): boolean {
  const a = Date.parse(incoming.updated_at);
  const b = Date.parse(stored.updated_at);
  if (a !== b) return a < b;
  return riderTime(incoming) < riderTime(stored);
}

/** The newer of two pictures of one order; on a full tie the incoming one. */
export function newerOrder<T extends TComparable>(stored: T | undefined, incoming: T): T {
  return stored && isOlderOrder(incoming, stored) ? stored : incoming;
}

/** 001 §2: lists are newest first by created_at (the order id breaks ties, as the server does). */
export function compareNewestFirst(a: TComparable, b: TComparable): number {
  const byTime = Date.parse(b.created_at) - Date.parse(a.created_at);
  if (byTime !== 0) return byTime;
  return a.order_id < b.order_id ? 1 : a.order_id > b.order_id ? -1 : 0;
}

/** Several answers' orders as one list: each order once, in its newest picture, newest first. */
export function mergeOrderLists<T extends TComparable>(...lists: readonly (readonly T[])[]): T[] {
  const byId = new Map<string, T>();
  for (const order of lists.flat())
    byId.set(order.order_id, newerOrder(byId.get(order.order_id), order));
  return [...byId.values()].sort(compareNewestFirst);
}
