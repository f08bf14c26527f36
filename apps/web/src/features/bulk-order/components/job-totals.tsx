import { Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { usePortalConfig } from '../../../shared/config/config-context';
import { formatMoney } from '../../../shared/format/money';

function Stat({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="xl" fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/** 001 §3 totals of a job: rows, orders to be placed, errors, total fee (and placed, once placing). */
export function JobTotals({ job }: { job: TBulkJobSummary }) {
  const { t, i18n } = useTranslation();
  const { country } = usePortalConfig();
  const isPlacing = job.stage === 'PLACING' || job.status.startsWith('ORDER_PLACEMENT_');
  return (
    <SimpleGrid
      cols={{ base: 2, sm: isPlacing ? 5 : 4 }}
      spacing="sm"
      aria-label={t('bulk.totals.label')}
    >
      <Stat label={t('bulk.totals.rows')} value={String(job.total_rows)} />
      <Stat label={t('bulk.totals.to-be-placed')} value={String(job.orders_to_be_placed)} />
      {isPlacing ? (
        <Stat label={t('bulk.totals.placed')} value={String(job.orders_placed)} color="teal" />
      ) : null}
      <Stat
        label={t('bulk.totals.errors')}
        value={String(job.errors)}
        color={job.errors > 0 ? 'red' : undefined}
      />
      <Stat
        label={t('bulk.totals.fee')}
        value={formatMoney(job.total_fee, country, i18n.language)}
      />
    </SimpleGrid>
  );
}
