import { queryOptions, useQuery } from '@tanstack/react-query';
import { isBulkJobRunning } from '@rider-portal/domain/bulk-job';
import { BULK_JOB_HISTORY_OK_CODE } from '@rider-portal/domain/constants';
import { apiClient } from '../../../shared/api/client';
import { bulkKeys } from './bulk-keys';
import { BULK_POLL_MS } from './get-bulk-job';

/** An answer whose code is not 200 is not a job history (001 §5). */
export class BulkAnswerError extends Error {}

/** GET /bulk-job/all/{vendorId}: the vendor's uploads, newest first. */
export function bulkJobsQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: bulkKeys.history(vendorId),
    queryFn: async ({ signal }) => {
      const answer = await apiClient.call('getBulkJobs', { params: { vendorId }, signal });
      if (answer?.code !== BULK_JOB_HISTORY_OK_CODE || !Array.isArray(answer.body)) {
        throw new BulkAnswerError('failed to fetch job history');
      }
      return answer.body;
    },
  });
}

/** The job history; asked again every few seconds while one of its jobs is running. */
export function useBulkJobs(vendorId: string | null) {
  return useQuery({
    ...bulkJobsQueryOptions(vendorId ?? ''),
    enabled: vendorId !== null,
    refetchInterval: (query) =>
      query.state.data?.some((job) => isBulkJobRunning(job.stage)) ? BULK_POLL_MS : false,
  });
}
