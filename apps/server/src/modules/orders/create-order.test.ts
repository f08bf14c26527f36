import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor, vendorLocation } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { LEDRA, orderPayload, postOrder, quoteFee } from '../../../test/helpers/request-order.ts';
import { orders } from '../../db/schema.ts';
import { savedAddresses } from '../addressbook/schema.ts';
import { setCountryParameter } from '../country-params/service.ts';
import { setFlag } from '../flags/service.ts';
import { findEventsAfter } from '../live/store.ts';
import { presentOrder } from './presenter.ts';
import { findOrder } from './store.ts';

describe.each(testDatabaseLabels())('POST /order on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;
  let strangerAuth: string;

  async function orderCount(id = vendorId): Promise<number> {
    const [row] = await t.ctx.db.select({ n: count() }).from(orders).where(eq(orders.vendorId, id));
    return row?.n ?? 0;
  }

  beforeAll(async () => {
    t = await createTestApp({ database });
    vendorId = (await createVendor(t.ctx)).vendorId;
    auth = (await createUser(t.ctx, [vendorId])).authorization;
    const stranger = await createVendor(t.ctx);
    strangerAuth = (await createUser(t.ctx, [stranger.vendorId])).authorization;
  });
  afterAll(() => t.close());

  /** A vendor of its own (its order numbers and live events start at 1), its owner and a quote. */
  async function newVendorWithQuote() {
    const vendor = await createVendor(t.ctx);
    const owner = await createUser(t.ctx, [vendor.vendorId]);
    const quote = await quoteFee(t, {
      authorization: owner.authorization,
      vendorId: vendor.vendorId,
    });
    return { vendor, owner, quote };
  }

  it('creates a NEW order with its history, pickup, customer and fee: 201 with {vendor}-{n}', async () => {
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    // 0.88 km straight × 1.3 by road → 2 started km: 2.50 + 2 × 0.50 EUR (CY formula)
    expect(quote).toMatchObject({ fee: 350, currency: 'EUR', distance_km: 1.14 });
    const res = await postOrder(
      t,
      auth,
      orderPayload(vendorId, quote, {
        destinationUnitNumber: '3B',
        riderNotes: 'Ring twice',
        age_validation_required: true,
        vat_number: 'CY123456',
      }),
      { key: 'first-order' },
    );
    expect(res.statusCode).toBe(201);
    const orderId = res.json().result.order_id as string;
    expect(orderId).toMatch(new RegExp(`^${vendorId}-\\d+$`));
    const row = await findOrder(t.ctx.db, orderId);
    expect(row).toMatchObject({
      status: 'NEW',
      statusHistory: [{ status: 'NEW', created_at: '2026-11-21T10:00:00.000Z' }],
      deliveryFee: 350,
      currency: 'EUR',
      preorderedFor: null,
      vatNumber: 'CY123456',
      ageValidationRequired: true,
      pickup: { address: 'Makariou III Avenue 1, Nicosia', latitude: 35.1667, longitude: 33.3667 },
      customer: {
        name: 'Maria Georgiou',
        phone_number: '+35799123456',
        location: {
          address: 'Ledra Street 25, Nicosia',
          latitude: LEDRA.lat,
          longitude: LEDRA.lng,
          notes: 'Ring twice',
          unit: '3B',
        },
      },
      details: {
        amount: 1850,
        description: 'Two souvlaki pitas',
        payment_method: 'CASH_ON_DELIVERY',
        cold_bag_needed: false,
      },
      distanceMeters: 1140,
    });
    const saved = await t.ctx.db
      .select()
      .from(savedAddresses)
      .where(eq(savedAddresses.vendorId, vendorId));
    expect(saved.map((s) => [s.name, s.phoneNumber, s.addressText])).toEqual([
      ['Maria Georgiou', '+35799123456', 'Ledra Street 25, Nicosia'],
    ]);
  });

  it("records the vendor's live event in the order's statement: numbered, the order as stored", async () => {
    const { vendor, owner, quote } = await newVendorWithQuote();
    const ids: string[] = [];
    for (const key of ['live-1', 'live-2']) {
      const res = await postOrder(t, owner.authorization, orderPayload(vendor.vendorId, quote), {
        key,
      });
      ids.push(res.json().result.order_id as string);
    }
    const events = await findEventsAfter(t.ctx.db, {
      vendorId: vendor.vendorId,
      after: 0,
      limit: 10,
    });
    const stored = await Promise.all(ids.map((id) => findOrder(t.ctx.db, id)));
    expect(events.map((e) => e.payload)).toEqual(
      stored.map((row, i) => ({
        type: 'order_update',
        vendor_id: vendor.vendorId,
        seq: i + 1,
        data: presentOrder(row!),
      })),
    );
  });

  it('reports the first failing rule of 000 §5, in the specification order', async () => {
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    const valid = orderPayload(vendorId, quote);
    // Every rule broken at once; fixing them one by one walks the list in order.
    const steps: [string, Record<string, unknown>][] = [
      ['validation.no-vendor', { vendor_id: '' }],
      ['validation.customer-name-required', { destinationName: '  ' }],
      ['validation.customer-name-invalid', { destinationName: 'Maria 2' }],
      ['validation.phone-required', { destinationPhoneNumber: '' }],
      ['validation.phone-invalid', { destinationPhoneNumber: '12' }],
      ['validation.description-too-long', { orderDescription: 'x'.repeat(201) }],
      ['validation.address-required', { destinationTextAddress: '' }],
      ['validation.coordinates-required', { destinationLatitude: undefined }],
      ['validation.amount-required', { orderAmount: 0 }],
      ['validation.payment-method-required', { paymentMethod: 'CARD' }],
      // NONE exists but the none-payment-method flag is off: not in this vendor's set.
      ['error.no-payment-method-available', { paymentMethod: 'NONE' }],
    ];
    const broken: Record<string, unknown> = { ...valid };
    const order = [
      'vendor_id',
      'destinationName',
      'destinationPhoneNumber',
      'orderDescription',
      'destinationTextAddress',
      'destinationLatitude',
      'orderAmount',
      'paymentMethod',
    ];
    // Start with the last breaking value of each field, so the earlier rule of a field shows first.
    for (const [, patch] of [...steps].reverse()) Object.assign(broken, patch);
    const seen: string[] = [];
    for (const field of order) {
      for (const [, patch] of steps.filter(([, p]) => field in p)) {
        const body = { ...broken, ...patch };
        const res = await postOrder(t, auth, body);
        expect(res.statusCode).toBe(400);
        seen.push(res.json().meta.translation_key);
      }
      broken[field] = valid[field];
    }
    expect(seen).toEqual(steps.map(([key]) => key));
    expect(await postOrder(t, auth, broken).then((r) => r.statusCode)).toBe(201);
  });

  it('refuses notes over 1000 bytes and an address over 255 bytes, counting bytes not characters', async () => {
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    const before = await orderCount();
    const notes = await postOrder(
      t,
      auth,
      orderPayload(vendorId, quote, { riderNotes: 'é'.repeat(501) }), // 501 characters, 1002 bytes
    );
    expect(notes.statusCode).toBe(400);
    expect(notes.json().meta.translation_key).toBe('address.notes-too-long');
    const address = await postOrder(
      t,
      auth,
      orderPayload(vendorId, quote, { destinationTextAddress: 'Λ'.repeat(128) }), // 256 bytes
    );
    expect(address.json().meta.translation_key).toBe('address.too-long');
    const fits = await postOrder(
      t,
      auth,
      orderPayload(vendorId, quote, { riderNotes: 'é'.repeat(500) }),
    );
    expect(fits.statusCode).toBe(201);
    expect(await orderCount()).toBe(before + 1);
  });

  it('refuses a tampered, re-used or expired fee with error.fee.changed and creates nothing', async () => {
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    const before = await orderCount();
    const cases: Record<string, unknown>[] = [
      { delivery_fee: { ...orderPayload(vendorId, quote).delivery_fee!, fee: quote.fee - 50 } },
      {
        delivery_fee: {
          fee: quote.fee,
          expires_at: quote.expires_at,
          signature: `${quote.signature.slice(0, -2)}AA`,
        },
      },
      {
        delivery_fee: {
          fee: quote.fee,
          expires_at: '2026-11-21T11:00:00.000Z',
          signature: quote.signature,
        },
      },
      // The quote was for Ledra Street, not for another drop-off...
      { destinationLatitude: 35.16 },
      // ...and for cash on delivery (Taiwan charges a surcharge for it), not another method.
      { paymentMethod: 'PAID' },
    ];
    for (const patch of cases) {
      const res = await postOrder(t, auth, orderPayload(vendorId, quote, patch));
      expect(res.statusCode, JSON.stringify(patch)).toBe(409);
      expect(res.json().meta.translation_key).toBe('error.fee.changed');
    }
    t.clock.advance(301_000);
    const expired = await postOrder(t, auth, orderPayload(vendorId, quote));
    expect(expired.json().meta.translation_key).toBe('error.fee.changed');
    expect(await orderCount()).toBe(before);
    const fresh = await quoteFee(t, { authorization: auth, vendorId });
    expect((await postOrder(t, auth, orderPayload(vendorId, fresh))).statusCode).toBe(201);
  });

  it('takes orders for a new collection point only once it has become available', async () => {
    const fresh = await createVendor(t.ctx, {
      isActive: false,
      activatesAt: new Date(t.clock.now().getTime() + 120_000),
    });
    const owner = (await createUser(t.ctx, [fresh.vendorId])).authorization;
    const early = await quoteFee(t, { authorization: owner, vendorId: fresh.vendorId });
    const refused = await postOrder(t, owner, orderPayload(fresh.vendorId, early));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().meta.translation_key).toBe('order.outlet-not-available');
    expect(await orderCount(fresh.vendorId)).toBe(0);
    t.clock.advance(121_000);
    const quote = await quoteFee(t, { authorization: owner, vendorId: fresh.vendorId });
    expect((await postOrder(t, owner, orderPayload(fresh.vendorId, quote))).statusCode).toBe(201);
  });

  it('answers the first order again for the same Idempotency-Key, 422 for another body', async () => {
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    const body = orderPayload(vendorId, quote);
    const first = await postOrder(t, auth, body, { key: 'key-repeat' });
    const again = await postOrder(t, auth, body, { key: 'key-repeat' });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await postOrder(t, auth, { ...body, orderAmount: 2000 }, { key: 'key-repeat' });
    expect(other.statusCode).toBe(422);
    expect(other.json().meta.translation_key).toBe('error.idempotency-conflict');
    // A retry after the quote has expired still answers the order it placed, not error.fee.changed.
    t.clock.advance(301_000);
    const late = await postOrder(t, auth, body, { key: 'key-repeat' });
    expect(late.statusCode).toBe(201);
    expect(late.json()).toEqual(first.json());
  });

  it('creates one order from 50 concurrent duplicates of one request', async () => {
    const { vendor, owner, quote } = await newVendorWithQuote();
    const body = orderPayload(vendor.vendorId, quote);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        postOrder(t, owner.authorization, body, { key: 'double-click' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201));
    expect(new Set(answers.map((a) => a.json().result.order_id)).size).toBe(1);
    expect(await orderCount(vendor.vendorId)).toBe(1);
    // The duplicates took no order number: the vendor's next order is its second.
    const next = await postOrder(t, owner.authorization, body, { key: 'next-order' });
    expect(next.json().result.order_id).toBe(`${vendor.vendorId}-2`);
  });

  it('refuses an undeliverable drop-off, beyond the distance cap or outside a drawn area', async () => {
    const far = { lat: 35.3, lng: 33.37 }; // ~15 km north: over the 10 km cap by road
    const quote = await quoteFee(t, { authorization: auth, vendorId, destination: far });
    const res = await postOrder(
      t,
      auth,
      orderPayload(vendorId, quote, {
        destinationLatitude: far.lat,
        destinationLongitude: far.lng,
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().meta.translation_key).toBe('error.undeliverable-address');

    const fenced = await createVendor(t.ctx);
    const fencedAuth = (await createUser(t.ctx, [fenced.vendorId])).authorization;
    const { runAdminCommand } = await import('../admin/commands.ts');
    // A small square around the vendor, not reaching Ledra Street.
    await runAdminCommand(t.ctx, [
      'delivery-area:add',
      fenced.vendorId,
      '35.162,33.362;35.162,33.372;35.170,33.372;35.170,33.362',
    ]);
    const fencedQuote = await quoteFee(t, { authorization: fencedAuth, vendorId: fenced.vendorId });
    const outside = await postOrder(t, fencedAuth, orderPayload(fenced.vendorId, fencedQuote));
    expect(outside.json().meta.translation_key).toBe('error.outside-delivery-area');
    await setFlag(t.ctx.db, {
      name: 'draw-delivery-areas',
      value: false,
      vendorId: fenced.vendorId,
    });
    const allowed = await postOrder(t, fencedAuth, orderPayload(fenced.vendorId, fencedQuote));
    expect(allowed.statusCode).toBe(201);
  });

  it('refuses an instant order outside the service hours, with from, to and the market time', async () => {
    await setCountryParameter(t.ctx.db, 'serviceHours', '2200:0600');
    try {
      const quote = await quoteFee(t, { authorization: auth, vendorId });
      const closed = await postOrder(t, auth, orderPayload(vendorId, quote));
      expect(closed.statusCode).toBe(409);
      expect(closed.json().meta).toEqual({
        translation_key: 'service.closed',
        from: '22:00',
        to: '06:00',
        time: expect.stringMatching(/^1[2-3]:\d\d$/),
      });
      const hours = await t.app.inject({
        method: 'GET',
        url: '/api/v1/service-hours',
        headers: { authorization: auth },
      });
      expect(hours.json().result).toMatchObject({ is_open: false, from: '22:00', to: '06:00' });
      // 23:30 in Nicosia is inside the overnight hours (a new session: the clock moved on).
      t.clock.set('2026-11-21T21:30:00.000Z');
      const late = (await createUser(t.ctx, [vendorId])).authorization;
      const open = await quoteFee(t, { authorization: late, vendorId });
      expect((await postOrder(t, late, orderPayload(vendorId, open))).statusCode).toBe(201);
    } finally {
      await setCountryParameter(t.ctx.db, 'serviceHours', '0000:0000');
      t.clock.set('2026-11-21T10:00:00.000Z');
    }
  });

  it('needs an explicit confirmation above the item value limit; -1 means no limit', async () => {
    await setCountryParameter(t.ctx.db, 'orderItemValueExceedLimit', '50');
    try {
      const quote = await quoteFee(t, { authorization: auth, vendorId });
      const unconfirmed = await postOrder(
        t,
        auth,
        orderPayload(vendorId, quote, { orderAmount: 5001 }),
      );
      expect(unconfirmed.statusCode).toBe(422);
      expect(unconfirmed.json().meta).toEqual({
        translation_key: 'order.item-value-not-confirmed',
        limit: 5000,
      });
      const confirmed = await postOrder(
        t,
        auth,
        orderPayload(vendorId, quote, { orderAmount: 5001, item_value_confirmed: true }),
      );
      expect(confirmed.statusCode).toBe(201);
      const row = await findOrder(t.ctx.db, confirmed.json().result.order_id);
      expect(row?.itemValueConfirmed).toBe(true);
      await setCountryParameter(t.ctx.db, 'orderItemValueExceedLimit', '-1');
      const noLimit = await postOrder(
        t,
        auth,
        orderPayload(vendorId, quote, { orderAmount: 900_000 }),
      );
      expect(noLimit.statusCode).toBe(201);
    } finally {
      await setCountryParameter(t.ctx.db, 'orderItemValueExceedLimit', '-1');
    }
  });

  it('takes a pre-order between 30 minutes and 2 days ahead, inside the service hours', async () => {
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    const now = Date.parse('2026-11-21T10:00:00.000Z') / 1000;
    const inOneHour = now + 3600;
    const ok = await postOrder(
      t,
      auth,
      orderPayload(vendorId, quote, { preordered_for: inOneHour }),
    );
    expect(ok.statusCode).toBe(201);
    const row = await findOrder(t.ctx.db, ok.json().result.order_id);
    expect(row?.status).toBe('NEW');
    expect(row?.preorderedFor?.toISOString()).toBe('2026-11-21T11:00:00.000Z');
    for (const at of [now + 600, now + 3 * 86_400, now - 60]) {
      const res = await postOrder(t, auth, orderPayload(vendorId, quote, { preordered_for: at }));
      expect(res.json().meta.translation_key).toBe('order.preorder-time-invalid');
    }
    await setCountryParameter(t.ctx.db, 'serviceHours', '0900:1230');
    try {
      // Open now (12:00 in Nicosia), closed at 13:00 when the pre-order is for.
      const late = await postOrder(
        t,
        auth,
        orderPayload(vendorId, quote, { preordered_for: inOneHour }),
      );
      expect(late.json().meta.translation_key).toBe('order.preorder-outside-service-hours');
    } finally {
      await setCountryParameter(t.ctx.db, 'serviceHours', '0000:0000');
    }
    await setFlag(t.ctx.db, { name: 'pre-order', value: false, vendorId });
    const off = await postOrder(
      t,
      auth,
      orderPayload(vendorId, quote, { preordered_for: inOneHour }),
    );
    expect(off.statusCode).toBe(403);
    await setFlag(t.ctx.db, { name: 'pre-order', value: 'default', vendorId });
  });

  it('asks for the origin of a vendor without coordinates and collects there', async () => {
    const popUp = await createVendor(t.ctx, {
      location: vendorLocation({ latitude: null, longitude: null, address_text: '' }),
    });
    const popUpAuth = (await createUser(t.ctx, [popUp.vendorId])).authorization;
    const noSource = await t.app.inject({
      method: 'POST',
      url: '/api/v1/delivery/fee',
      headers: { authorization: popUpAuth },
      payload: { vendor_id: popUp.vendorId, destination: LEDRA, delivery_type: 'food' },
    });
    expect(noSource.statusCode).toBe(422);
    expect(noSource.json().meta.translation_key).toBe('address.no-coordinates');
    const origin = { lat: 35.1702, lng: 33.3616 }; // Eleftheria Square
    const quote = await quoteFee(t, {
      authorization: popUpAuth,
      vendorId: popUp.vendorId,
      source: origin,
    });
    const withoutOrigin = await postOrder(t, popUpAuth, orderPayload(popUp.vendorId, quote));
    expect(withoutOrigin.json().meta.translation_key).toBe('address.no-coordinates');
    const res = await postOrder(
      t,
      popUpAuth,
      orderPayload(popUp.vendorId, quote, {
        origin: {
          street_address: 'Eleftheria Square, Nicosia',
          latitude: origin.lat,
          longitude: origin.lng,
          unit: 'Kiosk 2',
          notes: 'Blue kiosk',
        },
      }),
    );
    expect(res.statusCode).toBe(201);
    const row = await findOrder(t.ctx.db, res.json().result.order_id);
    expect(row?.pickup).toMatchObject({
      address: 'Eleftheria Square, Nicosia',
      latitude: origin.lat,
      longitude: origin.lng,
      unit: 'Kiosk 2',
      notes: 'Blue kiosk',
    });
  });

  it("answers 404 for another vendor's id on every request route, and 401 without a session", async () => {
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    const calls = [
      { method: 'POST', url: '/api/v1/order', payload: orderPayload(vendorId, quote) },
      {
        method: 'POST',
        url: '/api/v1/delivery/fee',
        payload: { vendor_id: vendorId, destination: LEDRA, delivery_type: 'food' },
      },
      {
        method: 'POST',
        url: '/api/v1/delivery/area/validate',
        payload: { vendor_id: vendorId, location: LEDRA },
      },
      {
        method: 'POST',
        url: '/api/v1/estimations',
        payload: { vendor_id: vendorId, destination: LEDRA },
      },
      { method: 'GET', url: `/api/v1/request-options/${vendorId}` },
      { method: 'GET', url: `/api/v1/addressbook/search-customers/${vendorId}?query=Maria` },
      {
        method: 'POST',
        url: '/api/v1/voucher/validate',
        payload: {
          code: 'ANY',
          vendor_id: vendorId,
          order: { delivery_fee: quote.fee, signature: quote.signature },
        },
      },
      {
        method: 'PUT',
        url: `/api/v1/order/${vendorId}-1`,
        payload: { vendor_id: vendorId, item_details: 'x' },
      },
    ] as const;
    for (const call of calls) {
      const asStranger = await t.app.inject({ ...call, headers: { authorization: strangerAuth } });
      expect(asStranger.statusCode, call.url).toBe(404);
      expect(asStranger.json().meta.translation_key).toBe('error.not-found');
      const anonymous = await t.app.inject({ ...call });
      expect(anonymous.statusCode, call.url).toBe(401);
    }
  });
});

