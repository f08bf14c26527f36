import '@mantine/dates/styles.css';
import { Alert, Chip, Group, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HISTORY_STATUS_FILTERS, type THistoryStatusFilter } from '@rider-portal/domain/history';
import {
  DATE_RANGE_CATEGORIES,
  END_BEFORE_START_KEY,
  type TDateRangeCategory,
} from '../date-range';
import type { THistoryFilterChange, THistoryFilters } from '../hooks/use-history-filters';

const DAY_FORMAT = 'YYYY-MM-DD';

/** 001 §2: the date range presets and custom days, and the status filter, as chips. */
export function HistoryFilters({
  filters,
  onChange,
}: {
  filters: THistoryFilters;
  onChange: (change: THistoryFilterChange) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Stack gap={6}>
        <Text size="sm" fw={600} id="history-range-label">
          {t('history.filter.range')}
        </Text>
        <Chip.Group
          value={filters.category}
          onChange={(value) => onChange({ category: value as TDateRangeCategory })}
        >
          <Group gap="xs" role="radiogroup" aria-labelledby="history-range-label">
            {DATE_RANGE_CATEGORIES.map((category) => (
              <Chip key={category} value={category} size="sm">
                {t(`history.range.${category}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        {filters.category === 'custom' ? (
          <Group gap="sm" align="flex-start" wrap="wrap">
            <DateInput
              label={t('history.range.start')}
              value={filters.start}
              valueFormat={DAY_FORMAT}
              onChange={(value) => value && onChange({ start: value.slice(0, 10) })}
              w={{ base: '100%', xs: 180 }}
            />
            <DateInput
              label={t('history.range.end')}
              value={filters.end}
              valueFormat={DAY_FORMAT}
              onChange={(value) => value && onChange({ end: value.slice(0, 10) })}
              w={{ base: '100%', xs: 180 }}
            />
          </Group>
        ) : null}
        {filters.isEndBeforeStart ? (
          <Alert color="red" icon={<IconAlertCircle size={18} />} role="alert" p="xs">
            {t(END_BEFORE_START_KEY)}
          </Alert>
        ) : null}
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={600} id="history-status-label">
          {t('history.filter.status')}
        </Text>
        <Chip.Group
          value={filters.status}
          onChange={(value) => onChange({ status: value as THistoryStatusFilter })}
        >
          <Group gap="xs" role="radiogroup" aria-labelledby="history-status-label">
            {HISTORY_STATUS_FILTERS.map((status) => (
              <Chip key={status} value={status} size="sm">
                {t(`history.status.${status}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
    </Stack>
  );
}
