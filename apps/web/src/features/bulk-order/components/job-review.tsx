import type { ReactNode } from 'react';
import { Alert, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TBulkJobRow, TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { jobErrorText, rowProblemText } from '../hooks/problem-text';
import { JobTotals } from './job-totals';
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
  const { t } = useTranslation();
  const firstProblem = rows?.find((row) => row.error !== null) ?? null;
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
      {actions ? (
        <Group justify="flex-end" gap="sm">
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
        <RowsTable rows={rows} />
      ) : null}
    </Stack>
  );
}
