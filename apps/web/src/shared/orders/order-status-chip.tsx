import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { listGroup } from '@rider-portal/domain/statuses';
import { groupColor, statusLabelKey } from './status-label';
import classes from './order-status-chip.module.css';

/**
 * The status chip, coloured by list group. Keyed by status, it fades in again when the status
 * changes, so a person notices without reading (UX.md).
 */
export function OrderStatusChip({
  order,
  now,
  size = 'md',
}: {
  order: Pick<TOrderView, 'status' | 'status_history' | 'preordered_for'>;
  now: number;
  size?: 'sm' | 'md' | 'lg';
}) {
  const { t } = useTranslation();
  const group = listGroup({
    status: order.status,
    statusHistory: order.status_history,
    preorderedFor: order.preordered_for,
    now,
  });
  return (
    <Badge
      key={order.status}
      className={classes.chip}
      color={groupColor(group)}
      variant="light"
      size={size}
      radius="sm"
      style={{ flexShrink: 0 }}
      data-status={order.status}
    >
      {t(statusLabelKey(order.status, group))}
    </Badge>
  );
}
