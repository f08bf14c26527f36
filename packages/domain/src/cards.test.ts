import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SANDBOX_TEST_CARDS,
  cardBrand,
  checkCard,
  cvcLength,
  formatCardNumber,
  isExpiryValid,
  isLuhnValid,
  lastFour,
  parseExpiry,
} from './cards.ts';

describe('cards', () => {
  it('accepts every documented test card and refuses a changed digit', () => {
    for (const number of Object.keys(SANDBOX_TEST_CARDS)) {
      expect(isLuhnValid(number)).toBe(true);
      const changed = number.slice(0, -1) + String((Number(number.at(-1)) + 1) % 10);
      expect(isLuhnValid(changed)).toBe(false);
    }
  });
  it('ignores spaces and dashes, refuses letters and short numbers', () => {
    expect(isLuhnValid('4242 4242-4242 4242')).toBe(true);
    expect(isLuhnValid('4242a24242424242')).toBe(false);
    expect(isLuhnValid('42424242')).toBe(false);
  });
  it('any single-digit change breaks the checksum (Luhn law)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 1, max: 9 }),
        (position, delta) => {
          const number = '4242424242424242';
          const digit = (Number(number[position]) + delta) % 10;
          const changed = number.slice(0, position) + digit + number.slice(position + 1);
          return !isLuhnValid(changed);
        },
      ),
    );
  });
  it('detects brands and their CVC length', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('2223003122003222')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cvcLength('amex')).toBe(4);
    expect(cvcLength('visa')).toBe(3);
    expect(cardBrand('9999')).toBe('unknown');
  });
  it('treats a card as valid through the end of its expiry month', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(isExpiryValid(11, 2026, now)).toBe(true);
    expect(isExpiryValid(10, 2026, now)).toBe(false);
    expect(isExpiryValid(1, 27, now)).toBe(true);
    expect(isExpiryValid(13, 2027, now)).toBe(false);
  });
  it('keeps only the last four digits for display', () => {
    expect(lastFour('4242 4242 4242 4242')).toBe('4242');
  });
});

describe('checkCard (the processor checks, in order)', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const good = { number: '4242 4242 4242 4242', expiryMonth: 12, expiryYear: 2030, cvc: '123' };
  it('passes a good card and names the first problem of a bad one', () => {
    expect(checkCard(good, now)).toBeNull();
    expect(checkCard({ ...good, number: '4242424242424241' }, now)).toBe(
      'error.payment.card-number-invalid',
    );
    expect(checkCard({ ...good, expiryYear: 2025 }, now)).toBe('error.payment.card-expired');
    expect(checkCard({ ...good, cvc: '12' }, now)).toBe('error.payment.cvc-invalid');
    expect(checkCard({ ...good, cvc: '12a' }, now)).toBe('error.payment.cvc-invalid');
    // The number is checked before the expiry.
    expect(checkCard({ ...good, number: '1234', expiryYear: 2020 }, now)).toBe(
      'error.payment.card-number-invalid',
    );
  });
  it('asks American Express for four CVC digits', () => {
    const amex = { ...good, number: '378282246310005' };
    expect(checkCard({ ...amex, cvc: '1234' }, now)).toBeNull();
    expect(checkCard({ ...amex, cvc: '123' }, now)).toBe('error.payment.cvc-invalid');
  });
  it('refuses a Luhn-valid number of no known brand', () => {
    expect(checkCard({ ...good, number: '9999999999999995' }, now)).toBe(
      'error.payment.card-number-invalid',
    );
  });
});

describe('card field formatting', () => {
  it('groups digits by brand and drops what is not a digit', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('3782-822463-10005')).toBe('3782 822463 10005');
    expect(formatCardNumber('42a4')).toBe('424');
  });
  it('reads MM/YY and MM/YYYY expiries', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry(' 1 / 2031 ')).toEqual({ month: 1, year: 2031 });
    expect(parseExpiry('1230')).toBeNull();
  });
});
