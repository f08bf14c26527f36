import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  ZEmail,
  toE164,
  ZOwnerEmail,
  ZPassword,
  ZPasswordPair,
  ZResetCode,
  ZServiceHours,
  ZVatNumber,
  isPossiblePhone,
  sanitizePhoneInput,
} from './validation.ts';
import type { z } from 'zod';

function messages(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
}

describe('ZPassword (000 §5)', () => {
  it('accepts a password meeting every rule', () => {
    expect(ZPassword.safeParse('Portal#2026').success).toBe(true);
    expect(ZPassword.safeParse('Ab1!efgh').success).toBe(true);
  });

  it('reports every unmet rule as a key, in the order of the spec', () => {
    expect(messages(ZPassword, '')).toEqual([
      'validation.password-min-length',
      'validation.password-number',
      'validation.password-uppercase',
      'validation.password-lowercase',
      'validation.password-special',
      'validation.password-letter',
    ]);
    expect(messages(ZPassword, 'abcdefgh')).toEqual([
      'validation.password-number',
      'validation.password-uppercase',
      'validation.password-special',
    ]);
    expect(messages(ZPassword, 'Ab1!')).toEqual(['validation.password-min-length']);
    expect(messages(ZPassword, 'Abcdefg1?')).toEqual(['validation.password-special']);
  });

  it('reports a missing password as required', () => {
    expect(messages(ZPassword, undefined)).toEqual(['validation.password-required']);
  });

  it('law: a password with all four kinds and 8+ characters is accepted', () => {
    const arb = fc
      .tuple(
        fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
        fc.constantFrom(...'0123456789'),
        fc.constantFrom(...'!@#$%^&*'),
        fc.string({ minLength: 4 }),
      )
      .map((parts) => parts.join(''));
    fc.assert(fc.property(arb, (password) => ZPassword.safeParse(password).success));
  });

  it('requires the repeated password to match, reported on the repeat', () => {
    const result = ZPasswordPair.safeParse({
      password: 'Portal#2026',
      repeatPassword: 'Portal#2025',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'validation.passwords-do-not-match',
      path: ['repeatPassword'],
    });
    expect(
      ZPasswordPair.safeParse({ password: 'Portal#2026', repeatPassword: 'Portal#2026' }).success,
    ).toBe(true);
  });
});

describe('emails (000 §5)', () => {
  it('accepts a basic email, trimmed', () => {
    expect(ZEmail.parse('  parent@demo.test ')).toBe('parent@demo.test');
  });

  it('reports a missing and a malformed email', () => {
    expect(messages(ZEmail, '')).toEqual(['validation.email-required']);
    expect(messages(ZEmail, 'parent@demo')).toEqual(['validation.email-invalid']);
    expect(messages(ZEmail, 'par ent@demo.test')).toEqual(['validation.email-invalid']);
  });

  it('lets an owner email be blank', () => {
    expect(ZOwnerEmail.safeParse('').success).toBe(true);
    expect(messages(ZOwnerEmail, 'nope')).toEqual(['validation.email-invalid']);
  });
});

describe('isPossiblePhone (000 §5 rule 4)', () => {
  it('accepts possible numbers of the region, local or international', () => {
    expect(isPossiblePhone('99123456', 'CY')).toBe(true);
    expect(isPossiblePhone('+35799123456', 'CY')).toBe(true);
    expect(isPossiblePhone('81234567', 'SG')).toBe(true);
  });

  it('refuses impossible numbers and unknown regions', () => {
    expect(isPossiblePhone('123', 'CY')).toBe(false);
    expect(isPossiblePhone('hello', 'SG')).toBe(false);
    expect(isPossiblePhone('99123456', 'ZZ')).toBe(false);
  });

  it('keeps only digits and plus in the phone input', () => {
    expect(sanitizePhoneInput('+357 (99) 12-34 56')).toBe('+35799123456');
  });
});

describe('other schemas', () => {
  it('ZServiceHours accepts the HHMM:HHMM rule only', () => {
    expect(ZServiceHours.safeParse('0000:2359').success).toBe(true);
    expect(messages(ZServiceHours, '2400:0000')).toEqual(['validation.service-hours-invalid']);
  });

  it('ZResetCode takes 6 digits', () => {
    expect(ZResetCode.safeParse('012345').success).toBe(true);
    expect(messages(ZResetCode, '12345')).toEqual(['validation.reset-code-invalid']);
    expect(messages(ZResetCode, '12345a')).toEqual(['validation.reset-code-invalid']);
  });

  it('ZVatNumber is blank or 8 letters and digits, length checked first', () => {
    expect(ZVatNumber.safeParse('').success).toBe(true);
    expect(ZVatNumber.safeParse('CY123456').success).toBe(true);
    expect(messages(ZVatNumber, '1234567')).toEqual(['validation.vat-number-length']);
    expect(messages(ZVatNumber, '1234-678')).toEqual(['validation.vat-number-invalid']);
    expect(messages(ZVatNumber, '12-4')).toEqual(['validation.vat-number-length']);
  });
});

describe('toE164', () => {
  it("writes a number the market's way, with its country code", () => {
    expect(toE164('99 123456', 'CY')).toBe('+35799123456');
    expect(toE164('+357 99 123456', 'CY')).toBe('+35799123456');
    expect(toE164('+44 7700 900123', 'CY')).toBe('+447700900123');
    expect(toE164('0812345678', 'TH')).toBe('+66812345678');
  });

  it('answers null for what is no number there', () => {
    expect(toE164('12', 'CY')).toBeNull();
    expect(toE164('not a phone', 'CY')).toBeNull();
    expect(toE164('', 'CY')).toBeNull();
  });
});
