import { useState } from 'react';
import {
  Button,
  Badge,
  Card,
  Group,
  Pagination,
  Stack,
  Switch,
  Table,
  Text,
  type MantineColor,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BULK_PAYMENT_TYPES } from '@rider-portal/domain/bulk';
import type { TBulkJobRow, TBulkRowStatus } from '@rider-portal/domain/bulk-job';
import { getMarket } from '@rider-portal/domain/markets';
import { usePortalConfig } from '../../../shared/config/config-context';
import { formatMoney } from '../../../shared/format/money';
import { formatDayTime } from '../../../shared/format/time';

/** Rows shown per page of the preview (our choice: a screenful on a laptop). */
const PAGE_SIZE = 50;

const STATUS_COLOR: Record<TBulkRowStatus, MantineColor> = {
  PENDING: 'gray',
  VALID: 'blue',
  INVALID: 'red',
  PLACED: 'teal',
  FAILED: 'red',
};

function hasError(row: TBulkJobRow): boolean {
  return row.error !== null;
}

function useRowText(row: TBulkJobRow) {
  const { t, i18n } = useTranslation();
  const { country } = usePortalConfig();
  const { timeZone } = getMarket(country);
  const isKnownPayment = (BULK_PAYMENT_TYPES as readonly string[]).includes(row.payment_method);
  const delivery =
    row.delivery_type === 'scheduled'
      ? `${t('bulk.delivery.scheduled')}${row.scheduled_for ? ` · ${formatDayTime(row.scheduled_for, timeZone, i18n.language)}` : ''}`
      : row.delivery_type === 'instant'
        ? t('bulk.delivery.instant')
        : '';
  const error = row.error
    ? `${row.error_column ? `${t(`bulk.sheet-column.${row.error_column}`)}: ` : ''}${t(row.error, row.error_params ?? {})}`
    : null;
  return {
    payment: isKnownPayment ? t(`bulk.payment.${row.payment_method}`) : row.payment_method,
    delivery,
    fee: row.fee === null ? '—' : formatMoney(row.fee, country, i18n.language),
    status: (
      <Badge color={STATUS_COLOR[row.status]} variant="light" radius="sm">
        {t(`bulk.row-status.${row.status}`)}
      </Badge>
    ),
    error,
    warning:
      [
        row.warning ? t(row.warning) : '',
        row.probable_duplicate_of
          ? t('bulk.row.probable-duplicate', { orderId: row.probable_duplicate_of })
          : '',
      ]
        .filter(Boolean)
        .join(' ') || null,
  };
}

function Problem({ text, isWarning = false }: { text: string; isWarning?: boolean }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <IconAlertTriangle
        size={14}
        color={`var(--mantine-color-${isWarning ? 'orange' : 'red'}-7)`}
        style={{ flexShrink: 0, marginTop: 3 }}
        aria-hidden
      />
      <Text size="sm" c={isWarning ? 'orange.8' : 'red.8'}>
        {text}
      </Text>
    </Group>
  );
}

type TOnFix = ((row: TBulkJobRow) => void) | undefined;

/** The button that opens a row with an error in the editor (issue 22). */
function FixButton({ row, onFix }: { row: TBulkJobRow; onFix: TOnFix }) {
  const { t } = useTranslation();
  if (!onFix || row.status !== 'INVALID') return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      leftSection={<IconPencil size={14} />}
      onClick={() => onFix(row)}
      aria-label={t('bulk.row-editor.title', { row: row.row_number })}
    >
      {t('bulk.row-editor.fix')}
    </Button>
  );
}

