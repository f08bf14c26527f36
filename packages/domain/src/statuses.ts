import { z } from 'zod';
import { CANCEL_AFTER_PAYMENT_COMMITTED_MS } from './constants.ts';

/** Every order status, in the order 001 §4 lists them. */
export const ORDER_STATUSES = [
  'NEW',
  'STALLED',
  'RECEIVED',
  'WAITING_FOR_TRANSPORT',
  'ASSIGNED_TO_TRANSPORT',
  'COURIER_ACCEPTED_DELIVERY',
  'RECEIVED_BY_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'NEAR_VENDOR',
  'DELAYED',
  'PICKED_UP',
  'NEAR_CUSTOMER',
  'DELIVERED',
  'CANCELLED',
  'COURIER_LEFT_VENDOR',
  'MODIFIED',
  'INITIATED',
  'PAYMENT_INITIATED',
  'PAYMENT_COMMITTED',
  'PAYMENT_FAILED',
  'PAYMENT_CANCELLED',
  'RETURN_INITIATED',
  'RETURNED_TO_VENDOR',
] as const;

export const ZOrderStatus = z.enum(ORDER_STATUSES);
export type TOrderStatus = z.infer<typeof ZOrderStatus>;

export const ZStatusHistoryEntry = z.object({
  status: ZOrderStatus,
  created_at: z.iso.datetime({ offset: true }),
});
export type TStatusHistoryEntry = { status: TOrderStatus; created_at: string };

type TStatusSet = ReadonlySet<TOrderStatus>;
type TNow = Date | number;

/** 001 §4 "Progress order", lowest first: the index is the rank. */
export const PROGRESS_ORDER = [
  'INITIATED',
  'PAYMENT_INITIATED',
  'PAYMENT_COMMITTED',
  'NEW',
  'RECEIVED',
  'RECEIVED_BY_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'WAITING_FOR_TRANSPORT',
  'ASSIGNED_TO_TRANSPORT',
  'COURIER_ACCEPTED_DELIVERY',
  'MODIFIED',
  'NEAR_VENDOR',
  'PICKED_UP',
  'COURIER_LEFT_VENDOR',
  'NEAR_CUSTOMER',
  'DELIVERED',
  'RETURN_INITIATED',
  'RETURNED_TO_VENDOR',
] as const satisfies readonly TOrderStatus[];

/** 001 §4: these rank below zero (all at -1: none outranks another). */
export const NEGATIVE_RANK_STATUSES: TStatusSet = new Set([
  'CANCELLED',
  'PAYMENT_CANCELLED',
  'PAYMENT_FAILED',
  'STALLED',
]);

/**
 * Once here, an order stays here (001 §4 "Finished" plus RETURNED_TO_VENDOR). The other negative
 * states are recoverable: a stalled order can be dispatched again and a failed payment retried.
 */
export const TERMINAL_STATUSES: TStatusSet = new Set([
  'DELIVERED',
  'RETURNED_TO_VENDOR',
  'CANCELLED',
]);

const RANKS: ReadonlyMap<TOrderStatus, number> = new Map(PROGRESS_ORDER.map((s, i) => [s, i]));

function rankOf(status: TOrderStatus): number | undefined {
  return RANKS.get(status);
}

/** Rank of the highest progress status among `statuses`, or -1 when there is none. */
function highestRank(statuses: Iterable<TOrderStatus>): number {
  let best = -1;
  for (const s of statuses) best = Math.max(best, rankOf(s) ?? -1);
  return best;
}

/**
 * 001 §4: the index in the progress order; CANCELLED, PAYMENT_CANCELLED, PAYMENT_FAILED and STALLED
 * are -1. DELAYED is not in the progress order: it does not change rank, so it takes the rank of the
 * highest progress status in the history (NEW's rank when the history has none).
 */
export function progressRank(
  status: TOrderStatus,
  statusHistory: readonly TStatusHistoryEntry[] = [],
): number {
  const rank = rankOf(status);
  if (rank !== undefined) return rank;
  if (status !== 'DELAYED') return -1;
  const reached = highestRank(statusHistory.map((e) => e.status));
  return reached >= 0 ? reached : (rankOf('NEW') ?? 0);
}

function setOf(statuses: readonly TOrderStatus[]): TStatusSet {
  return new Set(statuses);
}

function progressRange(from: TOrderStatus, to: TOrderStatus, includeTo: boolean): TOrderStatus[] {
  const list: readonly TOrderStatus[] = PROGRESS_ORDER;
  return list.slice(list.indexOf(from), list.indexOf(to) + (includeTo ? 1 : 0));
}

