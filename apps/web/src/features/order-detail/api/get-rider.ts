import { queryOptions, useQuery } from '@tanstack/react-query';
import { RIDER_POLL_MS } from '@rider-portal/domain/constants';
import { RIDER_POLLING_STATUSES, type TOrderStatus } from '@rider-portal/domain/statuses';
import { apiClient } from '../../../shared/api/client';
import { orderKeys } from '../../../shared/orders/order-keys';

/** 001 §7 GET /riders/{id}. */
export function riderQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: orderKeys.rider(orderId),
    queryFn: async ({ signal }) =>
      // A poll that fails is simply asked again 2 s later: no retries piling up.
      (await apiClient.call('getRider', { params: { orderId }, signal, retry: false })).result,
  });
}

/**
 * 001 §4: the rider's position is polled every 2 s, only for DELAYED and the statuses from
 * RECEIVED_BY_VENDOR up to but not including DELIVERED, and only while the order is open.
 */
export function useRider(orderId: string, status: TOrderStatus | undefined) {
  const isPolling = status !== undefined && RIDER_POLLING_STATUSES.has(status);
  return useQuery({
    ...riderQueryOptions(orderId),
    enabled: isPolling,
    refetchInterval: isPolling ? RIDER_POLL_MS : false,
    refetchIntervalInBackground: false,
  });
}
