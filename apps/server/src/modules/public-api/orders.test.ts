import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createOrder, createVendor, vendorLocation } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import {
  accessTokenFor,
  apiCall,
  apiOrderBody,
  createApiClientFor,
  RECIPIENT,
} from '../../../test/helpers/api-clients.ts';
import { findOrder } from '../orders/store.ts';
import { postLogisticsEvents } from '../../../test/helpers/logistics.ts';
import { setFlag } from '../flags/service.ts';
import { resetCountryParameter, setCountryParameter } from '../country-params/service.ts';

/** Makarios Avenue (the brand's own kitchen) and an outlet at Eleftheria Square, 0.6 km apart. */
const KITCHEN = { latitude: 35.1667, longitude: 33.3667 };
const SQUARE = { latitude: 35.1705, longitude: 33.3625 };

const RECIPIENT_LOCATION = RECIPIENT.location;

describe.each(testDatabaseLabels())('the public API /cy/api/v1 on %s', (database) => {
  let t: TTestApp;
  let token: string;
  let otherToken: string;
  let brandId: string;
  let outletId: string;

  beforeAll(async () => {
    t = await createTestApp({ database });
    const brand = await createVendor(t.ctx, { isParent: true, clientVendorId: 'kitchen-1' });
    const outlet = await createVendor(t.ctx, {
      parentVendorId: brand.vendorId,
      clientVendorId: 'square-2',
      location: vendorLocation({ ...SQUARE, address_text: 'Eleftheria Square 2, Nicosia' }),
    });
    brandId = brand.vendorId;
    outletId = outlet.vendorId;
    token = await accessTokenFor(t, await createApiClientFor(t, brandId));
    const otherBrand = await createVendor(t.ctx, { isParent: true, clientVendorId: 'other-1' });
    await createVendor(t.ctx, { parentVendorId: otherBrand.vendorId, clientVendorId: 'square-2' });
    otherToken = await accessTokenFor(t, await createApiClientFor(t, otherBrand.vendorId));
  });
  afterAll(() => t.close());

  const logistics = (events: Record<string, unknown>[]) => postLogisticsEvents(t, events);

  async function created(body: Record<string, unknown> = {}): Promise<string> {
    const res = await apiCall(t, token, 'POST', '/orders', apiOrderBody(body));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().order_id as string;
  }

  it('creates an order at the outlet the sender names: 201, status NEW, the reference shape', async () => {
    const res = await apiCall(
      t,
      token,
      'POST',
      '/orders',
      apiOrderBody({
        client_order_id: 'pos-1001',
        sender: { client_vendor_id: 'square-2' },
        coldbag_needed: true,
        delivery_tasks: { age_validation_required: true },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json();
    expect(order.order_id).toMatch(new RegExp(`^${outletId}-\\d+$`));
    expect(order).toMatchObject({
      client_order_id: 'pos-1001',
      status: 'NEW',
      payment_method: 'CASH_ON_DELIVERY',
      amount: 18.5,
      description: 'Two souvlaki pitas',
      coldbag_needed: true,
      sender: { client_vendor_id: 'square-2', location: SQUARE },
      recipient: {
        name: 'Maria Georgiou',
        phone_number: '+35799123456',
        location: { address: 'Ledra Street 25, Nicosia', latitude: 35.1733, longitude: 33.3614 },
        notes: 'Ring twice',
      },
      driver: { id: '', name: '', phone_number: '' },
      created_at: Math.floor(Date.parse('2026-11-21T10:00:00Z') / 1000),
      delivery_tasks: { age_validation_required: true },
    });
    // The portal's pricing (CY formula over the road distance), in euros.
    expect(order.delivery_fee).toBeGreaterThan(0);
    expect(order.distance).toBeGreaterThan(0);
    expect(order.timeline.estimated_pickup_time).toMatch(/^2026-11-21T10:\d\d:00\.000Z$/);
    const row = await findOrder(t.ctx.db, order.order_id);
    expect(row).toMatchObject({ status: 'NEW', deliveryFee: Math.round(order.delivery_fee * 100) });
    expect(row!.details.amount).toBe(1850);
  });

  it('matches the sender by coordinates within a tight tolerance, else 422 with the reference message', async () => {
    const near = await apiCall(
      t,
      token,
      'POST',
      '/orders',
      apiOrderBody({
        sender: {
          name: 'Square',
          phone_number: '+35722000000',
          location: { address: 'Eleftheria Square', latitude: 35.17052, longitude: 33.36251 },
        },
      }),
    );
    expect(near.statusCode, near.body).toBe(201);
    expect(near.json().order_id).toMatch(new RegExp(`^${outletId}-`));
    const kitchen = await apiCall(
      t,
      token,
      'POST',
      '/orders',
      apiOrderBody({
        sender: {
          name: 'Kitchen',
          phone_number: '+35722000000',
          location: { address: 'Makariou III Avenue 1', ...KITCHEN },
        },
      }),
    );
    expect(kitchen.statusCode, kitchen.body).toBe(201);
    expect(kitchen.json().order_id).toMatch(new RegExp(`^${brandId}-`));
    const far = await apiCall(
      t,
      token,
      'POST',
      '/orders',
      apiOrderBody({
        sender: {
          name: 'Nowhere',
          phone_number: '+35722000000',
          location: { address: 'Somewhere', latitude: 35.18, longitude: 33.38 },
        },
      }),
    );
    expect(far.statusCode).toBe(422);
    expect(far.json()).toEqual([
      { message: 'No Branch found that is close enough to the given sender coordinates' },
    ]);
    const unknownOutlet = await apiCall(
      t,
      token,
      'POST',
      '/orders',
      apiOrderBody({ sender: { client_vendor_id: 'nope' } }),
    );
    expect(unknownOutlet.statusCode).toBe(404);
    expect(unknownOutlet.json()).toEqual({ message: 'Outlet not found' });
  });

  it('refuses an invalid payload with the reference message', async () => {
    const missing = await apiCall(t, token, 'POST', '/orders', {
      recipient: { name: 'Maria', location: RECIPIENT_LOCATION },
      amount: 10,
      description: 'x',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: 'Invalid request payload\n - recipient.phone_number is required',
    });
    const badPhone = await apiCall(
      t,
      token,
      'POST',
      '/orders',
      apiOrderBody({ recipient: { ...RECIPIENT, phone_number: '12' } }),
    );
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json()).toEqual({
      message: 'Invalid request payload\n - recipient.phone_number is invalid',
    });
  });

  it('answers outside service hours with the reference message', async () => {
    await setCountryParameter(t.ctx.db, 'serviceHours', '2200:0600');
    try {
      const res = await apiCall(t, token, 'POST', '/orders', apiOrderBody());
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual([{ message: 'unable to accept order outside operating hours' }]);
    } finally {
      await resetCountryParameter(t.ctx.db, 'serviceHours');
    }
  });

  it('client_order_id: the same body answers the same order, another body 409', async () => {
    const body = apiOrderBody({ client_order_id: 'pos-2001' });
    const first = await apiCall(t, token, 'POST', '/orders', body);
    const again = await apiCall(t, token, 'POST', '/orders', body);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().order_id).toBe(first.json().order_id);
    const changed = await apiCall(t, token, 'POST', '/orders', { ...body, amount: 20 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toEqual({
      message: 'client_order_id (or Idempotency-Key) was already used with another request body',
    });
    // Another client's same client_order_id is its own.
    const others = await apiCall(t, otherToken, 'POST', '/orders', body);
    expect(others.statusCode, others.body).toBe(201);
    expect(others.json().order_id).not.toBe(first.json().order_id);
  });

  it('20 concurrent creates with one client_order_id make one order', async () => {
    const body = apiOrderBody({ client_order_id: 'pos-concurrent' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => apiCall(t, token, 'POST', '/orders', body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const ids = new Set(answers.map((a) => a.json().order_id));
    expect(ids.size).toBe(1);
  });

  it('the Idempotency-Key header works as in the portal', async () => {
    const headers = { 'idempotency-key': 'retry-77' };
    const first = await apiCall(t, token, 'POST', '/orders', apiOrderBody(), headers);
    const again = await apiCall(t, token, 'POST', '/orders', apiOrderBody(), headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json().order_id).toBe(first.json().order_id);
  });

  it('GET /orders/{id}: the order with its signed tracking link; 404 for another client', async () => {
    const orderId = await created({ client_order_id: 'pos-3001' });
    const res = await apiCall(t, token, 'GET', `/orders/${orderId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      order_id: orderId,
      client_order_id: 'pos-3001',
      status: 'NEW',
    });
    expect(res.json().tracking_link).toMatch(
      new RegExp(`^http://localhost:80/tracking/${orderId}\\?t=`),
    );
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public/tracking/${orderId}?t=${new URL(res.json().tracking_link).searchParams.get('t')}`,
    });
    expect(page.statusCode, page.body).toBe(200);

    const stranger = await apiCall(t, otherToken, 'GET', `/orders/${orderId}`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Order not found' });
    const unknown = await apiCall(t, token, 'GET', `/orders/${brandId}-9999`);
    expect(unknown.json()).toEqual({ message: 'Order not found' });
  });

  it('an order placed in the portal is not the client’s: 404', async () => {
    const portal = await createOrder(t.ctx, brandId);
    const res = await apiCall(t, token, 'GET', `/orders/${portal.orderId}`);
    expect(res.statusCode).toBe(404);
  });

  it('coordinates: 404 before a driver is assigned, then the rider position', async () => {
    const orderId = await created({ client_order_id: 'pos-4001' });
    const before = await apiCall(t, token, 'GET', `/orders/${orderId}/coordinates`);
    expect(before.statusCode).toBe(404);
    expect(before.json()).toEqual({ message: 'no driver is currently assigned' });
    await logistics([
      {
        event_id: `${orderId}-a`,
        order_id: orderId,
        occurred_at: '2026-11-21T10:00:30.000Z',
        status: 'COURIER_ACCEPTED_DELIVERY',
        rider: {
          id: 'R1',
          name: 'Nikos P.',
          phone: '+35799000111',
          vehicle: 'scooter',
          lat: 35.168,
          lng: 33.364,
        },
      },
    ]);
    const after = await apiCall(t, token, 'GET', `/orders/${orderId}/coordinates`);
    expect(after.statusCode, after.body).toBe(200);
    expect(after.json()).toMatchObject({
      client_order_id: 'pos-4001',
      latitude: 35.168,
      longitude: 33.364,
    });
    const stranger = await apiCall(t, otherToken, 'GET', `/orders/${orderId}/coordinates`);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Order not found' });

    const order = await apiCall(t, token, 'GET', `/orders/${orderId}`);
    expect(order.json()).toMatchObject({
      status: 'COURIER_ACCEPTED_DELIVERY',
      driver: { id: 'R1', name: 'Nikos' },
    });
    // 409 once a courier accepted.
    const cancel = await apiCall(t, token, 'DELETE', `/orders/${orderId}`, {
      reason: 'MISTAKE_ERROR',
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ message: 'Order is not cancellable' });
  });

  it('DELETE /orders/{id}: 204, then cancellation {reason, source}; an unknown reason 400; another client 404', async () => {
    const orderId = await created();
    const stranger = await apiCall(t, otherToken, 'DELETE', `/orders/${orderId}`, {
      reason: 'MISTAKE_ERROR',
    });
    expect(stranger.statusCode).toBe(404);
    const unknown = await apiCall(t, token, 'DELETE', `/orders/${orderId}`, { reason: 'BORED' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ message: 'Invalid request payload\n - reason is invalid' });
    // pandago's rule: cancellable until a courier accepted, so a NEW order too (the portal's
    // 001 §4 waits until the logistics side received it).
    const fresh = await created();
    const early = await apiCall(t, token, 'DELETE', `/orders/${fresh}`, {
      reason: 'DELIVERY_ETA_TOO_LONG',
    });
    expect(early.statusCode, early.body).toBe(204);
    expect((await apiCall(t, token, 'GET', `/orders/${fresh}`)).json()).toMatchObject({
      status: 'CANCELLED',
      cancellation: { reason: 'DELIVERY_ETA_TOO_LONG', source: 'CLIENT' },
    });
    await logistics([
      {
        event_id: `${orderId}-r`,
        order_id: orderId,
        occurred_at: '2026-11-21T10:00:10.000Z',
        status: 'RECEIVED',
      },
    ]);
    t.clock.set('2026-11-21T10:00:20.000Z');
    const res = await apiCall(t, token, 'DELETE', `/orders/${orderId}`, {
      reason: 'MISTAKE_ERROR',
    });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const order = await apiCall(t, token, 'GET', `/orders/${orderId}`);
    expect(order.json()).toMatchObject({
      status: 'CANCELLED',
      cancellation: { reason: 'MISTAKE_ERROR', source: 'CLIENT' },
    });
    t.clock.set('2026-11-21T10:00:00.000Z');
  });

  it('PUT /orders/{id}: COD to PAID with amount 0, PAID to COD refused, another client 404', async () => {
    await setFlag(t.ctx.db, { name: 'modify-order-button', value: true, vendorId: null });
    const orderId = await created();
    const stranger = await apiCall(t, otherToken, 'PUT', `/orders/${orderId}`, {
      description: 'x',
    });
    expect(stranger.statusCode).toBe(404);
    const notZero = await apiCall(t, token, 'PUT', `/orders/${orderId}`, {
      payment_method: 'PAID',
      amount: 5,
    });
    expect(notZero.statusCode).toBe(400);
    expect(notZero.json()).toEqual({ message: 'invalid update request payload' });
    const paid = await apiCall(t, token, 'PUT', `/orders/${orderId}`, {
      payment_method: 'PAID',
      amount: 0,
      description: 'Three pitas',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      order_id: orderId,
      payment_method: 'PAID',
      description: 'Three pitas',
    });
    expect((await findOrder(t.ctx.db, orderId))!.details.payment_method).toBe('PAID');
    const back = await apiCall(t, token, 'PUT', `/orders/${orderId}`, {
      payment_method: 'CASH_ON_DELIVERY',
      amount: 10,
    });
    expect(back.statusCode).toBe(422);
    expect(back.json()).toEqual({ message: 'order can not be updated' });
  });

  it('proofs: 404 with the reference message until there is one, then base64 JPEG; another client 404', async () => {
    await setFlag(t.ctx.db, { name: 'proof-of-delivery', value: true, vendorId: null });
    const orderId = await created();
    const none = await apiCall(t, token, 'GET', `/orders/proof_of_delivery/${orderId}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'Proof of delivery for this order was not found' });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);
    await logistics([
      {
        event_id: `${orderId}-p`,
        order_id: orderId,
        occurred_at: '2026-11-21T10:20:00.000Z',
        status: 'DELIVERED',
        proof: {
          kind: 'delivery',
          content_type: 'image/jpeg',
          image_base64: jpeg.toString('base64'),
        },
      },
    ]);
    const res = await apiCall(t, token, 'GET', `/orders/proof_of_delivery/${orderId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Buffer.from(res.json() as string, 'base64')).toEqual(jpeg);
    const stranger = await apiCall(t, otherToken, 'GET', `/orders/proof_of_delivery/${orderId}`);
    expect(stranger.statusCode).toBe(404);
    const pickup = await apiCall(t, token, 'GET', `/orders/proof_of_pickup/${orderId}`);
    expect(pickup.json()).toEqual({ message: 'Proof of pickup for this order was not found' });
  });

  it('fee and time: the portal pricing and estimations, with estimated_* names', async () => {
    const body = {
      client_order_id: 'q-1',
      recipient: { location: RECIPIENT_LOCATION },
      amount: 10,
      description: 'x',
    };
    const fee = await apiCall(t, token, 'POST', '/orders/fee', body);
    expect(fee.statusCode, fee.body).toBe(200);
    expect(fee.json()).toEqual({
      client_order_id: 'q-1',
      estimated_delivery_fee: expect.any(Number),
    });
    const time = await apiCall(t, token, 'POST', '/orders/time', body);
    expect(time.statusCode, time.body).toBe(200);
    expect(time.json()).toEqual({
      client_order_id: 'q-1',
      estimated_pickup_time: expect.stringMatching(/^2026-11-21T10:\d\d:00\.000Z$/),
      estimated_delivery_time: expect.stringMatching(/^2026-11-21T1\d:\d\d:00\.000Z$/),
    });
    const far = await apiCall(t, token, 'POST', '/orders/fee', {
      ...body,
      sender: {
        name: 'x',
        phone_number: '+35722000000',
        location: { address: 'x', latitude: 35.5, longitude: 33.9 },
      },
    });
    expect(far.statusCode).toBe(422);
    expect(far.json()).toEqual({
      message: 'No Branch found that is close enough to the given sender coordinates',
    });
  });

  it('outlets: GET and PUT by client_vendor_id, outletList for a parent; another client never sees them', async () => {
    const got = await apiCall(t, token, 'GET', '/outlets/square-2');
    expect(got.statusCode, got.body).toBe(200);
    expect(got.json()).toMatchObject({
      client_vendor_id: 'square-2',
      vendor_id: outletId,
      latitude: SQUARE.latitude,
      currency: 'EUR',
    });
    const put = await apiCall(t, token, 'PUT', '/outlets/harbour-3', {
      name: 'Harbour',
      address: 'Harbour Road 3, Larnaca',
      latitude: 34.9,
      longitude: 33.63,
      city: 'Larnaca',
      phone_number: '+35724000000',
      currency: 'EUR',
      locale: 'en-CY',
      add_user: ['harbour@test.example'],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      client_vendor_id: 'harbour-3',
      name: 'Harbour',
      users: ['harbour@test.example'],
    });
    const renamed = await apiCall(t, token, 'PUT', '/outlets/harbour-3', {
      name: 'Harbour Kitchen',
      address: 'Harbour Road 3, Larnaca',
      latitude: 34.9,
      longitude: 33.63,
      city: 'Larnaca',
      phone_number: '+35724000000',
      currency: 'EUR',
      locale: 'en-CY',
    });
    expect(renamed.json()).toMatchObject({
      vendor_id: put.json().vendor_id,
      name: 'Harbour Kitchen',
    });
    const list = await apiCall(t, token, 'GET', '/outletList');
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .map((o: { client_vendor_id: string }) => o.client_vendor_id)
        .sort(),
    ).toEqual(['harbour-3', 'square-2']);
    // The other brand has its own square-2, and never sees harbour-3.
    const theirs = await apiCall(t, otherToken, 'GET', '/outlets/square-2');
    expect(theirs.json().vendor_id).not.toBe(outletId);
    const notTheirs = await apiCall(t, otherToken, 'GET', '/outlets/harbour-3');
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json()).toEqual({ message: 'Outlet not found' });
  });

  it('outletList for a brand that is not a parent: 401 with the reference message', async () => {
    const single = await createVendor(t.ctx);
    const singleToken = await accessTokenFor(t, await createApiClientFor(t, single.vendorId));
    const res = await apiCall(t, singleToken, 'GET', '/outletList');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'This vendor is not a parent' });
  });

  it('refuses a missing token (401), a bad one (403) and another market’s code (404)', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/cy/api/v1/outletList' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: 'Unauthorized' });
    const bad = await apiCall(t, 'not-a-token', 'GET', '/outletList');
    expect(bad.statusCode).toBe(403);
    expect(bad.json()).toEqual({ message: 'Forbidden' });
    const market = await t.app.inject({
      method: 'GET',
      url: '/gr/api/v1/outletList',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(market.statusCode).toBe(404);
    expect(market.json()).toEqual({ message: 'Not found' });
    // An hour later the token has expired.
    t.clock.advance(3601_000);
    try {
      const expired = await apiCall(t, token, 'GET', '/outletList');
      expect(expired.statusCode).toBe(403);
    } finally {
      t.clock.set('2026-11-21T10:00:00.000Z');
    }
  });

  it('serves its own OpenAPI document at /api/public/docs, apart from the portal’s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/public/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/oauth2/token',
        '/{country}/api/v1/orders',
        '/{country}/api/v1/orders/fee',
        '/{country}/api/v1/orders/proof_of_{kind}/{order_id}',
        '/{country}/api/v1/orders/time',
        '/{country}/api/v1/orders/{order_id}',
        '/{country}/api/v1/orders/{order_id}/coordinates',
        '/{country}/api/v1/outletList',
        '/{country}/api/v1/outlets/{client_vendor_id}',
      ].sort(),
    );
    expect(Object.keys(doc.paths['/{country}/api/v1/orders/{order_id}'])).toEqual([
      'get',
      'delete',
      'put',
    ]);
    // The callback body, as an OpenAPI webhook: no recipient in it.
    const callback = doc.webhooks.orderStatus.post.requestBody.content['application/json'].schema;
    expect(callback.required).toEqual(
      expect.arrayContaining(['order_id', 'status', 'timeline', 'driver']),
    );
    expect(Object.keys(callback.properties)).not.toContain('recipient');
    const portal = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(
      Object.keys(portal.json().paths).some(
        (p: string) =>
          p.includes('/api/v1/orders/fee') ||
          p.startsWith('/{country}') ||
          p.startsWith('/:country'),
      ),
    ).toBe(false);
  });
});
