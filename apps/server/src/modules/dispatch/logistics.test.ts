import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createOrder, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { orders } from '../../db/schema.ts';
import { SIGNATURE_HEADER, signLogisticsBody } from './signature.ts';
import type { TLogisticsEvent } from './service.ts';

const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000).toISOString();

/** A valid stream of one delivery, with rider positions between the statuses. */
function deliveryStream(orderId: string): TLogisticsEvent[] {
  const rider = (lat: number) => ({
    id: 'R1',
    name: 'Nikos P.',
    phone: '+35799000111',
    vehicle: 'scooter',
    lat,
    lng: 33.36,
    heading: 90,
  });
  return [
    { event_id: `${orderId}-1`, order_id: orderId, occurred_at: at(10), status: 'RECEIVED' },
    {
      event_id: `${orderId}-2`,
      order_id: orderId,
      occurred_at: at(20),
      status: 'WAITING_FOR_TRANSPORT',
    },
    {
      event_id: `${orderId}-3`,
      order_id: orderId,
      occurred_at: at(30),
      status: 'ASSIGNED_TO_TRANSPORT',
      rider: rider(35.1),
    },
    {
      event_id: `${orderId}-4`,
      order_id: orderId,
      occurred_at: at(31),
      status: 'COURIER_ACCEPTED_DELIVERY',
      rider: rider(35.11),
    },
    {
      event_id: `${orderId}-5`,
      order_id: orderId,
      occurred_at: at(60),
      rider: rider(35.13),
      eta: { pickup_at: at(120) },
    },
    {
      event_id: `${orderId}-6`,
      order_id: orderId,
      occurred_at: at(90),
      status: 'NEAR_VENDOR',
      rider: rider(35.15),
    },
    {
      event_id: `${orderId}-7`,
      order_id: orderId,
      occurred_at: at(120),
      status: 'PICKED_UP',
      rider: rider(35.16),
    },
    {
      event_id: `${orderId}-8`,
      order_id: orderId,
      occurred_at: at(130),
      status: 'COURIER_LEFT_VENDOR',
      rider: rider(35.162),
    },
    {
      event_id: `${orderId}-9`,
      order_id: orderId,
      occurred_at: at(200),
      status: 'NEAR_CUSTOMER',
      rider: rider(35.17),
    },
    {
      event_id: `${orderId}-10`,
      order_id: orderId,
      occurred_at: at(240),
      status: 'DELIVERED',
      rider: rider(35.172),
    },
  ];
}