function RowLine({ row, onFix }: { row: TBulkJobRow; onFix: TOnFix }) {
  const text = useRowText(row);
  return (
    <Table.Tr bg={hasError(row) ? 'var(--mantine-color-red-light)' : undefined}>
      <Table.Td>{row.row_number}</Table.Td>
      <Table.Td>
        <Text size="sm">{row.customer_name}</Text>
        <Text size="xs" c="dimmed">
          {/* A phone number reads left to right in every language. */}
          <span dir="ltr">{row.customer_phone}</span>
        </Text>
      </Table.Td>
      <Table.Td maw={260}>
        <Text size="sm" lineClamp={2}>
          {row.dropoff_address}
        </Text>
      </Table.Td>
      <Table.Td>{text.payment}</Table.Td>
      <Table.Td>{text.delivery}</Table.Td>
      <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
        {text.fee}
      </Table.Td>
      <Table.Td miw={220}>
        <Stack gap={4}>
          <Group gap="xs">
            {text.status}
            {row.order_id ? (
              <Text size="xs" c="dimmed">
                {row.order_id}
              </Text>
            ) : null}
          </Group>
          {text.error ? <Problem text={text.error} /> : null}
          {text.warning ? <Problem text={text.warning} isWarning /> : null}
          <FixButton row={row} onFix={onFix} />
        </Stack>
      </Table.Td>
    </Table.Tr>
  );
}

function RowCard({ row, onFix }: { row: TBulkJobRow; onFix: TOnFix }) {
  const { t } = useTranslation();
  const text = useRowText(row);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="li"
      bg={hasError(row) ? 'var(--mantine-color-red-light)' : undefined}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" fw={600}>
            {[`${t('bulk.column.row')} ${row.row_number}`, row.customer_name]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {text.status}
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {row.dropoff_address}
        </Text>
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {[text.payment, text.delivery].filter(Boolean).join(' · ')}
          </Text>
          <Text size="sm" fw={600}>
            {text.fee}
          </Text>
        </Group>
        {row.order_id ? (
          <Text size="xs" c="dimmed">
            {row.order_id}
          </Text>
        ) : null}
        {text.error ? <Problem text={text.error} /> : null}
        {text.warning ? <Problem text={text.warning} isWarning /> : null}
        <Group>
          <FixButton row={row} onFix={onFix} />
        </Group>
      </Stack>
    </Card>
  );
}

/**
 * The processed rows of a job (001 §3 labels, UX.md "a table with an error column and a filter
 * 'only rows with errors'"): a table on desktop, cards on phones, 50 rows a page.
 */
export function RowsTable({ rows, onFix }: { rows: TBulkJobRow[]; onFix?: TOnFix }) {
  const { t } = useTranslation();
  const isWide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  const [isOnlyErrors, setOnlyErrors] = useState(false);
  const [page, setPage] = useState(1);
  const shown = isOnlyErrors ? rows.filter(hasError) : rows;
  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const slice = shown.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  const errorCount = rows.filter(hasError).length;

  let list;
  if (slice.length === 0) {
    list = (
      <Text c="dimmed" size="sm" ta="center" py="md">
        {t('bulk.rows.no-errors')}
      </Text>
    );
  } else if (!isWide) {
    list = (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('bulk.rows.label')}
      >
        {slice.map((row) => (
          <RowCard key={row.row_number} row={row} onFix={onFix} />
        ))}
      </Stack>
    );
  } else {
    list = (
      <Card withBorder radius="md" padding={0}>
        <Table.ScrollContainer minWidth={900} maxHeight="65vh">
          <Table stickyHeader verticalSpacing={6} fz="sm" aria-label={t('bulk.rows.label')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bulk.column.row')}</Table.Th>
                <Table.Th>{t('bulk.column.customer')}</Table.Th>
                <Table.Th>{t('bulk.column.drop-off')}</Table.Th>
                <Table.Th>{t('bulk.column.payment')}</Table.Th>
                <Table.Th>{t('bulk.column.delivery')}</Table.Th>
                <Table.Th ta="end">{t('bulk.column.fee')}</Table.Th>
                <Table.Th>{t('bulk.column.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {slice.map((row) => (
                <RowLine key={row.row_number} row={row} onFix={onFix} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
    );
  }

  return (
    <Stack gap="sm">
      <Switch
        label={t('bulk.rows.only-errors', { count: errorCount })}
        checked={isOnlyErrors}
        onChange={(event) => {
          setOnlyErrors(event.currentTarget.checked);
          setPage(1);
        }}
        disabled={errorCount === 0}
      />
      {list}
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={current} onChange={setPage} size="sm" />
        </Group>
      ) : null}
    </Stack>
  );
}
