import { describe, expect, it } from 'vitest';
import { computeDeliveryFee, isWithinDistanceCap } from './pricing.ts';
import { getMarket } from './markets.ts';
import type { TCountryCode } from './markets.ts';
import type { TPaymentMethod } from './payments.ts';
import {
  checkPreorderTime,
  createOrderSchema,
  isCashAmountUnusual,
  isItemValueAboveLimit,
  isOrderModifiable,
  itemValueLimitMinor,
  requestOrderRules,
  requestPaymentMethods,
} from './request-order.ts';
import { z } from 'zod';

const valid = {
  vendor_id: 'V1',
  destinationName: 'Maria Georgiou',
  destinationPhoneNumber: '+35799123456',
  orderDescription: '',
  destinationTextAddress: 'Ledra Street 25, Nicosia',
  destinationLatitude: 35.1733,
  destinationLongitude: 33.3614,
  orderAmount: 1850,
  paymentMethod: 'CASH_ON_DELIVERY',
  delivery_fee: { fee: 350, expires_at: '2026-11-21T10:05:00.000Z', signature: 'sig' },
};

function firstKey(country: TCountryCode, payload: Record<string, unknown>, allowed?: string[]) {
  const result = createOrderSchema({
    country,
    allowedPaymentMethods: allowed as never,
  }).safeParse(payload);
  return result.success ? null : result.error.issues[0]?.message;
}

describe('request rules (000 §5)', () => {
  it('accepts a complete request', () => {
    expect(firstKey('CY', valid)).toBeNull();
  });

  it('reports the rules in the specification order, first failure first', () => {
    const broken = {
      ...valid,
      vendor_id: '',
      destinationName: '',
      destinationPhoneNumber: '',
      orderDescription: 'x'.repeat(201),
      destinationTextAddress: '',
      destinationLatitude: undefined,
      orderAmount: undefined,
      paymentMethod: undefined,
    };
    const result = createOrderSchema({ country: 'CY' }).safeParse(broken);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      'validation.no-vendor',
      'validation.customer-name-required',
      'validation.phone-required',
      'validation.description-too-long',
      'validation.address-required',
      'validation.coordinates-required',
      'validation.amount-required',
      'validation.payment-method-required',
    ]);
  });

  it('refuses names with digits and phones that cannot be a number of the market', () => {
    expect(firstKey('CY', { ...valid, destinationName: 'Maria ٣' })).toBe(
      'validation.customer-name-invalid',
    );
    expect(firstKey('CY', { ...valid, destinationPhoneNumber: '+3579912' })).toBe(
      'validation.phone-invalid',
    );
    // A Cypriot mobile written without the prefix is possible in CY.
    expect(firstKey('CY', { ...valid, destinationPhoneNumber: '99123456' })).toBeNull();
  });

  it('counts the description in characters (200) and notes and address in bytes (1000, 255)', () => {
    expect(firstKey('CY', { ...valid, orderDescription: 'ά'.repeat(200) })).toBeNull();
    expect(firstKey('CY', { ...valid, orderDescription: 'ά'.repeat(201) })).toBe(
      'validation.description-too-long',
    );
    expect(firstKey('CY', { ...valid, riderNotes: 'ά'.repeat(500) })).toBeNull();
    expect(firstKey('CY', { ...valid, riderNotes: 'ά'.repeat(501) })).toBe(
      'address.notes-too-long',
    );
    expect(firstKey('CY', { ...valid, destinationTextAddress: 'a'.repeat(255) })).toBeNull();
    expect(firstKey('CY', { ...valid, destinationTextAddress: `${'a'.repeat(254)}é` })).toBe(
      'address.too-long',
    );
  });

  it('keeps the payment method to the allowed set (rule 9)', () => {
    expect(firstKey('CY', { ...valid, paymentMethod: 'CARD' })).toBe(
      'validation.payment-method-required',
    );
    expect(firstKey('CY', valid, ['PAID'])).toBe('error.no-payment-method-available');
    expect(firstKey('CY', valid, ['PAID', 'CASH_ON_DELIVERY'])).toBeNull();
  });

  it('checks the VAT number: blank or 8 letters and digits', () => {
    expect(firstKey('CY', { ...valid, vat_number: '' })).toBeNull();
    expect(firstKey('CY', { ...valid, vat_number: 'CY123456' })).toBeNull();
    expect(firstKey('CY', { ...valid, vat_number: 'CY12' })).toBe('validation.vat-number-length');
    expect(firstKey('CY', { ...valid, vat_number: 'CY-23456' })).toBe(
      'validation.vat-number-invalid',
    );
  });

  it('refuses unknown fields', () => {
    expect(createOrderSchema({ country: 'CY' }).safeParse({ ...valid, surprise: 1 }).success).toBe(
      false,
    );
  });

  it("checks a guest's own details: a name, a phone of the market, an email when given", () => {
    const sender = { name: 'Andreas Ioannou', phone_number: '+35799654321' };
    expect(firstKey('CY', { ...valid, sender })).toBeNull();
    expect(firstKey('CY', { ...valid, sender: { ...sender, email: 'andreas@example.com' } })).toBe(
      null,
    );
    expect(firstKey('CY', { ...valid, sender: { ...sender, name: '  ' } })).toBe(
      'validation.sender-name-required',
    );
    expect(firstKey('CY', { ...valid, sender: { ...sender, phone_number: '' } })).toBe(
      'validation.phone-number-required',
    );
    expect(firstKey('CY', { ...valid, sender: { ...sender, phone_number: '+3579' } })).toBe(
      'validation.phone-invalid',
    );
    expect(firstKey('CY', { ...valid, sender: { ...sender, email: 'andreas@' } })).toBe(
      'validation.email-invalid',
    );
    // A vendor's order has no sender.
    expect(firstKey('CY', { ...valid, sender: null })).toBeNull();
  });

  it('lets a form step pick its rules', () => {
    const customer = z.object(requestOrderRules({ country: 'CY' })).pick({
      destinationName: true,
      destinationPhoneNumber: true,
    });
    expect(
      customer.safeParse({ destinationName: 'A', destinationPhoneNumber: '99123456' }).success,
    ).toBe(true);
  });
});

