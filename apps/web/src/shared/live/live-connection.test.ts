import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderFixture } from '../../test/order-fixture';
import { assertLiveMessage } from './check-live-message';
import {
  createLiveConnection,
  MAX_RECONNECT_DELAY_MS,
  PING_EVERY_MS,
  PONG_TIMEOUT_MS,
  reconnectDelayMs,
  type TLiveMessage,
  type TSocket,
} from './live-connection';

class FakeSocket implements TSocket {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | null = null;
  onopen: TSocket['onopen'] = null;
  onmessage: TSocket['onmessage'] = null;
  onclose: TSocket['onclose'] = null;
  onerror: TSocket['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) } as MessageEvent);
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

function setup(authorization: string | null = 'Bearer a|b') {
  const sockets: FakeSocket[] = [];
  const messages: TLiveMessage[] = [];
  const missed: string[][] = [];
  const auth = { value: authorization };
  const connection = createLiveConnection({
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    urlFor: (a) => `ws://portal.test/live?authorization=${encodeURIComponent(a)}`,
    getAuthorization: () => auth.value,
    onMessage: (m) => messages.push(m),
    onMissedUpdates: (ids) => missed.push(ids),
    random: () => 0.5,
    checkMessage: assertLiveMessage,
  });
  return { connection, sockets, messages, missed, auth, last: () => sockets[sockets.length - 1]! };
}

const update = (vendorId: string, seq: number, orderId = `${vendorId}-1`): TLiveMessage => ({
  type: 'order_update',
  seq,
  vendor_id: vendorId,
  data: orderFixture({ order_id: orderId, vendor_id: vendorId }),
});

describe('the live connection', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('connects with the authorization as a query value and subscribes once open', () => {
    const { connection, last } = setup();
    connection.setSubscription({ vendorId: 'V1', isIncludingOutlets: false });
    connection.start();
    expect(last().url).toBe('ws://portal.test/live?authorization=Bearer%20a%7Cb');
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent).toEqual([{ action: 'subscribeToVendor', data: { vendor_id: 'V1' } }]);
    expect(connection.getState()).toBe('disconnected');
    last().receive({ type: 'subscribe_ok', data: { vendor_id: 'V1', vendor_ids: ['V1'] } });
    expect(connection.getState()).toBe('connected');
  });

  it('fails loudly on a message that breaks the channel schema (development and tests)', () => {
    const { connection, last, messages } = setup();
    connection.setSubscription({ vendorId: 'V1', isIncludingOutlets: false });
    connection.start();
    last().open();
    expect(() =>
      last().receive({ type: 'order_update', seq: 1, vendor_id: 'V1', data: { order_id: 'x' } }),
    ).toThrow(/live message breaks its schema/);
    expect(() => last().receive({ type: 'subscribe_ok', data: { vendor_id: 'V1' } })).toThrow(
      /vendor_ids/,
    );
    expect(messages).toEqual([]);
  });

  it('is not live while the server refuses the vendor', () => {
    const { connection, last } = setup();
    connection.setSubscription({ vendorId: 'V1', isIncludingOutlets: false });
    connection.start();
    last().open();
    last().receive({ type: 'subscribe_ok', data: { vendor_id: 'V1', vendor_ids: ['V1'] } });
    connection.setSubscription({ vendorId: 'THEIRS', isIncludingOutlets: false });
    last().receive({
      type: 'subscribe_error',
      data: { vendor_id: 'THEIRS', translation_key: 'error.not-found' },
    });
    expect(connection.getState()).toBe('disconnected');
  });

  it('subscribes again when the vendor changes, with its outlets when asked', () => {
    const { connection, last } = setup();
    connection.setSubscription({ vendorId: 'V1', isIncludingOutlets: false });
    connection.start();
    last().open();
    connection.setSubscription({ vendorId: 'V1', isIncludingOutlets: false });
    connection.setSubscription({ vendorId: 'P1', isIncludingOutlets: true });
    expect(last().sent).toEqual([
      { action: 'subscribeToVendor', data: { vendor_id: 'V1' } },
      { action: 'subscribeToVendor', data: { vendor_id: 'P1', include_outlets: true } },
    ]);
  });

  it('queues messages while disconnected and sends them once connected', () => {
    const { connection, last } = setup();
    connection.start();
    connection.send({ action: 'ping' });
    connection.setSubscription({ vendorId: 'V1', isIncludingOutlets: false });
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent).toEqual([
      { action: 'subscribeToVendor', data: { vendor_id: 'V1' } },
      { action: 'ping' },
    ]);
  });

