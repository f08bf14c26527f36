import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/client';
import { bulkKeys } from './bulk-keys';

/** POST /bulk-job/resubmit (issue 22): the rows that failed at placement, placed again. */
export function useResubmitBulkJob(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      apiClient.call('resubmitBulkJob', { params: { vendorId, jobId }, body: {} }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bulkKeys.all }),
  });
}
