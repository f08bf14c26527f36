import type { TOrderView } from '@rider-portal/domain/order-view';
import { etaLeg, NEAR_STATUSES } from '@rider-portal/domain/statuses';

export type TOrderEta = {
  kind: 'pickup' | 'dropoff';
  /** Near the vendor or the customer: 'Less than 5 minutes away'. */
  isNear: boolean;
  /** Whole minutes from now (at least 1), or null when the logistics side gave no estimate. */
  minutes: number | null;
};

/**
 * 001 §2: the time to the pickup point while a rider comes (ASSIGNED_TO_TRANSPORT …
 * NEAR_VENDOR), to the drop-off on the way to the customer (PICKED_UP, COURIER_LEFT_VENDOR,
 * NEAR_CUSTOMER; DELAYED on the leg it is on), "Less than 5 minutes away" near either.
 */
export function orderEta(
  order: Pick<TOrderView, 'status' | 'status_history' | 'eta_pickup_at' | 'eta_dropoff_at'>,
  now: number,
): TOrderEta | null {
  const kind = etaLeg(order.status, order.status_history);
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