// 001 §4 "Groups"
export const NEW_STATUSES = setOf([
  'PAYMENT_COMMITTED',
  'NEW',
  'RECEIVED',
  'WAITING_FOR_TRANSPORT',
  'COURIER_ACCEPTED_DELIVERY',
  'ASSIGNED_TO_TRANSPORT',
  'RECEIVED_BY_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'MODIFIED',
  'NEAR_VENDOR',
]);
export const COLLECTED_STATUSES = setOf([
  'PICKED_UP',
  'COURIER_LEFT_VENDOR',
  'NEAR_CUSTOMER',
  'RETURN_INITIATED',
]);
export const ACTIVE_STATUSES = setOf([...progressRange('NEW', 'NEAR_CUSTOMER', true), 'DELAYED']);
export const FINISHED_STATUSES = setOf(['DELIVERED', 'CANCELLED']);
export const DELIVERED_OR_RETURNED_STATUSES = setOf(['DELIVERED', 'RETURNED_TO_VENDOR']);
/** Always cancellable; DELAYED and PAYMENT_COMMITTED are conditional (see isCancellable). */
export const CANCELLABLE_STATUSES = setOf([
  'RECEIVED',
  'WAITING_FOR_TRANSPORT',
  'ASSIGNED_TO_TRANSPORT',
  'MODIFIED',
]);
/** 001 §4: DELAYED and RECEIVED_BY_VENDOR up to but not including DELIVERED. */
export const RIDER_POLLING_STATUSES = setOf([
  'DELAYED',
  ...progressRange('RECEIVED_BY_VENDOR', 'DELIVERED', false),
]);
// 001 §2 "Order tracking screen"
export const ETA_TO_PICKUP_STATUSES = setOf([
  'ASSIGNED_TO_TRANSPORT',
  'COURIER_ACCEPTED_DELIVERY',
  'RECEIVED_BY_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'NEAR_VENDOR',
]);
/**
 * 001 §2 names PICKED_UP and NEAR_CUSTOMER; COURIER_LEFT_VENDOR too, the longest leg: the
 * estimate to the drop-off is shown for every status after pickup on the way to the customer.
 */
export const ETA_TO_DROPOFF_STATUSES = setOf(['PICKED_UP', 'COURIER_LEFT_VENDOR', 'NEAR_CUSTOMER']);
export const NEAR_STATUSES = setOf(['NEAR_VENDOR', 'NEAR_CUSTOMER']);
export const MAP_HIDDEN_STATUSES = setOf(['NEW', 'RECEIVED', 'WAITING_FOR_TRANSPORT']);

function toMillis(value: TNow | string): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  return value.getTime();
}

/** Time of the latest history entry with this status, or null. */
export function latestAt(
  history: readonly TStatusHistoryEntry[],
  status: TOrderStatus,
): number | null {
  let latest: number | null = null;
  for (const entry of history) {
    const at = toMillis(entry.created_at);
    if (entry.status === status && !Number.isNaN(at) && (latest === null || at > latest)) {
      latest = at;
    }
  }
  return latest;
}

// 001 §4 "Cancellable": the fixed set, DELAYED with the flag, PAYMENT_COMMITTED after 10 minutes.
export function isCancellable(input: {
  status: TOrderStatus;
  statusHistory: readonly TStatusHistoryEntry[];
  now: TNow;
  isDelayedCancellationEnabled: boolean;
}): boolean {
  const { status, statusHistory, now, isDelayedCancellationEnabled } = input;
  if (CANCELLABLE_STATUSES.has(status)) return true;
  if (status === 'DELAYED') return isDelayedCancellationEnabled;
  if (status !== 'PAYMENT_COMMITTED') return false;
  const committedAt = latestAt(statusHistory, 'PAYMENT_COMMITTED');
  return committedAt !== null && toMillis(now) - committedAt > CANCEL_AFTER_PAYMENT_COMMITTED_MS;
}

/**
 * Which estimate an order shows (001 §2): to the pickup while a rider comes, to the
 * drop-off once collected, none otherwise. DELAYED keeps the leg it is on: the drop-off once the
 * history holds a collected status, the pickup once a rider is assigned.
 */
export function etaLeg(
  status: TOrderStatus,
  statusHistory: readonly TStatusHistoryEntry[] = [],
): 'pickup' | 'dropoff' | null {
  if (ETA_TO_PICKUP_STATUSES.has(status)) return 'pickup';
  if (ETA_TO_DROPOFF_STATUSES.has(status)) return 'dropoff';
  if (status !== 'DELAYED') return null;
  if (hasCollectedStatus(statusHistory)) return 'dropoff';
  return isRiderAssigned(statusHistory) ? 'pickup' : null;
}

