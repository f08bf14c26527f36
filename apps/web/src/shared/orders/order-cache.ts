import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TOrderPage } from '@rider-portal/domain/api/orders';
import { toOrderListItem } from '@rider-portal/domain/order-view';
import type { TOrderListItem, TOrderView } from '@rider-portal/domain/order-view';
import { compareNewestFirst, newerOrder } from './merge-order';
import { orderKeys } from './order-keys';

/**
 * What the tracking list keeps: its orders as the list shows them (list items: a whole order is
 * GET /order), and when the server last answered the whole list.
 */
export type TActiveOrdersData = { orders: TOrderListItem[]; fetchedAt: number };

/**
 * What a history list keeps under orderKeys.history: one answer of GET /vendor/{id}/orders, or
 * the pages of an infinite query of them. Updates replace an order where it is listed, never add.
 */
export type THistoryPage = TOrderPage;
type THistoryData = THistoryPage | { pages: THistoryPage[]; pageParams: unknown[] };

function replaceIn(list: TOrderListItem[], order: TOrderListItem): TOrderListItem[] | null {
  const index = list.findIndex((o) => o.order_id === order.order_id);
  if (index < 0) return null;
  const next = newerOrder(list[index], order);
  if (next === list[index]) return list;
  const copy = [...list];
  copy[index] = next;
  return copy;
}

/** The one-order cache (order detail), when it holds this order. */
export function updateOrderDetail(queryClient: QueryClient, order: TOrderView): void {
  queryClient.setQueryData<TOrderView>(orderKeys.detail(order.vendor_id, order.order_id), (old) =>
    old ? newerOrder(old, order) : old,
  );
}

/** Whether an order is in any tracking list of the cache. */
export function isInActiveLists(queryClient: QueryClient, orderId: string): boolean {
  return queryClient
    .getQueriesData<TActiveOrdersData>({ queryKey: orderKeys.active })
    .some(([, data]) => data?.orders.some((o) => o.order_id === orderId));
}

/**
 * Puts the order's newer picture into the tracking lists that hold it, and adds it to those
 * `canAdd` accepts (the list of the live subscription's vendor, for the order's day).
 */
export function upsertActiveOrder(
  queryClient: QueryClient,
  whole: TOrderView,
  canAdd: (key: QueryKey) => boolean,
): void {
  const order = toOrderListItem(whole);
  for (const [key, data] of queryClient.getQueriesData<TActiveOrdersData>({
    queryKey: orderKeys.active,
  })) {
    if (!data) continue;
    const replaced = replaceIn(data.orders, order);
    if (replaced === data.orders) continue;
    if (replaced) queryClient.setQueryData<TActiveOrdersData>(key, { ...data, orders: replaced });
    else if (canAdd(key)) {
      const orders = [...data.orders, order].sort(compareNewestFirst);
      queryClient.setQueryData<TActiveOrdersData>(key, { ...data, orders });
    }
  }
}

/** Puts the order's newer picture into the history lists that list it. */
export function updateHistoryLists(queryClient: QueryClient, whole: TOrderView): void {
  const order = toOrderListItem(whole);
  for (const [key, data] of queryClient.getQueriesData<THistoryData>({
    queryKey: orderKeys.history,
  })) {
    if (!data || typeof data !== 'object') continue;
    if ('pages' in data && Array.isArray(data.pages)) {
      let isChanged = false;
      const pages = data.pages.map((page) => {
        const replaced = Array.isArray(page?.data) ? replaceIn(page.data, order) : null;
        if (!replaced || replaced === page.data) return page;
        isChanged = true;
        return { ...page, data: replaced };
      });
      if (isChanged) queryClient.setQueryData(key, { ...data, pages });
    } else if ('data' in data && Array.isArray(data.data)) {
      const replaced = replaceIn(data.data, order);
      if (replaced && replaced !== data.data)
        queryClient.setQueryData(key, { ...data, data: replaced });
    }
  }
}
