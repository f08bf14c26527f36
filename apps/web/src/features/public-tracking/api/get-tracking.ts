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

async function fetchTracking<P extends TTrackingPage>(
  page: P,
  input: { params: { orderId: string }; query: { t: string }; signal: AbortSignal },
): Promise<TAnswer<P>> {
  const answer =
    page === 'tracking'
      ? await apiClient.call('getPublicTracking', input)
      : await apiClient.call('getC2cTracking', input);
  // Each page's answer comes typed from its schema; TypeScript does not narrow P from `page`.
  return answer.result as TAnswer<P>;
}

/** GET /public/{page}/{orderId}?t=: the order a signed tracking link opens. */
export function trackingQueryOptions<P extends TTrackingPage>(
  page: P,
  orderId: string,
  token: string,
) {
  return queryOptions({
    queryKey: ['public-tracking', page, orderId, token] as const,
    queryFn: ({ signal }) =>
      fetchTracking(page, { params: { orderId }, query: { t: token }, signal }),
  });
}

/**
 * The tracked order, asked again every 10 s while it is open; a finished order is not polled. An
 * answer is fresh for one such interval: the page the server rendered with its order
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
