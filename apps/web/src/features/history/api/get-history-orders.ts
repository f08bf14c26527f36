import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE, HISTORY_PAGE_SIZE_WITH_OUTLETS } from '@rider-portal/domain/constants';
import type { THistoryStatusFilter } from '@rider-portal/domain/history';
import { apiClient } from '../../../shared/api/client';
import { orderKeys } from '../../../shared/orders/order-keys';
import type { TDateRange } from '../date-range';

export type THistoryQuery = {
  vendorId: string;
  isIncludingOutlets: boolean;
  range: TDateRange;
  status: THistoryStatusFilter;
  search: string;
};

/** The query string shared by the list and the export (001 §7 "Order list query"). */
export function historyQueryString(query: THistoryQuery) {
  return {
    from: query.range.from,
    to: query.range.to,
    include_outlets: query.isIncludingOutlets,
    status: query.status,
    search: query.search.trim() || undefined,
  };
}

/**
 * GET /vendor/{id}/orders for the history: pages of 30 (50 with outlets, 001 §9), the next one
 * asked with the pagination key of the last (show more). Keyed under orderKeys.history, so live
 * updates of older orders replace them in place (shared/orders/order-cache.ts).
 */
export function historyOrdersQueryOptions(query: THistoryQuery) {
  return infiniteQueryOptions({
    queryKey: [
      ...orderKeys.history,
      query.vendorId,
      query.isIncludingOutlets,
      query.range.from,
      query.range.to,
      query.status,
      query.search.trim(),
    ],
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiClient.call('getOrders', {
          params: { vendorId: query.vendorId },
          signal,
          query: {
            ...historyQueryString(query),
            count: query.isIncludingOutlets ? HISTORY_PAGE_SIZE_WITH_OUTLETS : HISTORY_PAGE_SIZE,
            pagination_key: pageParam,
          },
        })
      ).result,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.pagination_key ?? undefined,
  });
}

export function useHistoryOrders(query: THistoryQuery | null) {
  return useInfiniteQuery({
    ...historyOrdersQueryOptions(
      query ?? {
        vendorId: '',
        isIncludingOutlets: false,
        range: { from: 0, to: 0 },
        status: 'any',
        search: '',
      },
    ),
    enabled: query !== null,
  });
}
