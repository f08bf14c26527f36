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

/** English source wording of each reason (001 §8), keyed by translation key. */
export const CANCEL_REASON_EN: Readonly<Record<string, string>> = {
  'cancel.reason.customer-cancelled': 'Customer cancelled',
  'cancel.reason.incorrect-order-details': 'Incorrect order details',
  'cancel.reason.other-delivery-method-available': 'Other delivery method became available',
  'cancel.reason.rider-unable-to-find-customer': 'Rider unable to find the customer',
  'cancel.reason.platform-problem': 'Platform problem',
  'cancel.reason.no-riders-available': 'No riders available',
  'cancel.reason.outside-service-hours': 'Outside service hours',
  'cancel.reason.rider-accident': 'Rider accident',
  'cancel.reason.bad-weather': 'Bad weather',
  'cancel.reason.outside-delivery-area': 'Outside delivery area',
  'cancel.reason.address-incomplete': 'Address incomplete',
  'cancel.reason.rider-unreachable': 'Rider unreachable',
  'cancel.reason.spillage': 'Spillage',
  'cancel.reason.late-delivery': 'Late delivery',
  'cancel.reason.customer-unable-to-pay': 'Customer unable to pay',
  'cancel.reason.duplicate-order': 'Duplicate order',
  'cancel.reason.wrong-items': 'Wrong items',
  'cancel.reason.payment-failure': 'Payment failure',
};
