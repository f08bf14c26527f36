import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { setTrackingSink } from '../../../shared/analytics/track';
import { readPinPreference, rememberPinPreference } from '../../../shared/session/pin-preference';
import { EMPTY_SESSION, getSession, setSession } from '../../../shared/session/session-store';
import { useLogin } from './use-login';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const loginAnswer = {
  result: {
    AuthenticationResult: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r', ExpiresIn: 3600 },
    user: { id: 'U1', email: 'owner@example.com' },
  },
};
const credentials = { email_address: 'owner@example.com', password: 'Secret#2026' };

function renderLogin() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLogin(), { wrapper });
}

describe('login and the pin preference (000 §4)', () => {
  beforeEach(() => {
    localStorage.clear();
    setSession(EMPTY_SESSION);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    setTrackingSink(() => {});
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setTrackingSink(null);
  });

  it('clears the preference when the attempt starts, and keeps it cleared on success', async () => {
    rememberPinPreference('PIN');
    let isClearedAtAttempt = false;
    fetchMock.mockImplementationOnce(() => {
      isClearedAtAttempt = readPinPreference() === null && getSession().loading;
      return Promise.resolve(json(200, loginAnswer));
    });
    const { result } = renderLogin();
    act(() => result.current.mutate(credentials));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(isClearedAtAttempt).toBe(true);
    expect(readPinPreference()).toBeNull();
    expect(getSession().user).toEqual({ id: 'U1', email: 'owner@example.com' });
  });

  it('resets auth and the preference when the login fails', async () => {
    rememberPinPreference('TEXT');
    fetchMock.mockImplementationOnce(() => {
      // Set again while the attempt is on its way: the failure's own reset must clear it.
      rememberPinPreference('PIN');
      return Promise.resolve(
        json(401, {
          message: 'auth.your-password-is-invalid',
          meta: { translation_key: 'auth.your-password-is-invalid' },
          errors: [],
        }),
      );
    });
    const { result } = renderLogin();
    act(() => result.current.mutate(credentials));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(readPinPreference()).toBeNull();
    expect(getSession()).toMatchObject({ loading: false, user: null, meta: null });
  });
});
