import { useSyncExternalStore } from 'react';
import type { TAppMode } from '@rider-portal/domain/platform';
import { SIGNED_IN_COOKIE, SIGNED_IN_COOKIE_MAX_AGE_S } from '@rider-portal/domain/prerender';
import type { TAuthCredentials } from '../api/authorization';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage-keys';

export type { TAppMode };

export interface TSessionUser {
  id: string;
  email: string;
}

export interface TSessionMeta {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
  /** Expiry in epoch milliseconds, computed from the ExpiresIn seconds of the login answer. */
  Expires: number;
}

export interface TGuestToken {
  token: string;
  /** Unix seconds. */
  exp: number;
}

export interface TSessionState {
  mode: TAppMode;
  user: TSessionUser | null;
  meta: TSessionMeta | null;
  loading: boolean;
  /** Embedded (GODROID) token; the vendor comes from its restaurantId. */
  embeddedToken: string | null;
  guestToken: TGuestToken | null;
  /** Vendor fixed by the mode: the embedded token's restaurant, or the guest vendor. */
  vendorId: string | null;
}

export const EMPTY_SESSION: TSessionState = {
  mode: 'CLASSIC',
  user: null,
  meta: null,
  loading: false,
  embeddedToken: null,
  guestToken: null,
  vendorId: null,
};

let state: TSessionState = EMPTY_SESSION;
const listeners = new Set<() => void>();

export function getSession(): TSessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces the state, persists the auth part (everything but loading) and notifies. */
export function setSession(next: TSessionState): void {
  state = next;
  persistAuth(next);
  for (const listener of listeners) listener();
}

export function updateSession(patch: Partial<TSessionState>): void {
  setSession({ ...state, ...patch });
}

/** 000 §4: valid in GODROID or GUEST mode, or when a user exists and the expiry is in the future. */
export function isSessionValid(session: TSessionState, now: number = Date.now()): boolean {
  if (session.mode === 'GODROID' || session.mode === 'GUEST') return true;
  return session.user !== null && session.meta !== null && session.meta.Expires > now;
}

export function useSession(): TSessionState {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function useIsSessionValid(): boolean {
  return isSessionValid(useSession());
}

export interface TLoginAnswer {
  AuthenticationResult: {
    AccessToken: string;
    IdToken: string;
    RefreshToken: string;
    ExpiresIn: number;
  };
  user: TSessionUser;
}

/** Stores a successful login (POST /login); the expiry is kept in epoch ms. */
export function storeLogin(answer: TLoginAnswer, now: number = Date.now()): void {
  const result = answer.AuthenticationResult;
  writeStorage(STORAGE_KEYS.guestOrderIds, null);
  setSession({
    ...state,
    mode: 'CLASSIC',
    loading: false,
    user: answer.user,
    meta: {
      AccessToken: result.AccessToken,
      IdToken: result.IdToken,
      RefreshToken: result.RefreshToken,
      Expires: now + result.ExpiresIn * 1000,
    },
  });
}

/** A refreshed session (POST /login/extend): new tokens, same user; the expiry in epoch ms. */
export function storeRefreshedTokens(answer: TLoginAnswer, now: number = Date.now()): void {
  const result = answer.AuthenticationResult;
  setSession({
    ...state,
    loading: false,
    user: answer.user,
    meta: {
      AccessToken: result.AccessToken,
      IdToken: result.IdToken,
      RefreshToken: result.RefreshToken,
      Expires: now + result.ExpiresIn * 1000,
    },
  });
}

/** The answer of POST /guest/session: the guest vendor and its token. */
export interface TGuestSessionAnswer {
  vendor_id: string;
  token: { value: string; exp: number };
}

/** 000 §3, §4: a guest keeps its vendor_id and token ({ token, exp }) in local storage. */
export function storeGuestSession(answer: TGuestSessionAnswer): void {
  const guestToken: TGuestToken = { token: answer.token.value, exp: answer.token.exp };
  writeStorage(STORAGE_KEYS.guestVendorId, answer.vendor_id);
  writeStorage(STORAGE_KEYS.guestToken, JSON.stringify(guestToken));
  setSession({ ...EMPTY_SESSION, mode: 'GUEST', guestToken, vendorId: answer.vendor_id });
}

/** A signed-in user leaves guest mode behind: the guest's stored vendor and token go. */
export function forgetGuest(): void {
  writeStorage(STORAGE_KEYS.guestVendorId, null);
  writeStorage(STORAGE_KEYS.guestToken, null);
  if (state.mode === 'GUEST' || state.guestToken) {
    setSession({ ...state, mode: 'CLASSIC', guestToken: null, vendorId: null });
  }
}

/** Logout: clears stored credentials and guest order ids. */
export function clearSession(): void {
  writeStorage(STORAGE_KEYS.embeddedToken, null);
  writeStorage(STORAGE_KEYS.guestVendorId, null);
  writeStorage(STORAGE_KEYS.guestToken, null);
  writeStorage(STORAGE_KEYS.guestOrderIds, null);
  setSession(EMPTY_SESSION);
}

/** What the API client authenticates with (000 §7). */
export function getAuthCredentials(): TAuthCredentials {
  return {
    embeddedToken: state.embeddedToken,
    accessToken: state.meta?.AccessToken ?? null,
    idToken: state.meta?.IdToken ?? null,
    guestToken: state.guestToken?.token ?? null,
  };
}

function persistAuth(session: TSessionState): void {
  const auth = session.user && session.meta ? { user: session.user, meta: session.meta } : null;
  writeStorage(STORAGE_KEYS.auth, auth ? JSON.stringify(auth) : null);
  tellServerSignedIn(auth !== null);
}

/**
 * Tells the server whether this browser holds a signed-in session (SIGNED_IN_COOKIE), so it sends
 * the signed-in areas' pages with their frame already drawn. Only a hint: the session stays here.
 */
function tellServerSignedIn(isSignedIn: boolean): void {
  if (typeof document === 'undefined') return;
  const isSet = document.cookie.split('; ').includes(`${SIGNED_IN_COOKIE}=1`);
  if (isSet === isSignedIn) return;
  try {
    document.cookie = isSignedIn
      ? `${SIGNED_IN_COOKIE}=1; path=/; max-age=${SIGNED_IN_COOKIE_MAX_AGE_S}; samesite=lax`
      : `${SIGNED_IN_COOKIE}=; path=/; max-age=0; samesite=lax`;
  } catch {
    // Cookies off: the server sends the plain app page.
  }
}

export function readStoredAuth(): { user: TSessionUser; meta: TSessionMeta } | null {
  const raw = readStorage(STORAGE_KEYS.auth);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { user?: Partial<TSessionUser>; meta?: Partial<TSessionMeta> };
    const { user, meta } = value;
    if (
      typeof user?.id === 'string' &&
      typeof user.email === 'string' &&
      typeof meta?.AccessToken === 'string' &&
      typeof meta.IdToken === 'string' &&
      typeof meta.RefreshToken === 'string' &&
      typeof meta.Expires === 'number'
    ) {
      return { user: user as TSessionUser, meta: meta as TSessionMeta };
    }
  } catch {
    // Unreadable: treated as signed out below.
  }
  return null;
}
