import { LIVE_RECONNECT_CHECK_MS } from '@rider-portal/domain/constants';
import type { TLiveClientMessage, TLiveMessage } from '@rider-portal/domain/api/live';

/** The vendor a connection follows, and whether its outlets come with it (001 §4). */
export type TLiveSubscription = { vendorId: string; isIncludingOutlets: boolean };

/** What the server sends on /live: the union of packages/domain/src/api/live.ts. */
export type { TLiveMessage };

/** connected: the socket is open and the server confirmed the subscription. */
export type TLiveState = 'connected' | 'disconnected';

/** The part of a browser WebSocket the connection uses (tests give a fake one). */
export interface TSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

const OPEN = 1;
/** Reconnect delays grow 1 s, 2 s, 4 s … up to this, each with jitter (our choice). */
export const MAX_RECONNECT_DELAY_MS = 30_000;
/** The client asks for a pong this often and gives up on a socket that stays silent (our choice). */
export const PING_EVERY_MS = 25_000;
export const PONG_TIMEOUT_MS = 10_000;
/** Close code of a refused authorization (modules/live/routes.ts). */
export const UNAUTHORIZED_CLOSE_CODE = 4401;

export type TLiveConnectionDeps = {
  createSocket: (url: string) => TSocket;
  /** The /live URL for an Authorization value (the same value the API requests carry). */
  urlFor: (authorization: string) => string;
  /** The session's Authorization value, or null when signed out (nothing is opened then). */
  getAuthorization: () => string | null;
  onMessage: (message: TLiveMessage, subscription: TLiveSubscription | null) => void;
  /** In development and tests: throws when a message breaks the live channel's schema. */
  checkMessage?: (message: unknown) => void;
  onStateChange?: (state: TLiveState) => void;
  /**
   * After a reconnection: the subscribed vendors whose missed events cannot be replayed (no event
   * seen yet, so no sequence number to resume from); their lists must be fetched again.
   */
  onMissedUpdates?: (vendorIds: string[]) => void;
  now?: () => number;
  random?: () => number;
  checkEveryMs?: number;
};

export type TLiveConnection = {
  start(): void;
  stop(): void;
  setSubscription(subscription: TLiveSubscription | null): void;
  /** Sends now when connected, else once connected (001 §4 "messages queued while disconnected"). */
  send(message: unknown): void;
  getState(): TLiveState;
  /** Checks at once instead of at the next tick (the browser came back online). */
  checkNow(): void;
};

/** Delay before reconnect attempt `attempt` (1, 2, …): doubling, capped, with half of it jittered. */
export function reconnectDelayMs(attempt: number, random: () => number): number {
  const base = Math.min(MAX_RECONNECT_DELAY_MS, 1000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base / 2 + (random() * base) / 2);
}

function isSameSubscription(a: TLiveSubscription | null, b: TLiveSubscription | null): boolean {
  return a?.vendorId === b?.vendorId && a?.isIncludingOutlets === b?.isIncludingOutlets;
}

/**
 * The live connection of a session (001 §4 "Real-time updates"): connects with the session's
 * authorization, subscribes to the vendor and again when it changes, reconnects when dropped
 * (checked every second, with backoff and jitter), queues messages while disconnected, and on a
 * reconnection asks the server for the events it missed after the last sequence number seen.
 */
