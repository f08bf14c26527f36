import { decodeJwtPayload, findRestaurantId } from './jwt';
import {
  EMPTY_SESSION,
  readStoredAuth,
  setSession,
  type TGuestToken,
  type TSessionState,
} from './session-store';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

/**
 * 000 §4 start-up. Embedded token first: a token whose payload names a restaurant makes the mode
 * GODROID with that vendor; no token, or one that cannot be decoded, names no restaurant or has
 * expired, means CLASSIC (and a bad token is removed so requests stop sending it). Then the guest
 * data, cleared when the token is missing, not an object, has no numeric exp or is expired; a
 * stored signed-in user wins over a guest. The user's stored auth is restored as it is:
 * refreshing expired tokens (600 s margin) is the auth feature's job.
 */
export function readStartupSession(now: number = Date.now()): TSessionState {
  const stored = readStoredAuth();
  const base: TSessionState = {
    ...EMPTY_SESSION,
    user: stored?.user ?? null,
    meta: stored?.meta ?? null,
  };
  if (!stored) writeStorage(STORAGE_KEYS.auth, null);

  const embedded = readEmbeddedVendor(now);
  const guest = readGuest(now);

  if (embedded) {
    return { ...base, mode: 'GODROID', embeddedToken: embedded.token, vendorId: embedded.vendorId };
  }
  const hasUser = base.user !== null && base.meta !== null;
  if (guest && !hasUser) {
    return { ...base, mode: 'GUEST', guestToken: guest.token, vendorId: guest.vendorId };
  }
  return base;
}

/** Reads the stored session into the store; called once before the first render. */
export function startSession(now: number = Date.now()): TSessionState {
  const session = readStartupSession(now);
  setSession(session);
  return session;
}

function readEmbeddedVendor(now: number): { token: string; vendorId: string } | null {
  const token = readStorage(STORAGE_KEYS.embeddedToken);
  if (!token) return null;
  try {
    const payload = decodeJwtPayload(token);
    const vendorId = findRestaurantId(payload);
    const isExpired = typeof payload.exp === 'number' && payload.exp * 1000 <= now;
    if (vendorId && !isExpired) return { token, vendorId };
  } catch {
    // Decode failure: classic mode.
  }
  writeStorage(STORAGE_KEYS.embeddedToken, null);
  return null;
}

function readGuest(now: number): { token: TGuestToken; vendorId: string } | null {
  const vendorId = readStorage(STORAGE_KEYS.guestVendorId);
  const token = parseGuestToken(readStorage(STORAGE_KEYS.guestToken), now);
  if (vendorId && token) return { token, vendorId };
  writeStorage(STORAGE_KEYS.guestVendorId, null);
  writeStorage(STORAGE_KEYS.guestToken, null);
  return null;
}

/** 000 §4: missing, not an object, no numeric exp, or expired → not usable. */
export function parseGuestToken(raw: string | null, now: number): TGuestToken | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { token, exp } = value as { token?: unknown; exp?: unknown };
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  if (exp * 1000 <= now) return null;
  if (typeof token !== 'string' || token === '') return null;
  return { token, exp };
}
