import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TVendor } from '@rider-portal/domain/vendors';
import { apiClient } from '../../../shared/api/client';
import { vendorKeys } from './get-vendors';

/** GET /vendor/{id} (000 §7). */
export function vendorQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: vendorKeys.detail(vendorId),
    queryFn: async ({ signal }) =>
      (await apiClient.call('getVendor', { params: { id: vendorId }, signal })).result,
    staleTime: 60_000,
  });
}

/** One vendor; shows the copy from the vendor list at once while the fresh one loads. */
export function useVendor(vendorId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...vendorQueryOptions(vendorId ?? ''),
    enabled: vendorId !== null,
    placeholderData: () =>
      queryClient
        .getQueriesData<TVendor[]>({ queryKey: [...vendorKeys.all, 'list'] })
        .flatMap(([, vendors]) => vendors ?? [])
        .find((vendor) => vendor.vendor_id === vendorId),
  });
}
