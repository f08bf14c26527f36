import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/client';
import { orderKeys } from '../../../shared/orders/order-keys';

/** GET /order/tracking-link?vendorId&orderId: the signed links of an order's tracking pages. */
export function trackingLinksQueryOptions(vendorId: string, orderId: string) {
  return queryOptions({
    queryKey: [...orderKeys.all, 'tracking-links', vendorId, orderId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.call('getTrackingLinks', {
          query: { vendorId, orderId },
          signal,
        })
      ).result,
    // A link never changes: it is signed once for the order.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The links, asked for when the order opens so that a tap can copy at once. */
export function useTrackingLinks(vendorId: string, orderId: string) {
  return useQuery(trackingLinksQueryOptions(vendorId, orderId));
}
