import '@mantine/dates/styles.css';
import { Alert, Chip, Group, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HISTORY_STATUS_FILTERS } from '@rider-portal/domain/history';
import { DATE_RANGE_CATEGORIES, END_BEFORE_START_KEY } from '../date-range';
import type { THistoryFilterChange, THistoryFilters } from '../hooks/use-history-filters';

const DAY_FORMAT = 'YYYY-MM-DD';

/** A labelled single choice shown as chips (a radio group to assistive technology). */
function ChipChoice<T extends string>({
  id,
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly T[];
  optionLabel: (option: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id={id}>
        {label}
      </Text>
      <Chip.Group value={value} onChange={(next) => onChange(next as T)}>
        <Group gap="xs" role="radiogroup" aria-labelledby={id}>
          {options.map((option) => (
            <Chip key={option} value={option} size="sm">
              {optionLabel(option)}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}

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
        <ChipChoice
          id="history-range-label"
          label={t('history.filter.range')}
          value={filters.category}
          options={DATE_RANGE_CATEGORIES}
          optionLabel={(category) => t(`history.range.${category}`)}
          onChange={(category) => onChange({ category })}
        />
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
      <ChipChoice
        id="history-status-label"
        label={t('history.filter.status')}
        value={filters.status}
        options={HISTORY_STATUS_FILTERS}
        optionLabel={(status) => t(`history.status.${status}`)}
        onChange={(status) => onChange({ status })}
      />
    </Stack>
  );
}
