import { useSyncExternalStore } from 'react';
import type { TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { registerStoreReset } from '../../session/store-resets';

// The latest progress of each bulk job, as the live channel carries it. The bulk screens
// read it beside their own polling and keep whichever is newer.

const latest = new Map<string, TBulkJobSummary>();
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

registerStoreReset(() => {
  latest.clear();
  emit();
});

/** bulk_job_progress: remembers the job's summary unless a newer one is known. */
export function handleBulkJobProgress(summary: TBulkJobSummary): void {
  const known = latest.get(summary.bulk_job_id);
  if (known && known.updated_at > summary.updated_at) return;
  latest.set(summary.bulk_job_id, summary);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The last progress the live channel brought for a job, or null. */
export function useBulkJobProgress(jobId: string | null): TBulkJobSummary | null {
  const read = () => (jobId ? (latest.get(jobId) ?? null) : null);
  return useSyncExternalStore(subscribe, read, read);
}
