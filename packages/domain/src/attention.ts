import { z } from 'zod';
import { COUNTRY_CODES } from './markets.ts';
import type { TCountryCode } from './markets.ts';
import { latestAt } from './statuses.ts';
import type { TOrderStatus, TStatusHistoryEntry } from './statuses.ts';

// Orders that are stuck (issue 21): waiting too long for a rider, late past their new estimate,
// or a card payment that does not end. Such an order "needs attention": the tracking screen
// shows it first with a banner, every open screen hears it live, the vendor's owners get a mail
// once. It clears by itself when the order moves on.

/** Why an order needs attention. */
export const ATTENTION_REASONS = ['no-rider', 'delayed', 'payment-pending'] as const;
export const ZAttentionReason = z.enum(ATTENTION_REASONS);
export type TAttentionReason = z.infer<typeof ZAttentionReason>;

/** An order's attention as screens see it: why, and since when (ISO instant, UTC). */
export const ZAttention = z.object({ reason: ZAttentionReason, since: z.string() });
export type TAttention = z.infer<typeof ZAttention>;

/** The limits, in minutes, an operator may set per market or per vendor (npm run admin). */
export const ATTENTION_THRESHOLD_NAMES = [
  'waiting-for-rider',
  'past-pickup',
  'past-new-estimate',
  'payment-pending',
] as const;
export type TAttentionThresholdName = (typeof ATTENTION_THRESHOLD_NAMES)[number];
export type TAttentionThresholds = Record<TAttentionThresholdName, number>;

/** The largest threshold an operator may set: a day (our choice; more is no alert at all). */
export const ATTENTION_THRESHOLD_MAX_MINUTES = 24 * 60;

/**
 * Issue 21's defaults: 10 minutes waiting for a rider, or 5 past the promised pickup; a delayed
 * order once its new estimate has passed; a card payment unconfirmed for 10 minutes.
 */
const DEFAULT_THRESHOLDS: TAttentionThresholds = {
  'waiting-for-rider': 10,
  'past-pickup': 5,
  'past-new-estimate': 0,
  'payment-pending': 10,
};

/** Each market's thresholds (the catalogue: every market starts from issue 21's defaults). */
export const MARKET_ATTENTION_THRESHOLDS: Readonly<Record<TCountryCode, TAttentionThresholds>> =
  Object.fromEntries(COUNTRY_CODES.map((code) => [code, { ...DEFAULT_THRESHOLDS }])) as Record<
    TCountryCode,
    TAttentionThresholds
  >;

/** A vendor's own thresholds over its market's (an operator's override, npm run admin). */
export function attentionThresholdsOf(
  country: TCountryCode,
  overrides: Partial<TAttentionThresholds> | null | undefined,
): TAttentionThresholds {
  return { ...MARKET_ATTENTION_THRESHOLDS[country], ...overrides };
}

/** How often a server looks for orders that became stuck or moved on (our choice). */
export const ATTENTION_SWEEP_EVERY_MS = 5_000;

/** Statuses in which no rider has the order yet (placed and paid, not yet accepted). */
const RIDERLESS_STATUSES: ReadonlySet<TOrderStatus> = new Set([
  'PAYMENT_COMMITTED',
  'NEW',
  'RECEIVED',
  'RECEIVED_BY_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'WAITING_FOR_TRANSPORT',
  'STALLED',
]);

/** Every status in which an order may need attention (the sweep reads only these). */
export const ATTENTION_STATUSES: readonly TOrderStatus[] = [
  ...RIDERLESS_STATUSES,
  'DELAYED',
  'PAYMENT_INITIATED',
];

const MINUTE_MS = 60_000;

/** The order's fields the rules read. */
export type TAttentionInput = {
  status: TOrderStatus;
  statusHistory: readonly TStatusHistoryEntry[];
  createdAt: Date;
  /** A pre-order's time; null for an instant order. */
  preorderedFor: Date | null;
  /** Minutes from placing to pickup the vendor was promised (000 §3 login_pickup_estimation). */
  pickupEstimationMinutes: number;
  etaPickupAt: Date | null;
  etaDropoffAt: Date | null;
};

/**
 * The pickup the vendor was promised: the logistics side's estimate, else the order's time (a
 * pre-order's, or when it was placed) plus the pickup estimation it was placed with.
 */
function promisedPickupAt(order: TAttentionInput): number {
  if (order.etaPickupAt) return order.etaPickupAt.getTime();
  if (order.preorderedFor) {
    return order.preorderedFor.getTime() - order.pickupEstimationMinutes * MINUTE_MS;
  }
  return order.createdAt.getTime() + order.pickupEstimationMinutes * MINUTE_MS;
}

/**
 * Issue 21 "Alerts for orders that are stuck": whether the order needs attention now and since
 * when, under these thresholds; null once it moved on (a rider took it, it ended).
 */
export function attentionOf(
  order: TAttentionInput,
  thresholds: TAttentionThresholds,
  now: Date,
): { reason: TAttentionReason; since: Date } | null {
  const at = now.getTime();
  const crossed = (start: number | null, minutes: number) =>
    start !== null && at >= start + minutes * MINUTE_MS ? start + minutes * MINUTE_MS : null;

  if (RIDERLESS_STATUSES.has(order.status)) {
    // A pre-order waits for its time: its wait for a rider counts from its pickup, not before.
    const dispatchFrom = order.preorderedFor ? promisedPickupAt(order) : -Infinity;
    const waiting = latestAt(order.statusHistory, 'WAITING_FOR_TRANSPORT');
    const since = [
      order.status === 'WAITING_FOR_TRANSPORT' && waiting !== null
        ? crossed(Math.max(waiting, dispatchFrom), thresholds['waiting-for-rider'])
        : null,
      crossed(promisedPickupAt(order), thresholds['past-pickup']),
    ].filter((t): t is number => t !== null);
    return since.length > 0 ? { reason: 'no-rider', since: new Date(Math.min(...since)) } : null;
  }
  if (order.status === 'DELAYED') {
    const since = order.etaDropoffAt
      ? crossed(order.etaDropoffAt.getTime(), thresholds['past-new-estimate'])
      : crossed(latestAt(order.statusHistory, 'DELAYED'), thresholds['waiting-for-rider']);
    return since === null ? null : { reason: 'delayed', since: new Date(since) };
  }
  if (order.status === 'PAYMENT_INITIATED') {
    const since = crossed(
      latestAt(order.statusHistory, 'PAYMENT_INITIATED') ?? order.createdAt.getTime(),
      thresholds['payment-pending'],
    );
    return since === null ? null : { reason: 'payment-pending', since: new Date(since) };
  }
  return null;
}
