import { queryOptions } from '@tanstack/react-query';
import type { TRequestOptions } from '@rider-portal/domain/api/request';
import { apiClient } from '../../../shared/api/client';

/** GET /request-options/{vendorId}: the collection point, payment methods and item value limit. */
export type { TRequestOptions };

export const requestKeys = {
  all: ['request'] as const,
  options: (vendorId: string) => ['request', 'options', vendorId] as const,
};

export function requestOptionsQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: requestKeys.options(vendorId),
    queryFn: async ({ signal }) =>
      (await apiClient.call('getRequestOptions', { params: { vendorId }, signal })).result,
    staleTime: 60_000,
  });
}
