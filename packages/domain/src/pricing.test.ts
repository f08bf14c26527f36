import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  computeDeliveryFee,
  haversineKm,
  isWithinDistanceCap,
  toMajorUnits,
  toMinorUnits,
} from './pricing.ts';
import { COUNTRY_CODES } from './markets.ts';
import type { TCountryCode } from './markets.ts';
import type { TPaymentMethod } from './payments.ts';

const fee = (
  country: TCountryCode,
  distanceKm: number,
  paymentMethod: TPaymentMethod = 'PAID',
  city?: string,
) => computeDeliveryFee({ country, distanceKm, paymentMethod, city });

describe('computeDeliveryFee (000 §9 pricing)', () => {
  it('Bangladesh: 55 Tk + 5 Tk per km, 3 km gives 70 Tk', () => {
    expect(fee('BD', 3)).toEqual({ amount: 7000, currency: 'BDT' });
    expect(fee('BD', 0)).toEqual({ amount: 5500, currency: 'BDT' });
  });

  it('Taiwan: 99 + 10 per km from 1 km, + 25 for cash on delivery', () => {
    expect(fee('TW', 0.8)).toEqual({ amount: 9900, currency: 'TWD' });
    expect(fee('TW', 1)).toEqual({ amount: 9900, currency: 'TWD' });
    expect(fee('TW', 3.5)).toEqual({ amount: 12_900, currency: 'TWD' }); // 99 + 3 × 10
    expect(fee('TW', 3.5, 'CASH_ON_DELIVERY')).toEqual({ amount: 15_400, currency: 'TWD' });
    expect(fee('TW', 3.5, 'PAYMENT_ON_DELIVERY').amount).toBe(12_900);
  });

  it('Singapore: 6 + 1 per km', () => {
    expect(fee('SG', 4)).toEqual({ amount: 1000, currency: 'SGD' });
  });

  it('Malaysia: 4.75 + 0.50 per km', () => {
    expect(fee('MY', 5)).toEqual({ amount: 725, currency: 'MYR' });
  });

  it('Pakistan: 65 + 10 per km', () => {
    expect(fee('PK', 4)).toEqual({ amount: 10_500, currency: 'PKR' });
  });

  it('Thailand: 35 + 7 per km, from 1 km in Bangkok and from 4 km elsewhere', () => {
    expect(fee('TH', 6, 'PAID', 'Bangkok')).toEqual({ amount: 7000, currency: 'THB' }); // 35 + 5 × 7
    expect(fee('TH', 6, 'PAID', 'กรุงเทพมหานคร').amount).toBe(7000);
    expect(fee('TH', 6, 'PAID', 'Chiang Mai')).toEqual({ amount: 4900, currency: 'THB' }); // 35 + 2 × 7
    expect(fee('TH', 3, 'PAID', 'Phuket').amount).toBe(3500);
    expect(fee('TH', 6).amount).toBe(7000); // without a city: the default city, Bangkok
  });

  it('Myanmar: 1300 MMK + 200 per km', () => {
    expect(fee('MM', 3)).toEqual({ amount: 190_000, currency: 'MMK' });
  });

  it('charges every started km', () => {
    expect(fee('BD', 2.1).amount).toBe(7000);
    expect(fee('BD', 3.0000000001).amount).toBe(7000);
    expect(fee('BD', 3.01).amount).toBe(7500);
  });

  it('prices every market in its currency with a positive integer amount', () => {
    for (const country of COUNTRY_CODES) {
      const { amount } = fee(country, 2.5);
      expect(Number.isInteger(amount)).toBe(true);
      expect(amount).toBeGreaterThan(0);
    }
    expect(fee('CY', 2)).toEqual({ amount: 350, currency: 'EUR' });
    expect(fee('KH', 1).currency).toBe('USD');
  });

  it('refuses a negative or non-finite distance', () => {
    expect(() => fee('CY', -1)).toThrow(RangeError);
    expect(() => fee('CY', Number.NaN)).toThrow(RangeError);
    expect(() => fee('CY', Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('law: never cheaper for a longer distance, never below the base fee', () => {
    const arbCountry = fc.constantFrom(...COUNTRY_CODES);
    const arbKm = fc.double({ min: 0, max: 50, noNaN: true });
    fc.assert(
      fc.property(arbCountry, arbKm, arbKm, (country, a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        expect(fee(country, far).amount).toBeGreaterThanOrEqual(fee(country, near).amount);
        expect(fee(country, near).amount).toBeGreaterThanOrEqual(fee(country, 0).amount);
      }),
    );
  });
});

describe('distance', () => {
  it('caps the delivery distance per market', () => {
    expect(isWithinDistanceCap('MM', 4)).toBe(true);
    expect(isWithinDistanceCap('MM', 4.1)).toBe(false);
    expect(isWithinDistanceCap('TH', 14.9)).toBe(true);
    expect(isWithinDistanceCap('PK', 5.5)).toBe(false);
  });

  it('measures great-circle distance', () => {
    const nicosia = { lat: 35.1856, lng: 33.3823 };
    const limassol = { lat: 34.7071, lng: 33.0226 };
    expect(haversineKm(nicosia, limassol)).toBeCloseTo(62.5, 0);
    expect(haversineKm(nicosia, nicosia)).toBe(0);
  });

  it('law: distance is symmetric and non-negative', () => {
    const arbPoint = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lng: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(arbPoint, arbPoint, (a, b) => {
        expect(haversineKm(a, b)).toBeGreaterThanOrEqual(0);
        expect(haversineKm(a, b)).toBeCloseTo(haversineKm(b, a), 6);
      }),
    );
  });

  it('converts between major and minor units', () => {
    expect(toMinorUnits(4.75, 2)).toBe(475);
    expect(toMinorUnits(1.005, 3)).toBe(1005);
    expect(toMajorUnits(475, 2)).toBe(4.75);
    expect(toMajorUnits(1500, 3)).toBe(1.5);
  });
});
