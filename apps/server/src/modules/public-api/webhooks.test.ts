import { createHmac } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ZApiCallback } from '@rider-portal/domain/api/public/orders';
import { WEBHOOK_RETRY_DELAYS_SECONDS } from '@rider-portal/domain/constants';
import { readTexts } from '@rider-portal/i18n/catalogue';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createOrder, createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import {
  accessTokenFor,
  apiCall,
  apiOrderBody,
  createApiClientFor,
} from '../../../test/helpers/api-clients.ts';
import type { TApiClient } from '../../../test/helpers/api-clients.ts';
import { postLogisticsEvents } from '../../../test/helpers/logistics.ts';
import { startWebhookReceiver } from '../../../test/helpers/webhook-receiver.ts';
import type { TWebhookReceiver } from '../../../test/helpers/webhook-receiver.ts';
import { mailOutbox } from '../../db/schema.ts';
import { apiClients, webhookDeliveries } from './schema.ts';
import {
  listWebhookDeliveries,
  replayFailedWebhooks,
  replayWebhookDelivery,
  sendTestWebhook,
} from './webhook-log.ts';
import { isPublicAddress, postWebhook } from './webhook-send.ts';
import { claimDueDeliveries } from './webhook-store.ts';
import { runWebhookSweep, startWebhookWorker, stopWebhookWorker } from './webhook-worker.ts';

const RIDER = {
  id: 'R7',
  name: 'Nikos Papadopoulos',
  phone: '+35799000111',
  vehicle: 'scooter',
  lat: 35.168,
  lng: 33.364,
};

