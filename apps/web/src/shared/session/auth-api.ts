import { apiClient } from '../api/client';
import type { TLoginAnswer } from './session-store';

// The session calls every screen relies on (000 §7); the sign-in screens' own calls live in
// features/auth/api.

/** POST /login/extend: new tokens for the refresh token; the refresh token rotates. */
export async function requestTokenRefresh(refreshToken: string): Promise<TLoginAnswer> {
  const body = await apiClient.call('extendLogin', {
    body: { refresh_token: refreshToken },
  });
  return body.result;
}

/** POST /logout: true on success, false on failure (000 §7). */
export async function requestLogout(): Promise<boolean> {
  try {
    await apiClient.call('logout', { body: {}, retry: false });
    return true;
  } catch {
    return false;
  }
}