describe('market limits', () => {
  const phones: Partial<Record<TCountryCode, string>> = {
    SG: '+6591234567',
    KW: '+96550012345',
    PK: '+923001234567',
  };
  const inMarket = (country: TCountryCode, patch: Record<string, unknown> = {}) =>
    firstKey(country, {
      ...valid,
      destinationPhoneNumber: phones[country] ?? '+35799123456',
      ...patch,
    });

  it('Singapore: the unit number is required, before the name (rule 2)', () => {
    expect(inMarket('SG', { destinationName: '' })).toBe('validation.fill-unit-number');
    expect(inMarket('SG', { destinationUnitNumber: '#12-34' })).toBeNull();
    expect(inMarket('MY' as TCountryCode, { destinationPhoneNumber: '+60123456789' })).toBeNull();
  });

  it('Kuwait: no amount needed (rule 8)', () => {
    expect(inMarket('KW', { orderAmount: undefined })).toBeNull();
    expect(inMarket('KW', { orderAmount: null })).toBeNull();
    expect(inMarket('CY', { orderAmount: undefined })).toBe('validation.amount-required');
  });

  it('Pakistan: at least 100 PKR (rule 8)', () => {
    expect(inMarket('PK', { orderAmount: 9999 })).toBe('validation.minimum-amount');
    expect(inMarket('PK', { orderAmount: 10_000 })).toBeNull();
    expect(getMarket('PK').minimumOrderAmount).toBe(10_000);
  });

  it('distance caps of 000 §9: MY and HK 10 km, TH 15, TW 12, MM 4, BD 10, PK 5', () => {
    const caps: [TCountryCode, number][] = [
      ['MY', 10],
      ['HK', 10],
      ['TH', 15],
      ['TW', 12],
      ['MM', 4],
      ['BD', 10],
      ['PK', 5],
    ];
    for (const [country, km] of caps) {
      expect(isWithinDistanceCap(country, km), country).toBe(true);
      expect(isWithinDistanceCap(country, km + 0.01), country).toBe(false);
    }
  });

  it('item value caps of 000 §5 as the default limits: HKD 1,000, MMK 300,000, PHP 10,000, RM 200, NTD 5,000', () => {
    const caps: [TCountryCode, number][] = [
      ['HK', 1000],
      ['MM', 300_000],
      ['PH', 10_000],
      ['MY', 200],
      ['TW', 5000],
    ];
    for (const [country, major] of caps) {
      const limit = itemValueLimitMinor(String(major), country);
      expect(limit).toBe(getMarket(country).itemValueCap);
      expect(isItemValueAboveLimit(limit, limit)).toBe(false);
      expect(isItemValueAboveLimit(limit! + 1, limit)).toBe(true);
    }
    expect(itemValueLimitMinor('-1', 'CY')).toBeNull();
    expect(itemValueLimitMinor(null, 'CY')).toBeNull();
    expect(itemValueLimitMinor('not a number', 'CY')).toBeNull();
  });

  it('asks to confirm cash on delivery above the market usual (CY: 1,000 EUR), nothing else', () => {
    const check = (
      amount: number | null,
      paymentMethod: TPaymentMethod | null = 'CASH_ON_DELIVERY',
    ) => isCashAmountUnusual({ amount, paymentMethod, country: 'CY' });
    expect(check(100_000)).toBe(false);
    expect(check(100_001)).toBe(true);
    expect(check(null)).toBe(false);
    for (const method of ['PAID', 'PAYMENT_ON_DELIVERY', 'NONE', null] as const) {
      expect(check(150_000, method)).toBe(false);
    }
  });

  it('says why a name is refused: digits, or too long', () => {
    expect(firstKey('CY', { ...valid, destinationName: 'Maria 2' })).toBe(
      'validation.customer-name-invalid',
    );
    expect(firstKey('CY', { ...valid, destinationName: 'M'.repeat(101) })).toBe(
      'validation.customer-name-too-long',
    );
  });

  it('Bangladesh worked example: 3 km gives 70 Tk', () => {
    expect(computeDeliveryFee({ country: 'BD', distanceKm: 3, paymentMethod: 'PAID' })).toEqual({
      amount: 7000,
      currency: 'BDT',
    });
  });
});