// 001 §4: a rider is assigned when the latest COURIER_ACCEPTED_DELIVERY is after the latest WAITING_FOR_TRANSPORT.
export function isRiderAssigned(statusHistory: readonly TStatusHistoryEntry[]): boolean {
  const accepted = latestAt(statusHistory, 'COURIER_ACCEPTED_DELIVERY');
  if (accepted === null) return false;
  const waiting = latestAt(statusHistory, 'WAITING_FOR_TRANSPORT');
  return waiting === null || accepted > waiting;
}

export const LIST_GROUPS = ['new', 'scheduled', 'collected', 'delivered', 'cancelled'] as const;
export type TListGroup = (typeof LIST_GROUPS)[number];

const SCHEDULABLE_STATUSES = setOf(
  progressRange('PAYMENT_COMMITTED', 'WAITING_FOR_TRANSPORT', true),
);
/** Shown with the cancelled orders: they will not be delivered (PAYMENT_FAILED unless retried). */
const CANCELLED_GROUP_STATUSES = setOf(['CANCELLED', 'PAYMENT_CANCELLED', 'PAYMENT_FAILED']);

function hasCollectedStatus(history: readonly TStatusHistoryEntry[]): boolean {
  return history.some((e) => COLLECTED_STATUSES.has(e.status));
}

/**
 * 001 §4 "List grouping": scheduled = pre-order in the future, paid, and no later than
 * WAITING_FOR_TRANSPORT; DELAYED is collected once the history holds a collected status, else new.
 * STALLED lists as new (placed, not progressing); INITIATED and PAYMENT_INITIATED (not yet paid) in
 * no group (null).
 */
export function listGroup(input: {
  status: TOrderStatus;
  statusHistory: readonly TStatusHistoryEntry[];
  preorderedFor: number | null | undefined;
  now: TNow;
}): TListGroup | null {
  const { status, statusHistory, preorderedFor, now } = input;
  const isFuturePreorder = preorderedFor != null && preorderedFor * 1000 > toMillis(now);
  if (isFuturePreorder && SCHEDULABLE_STATUSES.has(status)) return 'scheduled';
  if (status === 'DELAYED') return hasCollectedStatus(statusHistory) ? 'collected' : 'new';
  if (NEW_STATUSES.has(status) || status === 'STALLED') return 'new';
  if (COLLECTED_STATUSES.has(status)) return 'collected';
  if (DELIVERED_OR_RETURNED_STATUSES.has(status)) return 'delivered';
  if (CANCELLED_GROUP_STATUSES.has(status)) return 'cancelled';
  return null;
}

export const TRACKING_MESSAGE_KEYS = [
  'tracking.message.placed',
  'tracking.message.to-collection',
  'tracking.message.near-collection',
  'tracking.message.collected',
  'tracking.message.near-delivery',
  'tracking.message.delivered',
  'tracking.message.cancelled',
  'tracking.message.returning',
  'tracking.message.returned',
  'tracking.message.payment-failed',
  'tracking.message.parcel-collected',
  'tracking.message.parcel-returning',
  'tracking.message.parcel-returned',
] as const;
export type TTrackingMessageKey = (typeof TRACKING_MESSAGE_KEYS)[number];

/**
 * What is delivered: a vendor's order, or a parcel a person (a guest, 000 §3 "sender") sends.
 * Only the messages about the goods themselves differ.
 */
export type TDeliveryKind = 'order' | 'parcel';

const PARCEL_MESSAGES: Partial<Record<TTrackingMessageKey, TTrackingMessageKey>> = {
  'tracking.message.collected': 'tracking.message.parcel-collected',
  'tracking.message.returning': 'tracking.message.parcel-returning',
  'tracking.message.returned': 'tracking.message.parcel-returned',
};

/** The ETA text near the vendor or the customer (000 §9, 001 §2). */
export const TRACKING_NEAR_ETA_KEY = 'tracking.eta.less-than-5-minutes';

