import { describe, it, expect } from 'vitest';
import { ERROR_KEYS, LOGIN_FAILURE_KEYS, authErrorKey, isErrorKey } from './errors.ts';

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

describe('ERROR_KEYS (000 §8, 001 §8)', () => {
  it('has unique, namespaced keys', () => {
    const keys = Object.values(ERROR_KEYS);
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });

  it('keys the 17 login failures after the reasons the spec gives', () => {
    expect(LOGIN_FAILURE_KEYS).toHaveLength(17);
    for (const reason of LOGIN_REASONS) {
      expect(LOGIN_FAILURE_KEYS).toContain(`auth.${reason.replaceAll(' ', '-')}`);
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
