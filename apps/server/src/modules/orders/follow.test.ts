import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createOrder, createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { runAdminCommand } from '../admin/commands.ts';
import { applyOrderEvent } from './lifecycle.ts';
import { findOrder } from './store.ts';
import { presentOrder } from './presenter.ts';
import { ZOrderPage } from '@rider-portal/domain/api/orders';
import { toOrderListItem } from '@rider-portal/domain/order-view';
import { sql } from 'drizzle-orm';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const unix = (ms: number) => Math.floor(ms / 1000);

describe.each(testDatabaseLabels())('following orders on %s', (database) => {
  let t: TTestApp;
  let parentId: string;
  let childId: string;
  let owner: { authorization: string };
  let stranger: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database, now: new Date(NOW).toISOString() });
    parentId = (await createVendor(t.ctx, { isParent: true })).vendorId;
    childId = (await createVendor(t.ctx, { parentVendorId: parentId })).vendorId;
    const other = await createVendor(t.ctx);
    owner = await createUser(t.ctx, [parentId]);
    stranger = await createUser(t.ctx, [other.vendorId]);
  });
  afterAll(() => t.close());

  const list = (vendorId: string, query: string, authorization = owner.authorization) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/${vendorId}/orders?${query}`,
      headers: { authorization },
    });

  it("the list's JSON, built by the database, is the list item of each presented order", async () => {
    const vendorId = (await createVendor(t.ctx, { parentVendorId: parentId })).vendorId;
    const plain = await createOrder(t.ctx, vendorId, { createdAt: new Date(NOW - 60_000) });
    const riding = await createOrder(t.ctx, vendorId, {
      status: 'PICKED_UP',
      createdAt: new Date(NOW - 120_000),
      updatedAt: new Date(NOW - 30_000),
      preorderedFor: new Date(NOW + 3_600_500),
      discountedDeliveryFee: 175,
      etaPickupAt: new Date(NOW - 10_000),
      etaDropoffAt: new Date(NOW + 900_123),
      customer: {
        name: 'Zoë "Zed" O\'Brien \\ بيت',
        phone_number: '+35799000001',
        location: {
          address: 'Ledra Street 20,\n<Nicosia> \u2028',
          latitude: 35.1,
          longitude: 33.3,
          notes: 'gate',
          unit: '4B',
        },
      },
      details: {
        amount: null,
        description: 'Soup \t & 🍲',
        payment_method: 'PAID',
        cold_bag_needed: true,
      },
      rider: {
        id: 'R7',
        name: '  Andreas  Christou ',
        phone: '+35799000002',
        vehicle: 'scooter',
        lat: 35.17,
        lng: 33.36,
        heading: 90,
        updated_at: new Date(NOW - 5_000).toISOString(),
      },
    });
    // A time the database wrote itself, with microseconds the API's instants do not carry.
    await t.ctx.db.execute(
      sql`update orders set updated_at = updated_at + interval '0.123456 seconds' where order_id = ${plain.orderId}`,
    );
    const res = await list(vendorId, `from=${unix(NOW - 3_600_000)}&to=${unix(NOW + 60_000)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = ZOrderPage.parse(res.json().result);
    const expected = await Promise.all(
      [plain, riding].map(async (o) =>
        toOrderListItem(presentOrder((await findOrder(t.ctx.db, o.orderId))!)),
      ),
    );
    expect(page.data).toEqual(expected);
    expect(page.data[1]!.rider).toEqual({ updated_at: new Date(NOW - 5_000).toISOString() });
    expect(page.data[1]!.preordered_for).toBe(unix(NOW + 3_600_500));
  });

  it('lists newest first with a cursor that stays stable while new orders arrive', async () => {
    const vendorId = (await createVendor(t.ctx, { parentVendorId: parentId })).vendorId;
    for (let i = 0; i < 7; i += 1)
      await createOrder(t.ctx, vendorId, { createdAt: new Date(NOW - (i + 1) * 60_000) });
    const range = `from=${unix(NOW - 3_600_000)}&to=${unix(NOW + 3_600_000)}`;
    const first = await list(vendorId, `${range}&count=3`);
    expect(first.statusCode).toBe(200);
    const page1 = first.json().result;
    expect(page1.data).toHaveLength(3);
    const created = page1.data.map((o: { created_at: string }) => o.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    // A new order arrives between two pages: the next page neither repeats nor skips.
    await createOrder(t.ctx, vendorId, { createdAt: new Date(NOW) });
    const page2 = (
      await list(vendorId, `${range}&count=3&pagination_key=${page1.pagination_key}`)
    ).json().result;
    const page3 = (
      await list(vendorId, `${range}&count=3&pagination_key=${page2.pagination_key}`)
    ).json().result;
    const ids = [...page1.data, ...page2.data, ...page3.data].map(
      (o: { order_id: string }) => o.order_id,
    );
    expect(new Set(ids).size).toBe(7);
    expect(page3.pagination_key).toBeNull();
    for (const id of ids) expect(id.startsWith(`${vendorId}-`)).toBe(true);
  });

  it('includes outlets only when asked', async () => {
    const hq = (await createVendor(t.ctx, { isParent: true })).vendorId;
    const outlet = (await createVendor(t.ctx, { parentVendorId: hq })).vendorId;
    const manager = await createUser(t.ctx, [hq]);
    await createOrder(t.ctx, hq, { createdAt: new Date(NOW - 1000) });
    await createOrder(t.ctx, outlet, { createdAt: new Date(NOW - 2000) });
    const range = `from=${unix(NOW - 10_000)}&to=${unix(NOW)}`;
    const only = (await list(hq, range, manager.authorization)).json().result.data;
    expect(only.map((o: { vendor_id: string }) => o.vendor_id)).toEqual([hq]);
    const all = (await list(hq, `${range}&include_outlets=true`, manager.authorization)).json()
      .result.data;
    expect(all.map((o: { vendor_id: string }) => o.vendor_id)).toEqual([hq, outlet]);
  });

  it('lists pre-orders by their time up to two days past `to`', async () => {
    const vendorId = (await createVendor(t.ctx, { parentVendorId: parentId })).vendorId;
    await createOrder(t.ctx, vendorId, { preorderedFor: new Date(NOW + 36 * 3_600_000) });
    await createOrder(t.ctx, vendorId, { preorderedFor: new Date(NOW + 60 * 3_600_000) });
    await createOrder(t.ctx, vendorId);
    const res = await list(
      vendorId,
      `from=${unix(NOW - 60_000)}&to=${unix(NOW + 60_000)}&scheduled=true`,
    );
    expect(res.json().result.data).toHaveLength(1);
  });

  it('answers 404 for another vendor on every route, never its data', async () => {
    const order = await createOrder(t.ctx, childId);
    const range = `from=${unix(NOW - 60_000)}&to=${unix(NOW + 60_000)}`;
    const attempts = [
      list(childId, range, stranger.authorization),
      t.app.inject({
        method: 'GET',
        url: `/api/v1/order?vendorId=${childId}&orderId=${order.orderId}`,
        headers: { authorization: stranger.authorization },
      }),
      t.app.inject({
        method: 'GET',
        url: `/api/v1/riders/${order.orderId}`,
        headers: { authorization: stranger.authorization },
      }),
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/order/cancel',
        headers: { authorization: stranger.authorization },
        payload: { vendor_id: childId, order_id: order.orderId, reason: 'CUSTOMER_CANCELLED' },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json().meta.translation_key).toBe('error.not-found');
      expect(res.body).not.toContain('Maria');
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order?vendorId=${childId}&orderId=${order.orderId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows one order and its rider with a masked phone', async () => {
    const order = await createOrder(t.ctx, childId, {
      status: 'COURIER_ACCEPTED_DELIVERY',
      rider: {
        id: 'R9',
        name: 'Eleni K.',
        phone: '+35799123987',
        vehicle: 'scooter',
        lat: 35.17,
        lng: 33.36,
        heading: 10,
        updated_at: new Date(NOW).toISOString(),
      },
      etaPickupAt: new Date(NOW + 7 * 60_000),
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order?vendorId=${childId}&orderId=${order.orderId}`,
      headers: { authorization: owner.authorization },
    });
    expect(res.json().result).toMatchObject({
      order_id: order.orderId,
      status: 'COURIER_ACCEPTED_DELIVERY',
      rider: { name: 'Eleni', vehicle: 'scooter' },
    });
    const rider = await t.app.inject({
      method: 'GET',
      url: `/api/v1/riders/${order.orderId}`,
      headers: { authorization: owner.authorization },
    });
    expect(rider.json().result).toMatchObject({
      rider: { name: 'Eleni K.', phone: '+••••••••987' },
      eta: { pickup_minutes: 7 },
    });
  });

  describe('cancellation', () => {
    const cancel = (orderId: string, vendorId = childId, reason = 'CUSTOMER_CANCELLED') =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/order/cancel',
        headers: { authorization: owner.authorization },
        payload: { vendor_id: vendorId, order_id: orderId, reason },
      });

    it('cancels in a cancellable state with a reason and answers attempt-cancel', async () => {
      const order = await createOrder(t.ctx, childId, { status: 'WAITING_FOR_TRANSPORT' });
      const res = await cancel(order.orderId);
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({
        message: 'attempt-cancel',
        order: { status: 'CANCELLED', cancel_reason: 'CUSTOMER_CANCELLED' },
      });
    });

    it('never leaves an order both collected and cancelled when a pickup races the cancel', async () => {
      for (let i = 0; i < 5; i += 1) {
        const order = await createOrder(t.ctx, childId, { status: 'ASSIGNED_TO_TRANSPORT' });
        const [res] = await Promise.all([
          cancel(order.orderId),
          applyOrderEvent(t.ctx, {
            orderId: order.orderId,
            occurredAt: t.clock.now(),
            status: 'PICKED_UP',
          }),
        ]);
        const stored = await findOrder(t.ctx.db, order.orderId);
        expect(stored?.status).toBe(res.statusCode === 200 ? 'CANCELLED' : 'PICKED_UP');
        expect(res.statusCode === 200 || res.statusCode === 409).toBe(true);
      }
    });

    it('refuses a collected order with "Unfortunately we could not cancel that order"', async () => {
      const order = await createOrder(t.ctx, childId, { status: 'PICKED_UP' });
      const res = await cancel(order.orderId);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        message: 'Unfortunately we could not cancel that order',
        meta: { translation_key: 'order.cant-cancel-order' },
      });
    });

    it('refuses a reason outside the list', async () => {
      const order = await createOrder(t.ctx, childId, { status: 'RECEIVED' });
      const res = await cancel(order.orderId, childId, 'BORED');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('reason');
    });

    it('allows PAYMENT_COMMITTED only after 10 minutes', async () => {
      const order = await createOrder(t.ctx, childId, {
        status: 'PAYMENT_COMMITTED',
        createdAt: t.clock.now(),
      });
      expect((await cancel(order.orderId)).statusCode).toBe(409);
      t.clock.advance(10 * 60_000 + 1000);
      expect((await cancel(order.orderId)).statusCode).toBe(200);
      t.clock.set(new Date(NOW).toISOString());
    });

    it('allows DELAYED only with the delayed-cancellation flag', async () => {
      const order = await createOrder(t.ctx, childId, { status: 'DELAYED' });
      await runAdminCommand(t.ctx, ['flag:set', 'delayed-cancellation', 'off']);
      expect((await cancel(order.orderId)).statusCode).toBe(409);
      await runAdminCommand(t.ctx, ['flag:set', 'delayed-cancellation', 'on', '--vendor', childId]);
      expect((await cancel(order.orderId)).statusCode).toBe(200);
    });

    it('does not cancel an order through another vendor id of the same owner', async () => {
      const order = await createOrder(t.ctx, childId, { status: 'RECEIVED' });
      const res = await cancel(order.orderId, parentId);
      expect(res.statusCode).toBe(404);
    });
  });
});
