import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { ACTIVE_ORDERS_PAGE_SIZE } from '@rider-portal/domain/constants';
import { startOfMarketDay, startOfNextMarketDay } from '@rider-portal/domain/market-day';
import type { TOrderListItem } from '@rider-portal/domain/order-view';
import { apiClient } from '../../../shared/api/client';
import { mergeOrderLists } from '../../../shared/orders/merge-order';
import type { TActiveOrdersData } from '../../../shared/orders/order-cache';
import { orderKeys, type TActiveOrdersScope } from '../../../shared/orders/order-keys';

/** An order created this close to a fetch may be missing from its answer. */
const PLACED_MEANWHILE_MS = 10_000;

const unix = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * 001 §7 GET /vendor/{id}/orders for the tracking view: today's orders (count 200) and the
 * pre-orders from today to two days past it (scheduled=true; the server adds the two days).
 */
async function fetchActiveOrders(
  scope: TActiveOrdersScope,
  timeZone: string,
  signal: AbortSignal,
): Promise<TOrderListItem[]> {
  const now = Date.now();
  const query = {
    from: unix(startOfMarketDay(now, timeZone)),
    to: unix(startOfNextMarketDay(now, timeZone)) - 1,
    count: ACTIVE_ORDERS_PAGE_SIZE,
    include_outlets: scope.isIncludingOutlets ? true : undefined,
  };
  const params = { vendorId: scope.vendorId };
  const [today, scheduled] = await Promise.all([
    apiClient.call('getOrders', { params, query, signal }),
    apiClient.call('getOrders', { params, query: { ...query, scheduled: true }, signal }),
  ]);
  return mergeOrderLists(today.result.data, scheduled.result.data);
}

/**
 * The tracking list of a vendor for a market day. A fresh answer keeps any newer picture of an
 * order that a live update brought while it was on its way (001 §5 "newer timestamps win").
 */
export function activeOrdersQueryOptions(
  queryClient: QueryClient,
  scope: TActiveOrdersScope,
  timeZone: string,
) {
  const queryKey = orderKeys.activeList(scope);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }): Promise<TActiveOrdersData> => {
      const startedAt = Date.now();
      const fetched = await fetchActiveOrders(scope, timeZone, signal);
      const kept = queryClient.getQueryData<TActiveOrdersData>(queryKey)?.orders ?? [];
      const fetchedIds = new Set(fetched.map((o) => o.order_id));
      // Orders the answer lists, and orders placed while it was on its way (heard live).
      const stillKept = kept.filter(
        (o) =>
          fetchedIds.has(o.order_id) || Date.parse(o.created_at) >= startedAt - PLACED_MEANWHILE_MS,
      );
      return { orders: mergeOrderLists(fetched, stillKept), fetchedAt: Date.now() };
    },
    // Live updates keep the list fresh; the fallback poll (use-fallback-polling.ts) refetches it.
    staleTime: 30_000,
  });
}
