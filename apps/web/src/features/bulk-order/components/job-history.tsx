import { useEffect } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { getMarket } from '@rider-portal/domain/markets';
import { usePortalConfig } from '../../../shared/config/config-context';
import { formatDayTime } from '../../../shared/format/time';
import { EmptyState } from '../../../shared/ui/empty-state';
import { ResponsiveList, type TListColumn } from '../../../shared/ui/responsive-list';
import { useBulkJobs } from '../api/get-bulk-jobs';
import { showBulkNotice } from '../hooks/bulk-notice';
import { JobStatusBadge } from './job-status-badge';

function jobPath(job: TBulkJobSummary): string {
  return `/bulk-order/${encodeURIComponent(job.vendor_id)}/${job.bulk_job_id}`;
}

function JobLink({ job }: { job: TBulkJobSummary }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={jobPath(job)}
      fw={600}
      size="sm"
      aria-label={t('bulk.history.open', { name: job.file_name })}
      style={{ wordBreak: 'break-all' }}
    >
      {job.file_name}
    </Anchor>
  );
}

/** 001 §2 "job history", §3 labels: created by, created date, total rows, to be placed, placed, errors. */
export function JobHistory({ vendorId }: { vendorId: string | null }) {
  const { t, i18n } = useTranslation();
  const { country } = usePortalConfig();
  const { timeZone } = getMarket(country);
  const query = useBulkJobs(vendorId);
  const jobs = query.data ?? [];
  const { isError, errorUpdatedAt } = query;

  useEffect(() => {
    if (isError) showBulkNotice('error', t('bulk.job-history-error'));
  }, [isError, errorUpdatedAt, t]);

  if (!vendorId) {
    return (
      <Alert color="orange" icon={<IconAlertCircle size={18} />}>
        {t('bulk.no-vendor')}
      </Alert>
    );
  }
  if (query.isPending) {
    return (
      <Stack gap="xs" aria-hidden>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('bulk.job-history-error')}</Text>
          <Button size="xs" variant="light" color="red" onClick={() => void query.refetch()}>
            {t('bulk.history.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (jobs.length === 0) {
    return (
      <EmptyState icon={<IconHistory size={30} />} title={t('bulk.history.empty.title')}>
        {t('bulk.history.empty.body')}
      </EmptyState>
    );
  }
  const created = (job: TBulkJobSummary) => formatDayTime(job.created_at, timeZone, i18n.language);
  const columns: TListColumn[] = [
    { key: 'file', header: t('bulk.history.column.file') },
    { key: 'created', header: t('bulk.history.column.created') },
    { key: 'created-by', header: t('bulk.history.column.created-by') },
    { key: 'rows', header: t('bulk.totals.rows'), align: 'end' },
    { key: 'to-be-placed', header: t('bulk.totals.to-be-placed'), align: 'end' },
    { key: 'placed', header: t('bulk.totals.placed'), align: 'end' },
    { key: 'errors', header: t('bulk.totals.errors'), align: 'end' },
    { key: 'status', header: t('bulk.column.status') },
  ];
  return (
    <ResponsiveList
      items={jobs}
      itemKey={(job) => job.bulk_job_id}
      label={t('bulk.history.label')}
      wideFrom="62em"
      columns={columns}
      tableMinWidth={900}
      cells={(job) => (
        <>
          <Table.Td maw={240}>
            <JobLink job={job} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{created(job)}</Table.Td>
          <Table.Td>{job.created_by}</Table.Td>
          <Table.Td ta="end">{job.total_rows}</Table.Td>
          <Table.Td ta="end">{job.orders_to_be_placed}</Table.Td>
          <Table.Td ta="end">{job.orders_placed}</Table.Td>
          <Table.Td ta="end" c={job.errors > 0 ? 'red' : undefined}>
            {job.errors}
          </Table.Td>
          <Table.Td>
            <JobStatusBadge job={job} />
          </Table.Td>
        </>
      )}
      card={(job) => (
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
            <JobLink job={job} />
            <JobStatusBadge job={job} />
          </Group>
          <Text size="sm" c="dimmed">
            {created(job)} · {job.created_by}
          </Text>
          <Text size="sm">
            {t('bulk.totals.rows')}: {job.total_rows} · {t('bulk.totals.to-be-placed')}:{' '}
            {job.orders_to_be_placed} · {t('bulk.totals.placed')}: {job.orders_placed} ·{' '}
            {t('bulk.totals.errors')}: {job.errors}
          </Text>
        </Stack>
      )}
    />
  );
}