export function createLiveConnection(deps: TLiveConnectionDeps): TLiveConnection {
  const now = deps.now ?? Date.now;
  const random = deps.random ?? Math.random;
  let socket: TSocket | null = null;
  let state: TLiveState = 'disconnected';
  let timer: ReturnType<typeof setInterval> | null = null;
  let subscription: TLiveSubscription | null = null;
  /** The subscription the server confirmed on this socket, with the vendors it covers. */
  let confirmed: { subscription: TLiveSubscription; vendorIds: string[] } | null = null;
  /** Vendors covered by the last confirmed subscription, kept across a drop to resume from. */
  let resumable: { subscription: TLiveSubscription; vendorIds: string[] } | null = null;
  const lastSeq = new Map<string, number>();
  let queue: string[] = [];
  let isSubscribePending = false;
  let attempts = 0;
  let nextAttemptAt = 0;
  let lastPingAt = 0;
  let awaitingPongSince: number | null = null;

  function setState(next: TLiveState): void {
    if (state === next) return;
    state = next;
    deps.onStateChange?.(next);
  }

  function isOpen(): boolean {
    return socket !== null && socket.readyState === OPEN;
  }

  function subscribeMessage(current: TLiveSubscription): string {
    const isResuming = isSameSubscription(resumable?.subscription ?? null, current);
    const afterSeq: Record<string, number> = {};
    if (isResuming) {
      for (const id of resumable!.vendorIds) {
        const seq = lastSeq.get(id);
        if (seq !== undefined) afterSeq[id] = seq;
      }
    }
    const message: TLiveClientMessage = {
      action: 'subscribeToVendor',
      data: {
        vendor_id: current.vendorId,
        ...(current.isIncludingOutlets ? { include_outlets: true } : {}),
        ...(Object.keys(afterSeq).length > 0 ? { after_seq: afterSeq } : {}),
      },
    };
    return JSON.stringify(message);
  }

  function flush(): void {
    if (!isOpen()) return;
    if (isSubscribePending && subscription) {
      isSubscribePending = false;
      socket!.send(subscribeMessage(subscription));
    }
    const pending = queue;
    queue = [];
    for (const message of pending) socket!.send(message);
  }

  function handleMessage(raw: unknown): void {
    let message: TLiveMessage;
    try {
      message = JSON.parse(typeof raw === 'string' ? raw : String(raw)) as TLiveMessage;
    } catch {
      return;
    }
    deps.checkMessage?.(message);
    if (!message || typeof message !== 'object' || typeof message.type !== 'string') return;
    awaitingPongSince = null;
    if (message.type === 'order_update' && typeof message.seq === 'number') {
      const seen = lastSeq.get(message.vendor_id) ?? 0;
      if (message.seq > seen) lastSeq.set(message.vendor_id, message.seq);
    }
    if (message.type === 'subscribe_ok' && subscription) {
      attempts = 0;
      const vendorIds = Array.isArray(message.data.vendor_ids)
        ? message.data.vendor_ids
        : [message.data.vendor_id];
      const wasResuming = isSameSubscription(resumable?.subscription ?? null, subscription);
      confirmed = { subscription, vendorIds };
      if (wasResuming) {
        const unresumable = vendorIds.filter((id) => !lastSeq.has(id));
        if (unresumable.length > 0) deps.onMissedUpdates?.(unresumable);
      } else {
        // A new vendor: its lists are fetched fresh, older sequence numbers mean nothing now.
        lastSeq.clear();
      }
      resumable = confirmed;
      setState('connected');
    }
    if (message.type === 'subscribe_error') setState('disconnected');
    deps.onMessage(message, confirmed?.subscription ?? subscription);
  }

  function connect(authorization: string): void {
    const opened = deps.createSocket(deps.urlFor(authorization));
    socket = opened;
    confirmed = null;
    opened.onopen = () => {
      if (socket !== opened) return;
      // Live once the server confirms the subscription (at once when there is none to make).
      if (subscription === null) setState('connected');
      lastPingAt = now();
      awaitingPongSince = null;
      isSubscribePending = subscription !== null;
      flush();
    };
    opened.onmessage = (event) => {
      if (socket === opened) handleMessage(event.data);
    };
    opened.onclose = (event) => {
      if (socket !== opened) return;
      socket = null;
      confirmed = null;
      setState('disconnected');
      attempts += 1;
      // A refused authorization is not retried quickly: the session may be refreshing its tokens.
      const delay =
        event.code === UNAUTHORIZED_CLOSE_CODE
          ? MAX_RECONNECT_DELAY_MS
          : reconnectDelayMs(attempts, random);
      nextAttemptAt = now() + delay;
    };
    opened.onerror = () => {
      // The close event follows and schedules the next attempt.
    };
  }

  function drop(): void {
    const current = socket;
    socket = null;
    confirmed = null;
    if (current) {
      current.onopen = current.onmessage = current.onclose = current.onerror = null;
      try {
        current.close(1000, 'client closed');
      } catch {
        // Already closed.
      }
    }
    setState('disconnected');
  }

  function check(): void {
    const authorization = deps.getAuthorization();
    if (!authorization) {
      if (socket) drop();
      return;
    }
    if (!socket) {
      if (now() >= nextAttemptAt) connect(authorization);
      return;
    }
    if (!isOpen()) return;
    flush();
    const at = now();
    if (awaitingPongSince !== null && at - awaitingPongSince >= PONG_TIMEOUT_MS) {
      // A silent socket (sleeping laptop, dead proxy): treat it as dropped.
      drop();
      attempts += 1;
      nextAttemptAt = at;
      return;
    }
    if (awaitingPongSince === null && at - lastPingAt >= PING_EVERY_MS) {
      lastPingAt = at;
      awaitingPongSince = at;
      socket.send(JSON.stringify({ action: 'ping' }));
    }
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(check, deps.checkEveryMs ?? LIVE_RECONNECT_CHECK_MS);
      check();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      drop();
      queue = [];
      isSubscribePending = false;
      resumable = null;
      lastSeq.clear();
      attempts = 0;
      nextAttemptAt = 0;
    },
    setSubscription(next) {
      if (isSameSubscription(subscription, next)) return;
      subscription = next;
      isSubscribePending = next !== null;
      flush();
    },
    send(message) {
      queue.push(JSON.stringify(message));
      flush();
    },
    getState: () => state,
    checkNow: () => {
      nextAttemptAt = Math.min(nextAttemptAt, now());
      check();
    },
  };
}
