import { useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ACTIVE_ORDERS_REFRESH_MS,
  CHECK_LOOP_MS,
  GUEST_ACTIVE_ORDERS_REFRESH_MS,
} from '@rider-portal/domain/constants';
import { marketDayKey } from '@rider-portal/domain/market-day';
import { getMarket } from '@rider-portal/domain/markets';
import type { TOrderListItem } from '@rider-portal/domain/order-view';
import { usePortalConfig } from '../../../shared/config/config-context';
import { useFlag } from '../../../shared/flags/use-flag';
import { useGuestOrderIds } from '../../../shared/orders/guest-order-ids';
import { activeOrdersQueryOptions } from '../api/get-active-orders';

/**
 * 001 §4 fallback polling: the active orders are fetched again every 60 s, every 300 s for guests
 * without the dynamic-time-estimation flag. A check loop (every 5 s) compares the last answer's
 * age with that period, so a tab that slept or was throttled catches up as soon as it wakes.
 */
export function fallbackRefreshMs(isGuest: boolean, isDynamicEstimation: boolean): number {
  return isGuest && !isDynamicEstimation
    ? GUEST_ACTIVE_ORDERS_REFRESH_MS
    : ACTIVE_ORDERS_REFRESH_MS;
}

export function useActiveOrders(input: {
  vendorId: string | null;
  isIncludingOutlets: boolean;
  isGuest: boolean;
  now: number;
}) {
  const queryClient = useQueryClient();
  const timeZone = getMarket(usePortalConfig().country).timeZone;
  const day = marketDayKey(input.now, timeZone);
  const scope = {
    vendorId: input.vendorId ?? '',
    isIncludingOutlets: input.isIncludingOutlets,
    day,
  };
  const query = useQuery({
    ...activeOrdersQueryOptions(queryClient, scope, timeZone),
    enabled: input.vendorId !== null,
  });
  const refreshMs = fallbackRefreshMs(input.isGuest, useFlag('dynamic-time-estimation'));
  const { refetch, isFetching } = query;
  const fetchedAt = query.data?.fetchedAt ?? null;
  useEffect(() => {
    if (input.vendorId === null) return;
    const timer = setInterval(() => {
      if (!isFetching && fetchedAt !== null && Date.now() - fetchedAt >= refreshMs) {
        void refetch();
      }
    }, CHECK_LOOP_MS);
    return () => clearInterval(timer);
  }, [input.vendorId, fetchedAt, isFetching, refetch, refreshMs]);

  // Guests see only the orders whose ids they keep (001 §1).
  const guestIds = useGuestOrderIds();
  const orders: TOrderListItem[] = useMemo(() => {
    const all = query.data?.orders ?? [];
    if (!input.isGuest) return all;
    const kept = new Set(guestIds);
    return all.filter((o) => kept.has(o.order_id));
  }, [query.data, input.isGuest, guestIds]);

  return { orders, query, timeZone };
}
