import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { getMarket } from '@rider-portal/domain/markets';
import { buildAuthorizationHeader } from '../api/authorization';
import { usePortalConfig } from '../config/config-context';
import { readGuestOrderIds } from '../orders/guest-order-ids';
import { getAuthCredentials, getSession } from '../session/session-store';
import { registerStoreReset } from '../session/store-resets';
import { handleResyncRequired } from './handlers/resync-required';
import {
  createLiveConnection,
  type TLiveConnection,
  type TLiveState,
  type TLiveSubscription,
} from './live-connection';
import { dispatchLiveMessage } from './live-handlers';

let liveState: TLiveState = 'disconnected';
const stateListeners = new Set<() => void>();

function setLiveState(next: TLiveState): void {
  liveState = next;
  for (const listener of stateListeners) listener();
}

function subscribeLiveState(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
}

/** connected / disconnected, for a screen that says whether it is live. */
export function useLiveState(): TLiveState {
  return useSyncExternalStore(
    subscribeLiveState,
    () => liveState,
    () => liveState,
  );
}

function liveUrl(authorization: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/live?authorization=${encodeURIComponent(authorization)}`;
}

/**
 * The session's one live connection (001 §4), mounted once by the signed-in layout: it follows
 * the current vendor, feeds the query cache and closes on logout.
 */
export function useLiveUpdates(subscription: TLiveSubscription | null): void {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const timeZone = getMarket(usePortalConfig().country).timeZone;
  const where = useRef({ pathname, timeZone });
  where.current = { pathname, timeZone };
  const connectionRef = useRef<TLiveConnection | null>(null);

  const subscriptionRef = useRef(subscription);
  subscriptionRef.current = subscription;

  useEffect(() => {
    let isClosed = false;
    let connection: TLiveConnection | null = null;
    const onOnline = () => connection?.checkNow();
    // Logout closes the connection and forgets what it followed (001 §4).
    const unregister = registerStoreReset(() => {
      connection?.stop();
      connection?.start();
    });
    const connectTo = (checkMessage?: (message: unknown) => void) =>
      createLiveConnection({
        checkMessage,
        createSocket: (url) => new WebSocket(url),
        urlFor: liveUrl,
        getAuthorization: () => buildAuthorizationHeader(getAuthCredentials()),
        onStateChange: setLiveState,
        onMissedUpdates: () => handleResyncRequired({ queryClient }),
        onMessage: (message, current) =>
          dispatchLiveMessage(
            {
              queryClient,
              pathname: where.current.pathname,
              timeZone: where.current.timeZone,
              now: Date.now(),
              subscription: current,
              guestOrderIds: getSession().mode === 'GUEST' ? readGuestOrderIds() : null,
            },
            message,
          ),
      });
    const open = (checkMessage?: (message: unknown) => void) => {
      if (isClosed) return;
      connection = connectTo(checkMessage);
      connectionRef.current = connection;
      connection.start();
      const current = subscriptionRef.current;
      if (current) connection.setSubscription(current);
      window.addEventListener('online', onOnline);
    };
    // Development and unit tests check every message against the channel's schema; production
    // never loads it.
    if (import.meta.env.DEV) {
      void import('./check-live-message').then(({ assertLiveMessage }) => open(assertLiveMessage));
    } else {
      open();
    }
    return () => {
      isClosed = true;
      unregister();
      window.removeEventListener('online', onOnline);
      connection?.stop();
      connectionRef.current = null;
    };
  }, [queryClient]);

  const vendorId = subscription?.vendorId ?? null;
  const isIncludingOutlets = subscription?.isIncludingOutlets ?? false;
  useEffect(() => {
    connectionRef.current?.setSubscription(vendorId ? { vendorId, isIncludingOutlets } : null);
  }, [vendorId, isIncludingOutlets, queryClient]);
}
