import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getMarket } from '@rider-portal/domain/markets';
import { createTestApp } from '../../test/helpers/test-app.ts';
import { createTestDatabase, testDatabaseLabels } from '../../test/helpers/databases.ts';
import type { TTestDatabase } from '../../test/helpers/databases.ts';
import type { TTestApp } from '../../test/helpers/test-app.ts';
import { createOrder, createVendor } from '../../test/helpers/factories.ts';
import { findOrder } from '../modules/orders/store.ts';
import type { TNewOrderRow } from '../modules/orders/store.ts';
import { createFleetSimulator } from './fleet.ts';
import type { TFleetSimulator } from './fleet.ts';
import { createEntryPointSender } from './sender.ts';
import { cancelOrder } from '../modules/orders/cancel.ts';
import { applyOrderEvent } from '../modules/orders/lifecycle.ts';
import { setFlag } from '../modules/flags/service.ts';
import type { TLogisticsEvent } from '../modules/dispatch/service.ts';
import { distanceMeters, offset } from './geometry.ts';
import type { TPoint } from './geometry.ts';
import { DISPATCH_RADIUS_METERS, JOIN_DISTANCE_METERS, POOL_RADIUS_METERS } from './rider-pool.ts';
import type { TPoolRider } from './rider-pool.ts';
import { seeded } from '../platform/seeded-random.ts';

