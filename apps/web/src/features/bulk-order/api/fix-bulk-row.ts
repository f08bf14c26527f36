import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBulkRowFields, TBulkRowFixed } from '@rider-portal/domain/api/bulk';
import type { TBulkJobDetail } from '@rider-portal/domain/bulk-job';
import { apiClient } from '../../../shared/api/client';
import { bulkKeys } from './bulk-keys';

/**
 * PUT /bulk-job/row (issue 22): the row re-checked by the server; the job's cached detail takes
 * the new row and the new totals at once.
 */
export function useFixBulkRow(vendorId: string, jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { rowNumber: number; fields: TBulkRowFields }) =>
      (
        await apiClient.call('fixBulkRow', {
          params: { vendorId, jobId, rowNumber: String(input.rowNumber) },
          body: input.fields,
        })
      ).body,
    onSuccess: (fixed: TBulkRowFixed) => {
      const withRows = bulkKeys.job(vendorId, jobId, true);
      queryClient.setQueryData<TBulkJobDetail>(withRows, (detail) =>
        detail
          ? {
              bulk_job: fixed.bulk_job,
              orders: detail.orders.map((row) =>
                row.row_number === fixed.row.row_number ? fixed.row : row,
              ),
            }
          : detail,
      );
      queryClient.setQueryData<TBulkJobDetail>(bulkKeys.job(vendorId, jobId, false), (detail) =>
        detail ? { ...detail, bulk_job: fixed.bulk_job } : detail,
      );
      void queryClient.invalidateQueries({ queryKey: bulkKeys.history(vendorId) });
    },
  });
}
