import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createOrder, createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { describeTwoInstances, startTwoInstances } from '../../../test/helpers/two-instances.ts';
import { postLogisticsEvents } from '../../../test/helpers/logistics.ts';

type TMessage = { type: string; seq?: number; data?: Record<string, unknown> };

/** A live-channel client that collects every message it receives. */
async function connect(base: string, authorization: string | null) {
  const url = `${base.replace('http', 'ws')}/live${authorization ? `?authorization=${encodeURIComponent(authorization)}` : ''}`;
  const socket = new WebSocket(url);
  const messages: TMessage[] = [];
  const waiters: { match: (m: TMessage) => boolean; resolve: (m: TMessage) => void }[] = [];
  socket.on('message', (raw: Buffer) => {
    const message = JSON.parse(raw.toString()) as TMessage;
    messages.push(message);
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    messages,
    closed,
    send: (message: unknown) => socket.send(JSON.stringify(message)),
    next: (match: (m: TMessage) => boolean, timeoutMs = 5000) =>
      new Promise<TMessage>((resolve, reject) => {
        const found = messages.find(match);
        if (found) return resolve(found);
        const timer = setTimeout(() => reject(new Error('no such message in time')), timeoutMs);
        waiters.push({ match, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      }),
    close: () => socket.close(),
  };
}

async function listen(t: TTestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}

async function postEvent(t: TTestApp, orderId: string, status: string, at: string) {
  await postLogisticsEvents(t, [
    { event_id: `${orderId}-${status}`, order_id: orderId, occurred_at: at, status },
  ]);
}

describe.each(testDatabaseLabels())('live channel on %s', (database) => {
  let t: TTestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({ database });
    base = await listen(t);
  });
  afterAll(() => t.close());

  it('pushes order updates of a subscribed vendor with per-vendor sequence numbers', async () => {
    const vendor = await createVendor(t.ctx);
    const user = await createUser(t.ctx, [vendor.vendorId]);
    const order = await createOrder(t.ctx, vendor.vendorId);
    const client = await connect(base, user.authorization);
    client.send({ action: 'subscribeToVendor', data: { vendor_id: vendor.vendorId } });
    await client.next((m) => m.type === 'subscribe_ok');
    await postEvent(
      t,
      order.orderId,
      'RECEIVED',
      new Date(Date.parse('2026-11-21T10:01:00Z')).toISOString(),
    );
    await postEvent(t, order.orderId, 'WAITING_FOR_TRANSPORT', '2026-11-21T10:02:00.000Z');
    const second = await client.next(
      (m) => m.type === 'order_update' && m.data?.status === 'WAITING_FOR_TRANSPORT',
    );
    const first = client.messages.find(
      (m) => m.type === 'order_update' && m.data?.status === 'RECEIVED',
    );
    expect(first?.seq).toBe(1);
    expect(second.seq).toBe(2);
    expect(second.data).toMatchObject({ order_id: order.orderId, vendor_id: vendor.vendorId });
    client.close();
  });

  it('refuses a subscription to a vendor the caller may not act for, and sends it nothing', async () => {
    const mine = await createVendor(t.ctx);
    const theirs = await createVendor(t.ctx);
    const user = await createUser(t.ctx, [mine.vendorId]);
    const order = await createOrder(t.ctx, theirs.vendorId);
    const client = await connect(base, user.authorization);
    client.send({ action: 'subscribeToVendor', data: { vendor_id: theirs.vendorId } });
    const refusal = await client.next((m) => m.type === 'subscribe_error');
    expect(refusal.data).toEqual({
      vendor_id: theirs.vendorId,
      translation_key: 'error.not-found',
    });
    await postEvent(t, order.orderId, 'RECEIVED', '2026-11-21T10:01:00.000Z');
    await new Promise((r) => setTimeout(r, 200));
    expect(client.messages.filter((m) => m.type === 'order_update')).toHaveLength(0);
    client.close();
  });

  it('refuses a message with a NUL like any other input, and goes on serving the socket', async () => {
    const mine = await createVendor(t.ctx);
    const user = await createUser(t.ctx, [mine.vendorId]);
    const client = await connect(base, user.authorization);
    client.send({ action: 'subscribeToVendor', data: { vendor_id: 'V\u0000' } });
    const refusal = await client.next((m) => m.type === 'error');
    expect(refusal.data).toEqual({ translation_key: 'error.validation' });
    client.send({ action: 'ping' });
    expect((await client.next((m) => m.type === 'pong')).type).toBe('pong');
    client.close();
  });

  it('closes a connection without valid authorization', async () => {
    const client = await connect(base, 'Bearer not|valid');
    expect(await client.closed).toBe(4401);
    expect(client.messages[0]).toEqual({
      type: 'error',
      data: { translation_key: 'error.unauthorized' },
    });
  });

  it('replays what a reconnecting client missed after its last sequence number', async () => {
    const vendor = await createVendor(t.ctx);
    const user = await createUser(t.ctx, [vendor.vendorId]);
    const order = await createOrder(t.ctx, vendor.vendorId);
    await postEvent(t, order.orderId, 'RECEIVED', '2026-11-21T10:01:00.000Z');
    await postEvent(t, order.orderId, 'WAITING_FOR_TRANSPORT', '2026-11-21T10:02:00.000Z');
    await postEvent(t, order.orderId, 'ASSIGNED_TO_TRANSPORT', '2026-11-21T10:03:00.000Z');
    const client = await connect(base, user.authorization);
    client.send({
      action: 'subscribeToVendor',
      data: { vendor_id: vendor.vendorId, after_seq: { [vendor.vendorId]: 1 } },
    });
    await client.next((m) => m.type === 'order_update' && m.seq === 3);
    expect(client.messages.filter((m) => m.type === 'order_update').map((m) => m.seq)).toEqual([
      2, 3,
    ]);
    client.close();
  });
});

describeTwoInstances('two instances on one PostgreSQL and one Redis', () => {
  let a: TTestApp;
  let b: TTestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, close } = await startTwoInstances());
  });
  afterAll(() => close());

  it('delivers to a socket on instance A, within a second, a change that arrived through B', async () => {
    const vendor = await createVendor(a.ctx);
    const user = await createUser(a.ctx, [vendor.vendorId]);
    const order = await createOrder(a.ctx, vendor.vendorId);
    const client = await connect(await listen(a), user.authorization);
    client.send({ action: 'subscribeToVendor', data: { vendor_id: vendor.vendorId } });
    await client.next((m) => m.type === 'subscribe_ok');
    const started = Date.now();
    await postEvent(b, order.orderId, 'RECEIVED', '2026-11-21T10:01:00.000Z');
    const update = await client.next((m) => m.type === 'order_update', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(update.data).toMatchObject({ order_id: order.orderId, status: 'RECEIVED' });
    client.close();
  });
});