describe.each(testDatabaseLabels())('rider-fleet simulator on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  const sent: TLogisticsEvent[] = [];
  beforeAll(async () => {
    t = await createTestApp({ database });
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

describe.each(testDatabaseLabels())('rider-fleet simulator: the rider pool on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let sent: TLogisticsEvent[] = [];
  let placed: string[] = [];
  const city = getMarket('CY').defaultCity;
  const centre: TPoint = { lat: city.lat, lng: city.lng };
  beforeAll(async () => {
    t = await createTestApp({ database });
    vendorId = (await createVendor(t.ctx)).vendorId;
  });
  afterAll(() => t.close());
  // Every test starts a simulator of its own: orders it leaves on the way are ended (as the
  // logistics side may cancel), so that the next test's pool does not serve them.
  afterEach(async () => {
    t.clock.advance(1000);
    for (const orderId of placed) {
      await applyOrderEvent(t.ctx, { orderId, occurredAt: t.clock.now(), status: 'CANCELLED' });
    }
    placed = [];
    sent = [];
  });

  /** The simulator with a seeded pool; `control.forced` overrides `random` once it stands. */
  function simulator(opts: { seed?: number; poolSize?: number } = {}) {
    const send = createEntryPointSender(t.app, t.ctx.secrets.logisticsSecret);
    const seededRandom = seeded(opts.seed ?? 11);
    const control = { forced: null as number | null };
    const sim = createFleetSimulator(t.ctx, {
      speed: 10,
      poolSize: opts.poolSize ?? 24,
      random: () => control.forced ?? seededRandom(),
      send: async (events) => {
        sent.push(...events);
        await send(events);
      },
    });
    return Object.assign(sim, { control });
  }

  async function place(
    pickup: TPoint,
    dropoff = offset(pickup, 900, () => 0.1),
    overrides: Partial<TNewOrderRow> = {},
  ) {
    const order = await createOrder(t.ctx, vendorId, {
      createdAt: t.clock.now(),
      ...overrides,
      pickup: { address: 'Somewhere 1', latitude: pickup.lat, longitude: pickup.lng },
      customer: {
        name: 'Maria Georgiou',
        phone_number: '+35799123456',
        location: {
          address: 'Elsewhere 2',
          latitude: dropoff.lat,
          longitude: dropoff.lng,
          notes: '',
        },
      },
    });
    placed.push(order.orderId);
    return order.orderId;
  }

  /** Ticks every second (simulated) until `done`, for at most 400 ticks. */
  async function tickUntil(sim: TFleetSimulator, done: () => Promise<boolean> | boolean) {
    for (let i = 0; i < 400; i += 1) {
      t.clock.advance(1000);
      await sim.tick();
      if (await done()) return;
    }
    throw new Error('the simulator did not get there');
  }

  const statusOf = async (orderId: string) => (await findOrder(t.ctx.db, orderId))!.status;
  const assignmentOf = (orderId: string) =>
    sent.find((e) => e.order_id === orderId && e.status === 'ASSIGNED_TO_TRANSPORT');
  const isAssigned = (...orderIds: string[]) => orderIds.every((id) => assignmentOf(id));
  const lastPositionOf = (orderId: string) => {
    const rider = sent.filter((e) => e.order_id === orderId && e.rider).at(-1)!.rider!;
    return { lat: rider.lat, lng: rider.lng };
  };

  /** The idle rider the dispatcher should choose for a pickup: the nearest within reach. */
  function nearestIdle(riders: TPoolRider[], pickup: TPoint): TPoolRider {
    const near = riders
      .filter((r) => r.orderId === null)
      .map((r) => ({ r, meters: distanceMeters(r.position, pickup) }))
      .filter((x) => x.meters <= DISPATCH_RADIUS_METERS)
      .sort((a, b) => a.meters - b.meters);
    expect(near.length).toBeGreaterThan(0);
    return near[0]!.r;
  }

  it("starts with poolSize idle riders around the market's city", () => {
    const riders = simulator({ poolSize: 12 }).riders();
    expect(riders).toHaveLength(12);
    expect(new Set(riders.map((r) => r.id)).size).toBe(12);
    for (const rider of riders) {
      expect(rider.orderId).toBeNull();
      expect(rider.id).toMatch(/^SIM-R\d{2}$/);
      expect(rider.phone.startsWith('+357')).toBe(true);
      expect(distanceMeters(rider.position, centre)).toBeLessThanOrEqual(POOL_RADIUS_METERS);
    }
    expect(simulator().riders()).toHaveLength(24);
  });

  it('sends the nearest idle rider, who rides from where he stands', async () => {
    const sim = simulator();
    const pickup = offset(centre, 1200, () => 0.7);
    const expected = nearestIdle(sim.riders(), pickup);
    const orderId = await place(pickup);
    await tickUntil(sim, () => isAssigned(orderId));
    const assigned = assignmentOf(orderId)!;
    expect(assigned.rider).toMatchObject({
      id: expected.id,
      name: expected.name,
      lat: expected.position.lat,
      lng: expected.position.lng,
    });
    // The ETA is his ride from there (25 km/h at speed 10), not a made-up distance.
    const rideMs = Date.parse(assigned.eta!.pickup_at!) - Date.parse(assigned.occurred_at);
    const meters = distanceMeters(expected.position, pickup);
    expect(rideMs).toBeCloseTo((meters / ((25_000 / 3600) * 10)) * 1000, -2);
    expect(sim.riders().find((r) => r.id === expected.id)!.orderId).toBe(orderId);
    // The next report moves him one step from there towards the pickup.
    t.clock.advance(1000);
    await sim.tick();
    const moved = lastPositionOf(orderId);
    expect(distanceMeters(moved, pickup)).toBeLessThan(meters);
    expect(distanceMeters(moved, expected.position)).toBeLessThanOrEqual(70);
  });

  it('sends the rider who just delivered nearby on the next order', async () => {
    const sim = simulator();
    sim.control.forced = 0.5; // no delay, no return: this order is delivered
    const pickup = offset(centre, 1500, () => 0.2);
    const dropoff = offset(pickup, 900, () => 0.45);
    const first = await place(pickup, dropoff);
    await tickUntil(sim, async () => (await statusOf(first)) === 'DELIVERED');
    const rider = assignmentOf(first)!.rider!;
    const doorstep = lastPositionOf(first);
    // A second vendor next door to that customer: the rider is free again, and nearest.
    const second = await place(
      dropoff,
      offset(dropoff, 700, () => 0.8),
    );
    await tickUntil(sim, () => isAssigned(second));
    expect(assignmentOf(second)!.rider).toMatchObject({ id: rider.id, ...doorstep });
    expect(sim.riders()).toHaveLength(24);
  });

  it('gives two orders at the same time two different riders', async () => {
    const sim = simulator();
    const pickup = offset(centre, 600, () => 0.05);
    const riders = sim.riders();
    const nearest = nearestIdle(riders, pickup);
    const runnerUp = nearestIdle(
      riders.filter((r) => r.id !== nearest.id),
      pickup,
    );
    const a = await place(pickup);
    const b = await place(pickup);
    await tickUntil(sim, () => isAssigned(a, b));
    const ids = [assignmentOf(a)!.rider!.id, assignmentOf(b)!.rider!.id];
    expect(ids.sort()).toEqual([nearest.id, runnerUp.id].sort());
    expect(
      sim
        .riders()
        .filter((r) => r.orderId !== null)
        .map((r) => r.orderId)
        .sort(),
    ).toEqual([a, b].sort());
  });

  it('frees the rider of a cancelled order where he stands, for the next order', async () => {
    await setFlag(t.ctx.db, { name: 'delayed-cancellation', value: true, vendorId });
    const sim = simulator();
    // Once the pool stands, every draw is low: the order is delayed (5% chance) on the way.
    sim.control.forced = 0.01;
    const pickup = offset(centre, 1000, () => 0.55);
    const first = await place(pickup);
    await tickUntil(sim, async () => (await statusOf(first)) === 'DELAYED');
    const rider = assignmentOf(first)!.rider!;
    const stoppedAt = lastPositionOf(first);
    await cancelOrder(t.ctx, { vendorId, orderId: first, reason: 'CUSTOMER_CANCELLED' });
    const before = sent.length;
    t.clock.advance(1000);
    await sim.tick();
    expect(sent.slice(before)).toHaveLength(0); // an idle rider has nothing to report
    expect(sim.riders().find((r) => r.id === rider.id)).toMatchObject({
      orderId: null,
      position: stoppedAt,
    });
    // He was the nearest and has come closer: the next order at that pickup is his.
    const second = await place(pickup);
    await tickUntil(sim, () => isAssigned(second));
    expect(assignmentOf(second)!.rider).toMatchObject({ id: rider.id, ...stoppedAt });
  });

  it('lets a new rider join 0.8-2 km from an outlet far from the city', async () => {
    const sim = simulator();
    sim.control.forced = 0.5; // once the pool stands: no delay, no return
    const poolIds = sim.riders().map((r) => r.id);
    const farAway = offset(centre, 40_000, () => 0.5);
    const orderId = await place(farAway);
    await tickUntil(sim, () => isAssigned(orderId));
    const rider = assignmentOf(orderId)!.rider!;
    expect(poolIds).not.toContain(rider.id);
    const meters = distanceMeters(rider, farAway);
    expect(meters).toBeGreaterThanOrEqual(JOIN_DISTANCE_METERS.min);
    expect(meters).toBeLessThanOrEqual(JOIN_DISTANCE_METERS.max);
    expect(sim.riders()).toHaveLength(25);
    // He rides the order to its end like any other rider.
    await tickUntil(sim, async () => (await statusOf(orderId)) === 'DELIVERED');
  });

  it('after a restart keeps the riders already on orders busy where they are', async () => {
    const before = simulator({ seed: 5 });
    const pickup = offset(centre, 900, () => 0.35);
    const first = await place(
      pickup,
      offset(pickup, 2500, () => 0.6),
    );
    await tickUntil(before, () => isAssigned(first));
    for (let i = 0; i < 3; i += 1) {
      t.clock.advance(1000);
      await before.tick();
    }
    const stored = (await findOrder(t.ctx.db, first))!.rider!;

    // Same seed: the new pool has a rider of that id at his first place, nearest the pickup.
    const after = simulator({ seed: 5 });
    expect(after.riders().find((r) => r.id === stored.id)!.orderId).toBeNull();
    // An older order, already waiting for transport at the restart: it is dispatched first
    // (oldest first), and must not get the rider who is on his way with the other order.
    const second = await place(pickup, undefined, {
      status: 'WAITING_FOR_TRANSPORT',
      createdAt: new Date(t.clock.now().getTime() - 3_600_000),
    });
    sent = [];
    await tickUntil(after, () => isAssigned(second));
    const continued = sent.find((e) => e.order_id === first && e.rider)!.rider!;
    expect(continued).toMatchObject({ id: stored.id, lat: stored.lat, lng: stored.lng });
    expect(assignmentOf(second)!.rider!.id).not.toBe(stored.id);
    expect(after.riders().find((r) => r.id === stored.id)).toMatchObject({
      orderId: first,
      name: stored.name,
    });
  });
});

const onPostgres = testDatabaseLabels().includes('postgres') ? describe : describe.skip;

onPostgres('rider-fleet simulator: two instances on one PostgreSQL', () => {
  let database: TTestDatabase;
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    a = await createTestApp({ env: { DATABASE_URL: database.url! } });
    b = await createTestApp({ env: { DATABASE_URL: database.url! } });
  });
  afterAll(async () => {
    await b.close();
    await database.drop();
  });

  function simulatorOf(t: TTestApp, sent: TLogisticsEvent[]) {
    const send = createEntryPointSender(t.app, t.ctx.secrets.logisticsSecret);
    return createFleetSimulator(t.ctx, {
      speed: 10,
      random: () => 0.5,
      send: async (events) => {
        sent.push(...events);
        await send(events);
      },
    });
  }

  it('runs one fleet: the second instance stands by, and takes over when the first stops', async () => {
    const order = await createOrder(a.ctx, (await createVendor(a.ctx)).vendorId, {
      createdAt: a.clock.now(),
    });
    const fromA: TLogisticsEvent[] = [];
    const fromB: TLogisticsEvent[] = [];
    const simA = simulatorOf(a, fromA);
    const simB = simulatorOf(b, fromB);
    for (let i = 0; i < 6; i += 1) {
      a.clock.advance(1000);
      b.clock.advance(1000);
      await simA.tick();
      await simB.tick();
    }
    expect(fromA.map((e) => e.status).filter(Boolean)).toEqual(
      expect.arrayContaining(['RECEIVED', 'WAITING_FOR_TRANSPORT']),
    );
    expect(fromB).toEqual([]);

    // The first instance stops (its connection, and with it the lock, goes): the second goes on
    // with the same order from what the database knows.
    await a.close();
    for (let i = 0; i < 6 && fromB.length === 0; i += 1) {
      b.clock.advance(1000);
      await simB.tick();
    }
    expect(fromB.length).toBeGreaterThan(0);
    expect(fromB.every((e) => e.order_id === order.orderId)).toBe(true);
    const after = await findOrder(b.ctx.db, order.orderId);
    expect(after!.statusHistory.map((h) => h.status)).toContain('ASSIGNED_TO_TRANSPORT');
  });
});