// Every market limit is a domain test (request-order.test.ts); this one shows the API uses them.
describe('market limits on POST /order', () => {
  let t: TTestApp;
  let authorization: string;
  let payload: (overrides: Record<string, unknown>) => Record<string, unknown>;

  beforeAll(async () => {
    const singapore = { lat: 1.3521, lng: 103.8198 };
    t = await createTestApp({ env: { PORTAL_COUNTRY: 'SG' } });
    const vendor = await createVendor(t.ctx, {
      countryCode: 'SG',
      location: vendorLocation({ latitude: singapore.lat, longitude: singapore.lng, city: '' }),
    });
    authorization = (await createUser(t.ctx, [vendor.vendorId])).authorization;
    const destination = { lat: singapore.lat + 0.01, lng: singapore.lng };
    const quote = await quoteFee(t, { authorization, vendorId: vendor.vendorId, destination });
    payload = (overrides) =>
      orderPayload(vendor.vendorId, quote, {
        destinationLatitude: destination.lat,
        destinationLongitude: destination.lng,
        destinationPhoneNumber: '+6591234567',
        ...overrides,
      });
  });
  afterAll(() => t.close());

  it('Singapore requires the unit number (rule 2, before the name)', async () => {
    const res = await postOrder(t, authorization, payload({ destinationName: '' }));
    expect(res.json().meta.translation_key).toBe('validation.fill-unit-number');
    const ok = await postOrder(t, authorization, payload({ destinationUnitNumber: '#12-34' }));
    expect(ok.statusCode).toBe(201);
  });
});
