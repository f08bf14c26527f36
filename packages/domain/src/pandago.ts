import type { TCancelReason } from './cancel-reasons.ts';

// The pandago API's names for our rules (issue 19), both ways.

/** The three reasons a pandago client may cancel with, and ours they mean (the reference's table). */
export const PANDAGO_CANCEL_REASONS = {
  DELIVERY_ETA_TOO_LONG: 'OTHER_DELIVERY_METHOD_AVAILABLE',
  MISTAKE_ERROR: 'INCORRECT_ORDER_DETAILS',
  REASON_UNKNOWN: 'CUSTOMER_CANCELLED',
} as const satisfies Record<string, TCancelReason>;
export type TPandagoClientReason = keyof typeof PANDAGO_CANCEL_REASONS;

const REASON_NAMES: Readonly<Record<TCancelReason, string>> = {
  CUSTOMER_CANCELLED: 'REASON_UNKNOWN',
  INCORRECT_ORDER_DETAILS: 'MISTAKE_ERROR',
  OTHER_DELIVERY_METHOD_AVAILABLE: 'DELIVERY_ETA_TOO_LONG',
  RIDER_UNABLE_TO_FIND_CUSTOMER: 'UNABLE_TO_FIND',
  PLATFORM_PROBLEM: 'TECHNICAL_PROBLEM',
  NO_RIDERS_AVAILABLE: 'NO_COURIER',
  OUTSIDE_SERVICE_HOURS: 'OUTSIDE_SERVICE_HOURS',
  RIDER_ACCIDENT: 'COURIER_ACCIDENT',
  BAD_WEATHER: 'BAD_WEATHER',
  OUTSIDE_DELIVERY_AREA: 'OUTSIDE_DELIVERY_AREA',
  ADDRESS_INCOMPLETE: 'ADDRESS_INCOMPLETE_MISSTATED',
  RIDER_UNREACHABLE: 'COURIER_UNREACHABLE',
  SPILLAGE: 'FOOD_QUALITY_SPILLAGE',
  LATE_DELIVERY: 'LATE_DELIVERY',
  CUSTOMER_UNABLE_TO_PAY: 'UNABLE_TO_PAY',
  DUPLICATE_ORDER: 'DUPLICATE_ORDER',
  WRONG_ITEMS: 'WRONG_ORDER_ITEMS_DELIVERED',
  PAYMENT_FAILURE: 'UNABLE_TO_PAY',
};

/** Reasons only the vendor's side gives: a cancellation with one of them came from the client. */
const CLIENT_REASONS: ReadonlySet<string> = new Set([
  'CUSTOMER_CANCELLED',
  'INCORRECT_ORDER_DETAILS',
  'OTHER_DELIVERY_METHOD_AVAILABLE',
  'DUPLICATE_ORDER',
]);

/** A cancellation as the reference shows it: pandago's reason name and who cancelled. */
export function pandagoCancellation(reason: string | null): {
  reason: string;
  source: 'CLIENT' | 'LOGISTICS';
} {
  const name = reason ? REASON_NAMES[reason as TCancelReason] : undefined;
  return {
    reason: name ?? 'REASON_UNKNOWN',
    source: reason && CLIENT_REASONS.has(reason) ? 'CLIENT' : 'LOGISTICS',
  };
}
