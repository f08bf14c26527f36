import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { apiClient } from '../../../shared/api/client';
import type { TActiveOrdersData } from '../../../shared/orders/order-cache';
import { orderKeys } from '../../../shared/orders/order-keys';

/** 001 §7 GET /order?vendorId&orderId. */
export function orderQueryOptions(vendorId: string, orderId: string) {
  return queryOptions({
    queryKey: orderKeys.detail(vendorId, orderId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.call('getOrder', {
          query: { vendorId, orderId },
          signal,
        })
      ).result,
    staleTime: 30_000,
  });
}

/** `{vendor_id}-{n}`: the vendor of an order id (vendor ids may hold dashes, n never does). */
export function vendorIdOfOrder(orderId: string): string {
  const dash = orderId.lastIndexOf('-');
  return dash > 0 ? orderId.slice(0, dash) : orderId;
}

/** One order; the tracking list's copy shows at once while the fresh one loads. */
export function useOrder(orderId: string, initial: TOrderView | undefined) {
  const queryClient = useQueryClient();
  const vendorId = initial?.vendor_id ?? vendorIdOfOrder(orderId);
  return useQuery({
    ...orderQueryOptions(vendorId, orderId),
    placeholderData: () =>
      initial ??
      queryClient
        .getQueriesData<TActiveOrdersData>({ queryKey: orderKeys.active })
        .flatMap(([, data]) => data?.orders ?? [])
        .find((o) => o.order_id === orderId),
  });
}