describe('payment methods, pre-orders and changes', () => {
  it('offers the country methods kept to the vendor, NONE and pay-at-pickup under their flags', () => {
    const all = ['CASH_ON_DELIVERY', 'PAID', 'NONE', 'PAYMENT_ON_DELIVERY'] as const;
    const input = {
      countryMethods: all,
      vendorMethods: [],
      isNoneEnabled: false,
      isPayAtPickupEnabled: false,
    };
    expect(requestPaymentMethods(input)).toEqual(['CASH_ON_DELIVERY', 'PAID']);
    expect(
      requestPaymentMethods({ ...input, isNoneEnabled: true, isPayAtPickupEnabled: true }),
    ).toEqual(all);
    expect(requestPaymentMethods({ ...input, vendorMethods: ['PAID', 'NONE'] })).toEqual(['PAID']);
    expect(requestPaymentMethods({ ...input, countryMethods: [] })).toEqual([]);
  });

  it('takes pre-orders from 30 minutes to 2 days ahead', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const at = (minutes: number) => now.getTime() / 1000 + minutes * 60;
    expect(checkPreorderTime(at(29), now)).toBe('too-soon');
    expect(checkPreorderTime(at(30), now)).toBe('ok');
    expect(checkPreorderTime(at(2 * 24 * 60), now)).toBe('ok');
    expect(checkPreorderTime(at(2 * 24 * 60 + 1), now)).toBe('too-late');
  });

  it('lets an order change until it is picked up', () => {
    expect(isOrderModifiable('NEW')).toBe(true);
    expect(isOrderModifiable('NEAR_VENDOR')).toBe(true);
    expect(isOrderModifiable('PICKED_UP')).toBe(false);
    expect(isOrderModifiable('DELIVERED')).toBe(false);
    expect(isOrderModifiable('CANCELLED')).toBe(false);
    const at = '2026-11-21T10:00:00Z';
    expect(
      isOrderModifiable('DELAYED', [{ status: 'WAITING_FOR_TRANSPORT', created_at: at }]),
    ).toBe(true);
    expect(isOrderModifiable('DELAYED', [{ status: 'PICKED_UP', created_at: at }])).toBe(false);
  });
});
