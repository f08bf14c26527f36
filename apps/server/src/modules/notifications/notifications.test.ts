import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMarket } from '@rider-portal/domain/markets';
import { NOTIFICATION_STEPS } from '@rider-portal/domain/notifications';
import { readTexts } from '@rider-portal/i18n/catalogue';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createOrder, createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { postLogisticsEvents } from '../../../test/helpers/logistics.ts';
import {
  accessTokenFor,
  apiCall,
  apiOrderBody,
  createApiClientFor,
  RECIPIENT,
} from '../../../test/helpers/api-clients.ts';
import { orderPayload, postOrder, quoteFee } from '../../../test/helpers/request-order.ts';
import { mailOutbox, orders } from '../../db/schema.ts';
import { trackingPath } from '../public-tracking/tokens.ts';
import { twilioSignature } from './routes.ts';
import { notificationMessages } from './schema.ts';
import { notificationText, runNotificationSweep } from './worker.ts';

const PHONE = '+35799123456';

/** An order's text messages (each step is also queued as an e-mail). */
async function smsRowsOfOrder(t: TTestApp, orderId: string) {
  return t.ctx.db
    .select()
    .from(notificationMessages)
    .where(and(eq(notificationMessages.orderId, orderId), eq(notificationMessages.channel, 'sms')))
    .orderBy(asc(notificationMessages.id));
}

type TMessage = { to: string; channel: string; text: string; step: string; order_id: string };

