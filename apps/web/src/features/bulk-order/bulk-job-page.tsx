import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BULK_PLACEABLE_STATUSES } from '@rider-portal/domain/bulk';
import { getMarket } from '@rider-portal/domain/markets';
import { usePortalConfig } from '../../shared/config/config-context';
import { formatDayTime } from '../../shared/format/time';
import { PageShell } from '../../shared/ui/page-shell';
import { useFollowedJob } from './api/get-bulk-job';
import { ConfirmPlaceDialog } from './components/confirm-place-dialog';
import { DonePanel } from './components/done-panel';
import { JobReview } from './components/job-review';
import { JobStatusBadge } from './components/job-status-badge';
import { ProgressPanel } from './components/progress-panel';
import { showBulkNotice } from './hooks/bulk-notice';
import { usePlacement } from './hooks/use-placement';

/** /bulk-order/:vendorId/:bulkJobId: one upload's rows and what happened to each (001 §2). */
export function BulkJobPage() {
  const { t, i18n } = useTranslation();
  const { country } = usePortalConfig();
  const { vendorId = '', bulkJobId = '' } = useParams();
  const followed = useFollowedJob(vendorId, bulkJobId || null);
  const job = followed.job;
  const rows = followed.detail.data?.orders ?? null;
  const placement = usePlacement();
  const [isConfirming, setConfirming] = useState(false);
  const [isFollowingPlacement, setFollowingPlacement] = useState(false);
  const back = `/bulk-order/${encodeURIComponent(vendorId)}?tab=history`;

  useEffect(() => {
    if (followed.error) showBulkNotice('error', t('bulk.view-details-error'));
  }, [followed.error, t]);

  const backLink = (
    <Anchor component={Link} to={back} size="sm">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={14} className="rp-flip-rtl" />
        {t('bulk.job.back')}
      </Group>
    </Anchor>
  );

  let body;
  if (followed.error && !job) {
    body = (
      <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert">
        {t('bulk.view-details-error')}
      </Alert>
    );
  } else if (!job) {
    body = <Skeleton height={200} radius="md" />;
  } else if (job.stage === 'PREPROCESSING') {
    body = (
      <ProgressPanel
        title={t('bulk.checking.title')}
        label={t('bulk.checking.progress', { done: job.processed_rows, total: job.total_rows })}
        percent={
          job.total_rows > 0 ? Math.round((job.processed_rows / job.total_rows) * 100) : null
        }
      />
    );
  } else if (job.stage === 'PLACING') {
    const done = job.orders_placed + job.placement_error_count;
    body = (
      <ProgressPanel
        title={t('bulk.placing.title')}
        label={t('bulk.placing.progress', { done, total: job.orders_to_be_placed })}
        percent={
          job.orders_to_be_placed > 0 ? Math.round((done / job.orders_to_be_placed) * 100) : null
        }
        hint={t('bulk.placing.hint')}
      />
    );
  } else {
    const isPlaceable = job.stage === 'PREPROCESSED' && BULK_PLACEABLE_STATUSES.has(job.status);
    const aboveLimit = rows?.filter((r) => r.warning !== null && r.status === 'VALID').length ?? 0;
    body = (
      <>
        {isFollowingPlacement && job.stage === 'DONE' ? (
          <DonePanel job={job} vendorId={vendorId} />
        ) : null}
        <JobReview
          job={job}
          rows={rows}
          actions={
            isPlaceable ? (
              <Button onClick={() => setConfirming(true)} disabled={rows === null}>
                {t('bulk.review.place', { count: job.orders_to_be_placed })}
              </Button>
            ) : null
          }
        />
        <ConfirmPlaceDialog
          job={job}
          aboveLimitCount={aboveLimit}
          isOpen={isConfirming}
          isPlacing={placement.isPlacing}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            placement.place(job.bulk_job_id, {
              onStarted: () => {
                setConfirming(false);
                setFollowingPlacement(true);
              },
              onFailed: () => setConfirming(false),
            })
          }
        />
      </>
    );
  }

  const { timeZone } = getMarket(country);
  return (
    <PageShell title={job?.file_name ?? t('bulk.job.loading')} lead={t('bulk.job.lead')} size="xl">
      <Stack gap="md">
        {backLink}
        {job ? (
          <Group gap="sm">
            <JobStatusBadge job={job} />
            <Text size="sm" c="dimmed">
              {t('bulk.job.created', {
                date: formatDayTime(job.created_at, timeZone, i18n.language),
                user: job.created_by,
              })}
            </Text>
          </Group>
        ) : null}
        {body}
      </Stack>
    </PageShell>
  );
}