const TRACKING_MESSAGE_BY_STATUS: Record<Exclude<TOrderStatus, 'DELAYED'>, TTrackingMessageKey> = {
  INITIATED: 'tracking.message.placed',
  PAYMENT_INITIATED: 'tracking.message.placed',
  PAYMENT_COMMITTED: 'tracking.message.placed',
  NEW: 'tracking.message.placed',
  RECEIVED: 'tracking.message.placed',
  STALLED: 'tracking.message.placed',
  WAITING_FOR_TRANSPORT: 'tracking.message.placed',
  RECEIVED_BY_VENDOR: 'tracking.message.to-collection',
  ACCEPTED_BY_VENDOR: 'tracking.message.to-collection',
  ASSIGNED_TO_TRANSPORT: 'tracking.message.to-collection',
  COURIER_ACCEPTED_DELIVERY: 'tracking.message.to-collection',
  MODIFIED: 'tracking.message.to-collection',
  NEAR_VENDOR: 'tracking.message.near-collection',
  PICKED_UP: 'tracking.message.collected',
  COURIER_LEFT_VENDOR: 'tracking.message.collected',
  NEAR_CUSTOMER: 'tracking.message.near-delivery',
  DELIVERED: 'tracking.message.delivered',
  CANCELLED: 'tracking.message.cancelled',
  PAYMENT_CANCELLED: 'tracking.message.cancelled',
  PAYMENT_FAILED: 'tracking.message.payment-failed',
  RETURN_INITIATED: 'tracking.message.returning',
  RETURNED_TO_VENDOR: 'tracking.message.returned',
};

/**
 * 001 §2 "Tracking messages": the message for a status. DELAYED keeps the message of where the order
 * is: collected once the history holds a collected status, to-collection with a rider, else placed.
 * A parcel's messages say parcel.
 */
export function trackingMessageKey(
  status: TOrderStatus,
  statusHistory: readonly TStatusHistoryEntry[] = [],
  kind: TDeliveryKind = 'order',
): TTrackingMessageKey {
  const key = orderMessageKey(status, statusHistory);
  return kind === 'parcel' ? (PARCEL_MESSAGES[key] ?? key) : key;
}

function orderMessageKey(
  status: TOrderStatus,
  statusHistory: readonly TStatusHistoryEntry[],
): TTrackingMessageKey {
  if (status !== 'DELAYED') return TRACKING_MESSAGE_BY_STATUS[status];
  if (hasCollectedStatus(statusHistory)) return 'tracking.message.collected';
  if (isRiderAssigned(statusHistory)) return 'tracking.message.to-collection';
  return 'tracking.message.placed';
}

/** The part of an order that status updates merge; real records carry more fields. */
export type TOrderStatusRecord = {
  status: TOrderStatus;
  updated_at: string;
  status_history: readonly TStatusHistoryEntry[];
};

/** The rank an order has reached: the highest of its history and its status (DELAYED as ranked). */
function reachedRank(record: TOrderStatusRecord): number {
  const history = record.status_history;
  return Math.max(highestRank(history.map((e) => e.status)), progressRank(record.status, history));
}

/**
 * ARCHITECTURE "Data rules", 001 §4: a status may replace the current one when the current one is
 * not terminal and the new one is negative, DELAYED, or of a rank no lower than any reached.
 */
export function canMoveTo(current: TOrderStatusRecord, next: TOrderStatus): boolean {
  if (next === current.status) return true;
  if (TERMINAL_STATUSES.has(current.status)) return false;
  if (NEGATIVE_RANK_STATUSES.has(next) || next === 'DELAYED') return true;
  return (rankOf(next) ?? -1) >= reachedRank(current);
}

// Entries of one instant sort in progress order, then DELAYED, then the negative states.
const SORT_INDEX: ReadonlyMap<TOrderStatus, number> = new Map(
  [...PROGRESS_ORDER, 'DELAYED', 'STALLED', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED', 'CANCELLED'].map(
    (s, i) => [s as TOrderStatus, i],
  ),
);

function compareEntries(a: TStatusHistoryEntry, b: TStatusHistoryEntry): number {
  const byTime = toMillis(a.created_at) - toMillis(b.created_at);
  if (byTime !== 0 && !Number.isNaN(byTime)) return byTime;
  const byStatus = (SORT_INDEX.get(a.status) ?? 0) - (SORT_INDEX.get(b.status) ?? 0);
  if (byStatus !== 0) return byStatus;
  return a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0;
}

/** 001 §3: the union of histories by (status, instant), oldest first. */
export function mergeStatusHistories(
  ...histories: readonly (readonly TStatusHistoryEntry[])[]
): TStatusHistoryEntry[] {
  const byKey = new Map<string, TStatusHistoryEntry>();
  for (const entry of histories.flat()) {
    const at = toMillis(entry.created_at);
    const key = `${entry.status}@${Number.isNaN(at) ? entry.created_at : at}`;
    const kept = byKey.get(key);
    // Two spellings of one instant: keep the smaller string, so the merge does not depend on order.
    if (!kept || entry.created_at < kept.created_at) {
      byKey.set(key, { status: entry.status, created_at: entry.created_at });
    }
  }
  return [...byKey.values()].sort(compareEntries);
}

