import type { QueryClient } from '@tanstack/react-query';
import { TOKEN_REFRESH_MARGIN_SECONDS } from '@rider-portal/domain/constants';
import { isApiError } from '../api/api-error';
import { requestTokenRefresh } from './auth-api';
import { logout } from './logout';
import { handleSessionEnded } from './session-ended';
import {
  getSession,
  readStoredAuth,
  setSession,
  storeRefreshedTokens,
  subscribeSession,
  type TSessionMeta,
} from './session-store';
import { STORAGE_KEYS } from './storage-keys';

/** After a network failure, the refresh is tried again this much later. */
export const REFRESH_RETRY_MS = 30_000;
const LOCK_NAME = 'rider-portal-token-refresh';

export interface TTokenRefreshDeps {
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** Runs `task` while no other tab of the portal runs it (Web Locks), or at once without them. */
  withLock: (task: () => Promise<void>) => Promise<void>;
}

const browserDeps: TTokenRefreshDeps = {
  now: () => Date.now(),
  setTimer: (run, ms) => window.setTimeout(run, ms),
  clearTimer: (timer) => window.clearTimeout(timer as number),
  withLock: async (task) => {
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    if (locks) await locks.request(LOCK_NAME, task);
    else await task();
  },
};

/**
 * 000 §4: stored tokens are refreshed before they expire, with a 600-second margin; a refused
 * refresh logs the user out. The refresh token rotates, so tabs take turns (one lock) and a tab
 * that finds newer tokens stored by another adopts them instead of spending its own; a tab also
 * follows another tab's logout. Returns the function that stops it.
 */
export function startTokenRefresh(
  queryClient: QueryClient,
  deps: TTokenRefreshDeps = browserDeps,
): () => void {
  let timer: unknown = null;
  let scheduledFor: TSessionMeta | null = null;

  const refresh = async (): Promise<void> => {
    await deps.withLock(async () => {
      const current = getSession().meta;
      if (!current || getSession().mode !== 'CLASSIC') return;
      const stored = readStoredAuth();
      if (stored && stored.meta.RefreshToken !== current.RefreshToken) {
        setSession({ ...getSession(), user: stored.user, meta: stored.meta, loading: false });
        return;
      }
      if (current.Expires <= deps.now()) setSession({ ...getSession(), loading: true });
      try {
        storeRefreshedTokens(await requestTokenRefresh(current.RefreshToken), deps.now());
      } catch (error) {
        if (isApiError(error) && error.isNetworkError) {
          setSession({ ...getSession(), loading: false });
          timer = deps.setTimer(() => void refresh(), REFRESH_RETRY_MS);
          return;
        }
        logout(queryClient, { isServerCalled: false, reason: 'ended' });
      }
    });
  };

  const schedule = (): void => {
    const { meta, mode } = getSession();
    if (meta === scheduledFor) return;
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    scheduledFor = meta;
    if (!meta || mode !== 'CLASSIC') return;
    const delay = meta.Expires - TOKEN_REFRESH_MARGIN_SECONDS * 1000 - deps.now();
    timer = deps.setTimer(() => void refresh(), Math.max(0, delay));
  };

  // Another tab refreshed (new tokens) or logged out (auth removed).
  const onStorage = (event: StorageEvent): void => {
    if (event.key !== STORAGE_KEYS.auth) return;
    const stored = readStoredAuth();
    const session = getSession();
    if (!stored) {
      if (session.meta) logout(queryClient, { isServerCalled: false });
      return;
    }
    if (stored.meta.RefreshToken !== session.meta?.RefreshToken) {
      setSession({ ...session, mode: 'CLASSIC', user: stored.user, meta: stored.meta });
    }
  };

  // The server ended the session (signed out on another device, revoked, reset): out here too.
  handleSessionEnded(() => {
    const session = getSession();
    if (session.meta || session.guestToken || session.mode === 'GODROID') {
      logout(queryClient, { isServerCalled: false, reason: 'ended' });
    }
  });

  const unsubscribe = subscribeSession(schedule);
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  // A session restored with an expired access token is refreshed at once; until then the
  // protected pages wait (loading) instead of sending the user to the landing page.
  const restored = getSession().meta;
  if (restored && restored.Expires <= deps.now()) setSession({ ...getSession(), loading: true });
  schedule();
  return () => {
    unsubscribe();
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    if (timer !== null) deps.clearTimer(timer);
  };
}
