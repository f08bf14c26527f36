import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_DEFAULT_MS, SIGNED_OUT_NOTICE_MS } from '@rider-portal/domain/constants';
import { track } from '../analytics/track';
import { i18n } from '../i18n/i18n';
import { resetSelectedVendor } from '../vendor/selected-vendor';
import { requestLogout } from './auth-api';
import { clearPinPreference } from './pin-preference';
import { clearSession, getSession } from './session-store';
import { resetAllStores } from './store-resets';

/**
 * 000 §4, 001 §4 logout: the server ends the session (its answer is not awaited: the user is
 * signed out here whatever it says), stored credentials, guest order ids and the pin preference
 * are cleared, every store and the query cache reset, and 'You are now disconnected.' shows. The
 * protected routes then send the visitor to /.
 */
export function logout(
  queryClient: QueryClient,
  opts: {
    isServerCalled?: boolean;
    /** The user signed out (here or in another tab), or the server ended the session. */
    reason?: 'signed-out' | 'ended';
  } = {},
): void {
  const session = getSession();
  // The request takes its Authorization header now, before the credentials are cleared.
  if (opts.isServerCalled !== false && (session.meta || session.guestToken)) {
    void requestLogout();
  }
  track('logout');
  clearSession();
  clearPinPreference();
  resetSelectedVendor();
  resetAllStores();
  // Requests still on their way answer for a session that is gone: nobody is shown their errors.
  void queryClient.cancelQueries();
  queryClient.clear();
  void showDisconnected(opts.reason ?? 'signed-out');
}

/**
 * Signing out is no failure: a calm notice (not the brand's red, which is also its error
 * colour) that leaves soon. A session the server ended says so, and what to do next.
 */
async function showDisconnected(reason: 'signed-out' | 'ended'): Promise<void> {
  try {
    // The notification code is not in the entry bundle (see providers.tsx).
    const { notifications } = await import('@mantine/notifications');
    notifications.show({
      id: 'auth-disconnected',
      color: reason === 'ended' ? 'blue' : 'teal',
      message: i18n.t(reason === 'ended' ? 'auth.session-ended' : 'auth.disconnected'),
      autoClose: reason === 'ended' ? NOTIFICATION_DEFAULT_MS : SIGNED_OUT_NOTICE_MS,
    });
  } catch {
    // Without notices the landing page itself says the user is out.
  }
}

/** The logout of the top bar and the drawer. */
export function useLogout(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => logout(queryClient), [queryClient]);
}
