import { beforeEach, describe, expect, it } from 'vitest';
import { buildAuthorizationHeader } from '../api/authorization';
import {
  EMPTY_SESSION,
  getAuthCredentials,
  isSessionValid,
  setSession,
  storeLogin,
} from './session-store';
import { readStartupSession, startSession } from './start-up';
import { STORAGE_KEYS } from './storage-keys';

const NOW = Date.UTC(2025, 0, 15, 12, 0, 0);
const NOW_SECONDS = NOW / 1000;

function base64url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function jwt(payload: unknown): string {
  return `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(payload)}.signature`;
}

const store = (key: string, value: unknown) =>
  localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));

describe('session start-up (000 §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    setSession(EMPTY_SESSION);
  });

  it('starts signed out in CLASSIC mode with nothing stored', () => {
    const session = readStartupSession(NOW);
    expect(session.mode).toBe('CLASSIC');
    expect(session.user).toBeNull();
    expect(isSessionValid(session, NOW)).toBe(false);
  });

  describe('embedded token (GODROID)', () => {
    it('picks the vendor from the restaurantId of the authSchema platform tokens', () => {
      const token = jwt({
        sub: 'tool',
        authSchema: { platformTokens: [{ platform: 'vendor-tool', restaurantId: 'v-123' }] },
      });
      store(STORAGE_KEYS.embeddedToken, token);
      const session = startSession(NOW);
      expect(session.mode).toBe('GODROID');
      expect(session.vendorId).toBe('v-123');
      expect(isSessionValid(session, NOW)).toBe(true);
      expect(buildAuthorizationHeader(getAuthCredentials())).toBe(`GoDroid ${token}`);
    });

    it('reads an authSchema sent as JSON text, with tokens keyed by platform', () => {
      const schema = JSON.stringify({ platform_tokens: { vt: { restaurantId: 987 } } });
      store(STORAGE_KEYS.embeddedToken, jwt({ authSchema: schema }));
      const session = readStartupSession(NOW);
      expect(session.mode).toBe('GODROID');
      expect(session.vendorId).toBe('987');
    });

    it.each([
      ['is not a JWT', 'not-a-token'],
      ['has a payload that is not JSON', 'aGVhZGVy.bm90LWpzb24.sig'],
      ['names no restaurant', jwt({ authSchema: { platformTokens: [{}] } })],
      [
        'has expired',
        jwt({ exp: NOW_SECONDS - 1, authSchema: { platformTokens: [{ restaurantId: 'v1' }] } }),
      ],
    ])('goes CLASSIC and forgets the token when it %s', (_case, token) => {
      store(STORAGE_KEYS.embeddedToken, token);
      const session = readStartupSession(NOW);
      expect(session.mode).toBe('CLASSIC');
      expect(session.embeddedToken).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.embeddedToken)).toBeNull();
    });
  });

  describe('guest', () => {
    it('restores a guest with a vendor id and an unexpired token object', () => {
      store(STORAGE_KEYS.guestVendorId, 'guest-vendor');
      store(STORAGE_KEYS.guestToken, { token: 'guest.jwt', exp: NOW_SECONDS + 3600 });
      const session = startSession(NOW);
      expect(session.mode).toBe('GUEST');
      expect(session.vendorId).toBe('guest-vendor');
      expect(isSessionValid(session, NOW)).toBe(true);
      expect(buildAuthorizationHeader(getAuthCredentials())).toBe('Bearer guest.jwt');
    });

    it.each([
      ['missing', null],
      ['not an object (text)', 'guest.jwt'],
      ['not an object (array)', [{ exp: NOW_SECONDS + 60 }]],
      ['not an object (null)', 'null'],
      ['without exp', { token: 'guest.jwt' }],
      ['with a non-numeric exp', { token: 'guest.jwt', exp: String(NOW_SECONDS + 60) }],
      ['expired', { token: 'guest.jwt', exp: NOW_SECONDS - 1 }],
      ['expiring right now', { token: 'guest.jwt', exp: NOW_SECONDS }],
    ])('clears the guest data when the token is %s', (_case, token) => {
      store(STORAGE_KEYS.guestVendorId, 'guest-vendor');
      if (token !== null) store(STORAGE_KEYS.guestToken, token);
      const session = readStartupSession(NOW);
      expect(session.mode).toBe('CLASSIC');
      expect(session.vendorId).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.guestVendorId)).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.guestToken)).toBeNull();
    });

    it('clears a guest token that has no vendor id', () => {
      store(STORAGE_KEYS.guestToken, { token: 'guest.jwt', exp: NOW_SECONDS + 60 });
      expect(readStartupSession(NOW).mode).toBe('CLASSIC');
      expect(localStorage.getItem(STORAGE_KEYS.guestToken)).toBeNull();
    });

    it('gives way to the embedded token', () => {
      store(STORAGE_KEYS.guestVendorId, 'guest-vendor');
      store(STORAGE_KEYS.guestToken, { token: 'guest.jwt', exp: NOW_SECONDS + 60 });
      store(
        STORAGE_KEYS.embeddedToken,
        jwt({ authSchema: { platformTokens: [{ restaurantId: 'v9' }] } }),
      );
      const session = readStartupSession(NOW);
      expect(session.mode).toBe('GODROID');
      expect(session.vendorId).toBe('v9');
    });
  });

  describe('signed-in user (CLASSIC)', () => {
    const auth = (expires: number) => ({
      user: { id: 'u1', email: 'owner@example.com' },
      meta: { AccessToken: 'access', IdToken: 'id', RefreshToken: 'refresh', Expires: expires },
    });

    it('restores the stored user; the session is valid while Expires is in the future', () => {
      store(STORAGE_KEYS.auth, auth(NOW + 60_000));
      const session = startSession(NOW);
      expect(session.mode).toBe('CLASSIC');
      expect(session.user?.email).toBe('owner@example.com');
      expect(isSessionValid(session, NOW)).toBe(true);
      expect(isSessionValid(session, NOW + 60_000)).toBe(false);
      expect(buildAuthorizationHeader(getAuthCredentials())).toBe('Bearer access|id');
    });

    it('keeps an expired session for the refresh, but does not count it as valid', () => {
      store(STORAGE_KEYS.auth, auth(NOW - 1));
      const session = readStartupSession(NOW);
      expect(session.meta?.RefreshToken).toBe('refresh');
      expect(isSessionValid(session, NOW)).toBe(false);
    });

    it('drops unreadable stored auth', () => {
      store(STORAGE_KEYS.auth, '{"user":');
      expect(readStartupSession(NOW).user).toBeNull();
      expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    });

    it('is not replaced by a stored guest', () => {
      store(STORAGE_KEYS.auth, auth(NOW + 60_000));
      store(STORAGE_KEYS.guestVendorId, 'guest-vendor');
      store(STORAGE_KEYS.guestToken, { token: 'guest.jwt', exp: NOW_SECONDS + 60 });
      expect(readStartupSession(NOW).mode).toBe('CLASSIC');
    });
  });

  it('stores a login with Expires in ms from ExpiresIn seconds, persisting all but loading', () => {
    store(STORAGE_KEYS.guestOrderIds, ['g-1']);
    storeLogin(
      {
        AuthenticationResult: {
          AccessToken: 'a',
          IdToken: 'i',
          RefreshToken: 'r',
          ExpiresIn: 3600,
        },
        user: { id: 'u1', email: 'owner@example.com' },
      },
      NOW,
    );
    const persisted = JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? 'null');
    expect(persisted).toEqual({
      user: { id: 'u1', email: 'owner@example.com' },
      meta: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r', Expires: NOW + 3_600_000 },
    });
    expect(persisted).not.toHaveProperty('loading');
    expect(localStorage.getItem(STORAGE_KEYS.guestOrderIds)).toBeNull();
  });
});
