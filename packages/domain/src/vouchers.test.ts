import { describe, expect, it } from 'vitest';
import { discountedFee, normalizeVoucherCode, voucherDiscount, ZVoucherCode } from './vouchers.ts';

describe('vouchers', () => {
  it('take a flat amount or a percentage off the fee, never below zero', () => {
    expect(discountedFee(350, { type: 'flat', amount: 150 })).toBe(200);
    expect(discountedFee(350, { type: 'flat', amount: 500 })).toBe(0);
    expect(discountedFee(350, { type: 'percentage', amount: 50 })).toBe(175);
    expect(discountedFee(355, { type: 'percentage', amount: 10 })).toBe(319); // 35.5 rounds to 36
    expect(voucherDiscount(350, { type: 'percentage', amount: 150 })).toBe(350);
  });

  it('compare codes case-insensitively and refuse odd ones', () => {
    expect(normalizeVoucherCode(' welcome5 ')).toBe('WELCOME5');
    expect(ZVoucherCode.parse('half_price-1')).toBe('HALF_PRICE-1');
    expect(ZVoucherCode.safeParse('a b').error?.issues[0]?.message).toBe(
      'voucher.error.validation.message',
    );
  });
});