/** Tie-break for updates of the same instant that could each replace the other. */
function tiePrecedence(status: TOrderStatus): number {
  if (TERMINAL_STATUSES.has(status)) return 3;
  if (NEGATIVE_RANK_STATUSES.has(status)) return 2;
  if (status === 'DELAYED') return 1;
  return 0;
}

/** Of two updates with the same timestamp, the one whose status must win (stored on a full tie). */
function tieWinner<T extends TOrderStatusRecord>(stored: T, incoming: T): T {
  const isForward = canMoveTo(stored, incoming.status);
  const isBackward = canMoveTo(incoming, stored.status);
  if (isForward !== isBackward) return isForward ? incoming : stored;
  if (!isForward) return stored;
  const a = tiePrecedence(incoming.status);
  const b = tiePrecedence(stored.status);
  if (a !== b) return a > b ? incoming : stored;
  const byRank = (SORT_INDEX.get(incoming.status) ?? 0) - (SORT_INDEX.get(stored.status) ?? 0);
  return byRank > 0 ? incoming : stored;
}

/**
 * ARCHITECTURE "Data rules", 001 §3: an update older than the stored record never overwrites it;
 * status never moves down the progress rank (negative states are reachable from any non-terminal
 * one; DELIVERED, RETURNED_TO_VENDOR and CANCELLED stay); the history is always the union. A newer
 * update whose status may not apply still brings its other fields, with the stored status kept.
 */
export function mergeOrderUpdate<T extends TOrderStatusRecord>(
  stored: T | null | undefined,
  incoming: T,
): T {
  if (!stored)
    return { ...incoming, status_history: mergeStatusHistories(incoming.status_history) };
  const history = mergeStatusHistories(stored.status_history, incoming.status_history);
  const storedAt = toMillis(stored.updated_at);
  const incomingAt = toMillis(incoming.updated_at);
  const isOlder = Number.isNaN(incomingAt) || incomingAt < storedAt;
  if (isOlder) return { ...stored, status_history: history };

  if (incomingAt === storedAt) return { ...tieWinner(stored, incoming), status_history: history };
  const isAllowed = canMoveTo(stored, incoming.status);
  const status = isAllowed ? incoming.status : stored.status;
  return { ...incoming, status, status_history: history };
}

/** 001 §4 "Text-level status names": what a status is called on a chip, a document or an export. */
export type TStatusLabel =
  | 'new'
  | 'stalled'
  | 'received'
  | 'waiting-for-rider'
  | 'dispatched'
  | 'in-progress'
  | 'near-vendor'
  | 'delayed'
  | 'picked-up'
  | 'in-transit'
  | 'near-customer'
  | 'delivered'
  | 'cancelled'
  | 'payment-failed'
  | 'payment-initiated'
  | 'payment-committed'
  | 'returning'
  | 'returned'
  | 'scheduled';

const STATUS_LABELS: Record<TOrderStatus, TStatusLabel> = {
  NEW: 'new',
  STALLED: 'stalled',
  RECEIVED: 'received',
  WAITING_FOR_TRANSPORT: 'waiting-for-rider',
  ASSIGNED_TO_TRANSPORT: 'dispatched',
  COURIER_ACCEPTED_DELIVERY: 'in-progress',
  RECEIVED_BY_VENDOR: 'in-progress',
  ACCEPTED_BY_VENDOR: 'in-progress',
  MODIFIED: 'in-progress',
  NEAR_VENDOR: 'near-vendor',
  DELAYED: 'delayed',
  PICKED_UP: 'picked-up',
  COURIER_LEFT_VENDOR: 'in-transit',
  NEAR_CUSTOMER: 'near-customer',
  DELIVERED: 'delivered',
  CANCELLED: 'cancelled',
  PAYMENT_CANCELLED: 'cancelled',
  PAYMENT_FAILED: 'payment-failed',
  INITIATED: 'payment-initiated',
  PAYMENT_INITIATED: 'payment-initiated',
  PAYMENT_COMMITTED: 'payment-committed',
  RETURN_INITIATED: 'returning',
  RETURNED_TO_VENDOR: 'returned',
};

/** The label of an order's status: 'scheduled' for a pre-order still waiting for its time. */
export function statusLabel(status: TOrderStatus, group: TListGroup | null): TStatusLabel {
  return group === 'scheduled' ? 'scheduled' : STATUS_LABELS[status];
}
