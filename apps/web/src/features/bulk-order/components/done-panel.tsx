import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { useResubmitBulkJob } from '../api/resubmit-bulk-job';
import { bulkErrorKey, showBulkNotice } from '../hooks/bulk-notice';

/**
 * The last step of a bulk order (UX.md: file → checking → review → placing → done): how many orders
 * were placed and how many could not be, before the user goes on to order tracking.
 */
export function DonePanel({
  job,
  vendorId,
  onAgain,
}: {
  job: TBulkJobSummary;
  vendorId: string;
  /** Starts over with another file; absent where there is no file step (the job's own page). */
  onAgain?: () => void;
}) {
  const { t } = useTranslation();
  const resubmit = useResubmitBulkJob(vendorId);
  const vendor = encodeURIComponent(vendorId);
  const isNonePlaced = job.orders_placed === 0;
  const hasFailures = job.placement_error_count > 0;
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="md" role="status" aria-live="polite">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon
            size={44}
            radius="xl"
            variant="light"
            color={isNonePlaced ? 'red' : 'teal'}
            aria-hidden
          >
            {isNonePlaced ? <IconAlertTriangle size={26} /> : <IconCircleCheck size={26} />}
          </ThemeIcon>
          <Title order={2} size="h4">
            {t(isNonePlaced ? 'bulk.done.none-title' : 'bulk.done.title')}
          </Title>
        </Group>
        <Text size="lg" fw={700} data-testid="bulk-done-placed">
          {t('bulk.done.placed', { count: job.orders_placed })}
        </Text>
        {hasFailures ? (
          <Text size="sm" c="orange.9">
            {t('bulk.done.failed', { count: job.placement_error_count })}
          </Text>
        ) : null}
        <Group gap="sm">
          {hasFailures ? (
            <Button
              color="orange"
              loading={resubmit.isPending}
              onClick={() =>
                resubmit.mutate(job.bulk_job_id, {
                  onSuccess: () => showBulkNotice('success', t('bulk.place-order-success')),
                  onError: (error) =>
                    showBulkNotice('error', t(bulkErrorKey(error, 'bulk.place-order-error'))),
                })
              }
            >
              {t('bulk.done.resubmit', { count: job.placement_error_count })}
            </Button>
          ) : null}
          {isNonePlaced ? null : (
            <Button component={Link} to={`/order-tracking/${vendor}`}>
              {t('bulk.done.to-tracking')}
            </Button>
          )}
          {hasFailures || isNonePlaced ? (
            <Button
              component={Link}
              to={`/bulk-order/${vendor}/${encodeURIComponent(job.bulk_job_id)}`}
              variant={isNonePlaced ? 'filled' : 'default'}
            >
              {t('bulk.done.rows')}
            </Button>
          ) : null}
          {onAgain ? (
            <Button variant="default" onClick={onAgain}>
              {t('bulk.review.again')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
