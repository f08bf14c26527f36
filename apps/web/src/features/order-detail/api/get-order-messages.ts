import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOrderMessage } from '@rider-portal/domain/api/messages';
import { apiClient } from '../../../shared/api/client';
import { orderKeys } from '../../../shared/orders/order-keys';

/** How often an order's messages are asked again while one is being sent (our choice). */
const PENDING_POLL_MS = 3000;

/**
 * GET /order/messages?vendorId&orderId: what became of each message to the order's customer.
 * Asked again when the order's status changes (a step queues its message) and while one is sent.
 */
export function orderMessagesQueryOptions(vendorId: string, orderId: string, status: string) {
  return queryOptions({
    queryKey: [...orderKeys.all, 'messages', vendorId, orderId, status] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.call('getOrderMessages', {
          query: { vendorId, orderId },
          signal,
        })
      ).result.messages,
    placeholderData: (previous) => previous,
    refetchInterval: (query) =>
      query.state.data?.some((m: TOrderMessage) => m.state === 'pending') ? PENDING_POLL_MS : false,
  });
}

export function useOrderMessages(vendorId: string, orderId: string, status: string) {
  return useQuery(orderMessagesQueryOptions(vendorId, orderId, status));
}
