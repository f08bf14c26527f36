import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { isBulkJobRunning } from '@rider-portal/domain/bulk-job';
import type { TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { apiClient } from '../../../shared/api/client';
import { useBulkJobProgress } from '../../../shared/live/handlers/bulk-job-progress';
import { bulkKeys } from './bulk-keys';

/** While a job runs its screen asks for it this often, in case the live channel is down. */
export const BULK_POLL_MS = 2000;

/** GET /bulk-job/detail/{vendorId}/{jobId}; without its rows while only the progress matters. */
export function bulkJobQueryOptions(vendorId: string, jobId: string, isIncludingRows: boolean) {
  return queryOptions({
    queryKey: bulkKeys.job(vendorId, jobId, isIncludingRows),
    queryFn: async ({ signal }) =>
      (
        await apiClient.call('getBulkJob', {
          params: { vendorId, jobId },
          query: { include_rows: isIncludingRows ? undefined : 'false' },
          signal,
        })
      ).body,
  });
}

/** The newer of two summaries of the same job. */
function newer(a: TBulkJobSummary | null, b: TBulkJobSummary | null): TBulkJobSummary | null {
  if (!a) return b;
  if (!b) return a;
  return b.updated_at > a.updated_at ? b : a;
}

/**
 * A job being checked or placed: its summary from the live channel or from polling, whichever is
 * newer; once it stops running, its rows.
 */
export function useFollowedJob(vendorId: string, jobId: string | null) {
  const live = useBulkJobProgress(jobId);
  const summary = useQuery({
    ...bulkJobQueryOptions(vendorId, jobId ?? '', false),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const stage = query.state.data?.bulk_job.stage;
      return stage === undefined || isBulkJobRunning(stage) ? BULK_POLL_MS : false;
    },
  });
  const job = newer(summary.data?.bulk_job ?? null, live);
  const isRunning = job === null || isBulkJobRunning(job.stage);
  const detail = useQuery({
    ...bulkJobQueryOptions(vendorId, jobId ?? '', true),
    enabled: jobId !== null && !isRunning,
  });
  // Issue 22: a row fixed by another viewer of the vendor arrives as newer progress of a checked
  // job: its rows are read again (the viewer who fixed it has them already, as new as that).
  const queryClient = useQueryClient();
  const rowsAt = detail.data?.bulk_job.updated_at ?? null;
  const liveAt = live && !isBulkJobRunning(live.stage) ? live.updated_at : null;
  useEffect(() => {
    if (!jobId || !rowsAt || !liveAt || liveAt <= rowsAt) return;
    void queryClient.invalidateQueries({ queryKey: bulkKeys.job(vendorId, jobId, true) });
  }, [queryClient, vendorId, jobId, rowsAt, liveAt]);
  return { job, detail, error: summary.error ?? detail.error, isRunning };
}
