import { z } from 'zod';
import { isPossiblePhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import { PASSWORD_MIN_LENGTH, RESET_CODE_DIGITS, VAT_NUMBER_LENGTH } from './constants.ts';
import { parseServiceHours } from './service-hours.ts';
import { VALIDATION_KEYS } from './validation-keys.ts';

// Schemas report translation keys (validation-keys.ts), never English, in the spec's order.

/**
 * 000 §5 "Password": at least 8 characters, one number, one uppercase, one lowercase, one special
 * character of !@#$%^&*, one letter; every unmet rule is reported, in that order.
 */
export const ZPassword = z
  .string({ error: VALIDATION_KEYS.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: VALIDATION_KEYS.passwordMinLength })
  .regex(/\d/, { error: VALIDATION_KEYS.passwordNumber })
  .regex(/\p{Lu}/u, { error: VALIDATION_KEYS.passwordUppercase })
  .regex(/\p{Ll}/u, { error: VALIDATION_KEYS.passwordLowercase })
  .regex(/[!@#$%^&*]/, { error: VALIDATION_KEYS.passwordSpecial })
  .regex(/\p{L}/u, { error: VALIDATION_KEYS.passwordLetter });

// 000 §2, §5: the password and its repetition must match; the mismatch is reported on the repeat.
export const ZPasswordPair = z
  .object({ password: ZPassword, repeatPassword: z.string() })
  .refine((v) => v.password === v.repeatPassword, {
    error: VALIDATION_KEYS.passwordsDoNotMatch,
    path: ['repeatPassword'],
  });

/** 000 §5, 001 §5: the basic email pattern (something@something.tld, no spaces). */
export const BASIC_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// 000 §5: an email is required and matches the basic pattern; surrounding spaces are dropped.
export const ZEmail = z
  .string({ error: VALIDATION_KEYS.emailRequired })
  .trim()
  .min(1, { error: VALIDATION_KEYS.emailRequired, abort: true })
  .regex(BASIC_EMAIL_PATTERN, { error: VALIDATION_KEYS.emailInvalid });

// 000 §5 "Collection point form": each non-empty owner email must match the basic pattern.
export const ZOwnerEmail = z
  .string()
  .trim()
  .refine((s) => s === '' || BASIC_EMAIL_PATTERN.test(s), { error: VALIDATION_KEYS.emailInvalid });

// 000 §5 rule 4, 001 §5: a phone counts when it is a possible number for the market's region.
export function isPossiblePhone(phone: string, region: string): boolean {
  try {
    return isPossiblePhoneNumber(phone, region as CountryCode);
  } catch {
    return false;
  }
}

/**
 * A phone number as gateways take it (E.164, e.g. +35799123456), read by the market's rules
 * (a local number is the market's), or null when it is no possible number there.
 */
export function toE164(phone: string, region: string): string | null {
  try {
    const parsed = parsePhoneNumberFromString(phone, region as CountryCode);
    return parsed?.isPossible() ? parsed.format('E.164') : null;
  } catch {
    return null;
  }
}

export { sanitizePhoneInput } from './phone-input.ts';

// 000 §4 "Service hours rule": 'HHMM:HHMM', each part at most 2359.
export const ZServiceHours = z
  .string()
  .refine((s) => parseServiceHours(s) !== null, { error: VALIDATION_KEYS.serviceHoursInvalid });

// 000 §5: the reset code has 6 digits.
export const ZResetCode = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${RESET_CODE_DIGITS}}$`), { error: VALIDATION_KEYS.resetCodeInvalid });

/**
 * 000 §5, 001 §5 "VAT number": optional (blank allowed); otherwise 8 characters, letters and digits
 * only. The wrong length is reported before any other invalid form.
 */
export const ZVatNumber = z
  .string()
  .trim()
  .refine((s) => s === '' || s.length === VAT_NUMBER_LENGTH, {
    error: VALIDATION_KEYS.vatNumberLength,
    abort: true,
  })
  .refine((s) => s === '' || /^[A-Za-z0-9]+$/.test(s), { error: VALIDATION_KEYS.vatNumberInvalid });
