import { memo } from 'react';
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconClockHour4, IconCreditCard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TOrderListItem } from '@rider-portal/domain/order-view';
import { isCardPaid } from '@rider-portal/domain/payments';
import { listGroup, TRACKING_NEAR_ETA_KEY } from '@rider-portal/domain/statuses';
import { formatMinutes } from '../../../shared/format/duration';
import { formatClock, formatDayTime } from '../../../shared/format/time';
import { orderEta } from '../../../shared/orders/eta';
import { OrderNumber } from '../../../shared/orders/order-number';
import { OrderStatusChip } from '../../../shared/orders/order-status-chip';
import { groupColor } from '../../../shared/orders/status-label';
import { AttentionMark } from './attention-banner';
import classes from './order-row.module.css';

function RowTime({
  order,
  now,
  timeZone,
}: {
  order: TOrderListItem;
  now: number;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const eta = orderEta(order, now);
  if (eta) {
    const text = eta.isNear
      ? t(TRACKING_NEAR_ETA_KEY)
      : eta.minutes === null
        ? null
        : t(eta.kind === 'pickup' ? 'tracking.row.eta-pickup' : 'tracking.row.eta-dropoff', {
            duration: formatMinutes(eta.minutes, i18n.language),
          });
    if (text) {
      return (
        <Group gap={4} wrap="nowrap">
          <IconClockHour4 size={14} aria-hidden />
          <Text size="xs" fw={600}>
            {text}
          </Text>
        </Group>
      );
    }
  }
  const isScheduled = order.preordered_for !== null && order.preordered_for * 1000 > now;
  return (
    <Text size="xs" c="dimmed">
      {isScheduled
        ? t('tracking.row.scheduled-for', {
            time: formatDayTime(order.preordered_for! * 1000, timeZone, i18n.language),
          })
        : t('tracking.row.placed-at', {
            time: formatClock(order.created_at, timeZone, i18n.language),
          })}
    </Text>
  );
}

/** An order whose delivery was paid by card says so (its detail shows the payment). */
function CardPaidMark({ order }: { order: TOrderListItem }) {
  const { t } = useTranslation();
  if (!isCardPaid(order.status, order.status_history)) return null;
  return (
    <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
      <IconCreditCard size={14} aria-hidden />
      <Text size="xs" c="dimmed">
        {t('tracking.row.paid-by-card')}
      </Text>
    </Group>
  );
}

/**
 * UX.md: order number, customer, drop-off, status chip coloured by group, ETA. The number is the
 * full id (V1001-4), as the order detail, history, receipts and exports write it.
 */
export const OrderRow = memo(function OrderRow({
  order,
  now,
  timeZone,
  isSelected,
  onSelect,
  onIntent,
}: {
  order: TOrderListItem;
  now: number;
  timeZone: string;
  isSelected: boolean;
  onSelect: (orderId: string) => void;
  onIntent?: (order: TOrderListItem) => void;
}) {
  const group = listGroup({
    status: order.status,
    statusHistory: order.status_history,
    preorderedFor: order.preordered_for,
    now,
  });
  return (
    <UnstyledButton
      className={classes.row}
      style={{ borderInlineStartColor: `var(--mantine-color-${groupColor(group)}-5)` }}
      data-selected={isSelected || undefined}
      data-attention={order.attention ? true : undefined}
      aria-current={isSelected ? 'true' : undefined}
      onClick={() => onSelect(order.order_id)}
      onPointerEnter={onIntent ? () => onIntent(order) : undefined}
      onFocus={onIntent ? () => onIntent(order) : undefined}
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
            <OrderNumber orderId={order.order_id} fw={700} c="dimmed" style={{ flexShrink: 0 }} />
            <Text size="sm" fw={700} truncate>
              <bdi>{order.customer.name}</bdi>
            </Text>
          </Group>
          <OrderStatusChip order={order} now={now} size="sm" />
        </Group>
        <Text size="sm" c="dimmed" truncate>
          <bdi>{order.customer.location.address}</bdi>
        </Text>
        <AttentionMark order={order} />
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <RowTime order={order} now={now} timeZone={timeZone} />
          <CardPaidMark order={order} />
        </Group>
      </Stack>
    </UnstyledButton>
  );
});
