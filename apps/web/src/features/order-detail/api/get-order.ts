import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiClient } from '../../../shared/api/client';
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

/** One order (the lists carry only what a row shows: the detail is always this call). */
export function useOrder(orderId: string, vendorId: string | undefined) {
  return useQuery(orderQueryOptions(vendorId ?? vendorIdOfOrder(orderId), orderId));
}

/** Loads an order before it is opened (a pointer over its row, or the row focused). */
export function usePrefetchOrder(): (order: { vendor_id: string; order_id: string }) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (order) => void queryClient.prefetchQuery(orderQueryOptions(order.vendor_id, order.order_id)),
    [queryClient],
  );
}
