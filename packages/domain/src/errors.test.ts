import { describe, it, expect } from 'vitest';
import {
  EN_MESSAGES,
  ERROR_KEYS,
  LOGIN_FAILURE_KEYS,
  ZErrorEnvelope,
  authErrorKey,
  isErrorKey,
} from './errors.ts';
import { VALIDATION_EN, VALIDATION_KEYS } from './validation-keys.ts';

const LOGIN_REASONS = [
  'internal error occurred',
  'user pool configuration not valid',
  'invalid response',
  'request parameter not valid',
  'role access policy not valid',
  'password reset is required',
  'cannot locate the requested resource',
  'too many on-going requests',
  'unexpected error from the server',
  'user is not confirmed',
  'user is not found',
  'your password is invalid',
  'verification code cannot be delivered',
  'email identity not valid',
  'user cannot be validated by server',
  'username exists',
  'code is not valid',
];

describe('ERROR_KEYS and EN_MESSAGES (000 §8, 001 §8)', () => {
  it('has unique, namespaced keys', () => {
    const keys = Object.values(ERROR_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });

  it('has English wording for every error and validation key, and nothing else', () => {
    const expected = [...Object.values(ERROR_KEYS), ...Object.values(VALIDATION_KEYS)].sort();
    expect(Object.keys(EN_MESSAGES).sort()).toEqual(expected);
    for (const text of Object.values(EN_MESSAGES)) expect(text.trim()).not.toBe('');
    for (const [key, text] of Object.entries(VALIDATION_EN)) {
      expect(EN_MESSAGES[key as keyof typeof EN_MESSAGES]).toBe(text);
    }
  });

  it('words the 17 login failures as the spec does', () => {
    expect(LOGIN_FAILURE_KEYS).toHaveLength(17);
    for (const reason of LOGIN_REASONS) {
      const key = `auth.${reason.replaceAll(' ', '-')}` as keyof typeof EN_MESSAGES;
      expect(LOGIN_FAILURE_KEYS).toContain(key);
      expect(EN_MESSAGES[key]).toBe(`Failed to login. ${reason}`);
    }
  });

  it("keeps the spec's exact wording", () => {
    const exact: Partial<Record<keyof typeof EN_MESSAGES, string>> = {
      'order.cant-cancel-order': 'Unfortunately we could not cancel that order',
      'bulk.file-too-large': 'File cannot be larger than 5 MB',
      'error.fee.changed': 'The delivery fee has changed.',
      'error.fee.recompute':
        'We encountered some issue while recomputing the delivery fee. Please try again.',
      'voucher.error.validation.message': 'This voucher code is not available',
      'voucher.error.get.message': 'Can not get details of the voucher code',
      'help-center.failed': 'An error occurred while loading the help center',
      'app.load-failed':
        'Could not load the application. Please check your internet connection and try again',
      'vendor.cant-fetch-branches': "Oops we couldn't fetch your branches",
      'auth.disconnected': 'You are now disconnected.',
      // The specification's "Order pushed!" reads as jargon to a restaurant (issue 15).
      'order.created': 'Rider requested',
      'order.updated': 'Order Updated!',
      'error.offline': 'Something went wrong. Please try again. You could be offline.',
      'validation.no-vendor': 'Could not get your informations - please logout & login again',
      'validation.phone-invalid': "The phone number doesn't seem correct",
    };
    for (const [key, text] of Object.entries(exact)) {
      expect(EN_MESSAGES[key as keyof typeof EN_MESSAGES]).toBe(text);
    }
  });

  it('ends every payment message the way the spec shows it', () => {
    for (const key of [
      'error.payment.get-if-enabled',
      'error.payment.init',
      'error.payment.intent-creation',
    ] as const) {
      expect(EN_MESSAGES[key]).toMatch(
        /^We encountered some issue .*payment system\. Please try again\.$/,
      );
    }
  });

  it('names placeholders {{like-this}}', () => {
    expect(EN_MESSAGES['service.closed']).toBe("Service hours: {{from}} to {{to}}. It's {{time}}");
    for (const text of Object.values(EN_MESSAGES)) {
      expect(text.replace(/\{\{[a-z]+\}\}/g, '')).not.toMatch(/[{}]/);
    }
  });

  it('recognises error keys', () => {
    expect(isErrorKey('error.not-found')).toBe(true);
    expect(isErrorKey('error.nope')).toBe(false);
    expect(isErrorKey('toString')).toBe(false);
  });
});

describe('authErrorKey (000 §8)', () => {
  it('maps a login failure reason to its key', () => {
    expect(authErrorKey('user is not confirmed')).toBe('auth.user-is-not-confirmed');
    expect(authErrorKey('Failed to login. User is not found.')).toBe('auth.user-is-not-found');
    expect(authErrorKey('too-many-on-going-requests')).toBe('auth.too-many-on-going-requests');
    expect(authErrorKey('auth.username-exists')).toBe('auth.username-exists');
  });

  it('falls back to auth.failed-to-login', () => {
    expect(authErrorKey('disconnected')).toBe('auth.failed-to-login');
    expect(authErrorKey('')).toBe('auth.failed-to-login');
    expect(authErrorKey(null)).toBe('auth.failed-to-login');
  });
});

describe('ZErrorEnvelope', () => {
  it('accepts the envelope with and without field errors, keeping extra meta', () => {
    const envelope = {
      message: 'Unable to deliver to this address',
      meta: { translation_key: 'error.undeliverable-address', retry_after: 3 },
      errors: [
        { field: 'destination', translation_key: 'error.undeliverable-address', message: 'x' },
      ],
    };
    expect(ZErrorEnvelope.parse(envelope)).toEqual(envelope);
    expect(
      ZErrorEnvelope.safeParse({ message: 'x', meta: { translation_key: 'k.k' } }).success,
    ).toBe(true);
  });

  it('refuses an envelope without a translation key', () => {
    expect(ZErrorEnvelope.safeParse({ message: 'x', meta: {} }).success).toBe(false);
  });
});
