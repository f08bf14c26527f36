import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isBulkJobRunning } from '@rider-portal/domain/bulk-job';
import type { TBulkJobSummary } from '@rider-portal/domain/bulk-job';

function colorOf(job: TBulkJobSummary): string {
  if (isBulkJobRunning(job.stage)) return 'blue';
  if (job.status.endsWith('_FAIL')) return 'red';
  if (job.status.endsWith('_WITH_ERROR')) return 'orange';
  if (job.status === 'UNKNOWN') return 'gray';
  return 'teal';
}

/** A job's state in words: checking or placing while it runs, else its status (001 §4). */
export function JobStatusBadge({ job }: { job: TBulkJobSummary }) {
  const { t } = useTranslation();
  const isRunning = isBulkJobRunning(job.stage);
  return (
    <Badge
      color={colorOf(job)}
      variant="light"
      radius="sm"
      leftSection={isRunning ? <Loader size={10} color="blue" /> : null}
      style={{ whiteSpace: 'nowrap' }}
    >
      {t(isRunning ? `bulk.stage.${job.stage}` : `bulk.status.${job.status}`)}
    </Badge>
  );
}