/** A gateway on 127.0.0.1 that records each form it is posted and answers the given statuses. */
async function startGateway(statuses: number[]) {
  const received: { form: URLSearchParams; authorization: string | undefined }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({
        form: new URLSearchParams(body),
        authorization: request.headers.authorization,
      });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)]!;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/2010-04-01/Accounts/AC1/Messages.json`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe.each(testDatabaseLabels())('text messages to the recipient on %s', (database) => {
  let t: TTestApp;
  let vendor: Awaited<ReturnType<typeof createVendor>>;
  let user: Awaited<ReturnType<typeof createUser>>;
  let eventCount = 0;

  beforeAll(async () => {
    t = await createTestApp({ database, env: { DEV_PAGES: 'on' } });
    vendor = await createVendor(t.ctx, { name: 'Souvlaki Corner' });
    user = await createUser(t.ctx, [vendor.vendorId]);
  });
  afterAll(() => t.close());

  async function placeOrder(overrides: Record<string, unknown> = {}): Promise<string> {
    const quote = await quoteFee(t, {
      authorization: user.authorization,
      vendorId: vendor.vendorId,
    });
    const res = await postOrder(
      t,
      user.authorization,
      orderPayload(vendor.vendorId, quote, overrides),
    );
    expect(res.statusCode, res.body).toBe(201);
    return (res.json().result as { order_id: string }).order_id;
  }

  function events(orderId: string, statuses: string[], opts: { replayOf?: number } = {}) {
    return postLogisticsEvents(
      t,
      statuses.map((status) => {
        eventCount += 1;
        return {
          event_id: `${orderId}-${opts.replayOf ?? eventCount}`,
          order_id: orderId,
          occurred_at: t.clock.now().toISOString(),
          status,
        };
      }),
    );
  }

  async function messagesTo(to: string, authorization = user.authorization): Promise<TMessage[]> {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/dev/messages?to=${encodeURIComponent(to)}`,
      headers: { authorization },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().result as { messages: TMessage[] }).messages;
  }

  function linkOf(orderId: string, language: string): string {
    const path = trackingPath(t.ctx.secrets.trackingSecret, 'track', orderId);
    return `http://localhost:8080${path}&lang=${language}`;
  }

  it('texts the recipient that a rider is booked, in English, with the signed tracking link', async () => {
    const orderId = await placeOrder({ recipient_language: 'en' });
    await runNotificationSweep(t.ctx);
    const [message] = (await messagesTo(PHONE)).filter((m) => m.order_id === orderId);
    expect(message).toMatchObject({ to: PHONE, channel: 'sms', step: 'placed' });
    expect(message!.text).toBe(
      `Souvlaki Corner has booked a rider for your order. Follow it here: ${linkOf(orderId, 'en')}`,
    );
    // The link opens the public tracking page of that order.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/tracking/${encodeURIComponent(orderId)}?t=${new URL(linkOf(orderId, 'en')).searchParams.get('t')}`,
    });
    expect(page.statusCode, page.body).toBe(200);
  });

  it.each(['el', 'ar'])('writes in %s when the order names it', async (language) => {
    const orderId = await placeOrder({ recipient_language: language });
    await runNotificationSweep(t.ctx);
    const [message] = (await messagesTo(PHONE)).filter((m) => m.order_id === orderId);
    const expected = readTexts(language as 'el', 'sms')
      .placed!.replace('{{vendor}}', 'Souvlaki Corner')
      .replace('{{link}}', linkOf(orderId, language));
    expect(message?.text).toBe(expected);
    expect(message?.text).not.toContain('has booked a rider');
  });

  it.each(['en', 'el', 'ar'] as const)(
    'writes every step in %s, linking the tracking page in that language while there is something to follow',
    async (language) => {
      const order = await createOrder(t.ctx, vendor.vendorId, { recipientLanguage: language });
      const texts = readTexts(language, 'sms');
      for (const step of NOTIFICATION_STEPS) {
        const isFollowed = step !== 'delivered' && step !== 'cancelled';
        const link = isFollowed ? linkOf(order.orderId, language) : '';
        const written = notificationText(t.ctx, { order, vendorName: 'Souvlaki Corner', step });
        expect(written.link).toBe(link);
        expect(written.text).toBe(
          texts[step]!.replaceAll('{{vendor}}', 'Souvlaki Corner')
            .replace('{{brand}}', 'Foody')
            .replace('{{link}}', link),
        );
        if (language !== 'en') expect(written.text).not.toBe(readTexts('en', 'sms')[step]);
      }
    },
  );

  it("writes in the market's first language when the order names none", async () => {
    const orderId = await placeOrder();
    await runNotificationSweep(t.ctx);
    const first = getMarket('CY').languages[0]!;
    const [message] = (await messagesTo(PHONE)).filter((m) => m.order_id === orderId);
    expect(message?.text).toContain(linkOf(orderId, first));
  });

  it('texts each chosen step once, however often its event comes, and not the steps left out', async () => {
    const orderId = await placeOrder({ recipient_language: 'en' });
    await events(orderId, ['WAITING_FOR_TRANSPORT', 'COURIER_ACCEPTED_DELIVERY', 'PICKED_UP']);
    const replayed = eventCount;
    await events(orderId, ['PICKED_UP'], { replayOf: replayed });
    await events(orderId, ['COURIER_LEFT_VENDOR', 'NEAR_CUSTOMER', 'DELIVERED']);
    await runNotificationSweep(t.ctx);
    const sent = (await messagesTo(PHONE)).filter((m) => m.order_id === orderId);
    expect(sent.map((m) => m.step).sort()).toEqual(['delivered', 'picked-up', 'placed']);
    expect(sent.find((m) => m.step === 'picked-up')?.text).toBe(
      `Your order from Souvlaki Corner has been collected and is on its way to you. Follow it here: ${linkOf(orderId, 'en')}`,
    );
    expect(sent.find((m) => m.step === 'delivered')?.text).toBe(
      'Your order from Souvlaki Corner has been delivered. Thank you!',
    );
    const rows = await smsRowsOfOrder(t, orderId);
    expect(rows.map((r) => `${r.step}:${r.state}:${r.reason ?? ''}`).sort()).toEqual([
      'delivered:sent:',
      'near-customer:skipped:step-off',
      'picked-up:sent:',
      'placed:sent:',
      'rider-assigned:skipped:step-off',
    ]);
  });

  it("shows on the order what became of each step's message, to its vendor only", async () => {
    const orderId = await placeOrder({ recipient_language: 'en' });
    await events(orderId, ['COURIER_ACCEPTED_DELIVERY']);
    await runNotificationSweep(t.ctx);
    const ask = (vendorId: string, authorization: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/v1/order/messages?vendorId=${vendorId}&orderId=${encodeURIComponent(orderId)}`,
        headers: { authorization },
      });
    const res = await ask(vendor.vendorId, user.authorization);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.messages).toEqual([
      expect.objectContaining({
        step: 'placed',
        channel: 'sms',
        state: 'sent',
        reason: null,
        attempts: 1,
      }),
      // No e-mail address on this order: its e-mail is not sent, and says why.
      expect.objectContaining({ step: 'placed', channel: 'email', reason: 'no-email' }),
      expect.objectContaining({ step: 'rider-assigned', channel: 'sms', reason: 'step-off' }),
      expect.objectContaining({ step: 'rider-assigned', channel: 'email', reason: 'step-off' }),
    ]);
    const other = await createVendor(t.ctx, { name: 'Nosy Grill' });
    const otherUser = await createUser(t.ctx, [other.vendorId]);
    expect((await ask(vendor.vendorId, otherUser.authorization)).statusCode).toBe(404);
    const own = await ask(other.vendorId, otherUser.authorization);
    expect(own.json().result.messages).toEqual([]);
  });

  it('tells of a cancellation only an order that was announced', async () => {
    const announced = await placeOrder({ recipient_language: 'en' });
    await events(announced, ['CANCELLED']);
    const unpaid = await createOrder(t.ctx, vendor.vendorId, {
      status: 'INITIATED',
      customer: {
        name: 'Eleni Ioannou',
        phone_number: '+35799765432',
        location: { address: 'Ledra Street 3', latitude: 35.17, longitude: 33.36, notes: '' },
      },
    });
    await t.ctx.db
      .update(orders)
      .set({ status: 'CANCELLED', updatedAt: t.clock.now() })
      .where(eq(orders.orderId, unpaid.orderId));
    await runNotificationSweep(t.ctx);
    const cancelled = (await messagesTo(PHONE)).filter((m) => m.order_id === announced);
    expect(cancelled.map((m) => m.step).sort()).toEqual(['cancelled', 'placed']);
    expect(await messagesTo('+35799765432')).toEqual([]);
  });

  it("shows a vendor only its own orders' messages", async () => {
    const other = await createVendor(t.ctx, { name: 'Other Kitchen' });
    const otherUser = await createUser(t.ctx, [other.vendorId]);
    await placeOrder({ recipient_language: 'en' });
    await runNotificationSweep(t.ctx);
    expect((await messagesTo(PHONE)).length).toBeGreaterThan(0);
    expect(await messagesTo(PHONE, otherUser.authorization)).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/v1/dev/messages' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('writes in the language a point-of-sale system names through the public API', async () => {
    const brand = await createVendor(t.ctx, {
      name: 'Pita Bros',
      isParent: true,
      clientVendorId: `pita-${database}`,
    });
    const token = await accessTokenFor(t, await createApiClientFor(t, brand.vendorId));
    const brandUser = await createUser(t.ctx, [brand.vendorId]);
    const body = apiOrderBody({ recipient: { ...RECIPIENT, language: 'ar' } });
    const res = await apiCall(t, token, 'POST', '/orders', body);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.json().order_id as string;
    await runNotificationSweep(t.ctx);
    const [message] = await messagesTo(PHONE, brandUser.authorization);
    expect(message?.order_id).toBe(orderId);
    expect(message?.text).toBe(
      readTexts('ar', 'sms')
        .placed!.replace('{{vendor}}', 'Pita Bros')
        .replace('{{link}}', linkOf(orderId, 'ar')),
    );
    const refused = await apiCall(t, token, 'POST', '/orders', {
      ...body,
      recipient: { ...RECIPIENT, language: 'xx' },
    });
    expect(refused.statusCode).toBe(400);
  });

  it("writes the same message by e-mail when the order names the customer's address", async () => {
    const email = `layla-${database}@customer.example`;
    const orderId = await placeOrder({ recipient_language: 'el', recipient_email: email });
    await runNotificationSweep(t.ctx);
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mail?.subject).toBe('Η παράδοσή σας από Souvlaki Corner');
    const text = readTexts('el', 'sms')
      .placed!.replace('{{vendor}}', 'Souvlaki Corner')
      .replace('{{link}}', linkOf(orderId, 'el'));
    expect(mail?.text).toBe(text);
    expect(mail?.html).toContain('Παρακολουθήστε την παράδοσή σας');
    expect(await messagesTo(email)).toEqual([
      expect.objectContaining({ to: email, channel: 'email', step: 'placed', order_id: orderId }),
    ]);
    // A mistyped address is refused with the form's message, and no order is made.
    const quote = await quoteFee(t, {
      authorization: user.authorization,
      vendorId: vendor.vendorId,
    });
    const refused = await postOrder(
      t,
      user.authorization,
      orderPayload(vendor.vendorId, quote, { recipient_email: 'layla@' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().meta.translation_key).toBe('validation.email-invalid');
  });

  it('sends no e-mail where the vendor chose text messages only', async () => {
    const only = await createVendor(t.ctx, { name: 'Texts Only' });
    const owner = await createUser(t.ctx, [only.vendorId]);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/vendor/${only.vendorId}/notification-settings`,
      headers: { authorization: owner.authorization },
      payload: { enabled: true, steps: ['placed'], channels: ['sms'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const quote = await quoteFee(t, {
      authorization: owner.authorization,
      vendorId: only.vendorId,
    });
    const email = `nikos-${database}@customer.example`;
    const placed = await postOrder(
      t,
      owner.authorization,
      orderPayload(only.vendorId, quote, { recipient_email: email }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    await runNotificationSweep(t.ctx);
    expect(await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).toEqual([]);
  });

  it("follows the vendor's settings, an outlet's own over its brand's, and only its owners may set them", async () => {
    const brand = await createVendor(t.ctx, { name: 'Brand Kitchen', isParent: true });
    const outlet = await createVendor(t.ctx, {
      name: 'Brand Kitchen Centre',
      parentVendorId: brand.vendorId,
    });
    const owner = await createUser(t.ctx, [brand.vendorId]);
    const stranger = await createUser(t.ctx, [vendor.vendorId]);
    const settings = (
      vendorId: string,
      method: 'GET' | 'PUT' | 'DELETE',
      body?: object,
      as = owner,
    ) =>
      t.app.inject({
        method,
        url: `/api/v1/vendor/${vendorId}/notification-settings`,
        headers: { authorization: as.authorization },
        ...(body ? { payload: body } : {}),
      });
    const first = await settings(outlet.vendorId, 'GET');
    expect(first.json().result).toEqual({
      settings: {
        enabled: true,
        steps: ['placed', 'picked-up', 'delivered', 'cancelled'],
        channels: ['sms', 'email'],
      },
      source: 'market',
    });
    // The brand tells its customers of every step; the outlet follows.
    const all = [
      'delivered',
      'placed',
      'rider-assigned',
      'picked-up',
      'near-customer',
      'cancelled',
    ];
    const saved = await settings(brand.vendorId, 'PUT', {
      enabled: true,
      steps: all,
      channels: ['sms'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result.settings.steps).toEqual([
      'placed',
      'rider-assigned',
      'picked-up',
      'near-customer',
      'delivered',
      'cancelled',
    ]);
    expect((await settings(outlet.vendorId, 'GET')).json().result.source).toBe('parent');
    const told = await createOrder(t.ctx, outlet.vendorId, { recipientLanguage: 'en' });
    await t.ctx.db
      .update(orders)
      .set({ status: 'COURIER_ACCEPTED_DELIVERY', updatedAt: t.clock.now() })
      .where(eq(orders.orderId, told.orderId));
    await runNotificationSweep(t.ctx);
    const stateOf = async (orderId: string) =>
      (await smsRowsOfOrder(t, orderId)).map((r) => `${r.step}:${r.state}`).sort();
    expect(await stateOf(told.orderId)).toEqual(['placed:sent', 'rider-assigned:sent']);
    // The outlet turns its customers' messages off: its own settings win.
    const off = await settings(outlet.vendorId, 'PUT', {
      enabled: false,
      steps: [],
      channels: ['sms'],
    });
    expect(off.json().result).toMatchObject({ source: 'own', settings: { enabled: false } });
    const quiet = await createOrder(t.ctx, outlet.vendorId, { recipientLanguage: 'en' });
    await runNotificationSweep(t.ctx);
    expect(await stateOf(quiet.orderId)).toEqual(['placed:skipped']);
    // Forgotten: the brand's apply again.
    expect((await settings(outlet.vendorId, 'DELETE')).json().result.source).toBe('parent');
    // Another vendor's owner can neither read nor change them; nonsense is refused and changes nothing.
    expect((await settings(brand.vendorId, 'GET', undefined, stranger)).statusCode).toBe(404);
    expect(
      (await settings(brand.vendorId, 'PUT', { enabled: false, steps: [], channels: [] }, stranger))
        .statusCode,
    ).toBe(404);
    const bad = await settings(brand.vendorId, 'PUT', {
      enabled: true,
      steps: ['lunch'],
      channels: ['sms'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().meta.translation_key).toBe('error.validation');
    expect((await settings(brand.vendorId, 'GET')).json().result.settings.steps).toHaveLength(6);
  });

  it('refuses a reply nobody signed', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/sms/inbound',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ From: PHONE, Body: 'STOP' }).toString(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().meta.translation_key).toBe('error.forbidden');
  });
});

describe.each(testDatabaseLabels())('text messages through an SMS gateway on %s', (database) => {
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let t: TTestApp;
  let vendorId: string;
  const AUTH_TOKEN = 'gateway-auth-token';

  beforeAll(async () => {
    // Down twice, then up; a message it refuses outright (400) is not tried again.
    gateway = await startGateway([503, 503, 201, 201, 201, 400]);
    t = await createTestApp({
      database,
      env: {
        SMS_URL: gateway.url,
        SMS_FROM: '+35722000000',
        SMS_USERNAME: 'AC1',
        SMS_PASSWORD: AUTH_TOKEN,
      },
    });
    vendorId = (await createVendor(t.ctx, { name: 'Meze House' })).vendorId;
  });
  afterAll(async () => {
    await t.close();
    await gateway.close();
  });

  async function stateOf(orderId: string) {
    const [row] = await smsRowsOfOrder(t, orderId);
    return row!;
  }

  it('tries again while the gateway is down, and the order is placed meanwhile', async () => {
    const order = await createOrder(t.ctx, vendorId, { recipientLanguage: 'en' });
    await runNotificationSweep(t.ctx);
    expect(await stateOf(order.orderId)).toMatchObject({
      state: 'pending',
      attempts: 1,
      reason: 'gateway answered 503',
    });
    // Not before its time: 10 s, then 20 s.
    await runNotificationSweep(t.ctx);
    expect((await stateOf(order.orderId)).attempts).toBe(1);
    t.clock.advance(10_000);
    await runNotificationSweep(t.ctx);
    expect(await stateOf(order.orderId)).toMatchObject({ state: 'pending', attempts: 2 });
    t.clock.advance(20_000);
    await runNotificationSweep(t.ctx);
    expect(await stateOf(order.orderId)).toMatchObject({ state: 'sent', attempts: 3 });
    const last = gateway.received.at(-1)!;
    expect(Object.fromEntries(last.form)).toEqual({
      To: '+35799123456',
      From: '+35722000000',
      Body: expect.stringContaining('Meze House has booked a rider for your order.'),
    });
    expect(last.authorization).toBe(`Basic ${Buffer.from(`AC1:${AUTH_TOKEN}`).toString('base64')}`);
  });

  async function reply(body: string, signature?: string) {
    const form = { From: '99123456', Body: body };
    const url = '/api/v1/sms/inbound';
    return t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature':
          signature ?? twilioSignature(AUTH_TOKEN, `http://localhost:8080${url}`, form),
      },
      payload: new URLSearchParams(form).toString(),
    });
  }

  it('sends nothing more to a number that replied STOP, until it replies START', async () => {
    expect((await reply('STOP', 'forged')).statusCode).toBe(403);
    expect((await reply(' stop ')).statusCode).toBe(204);
    const quiet = await createOrder(t.ctx, vendorId, { recipientLanguage: 'en' });
    await runNotificationSweep(t.ctx);
    expect(await stateOf(quiet.orderId)).toMatchObject({ state: 'skipped', reason: 'opted-out' });
    expect((await reply('START')).statusCode).toBe(204);
    const told = await createOrder(t.ctx, vendorId, { recipientLanguage: 'en' });
    await runNotificationSweep(t.ctx);
    expect(await stateOf(told.orderId)).toMatchObject({ state: 'sent' });
  });

  it('marks a message the gateway refuses as failed at once', async () => {
    const sent = gateway.received.length;
    // The gateway answers 201 for the next two, then 400.
    for (let i = sent; i < 5; i += 1) {
      await createOrder(t.ctx, vendorId, { recipientLanguage: 'en' });
      await runNotificationSweep(t.ctx);
    }
    const refused = await createOrder(t.ctx, vendorId, { recipientLanguage: 'en' });
    await runNotificationSweep(t.ctx);
    expect(await stateOf(refused.orderId)).toMatchObject({
      state: 'failed',
      attempts: 1,
      reason: 'gateway answered 400',
    });
  });
});
