import { statusLabel } from '@rider-portal/domain/statuses';
import type { TListGroup, TOrderStatus } from '@rider-portal/domain/statuses';

/** The translation key of an order's chip label (001 §4), shared by tracking, detail and history. */
export function statusLabelKey(status: TOrderStatus, group: TListGroup | null): string {
  return `order.status.${statusLabel(status, group)}`;
}

/** Chip colour by list group (UX.md "status chip with colour by group"). */
export const GROUP_COLORS: Record<TListGroup, string> = {
  new: 'blue',
  scheduled: 'violet',
  collected: 'orange',
  delivered: 'teal',
  cancelled: 'red',
};

export function groupColor(group: TListGroup | null): string {
  return group ? GROUP_COLORS[group] : 'gray';
}
