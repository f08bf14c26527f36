import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers/test-app.ts';
import type { TTestApp } from '../../test/helpers/test-app.ts';
import { createOrder, createVendor } from '../../test/helpers/factories.ts';
import { findOrder } from '../modules/orders/store.ts';
import { createFleetSimulator } from './fleet.ts';
import { createEntryPointSender } from './sender.ts';
import { cancelOrder } from '../modules/orders/cancel.ts';
import type { TLogisticsEvent } from '../modules/dispatch/service.ts';

describe('rider-fleet simulator', () => {
  let t: TTestApp;
  let vendorId: string;
  const sent: TLogisticsEvent[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    vendorId = (await createVendor(t.ctx)).vendorId;
  });
  afterAll(() => t.close());

  function simulator(random: () => number) {
    const send = createEntryPointSender(t.app, t.ctx.secrets.logisticsSecret);
    return createFleetSimulator(t.ctx, {
      speed: 10,
      random,
      send: async (events) => {
        sent.push(...events);
        await send(events);
      },
    });
  }

  async function runUntil(
    sim: ReturnType<typeof simulator>,
    orderId: string,
    done: (status: string) => boolean,
  ) {
    for (let i = 0; i < 400; i += 1) {
      t.clock.advance(1000);
      await sim.tick();
      const order = await findOrder(t.ctx.db, orderId);
      if (done(order!.status)) return order!;
    }
    throw new Error('the order did not get there');
  }

  it('takes an order from placed to delivered through the entry point, with a moving rider and proofs', async () => {
    const order = await createOrder(t.ctx, vendorId, { createdAt: t.clock.now() });
    const sim = simulator(() => 0.5);
    const delivered = await runUntil(sim, order.orderId, (s) => s === 'DELIVERED');
    expect(delivered.statusHistory.map((h) => h.status)).toEqual([
      'NEW',
      'RECEIVED',
      'WAITING_FOR_TRANSPORT',
      'ASSIGNED_TO_TRANSPORT',
      'COURIER_ACCEPTED_DELIVERY',
      'NEAR_VENDOR',
      'PICKED_UP',
      'COURIER_LEFT_VENDOR',
      'NEAR_CUSTOMER',
      'DELIVERED',
    ]);
    const positions = sent
      .filter((e) => e.order_id === order.orderId && e.rider)
      .map((e) => `${e.rider!.lat},${e.rider!.lng}`);
    expect(new Set(positions).size).toBeGreaterThan(5);
    expect(Object.keys(delivered.proofs).sort()).toEqual(['delivery', 'pickup']);
    const image = await t.ctx.blobs.get(delivered.proofs.delivery!.blob_key);
    expect(Buffer.from(image!).toString()).toContain('Delivered');
  });

  it('stops working on an order once it is cancelled', async () => {
    const order = await createOrder(t.ctx, vendorId, { createdAt: t.clock.now() });
    const sim = simulator(() => 0.5);
    await runUntil(sim, order.orderId, (s) => s === 'WAITING_FOR_TRANSPORT');
    await cancelOrder(t.ctx, { vendorId, orderId: order.orderId, reason: 'CUSTOMER_CANCELLED' });
    const before = sent.length;
    for (let i = 0; i < 20; i += 1) {
      t.clock.advance(1000);
      await sim.tick();
    }
    expect(sent.slice(before).filter((e) => e.order_id === order.orderId)).toHaveLength(0);
    expect((await findOrder(t.ctx.db, order.orderId))!.status).toBe('CANCELLED');
  });

  it('waits with a pre-order until its dispatch time', async () => {
    const preorderedFor = new Date(t.clock.now().getTime() + 3 * 3_600_000);
    const order = await createOrder(t.ctx, vendorId, { createdAt: t.clock.now(), preorderedFor });
    const sim = simulator(() => 0.5);
    for (let i = 0; i < 30; i += 1) {
      t.clock.advance(1000);
      await sim.tick();
    }
    // Acknowledged at once (so the vendor may still cancel it), dispatched only near its time.
    expect((await findOrder(t.ctx.db, order.orderId))!.status).toBe('RECEIVED');
    t.clock.set(new Date(preorderedFor.getTime() - 10 * 60_000));
    await runUntil(sim, order.orderId, (s) => s === 'WAITING_FOR_TRANSPORT');
  });

  it('sometimes returns a parcel to the vendor', async () => {
    const order = await createOrder(t.ctx, vendorId, { createdAt: t.clock.now() });
    // 0.01: below the return chance (2%) and the delay chance (5%).
    const sim = simulator(() => 0.01);
    const returned = await runUntil(sim, order.orderId, (s) => s === 'RETURNED_TO_VENDOR');
    const statuses = returned.statusHistory.map((h) => h.status);
    expect(statuses).toContain('DELAYED');
    expect(statuses).toContain('RETURN_INITIATED');
    expect(returned.proofs.return).toBeDefined();
  });
});
