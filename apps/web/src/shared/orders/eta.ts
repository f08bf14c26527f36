import type { TOrderView } from '@rider-portal/domain/order-view';
import {
  ETA_TO_DROPOFF_STATUSES,
  ETA_TO_PICKUP_STATUSES,
  NEAR_STATUSES,
} from '@rider-portal/domain/statuses';

export type TOrderEta = {
  kind: 'pickup' | 'dropoff';
  /** Near the vendor or the customer: 'Less than 5 minutes away'. */
  isNear: boolean;
  /** Whole minutes from now (at least 1), or null when the logistics side gave no estimate. */
  minutes: number | null;
};

/**
 * 001 §2: the time to the pickup point for ASSIGNED_TO_TRANSPORT … NEAR_VENDOR, to the drop-off for
 * PICKED_UP and NEAR_CUSTOMER, "Less than 5 minutes away" near either; nothing for other statuses.
 */
export function orderEta(
  order: Pick<TOrderView, 'status' | 'eta_pickup_at' | 'eta_dropoff_at'>,
  now: number,
): TOrderEta | null {
  const kind = ETA_TO_PICKUP_STATUSES.has(order.status)
    ? 'pickup'
    : ETA_TO_DROPOFF_STATUSES.has(order.status)
      ? 'dropoff'
      : null;
  if (!kind) return null;
  if (NEAR_STATUSES.has(order.status)) return { kind, isNear: true, minutes: null };
  const at = kind === 'pickup' ? order.eta_pickup_at : order.eta_dropoff_at;
  const ms = at ? Date.parse(at) - now : Number.NaN;
  return {
    kind,
    isNear: false,
    minutes: Number.isFinite(ms) ? Math.max(1, Math.ceil(ms / 60_000)) : null,
  };
}
