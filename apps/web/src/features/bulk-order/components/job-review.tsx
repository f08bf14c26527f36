import { useState } from 'react';
import type { ReactNode } from 'react';
import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TBulkJobRow, TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { downloadFailedRows } from '../api/download-failed-rows';
import { showBulkNotice } from '../hooks/bulk-notice';
import { jobErrorText, rowProblemText } from '../hooks/problem-text';
import { JobTotals } from './job-totals';
import { RowEditor } from './row-editor';
import { RowsTable } from './rows-table';

/** 001 §2 "show preprocess results": the totals, the rows with their errors, what to do next. */
export function JobReview({
  job,
  rows,
  actions,
}: {
  job: TBulkJobSummary;
  rows: TBulkJobRow[] | null;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const [isDownloading, setDownloading] = useState(false);
  const downloadErrors = async () => {
    setDownloading(true);
    try {
      await downloadFailedRows(job.vendor_id, job.bulk_job_id, i18n.language);
    } catch {
      showBulkNotice('error', t('download.failed'));
    } finally {
      setDownloading(false);
    }
  };
  const firstProblem = rows?.find((row) => row.error !== null) ?? null;
  const [editing, setEditing] = useState<number | null>(null);
  const edited = rows?.find((row) => row.row_number === editing) ?? null;
  // Issue 22: rows are fixed while the job is checked and not placed.
  const isFixable =
    job.error === null &&
    (job.stage === 'PREPROCESSED' || (job.stage === 'DONE' && job.status === 'PREPROCESS_FAIL'));
  return (
    <Stack gap="md">
      <JobTotals job={job} />
      {job.error ? (
        <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
          {jobErrorText(t, job)}
        </Alert>
      ) : firstProblem ? (
        <Alert color="orange" icon={<IconAlertCircle size={18} />} data-testid="bulk-first-problem">
          {rowProblemText(t, job, firstProblem)}
        </Alert>
      ) : null}
      {actions || job.errors > 0 ? (
        <Group justify="flex-end" gap="sm">
          {job.errors > 0 ? (
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              loading={isDownloading}
              onClick={() => void downloadErrors()}
            >
              {t('bulk.failed-rows.download')}
            </Button>
          ) : null}
          {actions}
        </Group>
      ) : null}
      {rows === null ? (
        <Stack gap="xs" aria-hidden>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} height={44} radius="sm" />
          ))}
        </Stack>
      ) : rows.length > 0 ? (
        <RowsTable
          rows={rows}
          onFix={isFixable ? (row) => setEditing(row.row_number) : undefined}
        />
      ) : null}
      {edited && isFixable ? (
        <RowEditor job={job} row={edited} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}