describe.each(testDatabaseLabels())('webhooks to a client’s callback URL on %s', (database) => {
  let t: TTestApp;
  let brandId: string;
  let receiver: TWebhookReceiver;
  let eventCount = 0;

  beforeAll(async () => {
    // Standard Webhooks receivers check the timestamp against their own clock.
    t = await createTestApp({ database, now: new Date().toISOString() });
    brandId = (await createVendor(t.ctx, { isParent: true, clientVendorId: 'kitchen-1' })).vendorId;
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await receiver?.close();
  });

  async function clientWithReceiver(vendorId = brandId): Promise<TApiClient & { token: string }> {
    receiver = await startWebhookReceiver();
    const client = await createApiClientFor(t, vendorId, { callback: receiver.url });
    return { ...client, token: await accessTokenFor(t, client) };
  }

  async function apiOrder(token: string, ref: string): Promise<string> {
    const res = await apiCall(t, token, 'POST', '/orders', apiOrderBody({ client_order_id: ref }));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order_id as string;
  }

  function move(orderId: string, ...statuses: string[]) {
    return postLogisticsEvents(
      t,
      statuses.map((status) => {
        eventCount += 1;
        return {
          event_id: `${orderId}-${eventCount}`,
          order_id: orderId,
          occurred_at: t.clock.now().toISOString(),
          status,
          ...(status === 'COURIER_ACCEPTED_DELIVERY' ? { rider: RIDER } : {}),
        };
      }),
    );
  }

  const deliveriesOf = (clientId: string) =>
    listWebhookDeliveries(t.ctx.db, { clientId, limit: 50 });

  it('sends a status change to the callback URL, signed both ways, without the recipient', async () => {
    const client = await clientWithReceiver();
    const orderId = await apiOrder(client.token, 'pos-1');
    await move(orderId, 'RECEIVED');
    // The server's own worker sends it: no sweep is called here.
    const [hook] = await receiver.waitFor(1);
    const headers = hook!.headers as Record<string, string>;
    // Standard Webhooks, verified by its own package, keyed with the secret's bytes.
    expect(new Webhook(client.webhookSecret).verify(hook!.body, headers)).toEqual(hook!.json);
    expect(headers['webhook-id']).toMatch(/^msg_\d+$/);
    // pandago's hex HMAC-SHA256 of the raw body, keyed with the secret string as shown.
    const hex = createHmac('sha256', client.webhookSecret).update(hook!.body).digest('hex');
    expect(headers['x-signature-sha256']).toBe(hex);
    expect(ZApiCallback.parse(hook!.json)).toMatchObject({
      order_id: orderId,
      client_order_id: 'pos-1',
      status: 'RECEIVED',
      driver: { id: '', name: '', phone_number: '' },
      delivery_tasks: { age_validation_required: false },
    });
    expect(hook!.json.tracking_link).toMatch(new RegExp(`/tracking/${orderId}\\?t=`));
    // No personal data of the recipient: name, phone, address.
    expect(hook!.body).not.toMatch(/Maria|Georgiou|\+357|Ledra|recipient/);
    // Recorded once the answer is read: the worker's sweep is awaited through the same queue.
    await runWebhookSweep(t.ctx);
    const [entry] = await deliveriesOf(client.clientId);
    expect(entry).toMatchObject({ state: 'delivered', status: 'RECEIVED', lastHttpStatus: 200 });
    expect(entry!.attemptLog).toEqual([
      expect.objectContaining({ httpStatus: 200, responseExcerpt: 'answered 200' }),
    ]);
  });

  it('keeps an order’s changes in order: a later change waits for an earlier one’s retry', async () => {
    const client = await clientWithReceiver();
    receiver.answerWith(500, 200);
    const orderId = await apiOrder(client.token, 'pos-2');
    await move(orderId, 'RECEIVED', 'WAITING_FOR_TRANSPORT', 'COURIER_ACCEPTED_DELIVERY');
    await receiver.waitFor(1);
    await runWebhookSweep(t.ctx);
    // Refused once; the retry is 5 s away, and nothing of the order overtakes it.
    expect(receiver.received.map((r) => r.json.status)).toEqual(['RECEIVED']);
    t.clock.advance(WEBHOOK_RETRY_DELAYS_SECONDS[0] * 1000);
    await runWebhookSweep(t.ctx);
    await receiver.waitFor(4);
    expect(receiver.received.map((r) => r.json.status)).toEqual([
      'RECEIVED',
      'RECEIVED',
      'WAITING_FOR_TRANSPORT',
      'COURIER_ACCEPTED_DELIVERY',
    ]);
    // The same message id on the retry, so a receiver can drop a duplicate.
    expect(receiver.received[1]!.headers['webhook-id']).toBe(
      receiver.received[0]!.headers['webhook-id'],
    );
    expect(receiver.received[3]!.json.driver).toEqual({
      id: 'R7',
      name: 'Nikos',
      phone_number: '',
      location: { latitude: 35.168, longitude: 33.364 },
    });
  });

  it('retries after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 24 h, then gives up', async () => {
    const client = await clientWithReceiver();
    receiver.answerWith(503);
    const orderId = await apiOrder(client.token, 'pos-3');
    await move(orderId, 'RECEIVED');
    await runWebhookSweep(t.ctx);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= WEBHOOK_RETRY_DELAYS_SECONDS.length; attempt++) {
      const [entry] = await deliveriesOf(client.clientId);
      expect(entry).toMatchObject({ state: 'pending', attempts: attempt, lastHttpStatus: 503 });
      const last = entry!.attemptLog.at(-1)!;
      waits.push((entry!.nextAttemptAt.getTime() - last.attemptedAt.getTime()) / 1000);
      // A moment early: not sent yet.
      t.clock.set(new Date(entry!.nextAttemptAt.getTime() - 1000));
      await runWebhookSweep(t.ctx);
      expect(receiver.received).toHaveLength(attempt);
      t.clock.set(entry!.nextAttemptAt);
      await runWebhookSweep(t.ctx);
      expect(receiver.received).toHaveLength(attempt + 1);
    }
    expect(waits).toEqual([...WEBHOOK_RETRY_DELAYS_SECONDS]);
    const [entry] = await deliveriesOf(client.clientId);
    expect(entry).toMatchObject({ state: 'failed', attempts: 8 });
    expect(entry!.attemptLog).toHaveLength(8);
    expect(entry!.attemptLog.every((a) => a.responseExcerpt === 'answered 503')).toBe(true);
    t.clock.advance(7 * 86_400_000);
    await runWebhookSweep(t.ctx);
    expect(receiver.received).toHaveLength(8);
    // Replayed from the log: sent again at once.
    expect(await replayFailedWebhooks(t.ctx, client.clientId, new Date(0))).toBe(1);
    receiver.answerWith(200);
    await runWebhookSweep(t.ctx);
    expect(receiver.received).toHaveLength(9);
    expect((await deliveriesOf(client.clientId))[0]).toMatchObject({ state: 'delivered' });
    t.clock.set(new Date());
  });

  it('disables an endpoint that answers 410 and mails the brand’s owners; nothing more is queued', async () => {
    const owner = await createUser(t.ctx, [brandId]);
    const client = await clientWithReceiver();
    receiver.answerWith(410);
    const orderId = await apiOrder(client.token, 'pos-4');
    await move(orderId, 'RECEIVED');
    await runWebhookSweep(t.ctx);
    await receiver.waitFor(1);
    const [row] = await t.ctx.db
      .select()
      .from(apiClients)
      .where(eq(apiClients.clientId, client.clientId));
    expect(row).toMatchObject({ webhookDisabledReason: 'gone' });
    expect(row!.webhookDisabledAt).not.toBeNull();
    const mails = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, owner.email))
      .orderBy(desc(mailOutbox.id));
    const texts = readTexts('el', 'mail');
    expect(mails[0]!.subject).toBe(texts['webhook-disabled.subject']);
    expect(mails[0]!.text).toContain(receiver.url);
    expect(mails[0]!.text).toContain(texts['webhook-disabled.reason-gone']);
    await move(orderId, 'WAITING_FOR_TRANSPORT');
    await runWebhookSweep(t.ctx);
    expect(receiver.received).toHaveLength(1);
    expect(await deliveriesOf(client.clientId)).toHaveLength(1);
  });

  it('disables an endpoint that fails every delivery for 3 days', async () => {
    const owner = await createUser(t.ctx, [brandId]);
    const client = await clientWithReceiver();
    receiver.answerWith(500);
    const first = await apiOrder(client.token, 'pos-5a');
    await move(first, 'RECEIVED');
    await runWebhookSweep(t.ctx);
    t.clock.advance(71 * 3_600_000);
    const second = await apiOrder(await accessTokenFor(t, client), 'pos-5b');
    await move(second, 'RECEIVED');
    await runWebhookSweep(t.ctx);
    const isDisabled = async () =>
      (await t.ctx.db.select().from(apiClients).where(eq(apiClients.clientId, client.clientId)))[0]!
        .webhookDisabledAt !== null;
    expect(await isDisabled()).toBe(false);
    t.clock.advance(3_600_000);
    await move(second, 'WAITING_FOR_TRANSPORT');
    t.clock.advance(WEBHOOK_RETRY_DELAYS_SECONDS[0] * 1000);
    await runWebhookSweep(t.ctx);
    expect(await isDisabled()).toBe(true);
    const mails = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, owner.email));
    expect(mails.map((m) => m.subject)).toContain(
      readTexts('el', 'mail')['webhook-disabled.subject'],
    );
    t.clock.set(new Date());
  });

  it('sends a message a crashed server held once its lease ends, once, then the order’s next change', async () => {
    const client = await clientWithReceiver();
    const orderId = await apiOrder(client.token, 'pos-6');
    // This server's timer stands still, so the test decides who takes the message first.
    await stopWebhookWorker(t.ctx);
    await move(orderId, 'RECEIVED', 'WAITING_FOR_TRANSPORT');
    // Taken by a server that then died mid-send: leased, never answered, never recorded.
    const now = t.clock.now();
    const held = await claimDueDeliveries(t.ctx.db, {
      now,
      leaseUntil: new Date(now.getTime() + 15_000),
      limit: 100,
    });
    expect(held.map((d) => d.status)).toEqual(['RECEIVED']);
    const before = receiver.received.length;
    await runWebhookSweep(t.ctx);
    expect(receiver.received).toHaveLength(before);
    t.clock.advance(15_000);
    await runWebhookSweep(t.ctx);
    await runWebhookSweep(t.ctx);
    const statuses = receiver.received.slice(before).map((r) => r.json.status);
    expect(statuses).toEqual(['RECEIVED', 'WAITING_FOR_TRANSPORT']);
    const log = await deliveriesOf(client.clientId);
    expect(log.map((d) => d.state)).toEqual(['delivered', 'delivered']);
    expect(log.every((d) => d.attemptLog.length === 1)).toBe(true);
    t.clock.set(new Date());
    startWebhookWorker(t.ctx, console);
  });

  it('sends the brand’s portal orders only to clients that opted in, never another brand’s', async () => {
    const client = await clientWithReceiver();
    const outlet = await createVendor(t.ctx, { parentVendorId: brandId });
    const other = await createVendor(t.ctx, { isParent: true });
    const stranger = await createApiClientFor(t, other.vendorId, { callback: receiver.url });
    await t.ctx.db
      .update(apiClients)
      .set({ includesPortalOrders: true })
      .where(eq(apiClients.clientId, stranger.clientId));
    const before = await createOrder(t.ctx, outlet.vendorId);
    await move(before.orderId, 'RECEIVED');
    await runWebhookSweep(t.ctx);
    expect(receiver.received).toHaveLength(0);
    await t.ctx.db
      .update(apiClients)
      .set({ includesPortalOrders: true })
      .where(eq(apiClients.clientId, client.clientId));
    const portal = await createOrder(t.ctx, outlet.vendorId);
    await move(portal.orderId, 'RECEIVED');
    await runWebhookSweep(t.ctx);
    const [hook] = await receiver.waitFor(1);
    expect(hook!.json).toMatchObject({ order_id: portal.orderId, status: 'RECEIVED' });
    expect(hook!.json).not.toHaveProperty('client_order_id');
    expect(
      new Webhook(client.webhookSecret).verify(hook!.body, hook!.headers as never),
    ).toBeTruthy();
    expect(await deliveriesOf(stranger.clientId)).toEqual([]);
  });

  it('sends a test event and replays a delivery of the client’s own, never another’s', async () => {
    const client = await clientWithReceiver();
    const other = await createApiClientFor(t, brandId, { callback: receiver.url });
    const id = await sendTestWebhook(t.ctx, client.clientId);
    await runWebhookSweep(t.ctx);
    const [hook] = await receiver.waitFor(1);
    expect(hook!.json).toMatchObject({ order_id: `test-${id}`, status: 'NEW', test: true });
    expect(await replayWebhookDelivery(t.ctx, other.clientId, id)).toBe(false);
    expect(await replayWebhookDelivery(t.ctx, client.clientId, id)).toBe(true);
    await runWebhookSweep(t.ctx);
    await receiver.waitFor(2);
    const [entry] = await deliveriesOf(client.clientId);
    expect(entry).toMatchObject({ id, event: 'test', state: 'delivered' });
    expect(entry!.attemptLog).toHaveLength(2);
    const rows = await t.ctx.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.clientId, other.clientId));
    expect(rows).toEqual([]);
  });
});

describe('a webhook’s target in prd (SSRF)', () => {
  it('accepts only public unicast addresses', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      'fc00::1',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not-an-address',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['1.1.1.1', '8.8.8.8', '2606:4700:4700::1111']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses a loopback target by address and by name before connecting; allows it outside prd', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const byName = receiver.url.replace('127.0.0.1', 'localhost');
      for (const url of [receiver.url, byName, 'http://[::1]:9/hooks']) {
        const outcome = await postWebhook({ url, body: '{}', headers: {}, isStrict: true });
        expect(outcome.httpStatus, url).toBeNull();
        expect(outcome.excerpt, url).toMatch(/^refused: .* is not a public address$/);
      }
      expect(receiver.received).toHaveLength(0);
      const open = await postWebhook({
        url: receiver.url,
        body: '{}',
        headers: {},
        isStrict: false,
      });
      expect(open).toMatchObject({ httpStatus: 200, excerpt: 'answered 200' });
    } finally {
      await receiver.close();
    }
  });
});
