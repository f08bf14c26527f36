// The rules of a request that need no schema (000 §5, §6): constants and checks the form, the
// tracking screen and the server share. Kept apart from request-order.ts, whose schemas need zod
// and the phone rules, so a page can use these without loading either.
import { PREORDER_MIN_LEAD_MINUTES, PREORDER_WINDOW_DAYS } from './constants.ts';
import { getMarket } from './markets.ts';
import type { TCountryCode } from './markets.ts';
import { allowedPaymentMethods } from './payments.ts';
import type { TPaymentMethod } from './payments.ts';
import { progressRank } from './statuses.ts';
import type { TOrderStatus, TStatusHistoryEntry } from './statuses.ts';

/** How long a quoted delivery fee stays valid (000 §4 "recomputed when its signature has expired"). */
export const FEE_QUOTE_TTL_SECONDS = 300;
/** Pre-order slots are offered every this many minutes (our choice). */
export const PREORDER_SLOT_MINUTES = 15;
/** Longest customer name, unit, building, city or area we accept (our choice; the spec has none). */
export const REQUEST_TEXT_MAX_CHARS = 100;
/** Largest order amount we accept, in minor units (our choice: beyond any real delivery). */
export const ORDER_AMOUNT_MAX_MINOR = 100_000_000;

/**
 * 000 §5 rule 9, §6: the methods a vendor may choose: the country's (pipe-separated parameter),
 * minus NONE unless the none-payment-method flag is on, minus PAYMENT_ON_DELIVERY (paying when the
 * rider comes) unless the pay-at-pickup flag is on, kept to the vendor's own methods when it has
 * any. An empty answer means 'No payment method available'.
 */
export function requestPaymentMethods(input: {
  countryMethods: readonly TPaymentMethod[];
  vendorMethods: readonly string[];
  isNoneEnabled: boolean;
  isPayAtPickupEnabled: boolean;
}): TPaymentMethod[] {
  const vendor = new Set(input.vendorMethods);
  return allowedPaymentMethods({
    countryMethods: input.countryMethods,
    isNoneEnabled: input.isNoneEnabled,
  }).filter(
    (m) =>
      (m !== 'PAYMENT_ON_DELIVERY' || input.isPayAtPickupEnabled) &&
      (vendor.size === 0 || vendor.has(m)),
  );
}

export type TPreorderCheck = 'ok' | 'too-soon' | 'too-late';

/**
 * A pre-order time (unix seconds) is in the future by at least PREORDER_MIN_LEAD_MINUTES and at
 * most PREORDER_WINDOW_DAYS ahead (001 §9 "Pre-order window: plus 2 days").
 */
export function checkPreorderTime(preorderedFor: number, now: Date): TPreorderCheck {
  const at = preorderedFor * 1000;
  if (at < now.getTime() + PREORDER_MIN_LEAD_MINUTES * 60_000) return 'too-soon';
  if (at > now.getTime() + PREORDER_WINDOW_DAYS * 86_400_000) return 'too-late';
  return 'ok';
}

/**
 * 000 §5 "A high item value shows a warning requiring confirmation": the limit is the
 * orderItemValueExceedLimit country parameter in major units; -1 (or anything unreadable) means
 * the check failed and no limit applies. Returns the limit in minor units, or null.
 */
export function itemValueLimitMinor(param: string | null, country: TCountryCode): number | null {
  const value = Number(param);
  if (param === null || param.trim() === '' || !Number.isFinite(value) || value < 0) return null;
  return Math.round(value * 10 ** getMarket(country).currencyMinorUnits);
}

/** Whether the amount needs the vendor's explicit confirmation (000 §5). */
export function isItemValueAboveLimit(amount: number | null, limitMinor: number | null): boolean {
  return amount !== null && limitMinor !== null && amount > limitMinor;
}

/**
 * Cash the rider is to collect far above the usual (the market's cashConfirmAbove, in
 * minor units like the amount) is most likely a typing slip: the vendor confirms it first, as a
 * high item value. Only cash on delivery: other methods leave nothing in the rider's hands.
 */
export function isCashAmountUnusual(input: {
  amount: number | null;
  paymentMethod: TPaymentMethod | null;
  country: TCountryCode;
}): boolean {
  return (
    input.paymentMethod === 'CASH_ON_DELIVERY' &&
    input.amount !== null &&
    input.amount > getMarket(input.country).cashConfirmAbove
  );
}

/**
 * 000 §7 "PUT /order/{id}": a placed order may change only while it has not been picked up: its
 * progress rank (001 §4) is below PICKED_UP, and it is not cancelled, failed or stalled.
 */
export function isOrderModifiable(
  status: TOrderStatus,
  statusHistory: readonly TStatusHistoryEntry[] = [],
): boolean {
  const rank = progressRank(status, statusHistory);
  return rank >= 0 && rank < progressRank('PICKED_UP');
}
