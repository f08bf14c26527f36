import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  PUBLIC_TRACKING_POLL_MS,
  type TC2cTracking,
  type TPublicTracking,
} from '@rider-portal/domain/public-tracking';
import { TERMINAL_STATUSES } from '@rider-portal/domain/statuses';
import { apiClient } from '../../../shared/api/client';

export type TTrackingPage = 'tracking' | 'tracking-c2c';

type TAnswer<P extends TTrackingPage> = P extends 'tracking' ? TPublicTracking : TC2cTracking;

/** GET /public/{page}/{orderId}?t=: the order a signed tracking link opens. */
export function trackingQueryOptions<P extends TTrackingPage>(
  page: P,
  orderId: string,
  token: string,
) {
  return queryOptions({
    queryKey: ['public-tracking', page, orderId, token] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.request<{ result: TAnswer<P> }>(
          `/public/${page}/${encodeURIComponent(orderId)}`,
          { query: { t: token }, signal },
        )
      ).result,
  });
}

/**
 * The tracked order, asked again every 10 s while it is open; a finished order is not polled. An
 * answer is fresh for one such interval: the page the server rendered with its order (issue 16)
 * is not asked for again the moment it comes alive.
 */
export function useTracking<P extends TTrackingPage>(page: P, orderId: string, token: string) {
  return useQuery({
    ...trackingQueryOptions(page, orderId, token),
    staleTime: PUBLIC_TRACKING_POLL_MS,
    enabled: token !== '',
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && !TERMINAL_STATUSES.has(status) ? PUBLIC_TRACKING_POLL_MS : false;
    },
  });
}
