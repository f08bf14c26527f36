import { z } from 'zod';

/** 001 §8 "Cancel reasons offered", in the order the dialog lists them. */
export const CANCEL_REASONS = [
  'CUSTOMER_CANCELLED',
  'INCORRECT_ORDER_DETAILS',
  'OTHER_DELIVERY_METHOD_AVAILABLE',
  'RIDER_UNABLE_TO_FIND_CUSTOMER',
  'PLATFORM_PROBLEM',
  'NO_RIDERS_AVAILABLE',
  'OUTSIDE_SERVICE_HOURS',
  'RIDER_ACCIDENT',
  'BAD_WEATHER',
  'OUTSIDE_DELIVERY_AREA',
  'ADDRESS_INCOMPLETE',
  'RIDER_UNREACHABLE',
  'SPILLAGE',
  'LATE_DELIVERY',
  'CUSTOMER_UNABLE_TO_PAY',
  'DUPLICATE_ORDER',
  'WRONG_ITEMS',
  'PAYMENT_FAILURE',
] as const;
export const ZCancelReason = z.enum(CANCEL_REASONS);
export type TCancelReason = z.infer<typeof ZCancelReason>;

// 001 §8: each reason's translation key, `cancel.reason.<kebab-case id>`.
export function cancelReasonKey(reason: TCancelReason): string {
  return `cancel.reason.${reason.toLowerCase().replaceAll('_', '-')}`;
}

export const CANCEL_REASON_KEYS: Readonly<Record<TCancelReason, string>> = Object.fromEntries(
  CANCEL_REASONS.map((r) => [r, cancelReasonKey(r)]),
) as Record<TCancelReason, string>;
