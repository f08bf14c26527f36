import { CANCEL_AFTER_PAYMENT_COMMITTED_MS } from './constants.ts';
import {
  COLLECTED_STATUSES,
  isCancellable,
  isRiderAssigned,
  NEGATIVE_RANK_STATUSES,
  TERMINAL_STATUSES,
  type TOrderStatus,
  type TStatusHistoryEntry,
} from './statuses.ts';

/** The statuses in which a rider has accepted the order and has not collected it yet. */
const RIDER_COMING_STATUSES: ReadonlySet<TOrderStatus> = new Set([
  'COURIER_ACCEPTED_DELIVERY',
  'RECEIVED_BY_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'NEAR_VENDOR',
]);

/** Not yet handed to the riders: cancellable in a moment (RECEIVED follows within seconds). */
const STARTING_STATUSES: ReadonlySet<TOrderStatus> = new Set([
  'INITIATED',
  'PAYMENT_INITIATED',
  'NEW',
]);

/**
 * Why an order cannot be cancelled now, so a screen can say it instead of offering a cancel the
 * server refuses: read as a promise to the user, 001 §4 "Cancellable" means until a
 * rider accepts the order (ASSIGNED_TO_TRANSPORT, the offer to a rider, still can). `availableAt` (ms) is when a paid order waiting for dispatch becomes
 * cancellable (001 §4: PAYMENT_COMMITTED for more than 10 minutes).
 */
export type TCancelBlock =
  | { reason: 'finished' }
  | { reason: 'collected' }
  | { reason: 'rider-accepted' }
  | { reason: 'payment-settling'; availableAt: number }
  | { reason: 'starting' }
  | { reason: 'delayed' }
  | { reason: 'stalled' };

function latestAt(history: readonly TStatusHistoryEntry[], status: TOrderStatus): number | null {
  let latest: number | null = null;
  for (const entry of history) {
    const at = Date.parse(entry.created_at);
    if (entry.status === status && !Number.isNaN(at) && (latest === null || at > latest)) {
      latest = at;
    }
  }
  return latest;
}

/** Delivered, returned, cancelled or never paid: there is nothing left to cancel. */
export function hasNothingToCancel(status: TOrderStatus): boolean {
  return (
    TERMINAL_STATUSES.has(status) || (NEGATIVE_RANK_STATUSES.has(status) && status !== 'STALLED')
  );
}

/** 001 §4 "Cancellable": null while the order can be cancelled, else why it cannot. */
export function cancelBlock(input: {
  status: TOrderStatus;
  statusHistory: readonly TStatusHistoryEntry[];
  now: Date | number;
  isDelayedCancellationEnabled: boolean;
}): TCancelBlock | null {
  if (isCancellable(input)) return null;
  const { status, statusHistory } = input;
  if (hasNothingToCancel(status)) return { reason: 'finished' };
  const history = statusHistory.map((entry) => entry.status);
  if (COLLECTED_STATUSES.has(status) || history.some((s) => COLLECTED_STATUSES.has(s))) {
    return { reason: 'collected' };
  }
  if (RIDER_COMING_STATUSES.has(status) || isRiderAssigned(statusHistory)) {
    return { reason: 'rider-accepted' };
  }
  if (status === 'PAYMENT_COMMITTED') {
    const committedAt = latestAt(statusHistory, 'PAYMENT_COMMITTED');
    return committedAt === null
      ? { reason: 'starting' }
      : {
          reason: 'payment-settling',
          availableAt: committedAt + CANCEL_AFTER_PAYMENT_COMMITTED_MS,
        };
  }
  if (STARTING_STATUSES.has(status)) return { reason: 'starting' };
  return { reason: status === 'DELAYED' ? 'delayed' : 'stalled' };
}
