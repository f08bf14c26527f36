import { z } from 'zod';
import { ERROR_KEYS } from './errors.ts';

// Vouchers (000 §4 "A voucher", §5 "Voucher code must be available", §8 voucher messages).

/** flat: a fixed amount off the fee (minor units); percentage: a percentage (1-100) off it. */
export const VOUCHER_TYPES = ['flat', 'percentage'] as const;
export const ZVoucherType = z.enum(VOUCHER_TYPES);
export type TVoucherType = z.infer<typeof ZVoucherType>;

/** Letters, digits, dashes and underscores, 3 to 40 of them; compared case-insensitively. */
export const VOUCHER_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;

/** The form a code is stored and compared in. */
export function normalizeVoucherCode(code: string): string {
  return code.trim().toUpperCase();
}

export const ZVoucherCode = z
  .string()
  .trim()
  .regex(VOUCHER_CODE_PATTERN, { error: ERROR_KEYS.voucherValidation })
  .transform(normalizeVoucherCode);

export type TVoucherTerms = { type: TVoucherType; amount: number };

/** The amount a voucher takes off a fee, in minor units: never more than the fee itself. */
export function voucherDiscount(fee: number, voucher: TVoucherTerms): number {
  const raw =
    voucher.type === 'flat'
      ? voucher.amount
      : Math.round((fee * Math.min(100, Math.max(0, voucher.amount))) / 100);
  return Math.max(0, Math.min(fee, raw));
}

/** The delivery fee after the voucher (000 §3 "discountedDeliveryFee"). */
export function discountedFee(fee: number, voucher: TVoucherTerms): number {
  return fee - voucherDiscount(fee, voucher);
}
