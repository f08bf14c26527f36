import type { TListGroup, TOrderStatus } from '@rider-portal/domain/statuses';

/**
 * 001 §4 "Text-level status names": the label of each status on a chip, shared by the tracking
 * list, the order detail and the history.
 */
const STATUS_LABEL_KEYS: Record<TOrderStatus, string> = {
  NEW: 'order.status.new',
  STALLED: 'order.status.stalled',
  RECEIVED: 'order.status.received',
  WAITING_FOR_TRANSPORT: 'order.status.waiting-for-rider',
  ASSIGNED_TO_TRANSPORT: 'order.status.dispatched',
  COURIER_ACCEPTED_DELIVERY: 'order.status.in-progress',
  RECEIVED_BY_VENDOR: 'order.status.in-progress',
  ACCEPTED_BY_VENDOR: 'order.status.in-progress',
  MODIFIED: 'order.status.in-progress',
  NEAR_VENDOR: 'order.status.near-vendor',
  DELAYED: 'order.status.delayed',
  PICKED_UP: 'order.status.picked-up',
  COURIER_LEFT_VENDOR: 'order.status.in-transit',
  NEAR_CUSTOMER: 'order.status.near-customer',
  DELIVERED: 'order.status.delivered',
  CANCELLED: 'order.status.cancelled',
  PAYMENT_CANCELLED: 'order.status.cancelled',
  PAYMENT_FAILED: 'order.status.payment-failed',
  INITIATED: 'order.status.payment-initiated',
  PAYMENT_INITIATED: 'order.status.payment-initiated',
  PAYMENT_COMMITTED: 'order.status.payment-committed',
  RETURN_INITIATED: 'order.status.returning',
  RETURNED_TO_VENDOR: 'order.status.returned',
};

/** The chip label of an order: 'Scheduled' for a pre-order waiting for its time. */
export function statusLabelKey(status: TOrderStatus, group: TListGroup | null): string {
  if (group === 'scheduled') return 'order.status.scheduled';
  return STATUS_LABEL_KEYS[status];
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
