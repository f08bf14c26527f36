import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { setTrackingSink } from '../analytics/track';
import { getSelectedVendor, selectVendor } from '../vendor/selected-vendor';
import { logout } from './logout';
import {
  EMPTY_SESSION,
  getSession,
  setSession,
  type TSessionMeta,
  type TSessionState,
} from './session-store';
import { STORAGE_KEYS } from './storage-keys';
import { registerStoreReset } from './store-resets';
import { REFRESH_RETRY_MS, startTokenRefresh, type TTokenRefreshDeps } from './token-refresh';

const NOW = Date.UTC(2026, 10, 21, 10, 0, 0);
const user = { id: 'U1', email: 'owner@example.com' };

function signedIn(meta: Partial<TSessionMeta> = {}): TSessionState {
  return {
    ...EMPTY_SESSION,
    user,
    meta: {
      AccessToken: 'a1',
      IdToken: 'i1',
      RefreshToken: 'r1',
      Expires: NOW + 3_600_000,
      ...meta,
    },
  };
}

function answer(n: number, expiresIn = 3600) {
  return {
    result: {
      AuthenticationResult: {
        AccessToken: `a${n}`,
        IdToken: `i${n}`,
        RefreshToken: `r${n}`,
        ExpiresIn: expiresIn,
      },
      user,
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Timers the test runs by hand: `timers` holds what is scheduled, with its delay. */
function manualDeps(now = NOW) {
  const timers: { run: () => void; ms: number; isCleared: boolean }[] = [];
  const deps: TTokenRefreshDeps = {
    now: () => now,
    setTimer: (run, ms) => {
      const timer = { run, ms, isCleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { isCleared: boolean }).isCleared = true;
    },
    withLock: (task) => task(),
  };
  const pending = () => timers.filter((t) => !t.isCleared);
  const fire = async () => {
    const timer = pending().at(-1);
    if (!timer) throw new Error('nothing scheduled');
    timer.isCleared = true;
    timer.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { deps, pending, fire };
}

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

describe('token refresh (000 §4: 600 s margin, logout on failure)', () => {
  let stop: () => void = () => {};
  const queryClient = new QueryClient();
  beforeEach(() => {
    localStorage.clear();
    setSession(EMPTY_SESSION);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setTrackingSink(null);
  });
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('refreshes 600 s before the expiry, keeping the rotated refresh token', async () => {
    setSession(signedIn());
    const { deps, pending, fire } = manualDeps();
    stop = startTokenRefresh(queryClient, deps);
    expect(pending().map((t) => t.ms)).toEqual([3_000_000]);
    fetchMock.mockResolvedValueOnce(json(200, answer(2)));
    await fire();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/login/extend');
    expect(JSON.parse(String(init.body))).toEqual({ refresh_token: 'r1' });
    await vi.waitFor(() => expect(getSession().meta?.RefreshToken).toBe('r2'));
    expect(getSession().meta).toEqual({
      AccessToken: 'a2',
      IdToken: 'i2',
      RefreshToken: 'r2',
      Expires: NOW + 3_600_000,
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.auth) ?? '{}').meta.RefreshToken).toBe(
      'r2',
    );
    // The next refresh is planned from the new expiry.
    expect(pending().at(-1)?.ms).toBe(3_000_000);
  });

  it('refreshes at once a session restored with an expired token, holding the pages meanwhile', async () => {
    setSession(signedIn({ Expires: NOW - 1 }));
    const { deps, pending, fire } = manualDeps();
    stop = startTokenRefresh(queryClient, deps);
    expect(getSession().loading).toBe(true);
    expect(pending().map((t) => t.ms)).toEqual([0]);
    fetchMock.mockResolvedValueOnce(json(200, answer(2)));
    await fire();
    await vi.waitFor(() => expect(getSession().loading).toBe(false));
    expect(getSession().meta?.AccessToken).toBe('a2');
  });

  it('logs out when the refresh is refused', async () => {
    setSession(signedIn());
    localStorage.setItem(STORAGE_KEYS.guestOrderIds, '["g-1"]');
    selectVendor('V1000');
    const { deps, fire } = manualDeps();
    stop = startTokenRefresh(queryClient, deps);
    fetchMock.mockResolvedValueOnce(
      json(401, { message: 'x', meta: { translation_key: 'error.unauthorized' }, errors: [] }),
    );
    await fire();
    await vi.waitFor(() => expect(getSession().user).toBeNull());
    expect(getSession().meta).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.guestOrderIds)).toBeNull();
    expect(getSelectedVendor().vendorId).toBeNull();
  });

  it('tries again later when the network fails, without logging out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      setSession(signedIn());
      const { deps, pending } = manualDeps();
      stop = startTokenRefresh(queryClient, deps);
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      pending()[0]!.run();
      await vi.advanceTimersByTimeAsync(6000);
      await vi.waitFor(() => expect(pending().at(-1)?.ms).toBe(REFRESH_RETRY_MS));
      expect(getSession().user).toEqual(user);
    } finally {
      vi.useRealTimers();
    }
  });

  it('adopts newer tokens another tab stored instead of spending its own refresh token', async () => {
    setSession(signedIn());
    const { deps, fire } = manualDeps();
    stop = startTokenRefresh(queryClient, deps);
    const newer = { user, meta: { ...signedIn().meta!, RefreshToken: 'r9', AccessToken: 'a9' } };
    localStorage.setItem(STORAGE_KEYS.auth, JSON.stringify(newer));
    fetchMock.mockResolvedValue(json(200, answer(2)));
    await fire();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(getSession().meta?.RefreshToken).toBe('r9');
  });

  it("follows another tab's logout", async () => {
    setSession(signedIn());
    const { deps } = manualDeps();
    stop = startTokenRefresh(queryClient, deps);
    localStorage.removeItem(STORAGE_KEYS.auth);
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.auth, newValue: null }));
    expect(getSession().user).toBeNull();
  });
});

describe('logout (000 §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tells the server, clears credentials and guest order ids, resets every store and the cache', async () => {
    setSession(signedIn());
    localStorage.setItem(STORAGE_KEYS.guestOrderIds, '["g-1"]');
    localStorage.setItem(STORAGE_KEYS.embeddedToken, 'x.y.z');
    selectVendor('V1000');
    const events: string[] = [];
    setTrackingSink((event) => events.push(event));
    let isFlowReset = false;
    const unregister = registerStoreReset(() => {
      isFlowReset = true;
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['vendors'], [{ vendor_id: 'V1000' }]);
    fetchMock.mockResolvedValue(json(200, { result: true }));

    logout(queryClient);

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/v1/logout');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer a1|i1');
    expect(getSession()).toEqual(EMPTY_SESSION);
    for (const key of Object.values(STORAGE_KEYS).filter((k) => k !== STORAGE_KEYS.locale)) {
      expect(localStorage.getItem(key), key).toBeNull();
    }
    expect(getSelectedVendor()).toEqual({ vendorId: null, isIncludingAllOutlets: false });
    expect(isFlowReset).toBe(true);
    expect(queryClient.getQueryData(['vendors'])).toBeUndefined();
    expect(events).toEqual(['logout']);
    unregister();
    setTrackingSink(null);
  });
});