describe.each(testDatabaseLabels())('logistics entry point on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  beforeAll(async () => {
    t = await createTestApp({ database });
    vendorId = (await createVendor(t.ctx)).vendorId;
  });
  afterAll(() => t.close());

  async function post(
    events: TLogisticsEvent[],
    sign: (body: string) => string | undefined = (b) =>
      signLogisticsBody(b, t.ctx.secrets.logisticsSecret),
  ) {
    const body = JSON.stringify({ events });
    const signature = sign(body);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/logistics/events',
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [SIGNATURE_HEADER]: signature } : {}),
      },
      payload: body,
    });
  }

  async function stored(orderId: string) {
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.orderId, orderId));
    return row!;
  }

  it('refuses an unsigned, a wrongly signed and an altered batch, and changes nothing', async () => {
    const order = await createOrder(t.ctx, vendorId, { createdAt: new Date(T0) });
    const events = deliveryStream(order.orderId).slice(0, 1);
    expect((await post(events, () => undefined)).statusCode).toBe(401);
    expect((await post(events, () => 'sha256=' + '0'.repeat(64))).statusCode).toBe(401);
    const altered = await post(events, (body) =>
      signLogisticsBody(body.replace('RECEIVED', 'DELIVERED'), t.ctx.secrets.logisticsSecret),
    );
    expect(altered.statusCode).toBe(401);
    expect(altered.json().meta.translation_key).toBe('error.unauthorized');
    expect((await stored(order.orderId)).status).toBe('NEW');
  });

  it('applies a batch, skips redelivered events and reports unknown orders', async () => {
    const order = await createOrder(t.ctx, vendorId, { createdAt: new Date(T0) });
    const events = deliveryStream(order.orderId).slice(0, 4);
    const first = await post(events);
    expect(first.statusCode).toBe(200);
    expect(first.json().result).toEqual({ accepted: 4, duplicates: 0, unknown_orders: [] });
    const again = await post([
      ...events,
      { event_id: 'x-1', order_id: 'NOPE-1', occurred_at: at(1), status: 'RECEIVED' },
    ]);
    expect(again.json().result).toEqual({ accepted: 0, duplicates: 4, unknown_orders: ['NOPE-1'] });
    const row = await stored(order.orderId);
    expect(row.status).toBe('COURIER_ACCEPTED_DELIVERY');
    expect(row.statusHistory.map((h) => h.status)).toEqual([
      'NEW',
      'RECEIVED',
      'WAITING_FOR_TRANSPORT',
      'ASSIGNED_TO_TRANSPORT',
      'COURIER_ACCEPTED_DELIVERY',
    ]);
    expect(row.rider).toMatchObject({ id: 'R1', lat: 35.11 });
  });

  it('validates the batch with the error envelope', async () => {
    const res = await post([
      {
        event_id: 'bad',
        order_id: 'X-1',
        occurred_at: 'yesterday',
        status: 'RECEIVED',
      } as TLogisticsEvent,
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.translation_key).toBe('error.validation');
    expect(res.json().errors[0].field).toBe('events.0.occurred_at');
  });

  it('applies a batch in its order across orders: an event named twice counts once, an unknown order keeps nothing', async () => {
    const a = await createOrder(t.ctx, vendorId, { createdAt: new Date(T0) });
    const b = await createOrder(t.ctx, vendorId, { createdAt: new Date(T0) });
    const [aReceived, aWaiting] = deliveryStream(a.orderId);
    const [bReceived] = deliveryStream(b.orderId);
    const early: TLogisticsEvent = {
      event_id: 'early-1',
      order_id: 'LATER-1',
      occurred_at: at(1),
      status: 'RECEIVED',
    };
    const res = await post([aReceived!, early, bReceived!, aReceived!, aWaiting!]);
    expect(res.json().result).toEqual({
      accepted: 3,
      duplicates: 1,
      unknown_orders: ['LATER-1'],
    });
    expect((await stored(a.orderId)).status).toBe('WAITING_FOR_TRANSPORT');
    expect((await stored(b.orderId)).status).toBe('RECEIVED');
    // The unknown order's event was not kept: sent again once the order exists, it applies.
    const later = await createOrder(t.ctx, vendorId, { createdAt: new Date(T0) });
    const again = await post([{ ...early, order_id: later.orderId }]);
    expect(again.json().result).toEqual({ accepted: 1, duplicates: 0, unknown_orders: [] });
  });

  it('ends in the same state whatever order, and however often, the events arrive', async () => {
    const shuffles = fc.sample(
      fc.shuffledSubarray(deliveryStream('X'), { minLength: 10, maxLength: 10 }),
      { numRuns: 4, seed: 42 },
    );
    const finals: unknown[] = [];
    for (const shuffle of shuffles) {
      const order = await createOrder(t.ctx, vendorId, { createdAt: new Date(T0) });
      const stream = deliveryStream(order.orderId);
      const byIndex = new Map(deliveryStream('X').map((e, i) => [e.event_id, i]));
      const events = shuffle.map((e) => stream[byIndex.get(e.event_id)!]!);
      await post(events.slice(0, 5));
      await post([...events.slice(3), events[0]!]);
      const row = await stored(order.orderId);
      finals.push({
        status: row.status,
        history: row.statusHistory,
        rider: row.rider,
        updatedAt: row.updatedAt,
      });
    }
    for (const f of finals) expect(f).toEqual(finals[0]);
    expect(finals[0]).toMatchObject({ status: 'DELIVERED', rider: { lat: 35.172 } });
  });
});
