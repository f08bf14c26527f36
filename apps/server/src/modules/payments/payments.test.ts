import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@rider-portal/domain/cards';
import { buildApp } from '../../app.ts';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor, startGuestSession } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { orderPayload, quoteFee } from '../../../test/helpers/request-order.ts';
import { orders } from '../../db/schema.ts';
import { setCountryParameter } from '../country-params/service.ts';
import { setFlag } from '../flags/service.ts';
import { findOrder } from '../orders/store.ts';
import { SIGNATURE_HEADER, signLogisticsBody } from '../dispatch/signature.ts';
import { paymentIntents } from './schema.ts';
import { testCard } from '../../../test/helpers/checkout.ts';

// Card payments through the sandbox provider, end to end through the HTTP API, on a
// real database. Every request goes through an app whose log is captured, so the last test can
// search the log and every table for the card numbers typed here.

const CARD = { success: '4242424242424242', challenge: '4000000000003220' } as const;
const SPACED_SUCCESS = '4242 4242 4242 4242';

const card = testCard;

describe.each(testDatabaseLabels())('card payments on %s', (database) => {
  let t: TTestApp;
  let app: FastifyInstance;
  const logLines: string[] = [];
  let vendorId: string;
  let auth: string;
  let strangerAuth: string;

  beforeAll(async () => {
    t = await createTestApp({ database });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    });
    app = await buildApp(t.ctx, { logger: { level: 'trace', stream } });
    await app.ready();
    vendorId = (await createVendor(t.ctx)).vendorId;
    auth = (await createUser(t.ctx, [vendorId])).authorization;
    const stranger = await createVendor(t.ctx);
    strangerAuth = (await createUser(t.ctx, [stranger.vendorId])).authorization;
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const post = (url: string, authorization: string, payload: unknown) =>
    app.inject({ method: 'POST', url, headers: { authorization }, payload: payload as object });

  async function walletOf(id: string, authorization: string) {
    const res = await post(`/api/v1/order/payment/auth/${id}`, authorization, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { wallet_id: string; access_token: string; expires_in: number };
  }

  /** A wallet session, an order payload with a fresh fee quote, and an intent for it. */
  async function checkout(
    opts: { id?: string; authorization?: string; order?: Record<string, unknown> } = {},
  ) {
    const id = opts.id ?? vendorId;
    const authorization = opts.authorization ?? auth;
    const wallet = await walletOf(id, authorization);
    const order =
      opts.order ??
      orderPayload(id, await quoteFee({ ...t, app } as TTestApp, { authorization, vendorId: id }));
    const res = await post('/api/v1/order/payment/intent', authorization, {
      wallet_id: wallet.wallet_id,
      bearer_token: wallet.access_token,
      vendor_id: id,
      order,
    });
    expect(res.statusCode, res.body).toBe(200);
    const intent = res.json() as {
      intent_id: string;
      amount: number;
      payment_methods: { payment_method: string; saved_cards: { id: string }[] }[];
    };
    const confirm = (body: Record<string, unknown>, who = authorization) =>
      post('/api/v1/order/payment/intent/confirm', who, {
        bearer_token: wallet.access_token,
        purchase_intent_id: intent.intent_id,
        payment_method: 'generic_creditcard',
        ...body,
      });
    return { wallet, order, intent, confirm };
  }

  async function statusesOf(orderId: string) {
    const row = await findOrder(t.ctx.db, orderId);
    return { status: row?.status, history: row?.statusHistory.map((h) => h.status) };
  }

  async function paymentOf(orderId: string, authorization = auth) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/order/payment',
      headers: { authorization },
      query: { vendorId: orderId.slice(0, orderId.lastIndexOf('-')), orderId },
    });
    return res;
  }

  async function attemptsOf(intentId: string): Promise<number> {
    const [row] = await t.ctx.db
      .select({ attempts: paymentIntents.attempts })
      .from(paymentIntents)
      .where(eq(paymentIntents.intentId, intentId));
    return row?.attempts ?? -1;
  }

  it('pays by card: INITIATED → PAYMENT_INITIATED → PAYMENT_COMMITTED, and saves the card', async () => {
    const { wallet, intent, order, confirm } = await checkout();
    expect(wallet.expires_in).toBe(1800);
    expect(intent).toMatchObject({
      amount: 350,
      currency: 'EUR',
      payment_methods: [{ payment_method: 'generic_creditcard', saved_cards: [] }],
    });
    // The first confirm of an intent carries the order it pays.
    expect((await confirm({ card: card(SPACED_SUCCESS) })).statusCode).toBe(400);
    const answer = await confirm({ order, card: card(SPACED_SUCCESS), save_card: true });
    expect(answer.statusCode, answer.body).toBe(200);
    const orderId = answer.json().order_id as string;
    expect(answer.json()).toEqual({ order_id: orderId });
    expect(await statusesOf(orderId)).toEqual({
      status: 'PAYMENT_COMMITTED',
      history: ['INITIATED', 'PAYMENT_INITIATED', 'PAYMENT_COMMITTED'],
    });
    const payment = await paymentOf(orderId);
    expect(payment.json().result).toMatchObject({
      status: 'paid',
      payment_method: 'generic_creditcard',
      amount: 350,
      currency: 'EUR',
      card: { brand: 'visa', last_four: '4242' },
      failure_key: null,
      refunds: [],
    });

    // Next time the wallet lists the saved card (token, brand, last four and expiry only)...
    const next = await checkout();
    const saved = next.intent.payment_methods[0]!.saved_cards;
    expect(saved).toEqual([
      {
        id: expect.any(String),
        brand: 'visa',
        last_four: '4242',
        expiry_month: 12,
        expiry_year: 2030,
      },
    ]);
    // ...and pays with it.
    const again = await next.confirm({ order: next.order, payment_instrument_id: saved[0]!.id });
    expect(again.statusCode, again.body).toBe(200);
    expect((await statusesOf(again.json().order_id)).status).toBe('PAYMENT_COMMITTED');
    expect((await paymentOf(again.json().order_id)).json().result.card).toEqual({
      brand: 'visa',
      last_four: '4242',
    });
  });

  it.each([
    ['4000000000000002', 'error.payment.declined'],
    ['4000000000009995', 'error.payment.insufficient-funds'],
    ['4000000000000119', 'error.payment.confirm'],
    ['4242424242424241', 'error.payment.card-number-invalid'],
  ])('answers %s with 402 %s and a PAYMENT_FAILED order', async (number, key) => {
    const { order, confirm } = await checkout();
    const res = await confirm({ order, card: card(number) });
    expect(res.statusCode, res.body).toBe(402);
    expect(res.json().meta.translation_key).toBe(key);
    const orderId = res.json().meta.order_id as string;
    expect(await statusesOf(orderId)).toEqual({
      status: 'PAYMENT_FAILED',
      history: ['INITIATED', 'PAYMENT_INITIATED', 'PAYMENT_FAILED'],
    });
    expect((await paymentOf(orderId)).json().result).toMatchObject({
      status: 'failed',
      failure_key: key,
    });
  });

  it('checks the expiry and the CVC like a processor', async () => {
    const expired = await checkout();
    const a = await expired.confirm({
      order: expired.order,
      card: card(CARD.success, { expiry_year: 2026, expiry_month: 10 }),
    });
    expect(a.json().meta.translation_key).toBe('error.payment.card-expired');
    const cvc = await checkout();
    const b = await cvc.confirm({ order: cvc.order, card: card(CARD.success, { cvc: '12' }) });
    expect(b.json().meta.translation_key).toBe('error.payment.cvc-invalid');
  });

  it('retries a declined intent with another card on the same order', async () => {
    const { order, intent, confirm } = await checkout();
    const declined = await confirm({ order, card: card('4000000000000002') });
    expect(declined.statusCode).toBe(402);
    const orderId = declined.json().meta.order_id as string;
    const paid = await confirm({ order, card: card(CARD.success) });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order_id).toBe(orderId);
    expect(await statusesOf(orderId)).toEqual({
      status: 'PAYMENT_COMMITTED',
      history: [
        'INITIATED',
        'PAYMENT_INITIATED',
        'PAYMENT_FAILED',
        'PAYMENT_INITIATED',
        'PAYMENT_COMMITTED',
      ],
    });
    expect(await attemptsOf(intent.intent_id)).toBe(2);
    // Another order on a declined intent is refused: the intent belongs to its first order.
    const other = { ...order, destinationName: 'Andreas Christou' };
    const conflict = await checkout({ order: other });
    const first = await conflict.confirm({ order: other, card: card('4000000000000002') });
    expect(first.statusCode).toBe(402);
    const changed = await conflict.confirm({
      order: { ...other, orderDescription: 'Changed' },
      card: card(CARD.success),
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().meta.translation_key).toBe('error.idempotency-conflict');
  });

  it('never charges twice: a repeated or concurrent confirm answers the same order', async () => {
    const { order, intent, confirm } = await checkout();
    const body = { order, card: card(CARD.success) };
    const [a, b] = await Promise.all([confirm(body), confirm(body)]);
    const answered = [a, b].filter((r) => r.statusCode === 200);
    expect(answered.length).toBeGreaterThanOrEqual(1);
    for (const r of [a, b]) {
      if (r.statusCode !== 200)
        expect(r.json().meta.translation_key).toBe('error.idempotency-in-progress');
    }
    const orderId = answered[0]!.json().order_id as string;
    const repeat = await confirm(body);
    expect(repeat.json()).toEqual({ order_id: orderId });
    // Even with another card: the intent is paid, nothing is charged.
    const other = await confirm({ order, card: card('5555555555554444') });
    expect(other.json()).toEqual({ order_id: orderId });
    expect(await attemptsOf(intent.intent_id)).toBe(1);
    const [count] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(paymentIntents)
      .where(eq(paymentIntents.orderId, orderId));
    expect(count?.n).toBe(1);
    expect((await paymentOf(orderId)).json().result.card.last_four).toBe('4242');
  });

  it('sends a 3-D Secure card through the challenge page and back', async () => {
    const { order, intent, confirm } = await checkout();
    const res = await confirm({ order, card: card(CARD.challenge), save_card: true });
    expect(res.statusCode, res.body).toBe(200);
    const { order_id: orderId, redirect_required } = res.json() as {
      order_id: string;
      redirect_required: { redirectUrl: string };
    };
    expect(redirect_required.redirectUrl).toMatch(/^\/payment\/challenge\?token=/);
    expect(await statusesOf(orderId)).toEqual({
      status: 'PAYMENT_INITIATED',
      history: ['INITIATED', 'PAYMENT_INITIATED'],
    });
    // A repeated confirm sends to the same challenge and charges nothing more.
    expect((await confirm({ order, card: card(CARD.challenge) })).json()).toEqual(res.json());
    expect(await attemptsOf(intent.intent_id)).toBe(1);

    const token = new URL(redirect_required.redirectUrl, 'http://x').searchParams.get('token')!;
    const view = await app.inject({
      method: 'GET',
      url: '/api/v1/order/payment/sandbox/challenge',
      query: { token },
    });
    expect(view.json()).toEqual({ amount: 350, currency: 'EUR', brand: 'visa', last_four: '3220' });
    const approved = await post('/api/v1/order/payment/sandbox/challenge', '', {
      token,
      action: 'approve',
    });
    const returnUrl = new URL(approved.json().return_url as string, 'http://x');
    expect(returnUrl.pathname).toBe(`/payment/return/${intent.intent_id}`);
    const back = {
      purchase_intent_id: intent.intent_id,
      challenge_result: returnUrl.searchParams.get('challenge_result'),
    };
    const stranger = await post('/api/v1/order/payment/intent/challenge', strangerAuth, back);
    expect(stranger.statusCode).toBe(404);
    const done = await post('/api/v1/order/payment/intent/challenge', auth, back);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ order_id: orderId, vendor_id: vendorId });
    expect((await statusesOf(orderId)).status).toBe('PAYMENT_COMMITTED');
    // Coming back twice changes nothing.
    expect((await post('/api/v1/order/payment/intent/challenge', auth, back)).json()).toEqual(
      done.json(),
    );
    // The card asked to be saved is saved once the challenge passed.
    const next = await checkout();
    expect(next.intent.payment_methods[0]!.saved_cards.map((c) => c)).toContainEqual(
      expect.objectContaining({ last_four: '3220' }),
    );
  });

  it.each([
    ['fail', 'error.payment.challenge-failed', 'PAYMENT_FAILED'],
    ['cancel', 'error.payment.cancelled', 'PAYMENT_CANCELLED'],
  ])('a challenge answered "%s" ends with %s', async (action, key, status) => {
    const { order, intent, confirm } = await checkout();
    const res = await confirm({ order, card: card(CARD.challenge) });
    const token = new URL(
      res.json().redirect_required.redirectUrl as string,
      'http://x',
    ).searchParams.get('token')!;
    const answered = await post('/api/v1/order/payment/sandbox/challenge', '', { token, action });
    const result = new URL(answered.json().return_url as string, 'http://x').searchParams.get(
      'challenge_result',
    );
    const back = await post('/api/v1/order/payment/intent/challenge', auth, {
      purchase_intent_id: intent.intent_id,
      challenge_result: result,
    });
    expect(back.statusCode).toBe(402);
    expect(back.json().meta).toMatchObject({ translation_key: key, order_id: res.json().order_id });
    expect((await statusesOf(res.json().order_id)).status).toBe(status);
    // A forged result is refused.
    const forged = await post('/api/v1/order/payment/sandbox/challenge', '', {
      token: `${token}x`,
      action: 'approve',
    });
    expect(forged.statusCode).toBe(404);
  });

  it('cancels a challenge the payer never came back from when the next payment starts', async () => {
    const { order, confirm } = await checkout();
    const res = await confirm({ order, card: card(CARD.challenge) });
    const orderId = res.json().order_id as string;
    await checkout();
    expect((await statusesOf(orderId)).status).toBe('PAYMENT_INITIATED');
    t.clock.advance(31 * 60_000);
    await checkout();
    expect((await statusesOf(orderId)).status).toBe('PAYMENT_CANCELLED');
    expect((await paymentOf(orderId)).json().result).toMatchObject({
      status: 'cancelled',
      failure_key: 'error.payment.cancelled',
    });
  });

  it('refunds a committed payment when the order is cancelled, once', async () => {
    const { order, confirm } = await checkout();
    const orderId = (await confirm({ order, card: card(CARD.success) })).json().order_id as string;
    const cancel = () =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/order/cancel',
        headers: { authorization: auth },
        payload: { vendor_id: vendorId, order_id: orderId, reason: 'CUSTOMER_CANCELLED' },
      });
    // 001 §4: PAYMENT_COMMITTED is cancellable after 10 minutes.
    expect((await cancel()).statusCode).toBe(409);
    expect((await paymentOf(orderId)).json().result.refunds).toEqual([]);
    t.clock.advance(11 * 60_000);
    const res = await cancel();
    expect(res.statusCode, res.body).toBe(200);
    const payment = (await paymentOf(orderId)).json().result;
    expect(payment).toMatchObject({
      status: 'refunded',
      refunds: [{ amount: 350, currency: 'EUR', status: 'succeeded' }],
    });
    expect((await cancel()).statusCode).toBe(409);
    expect((await paymentOf(orderId)).json().result.refunds).toHaveLength(1);
  });

  it('refunds a committed payment when the logistics side cancels the order', async () => {
    const { order, confirm } = await checkout();
    const orderId = (await confirm({ order, card: card(CARD.success) })).json().order_id as string;
    const cancelled = (eventId: string) =>
      JSON.stringify({
        events: [
          {
            event_id: eventId,
            order_id: orderId,
            status: 'CANCELLED',
            occurred_at: t.clock.now().toISOString(),
          },
        ],
      });
    const send = (body: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/logistics/events',
        headers: {
          'content-type': 'application/json',
          [SIGNATURE_HEADER]: signLogisticsBody(body, t.ctx.secrets.logisticsSecret),
        },
        payload: body,
      });
    t.clock.advance(1000);
    expect((await send(cancelled(`cancel-${orderId}`))).statusCode).toBe(200);
    expect((await paymentOf(orderId)).json().result).toMatchObject({
      status: 'refunded',
      refunds: [{ amount: 350, currency: 'EUR', status: 'succeeded' }],
    });
    // The same cancellation reported again (another event id) refunds nothing more.
    t.clock.advance(1000);
    expect((await send(cancelled(`cancel-again-${orderId}`))).statusCode).toBe(200);
    expect((await paymentOf(orderId)).json().result.refunds).toHaveLength(1);
  });

  it('cancels an order without a card payment as before, with nothing to refund', async () => {
    const quote = await quoteFee({ ...t, app } as TTestApp, { authorization: auth, vendorId });
    const placed = await post('/api/v1/order', auth, orderPayload(vendorId, quote));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().result.order_id as string;
    expect((await statusesOf(orderId)).status).toBe('NEW');
    expect((await paymentOf(orderId)).json()).toEqual({ result: null });
  });

  describe('which payments are offered (market × vendor × guest)', () => {
    it('offers no card payment while online payment is off for the market', async () => {
      await setCountryParameter(t.ctx.db, 'onlinePaymentActivated', 'false');
      try {
        const res = await post(`/api/v1/order/payment/auth/${vendorId}`, auth, {});
        expect(res.statusCode).toBe(403);
        expect(res.json().meta.translation_key).toBe('error.no-payment-method-available');
      } finally {
        await setCountryParameter(t.ctx.db, 'onlinePaymentActivated', 'true');
      }
      const { confirm, order } = await checkout();
      await setCountryParameter(t.ctx.db, 'onlinePaymentActivated', 'false');
      try {
        const res = await confirm({ order, card: card(CARD.success) });
        expect(res.json().meta.translation_key).toBe('error.no-payment-method-available');
      } finally {
        await setCountryParameter(t.ctx.db, 'onlinePaymentActivated', 'true');
      }
    });

    it("refuses an order payment method outside the market's and the vendor's", async () => {
      const wallet = await walletOf(vendorId, auth);
      const intent = (order: Record<string, unknown>) =>
        post('/api/v1/order/payment/intent', auth, {
          wallet_id: wallet.wallet_id,
          bearer_token: wallet.access_token,
          vendor_id: vendorId,
          order,
        });
      // The test vendor allows CASH_ON_DELIVERY and PAID; the market all four.
      const none = await intent({ vendor_id: vendorId, paymentMethod: 'NONE' });
      expect(none.statusCode).toBe(400);
      expect(none.json().meta.translation_key).toBe('error.no-payment-method-available');
      expect((await intent({ vendor_id: vendorId, paymentMethod: 'PAID' })).statusCode).toBe(200);
      await setCountryParameter(t.ctx.db, 'paymentMethods', 'NONE|PAYMENT_ON_DELIVERY');
      try {
        const empty = await intent({ vendor_id: vendorId, paymentMethod: 'PAID' });
        expect(empty.json().meta.translation_key).toBe('error.no-payment-method-available');
      } finally {
        await setCountryParameter(
          t.ctx.db,
          'paymentMethods',
          'CASH_ON_DELIVERY|PAID|NONE|PAYMENT_ON_DELIVERY',
        );
      }
    });

    it('gives the card kind of the cybersource-card flag', async () => {
      await setFlag(t.ctx.db, { name: 'cybersource-card', value: true, vendorId });
      try {
        const { intent, confirm, order } = await checkout();
        expect(intent.payment_methods.map((m) => m.payment_method)).toEqual([
          'cybersource_creditcard',
        ]);
        const generic = await confirm({ order, card: card(CARD.success) });
        expect(generic.statusCode).toBe(400);
        const paid = await confirm({
          order,
          card: card(CARD.success),
          payment_method: 'cybersource_creditcard',
        });
        expect(paid.statusCode, paid.body).toBe(200);
      } finally {
        await setFlag(t.ctx.db, { name: 'cybersource-card', value: 'default', vendorId });
      }
    });

    it('lets a guest pay by card only, without saved cards', async () => {
      const { vendorId: guestId, authorization: guest } = await startGuestSession(app);
      const origin = { lat: 35.1667, lng: 33.3667 };
      const quote = await quoteFee({ ...t, app } as TTestApp, {
        authorization: guest,
        vendorId: guestId,
        source: origin,
        paymentMethod: 'PAID',
      });
      const order = orderPayload(guestId, quote, {
        paymentMethod: 'PAID',
        origin: {
          street_address: 'Makariou III Avenue 1, Nicosia',
          latitude: origin.lat,
          longitude: origin.lng,
        },
        sender: { name: 'Andreas Ioannou', phone_number: '+35799654321' },
      });
      // A guest is an individual sender: their name and phone go with the order.
      const { sender: _sender, ...withoutSender } = order;
      const nameless = await checkout({ id: guestId, authorization: guest, order: withoutSender });
      const refused = await nameless.confirm({ order: withoutSender, card: card(CARD.success) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().meta.translation_key).toBe('validation.sender-name-required');
      expect(refused.json().errors[0].field).toBe('sender.name');
      const direct = await post('/api/v1/order', guest, order);
      expect(direct.statusCode).toBe(403);
      expect(direct.json().meta.translation_key).toBe('error.no-payment-method-available');

      const first = await checkout({ id: guestId, authorization: guest, order });
      expect(first.intent.payment_methods).toEqual([
        { payment_method: 'generic_creditcard', saved_cards: [] },
      ]);
      const paid = await first.confirm({ order, card: card(CARD.success), save_card: true });
      expect(paid.statusCode, paid.body).toBe(200);
      expect((await statusesOf(paid.json().order_id)).status).toBe('PAYMENT_COMMITTED');
      const second = await checkout({ id: guestId, authorization: guest, order });
      expect(second.intent.payment_methods[0]!.saved_cards).toEqual([]);
    });
  });

  describe("another vendor's token answers 404 on every vendor-scoped route", () => {
    it('auth, intent, confirm, challenge return and order payment', async () => {
      const { wallet, order, intent, confirm } = await checkout();
      expect(
        (await post(`/api/v1/order/payment/auth/${vendorId}`, strangerAuth, {})).statusCode,
      ).toBe(404);
      const foreignIntent = await post('/api/v1/order/payment/intent', strangerAuth, {
        wallet_id: wallet.wallet_id,
        bearer_token: wallet.access_token,
        vendor_id: vendorId,
        order,
      });
      expect(foreignIntent.statusCode).toBe(404);
      expect((await confirm({ order, card: card(CARD.success) }, strangerAuth)).statusCode).toBe(
        404,
      );
      const back = await post('/api/v1/order/payment/intent/challenge', strangerAuth, {
        purchase_intent_id: intent.intent_id,
        challenge_result: 'x',
      });
      expect(back.statusCode).toBe(404);
      const paid = await confirm({ order, card: card(CARD.success) });
      const orderId = paid.json().order_id as string;
      expect((await paymentOf(orderId, strangerAuth)).statusCode).toBe(404);
      // Nothing was charged or created by the stranger's calls.
      expect(await attemptsOf(intent.intent_id)).toBe(1);
    });

    it("refuses a wallet session of another vendor's wallet", async () => {
      const mine = await checkout();
      const other = await createVendor(t.ctx);
      const otherAuth = (await createUser(t.ctx, [other.vendorId])).authorization;
      const theirs = await walletOf(other.vendorId, otherAuth);
      const res = await post('/api/v1/order/payment/intent', auth, {
        wallet_id: theirs.wallet_id,
        bearer_token: theirs.access_token,
        vendor_id: vendorId,
        order: mine.order,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().meta.translation_key).toBe('error.payment.init');
    });
  });

  it('describes the payment calls in the API document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/order/payment/auth/{vendorId}',
        '/api/v1/order/payment/intent',
        '/api/v1/order/payment/intent/confirm',
        '/api/v1/order/payment/intent/challenge',
        '/api/v1/order/payment',
      ]),
    );
  });

  it('keeps no card number in the database or the logs', async () => {
    const numbers = Object.keys(SANDBOX_TEST_CARDS);
    // Both drivers answer { rows }; the shared database type does not say so.
    const rowsOf = async <T>(query: ReturnType<typeof sql.raw>) =>
      ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
    const tables = await rowsOf<{ table_name: string }>(
      sql.raw(`select table_name from information_schema.tables where table_schema = 'public'`),
    );
    const dump: string[] = [];
    for (const { table_name } of tables) {
      const rows = await rowsOf<{ row: string }>(
        sql.raw(`select t::text as row from "${table_name}" t`),
      );
      dump.push(...rows.map((r) => r.row));
    }
    const database = dump.join('\n');
    const logs = logLines.join('');
    expect(database).toContain('visa'); // the search does see what was stored...
    expect(logs).toContain('payment'); // ...and what was logged
    for (const number of [...numbers, SPACED_SUCCESS]) {
      expect(database).not.toContain(number);
      expect(logs).not.toContain(number);
    }
    // Orders were paid: their rows are there to search.
    const [paid] = await t.ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.vendorId, vendorId), eq(orders.status, 'PAYMENT_COMMITTED')));
    expect(paid?.n).toBeGreaterThan(0);
  });
});
