import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import {
  createOrder,
  createUser,
  createVendor,
  startGuestSession,
} from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { orderPayload, quoteFee } from '../../../test/helpers/request-order.ts';
import { startCheckout, testCard, TEST_CARDS } from '../../../test/helpers/checkout.ts';
import { signTrackingToken } from './tokens.ts';

const NOW = '2026-11-21T10:00:00.000Z';

const RIDER = {
  id: 'R-7',
  name: 'Nikos Papadopoulos',
  phone: '+35799000111',
  vehicle: 'motorbike',
  lat: 35.17,
  lng: 33.36,
  heading: 90,
  updated_at: NOW,
};

describe.each(testDatabaseLabels())('public tracking on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let owner: { authorization: string };
  let stranger: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database, now: NOW });
    vendorId = (await createVendor(t.ctx, { name: 'Souvlaki Corner' })).vendorId;
    owner = await createUser(t.ctx, [vendorId]);
    stranger = await createUser(t.ctx, [(await createVendor(t.ctx)).vendorId]);
  });
  afterAll(() => t.close());

  const token = (kind: 'track' | 'track-c2c', orderId: string) =>
    signTrackingToken(t.ctx.secrets.trackingSecret, kind, orderId);
  const open = (page: 'tracking' | 'tracking-c2c', orderId: string, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/public/${page}/${orderId}${query}` });
  const linksOf = (orderId: string, authorization = owner.authorization, vendor = vendorId) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v1/order/tracking-link',
      query: { vendorId: vendor, orderId },
      headers: { authorization },
    });

  /** An order on its way to the collection point, with notes and an amount on it. */
  const activeOrder = () =>
    createOrder(t.ctx, vendorId, {
      status: 'COURIER_ACCEPTED_DELIVERY',
      statusHistory: [
        { status: 'NEW', created_at: '2026-11-21T09:50:00.000Z' },
        { status: 'COURIER_ACCEPTED_DELIVERY', created_at: '2026-11-21T09:55:00.000Z' },
      ],
      rider: RIDER,
      etaPickupAt: new Date('2026-11-21T10:07:00.000Z'),
      customer: {
        name: 'Maria Georgiou',
        phone_number: '+35799123456',
        location: {
          address: 'Ledra Street 20, Nicosia',
          latitude: 35.1725,
          longitude: 33.3617,
          notes: 'Ring twice at the blue door',
          unit: '4B',
        },
      },
    });

  it('answers the progress, the points and the rider for the right token, nothing private', async () => {
    const order = await activeOrder();
    const res = await open('tracking', order.orderId, `?t=${token('track', order.orderId)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({
      order_id: order.orderId,
      status: 'COURIER_ACCEPTED_DELIVERY',
      status_group: 'new',
      status_history: [
        { status: 'NEW', created_at: '2026-11-21T09:50:00.000Z' },
        { status: 'COURIER_ACCEPTED_DELIVERY', created_at: '2026-11-21T09:55:00.000Z' },
      ],
      created_at: NOW,
      preordered_for: null,
      vendor_name: 'Souvlaki Corner',
      pickup: { address: 'Makariou III Avenue 1, Nicosia', latitude: 35.1667, longitude: 33.3667 },
      dropoff: { address: 'Ledra Street 20, Nicosia', latitude: 35.1725, longitude: 33.3617 },
      eta_pickup_at: '2026-11-21T10:07:00.000Z',
      eta_dropoff_at: null,
      rider: {
        name: 'Nikos',
        vehicle: 'motorbike',
        lat: 35.17,
        lng: 33.36,
        heading: 90,
        updated_at: NOW,
      },
    });
    for (const secret of ['Maria', '+35799123456', 'Ring twice', '1850', 'Papadopoulos', '4B']) {
      expect(res.body).not.toContain(secret);
    }
    expect(res.body).not.toContain(RIDER.phone);
  });

  it('answers the same 404 for a wrong token, no token and an unknown order', async () => {
    const order = await activeOrder();
    const other = await activeOrder();
    const answers = await Promise.all([
      open('tracking', order.orderId, '?t=wrong-token'),
      open('tracking', order.orderId),
      open('tracking', order.orderId, '?t='),
      open('tracking', order.orderId, `?t=${token('track', other.orderId)}`),
      open('tracking', order.orderId, '?t=not%20even%20base64'),
      open('tracking', order.orderId, `?t=${'A'.repeat(500)}`),
      open('tracking', order.orderId, `?t=${token('track', order.orderId)}&t=again`),
      open('tracking', `${vendorId}-9999`, `?t=${token('track', `${vendorId}-9999`)}`),
      open('tracking-c2c', `${vendorId}-9999`, `?t=${token('track-c2c', `${vendorId}-9999`)}`),
    ]);
    const first = answers[0]!;
    expect(first.statusCode).toBe(404);
    expect(first.json()).toEqual({
      message: 'This tracking link is not valid.',
      meta: { translation_key: 'public-tracking.not-found' },
      errors: [],
    });
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(first.body);
    }
  });

  it("does not open the sender's page with the public token, nor the public page with the sender's", async () => {
    const order = await activeOrder();
    const c2cWithPublic = await open(
      'tracking-c2c',
      order.orderId,
      `?t=${token('track', order.orderId)}`,
    );
    expect(c2cWithPublic.statusCode).toBe(404);
    expect(c2cWithPublic.body).not.toContain('Maria');
    const publicWithC2c = await open(
      'tracking',
      order.orderId,
      `?t=${token('track-c2c', order.orderId)}`,
    );
    expect(publicWithC2c.statusCode).toBe(404);
  });

  it('shows the rider only while the order is open', async () => {
    const delivered = await createOrder(t.ctx, vendorId, {
      status: 'DELIVERED',
      statusHistory: [
        { status: 'NEW', created_at: '2026-11-21T09:20:00.000Z' },
        { status: 'PICKED_UP', created_at: '2026-11-21T09:35:00.000Z' },
        { status: 'DELIVERED', created_at: '2026-11-21T09:50:00.000Z' },
      ],
      rider: RIDER,
    });
    const res = await open(
      'tracking',
      delivered.orderId,
      `?t=${token('track', delivered.orderId)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ status: 'DELIVERED', status_group: 'delivered' });
    expect(res.json().result.rider).toBeNull();
    expect(res.body).not.toContain('Nikos');
  });

  it('gives the owner working links, and another vendor a 404', async () => {
    const order = await activeOrder();
    const res = await linksOf(order.orderId);
    expect(res.statusCode, res.body).toBe(200);
    const links = res.json().result as { tracking_url: string; c2c_tracking_url: string | null };
    expect(links.tracking_url).toBe(
      `/tracking/${order.orderId}?t=${token('track', order.orderId)}`,
    );
    // A vendor's own order has no sender: no sender's page.
    expect(links.c2c_tracking_url).toBeNull();
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public${links.tracking_url}`,
    });
    expect(opened.statusCode).toBe(200);

    for (const attempt of [
      await linksOf(order.orderId, stranger.authorization),
      // The stranger names its own vendor: the order is not one of its orders.
      await linksOf(order.orderId, stranger.authorization, vendorId),
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/order/tracking-link',
        query: { vendorId, orderId: order.orderId },
      }),
    ]) {
      expect([401, 404]).toContain(attempt.statusCode);
      expect(attempt.body).not.toContain('?t=');
    }
    expect((await linksOf(order.orderId, stranger.authorization)).statusCode).toBe(404);
    // The owner asking about an order of another vendor under its own id: 404 too.
    const foreign = await createOrder(t.ctx, (await createVendor(t.ctx)).vendorId);
    expect((await linksOf(foreign.orderId)).statusCode).toBe(404);
  });

  it("shows a guest's order to its sender: names, phones, parcel, payment and addresses", async () => {
    const { vendorId: guestId, authorization: guest } = await startGuestSession(t.app);
    const origin = { lat: 35.1667, lng: 33.3667 };
    const quote = await quoteFee(t, {
      authorization: guest,
      vendorId: guestId,
      source: origin,
      paymentMethod: 'PAID',
    });
    const payload = orderPayload(guestId, quote, {
      paymentMethod: 'PAID',
      riderNotes: 'Leave it with the porter',
      origin: {
        street_address: 'Makariou III Avenue 1, Nicosia',
        latitude: origin.lat,
        longitude: origin.lng,
      },
      sender: { name: 'Andreas Ioannou', phone_number: '+35799654321' },
    });
    const checkout = await startCheckout(
      t,
      { vendorId: guestId, authorization: guest },
      {
        order: payload,
      },
    );
    const paid = await checkout.confirm({ order: payload, card: testCard(TEST_CARDS.success) });
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId = paid.json().order_id as string;

    const links = (await linksOf(orderId, guest, guestId)).json().result as {
      tracking_url: string;
      c2c_tracking_url: string;
    };
    expect(links.c2c_tracking_url).toBe(
      `/tracking-c2c/${orderId}?t=${token('track-c2c', orderId)}`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/public${links.c2c_tracking_url}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json().result;
    expect(view).toMatchObject({
      order_id: orderId,
      vendor_name: null,
      sender: { name: 'Andreas Ioannou', phone_number: '+35799654321' },
      receiver: { name: 'Maria Georgiou', phone_number: '+35799123456' },
      parcel: {
        description: 'Two souvlaki pitas',
        cold_bag_needed: false,
        amount: 1850,
        currency: 'EUR',
      },
      payment: { method: 'PAID', status: 'paid' },
      pickup: { address: 'Makariou III Avenue 1, Nicosia' },
      dropoff: { address: 'Ledra Street 25, Nicosia', notes: 'Leave it with the porter' },
    });
    // The public page of the same order still shows none of it.
    const open = await t.app.inject({ method: 'GET', url: `/api/v1/public${links.tracking_url}` });
    expect(open.statusCode).toBe(200);
    for (const secret of ['Andreas', 'Maria', '+35799', 'porter', 'souvlaki']) {
      expect(open.body).not.toContain(secret);
    }
  });
});