  it('reconnects when dropped, checked every second, backing off with jitter', () => {
    const { connection, sockets, last } = setup();
    connection.setSubscription({ vendorId: 'V1', isIncludingOutlets: false });
    connection.start();
    last().drop();
    expect(connection.getState()).toBe('disconnected');
    // First retry after 0.5–1 s (random 0.5 → 750 ms): the next one-second check opens it.
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    last().drop();
    // Second retry after 1–2 s (1.5 s): not at the next check, at the one after.
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(3);
    expect(reconnectDelayMs(1, () => 0)).toBe(500);
    expect(reconnectDelayMs(3, () => 1)).toBe(4000);
    expect(reconnectDelayMs(20, () => 1)).toBe(MAX_RECONNECT_DELAY_MS);
  });

  it('asks for what it missed after the last sequence number of each vendor on reconnection', () => {
    const { connection, messages, missed, last } = setup();
    connection.setSubscription({ vendorId: 'P1', isIncludingOutlets: true });
    connection.start();
    last().open();
    last().receive({
      type: 'subscribe_ok',
      data: { vendor_id: 'P1', vendor_ids: ['P1', 'C1', 'C2'] },
    });
    last().receive(update('P1', 4));
    last().receive(update('C1', 9));
    last().receive(update('C1', 7)); // a late one does not move the mark back
    expect(messages.filter((m) => m.type === 'order_update')).toHaveLength(3);
    last().drop();
    vi.advanceTimersByTime(1000);
    last().open();
    expect(last().sent).toEqual([
      {
        action: 'subscribeToVendor',
        data: { vendor_id: 'P1', include_outlets: true, after_seq: { P1: 4, C1: 9 } },
      },
    ]);
    last().receive({
      type: 'subscribe_ok',
      data: { vendor_id: 'P1', vendor_ids: ['P1', 'C1', 'C2'] },
    });
    // C2 sent nothing before the drop: what it missed cannot be replayed, its list is refetched.
    expect(missed).toEqual([['C2']]);
  });

  it('does not resume an earlier vendor after switching to another one', () => {
    const { connection, last } = setup();
    connection.setSubscription({ vendorId: 'V1', isIncludingOutlets: false });
    connection.start();
    last().open();
    last().receive({ type: 'subscribe_ok', data: { vendor_id: 'V1', vendor_ids: ['V1'] } });
    last().receive(update('V1', 3));
    connection.setSubscription({ vendorId: 'V2', isIncludingOutlets: false });
    last().receive({ type: 'subscribe_ok', data: { vendor_id: 'V2', vendor_ids: ['V2'] } });
    last().drop();
    vi.advanceTimersByTime(1000);
    last().open();
    expect(last().sent).toEqual([{ action: 'subscribeToVendor', data: { vendor_id: 'V2' } }]);
  });

  it('opens nothing without authorization and closes when the session ends', () => {
    const { connection, sockets, auth, last } = setup(null);
    connection.start();
    vi.advanceTimersByTime(3000);
    expect(sockets).toHaveLength(0);
    auth.value = 'Bearer a|b';
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(1);
    last().open();
    auth.value = null;
    vi.advanceTimersByTime(1000);
    expect(last().closedWith).toBe(1000);
    expect(connection.getState()).toBe('disconnected');
  });

  it('waits the longest delay after a refused authorization', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().drop(4401);
    vi.advanceTimersByTime(MAX_RECONNECT_DELAY_MS - 1000);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('pings a quiet socket and replaces one that stays silent', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().open();
    vi.advanceTimersByTime(PING_EVERY_MS);
    expect(last().sent).toEqual([{ action: 'ping' }]);
    last().receive({ type: 'pong' });
    vi.advanceTimersByTime(PING_EVERY_MS);
    expect(last().sent).toHaveLength(2);
    vi.advanceTimersByTime(PONG_TIMEOUT_MS);
    expect(sockets[0]!.closedWith).toBe(1000);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('stops for good: nothing reopens after stop', () => {
    const { connection, sockets, last } = setup();
    connection.start();
    last().open();
    connection.stop();
    expect(last().closedWith).toBe(1000);
    vi.advanceTimersByTime(10_000);
    expect(sockets).toHaveLength(1);
  });
});
