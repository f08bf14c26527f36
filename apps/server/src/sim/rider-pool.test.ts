import { describe, expect, it } from 'vitest';
import { distanceMeters, offset } from './geometry.ts';
import {
  DISPATCH_RADIUS_METERS,
  JOIN_DISTANCE_METERS,
  POOL_RADIUS_METERS,
  createRiderPool,
} from './rider-pool.ts';
import type { TPoolRider } from './rider-pool.ts';
import { seeded } from '../platform/seeded-random.ts';

const NICOSIA = { lat: 35.1856, lng: 33.3823 };

function pool(size = 24, seed = 7) {
  return createRiderPool({ size, centre: NICOSIA, phonePrefix: '+357', random: seeded(seed) });
}

function nearest(riders: TPoolRider[], point: { lat: number; lng: number }): TPoolRider {
  const byDistance = (r: TPoolRider) => distanceMeters(r.position, point);
  return [...riders].sort((a, b) => byDistance(a) - byDistance(b))[0]!;
}

describe('rider pool', () => {
  it('starts with its riders idle around the city centre, each with an id, name, phone and vehicle', () => {
    const riders = pool(24).riders();
    expect(riders).toHaveLength(24);
    expect(riders.map((r) => r.id)).toEqual(
      Array.from({ length: 24 }, (_, i) => `SIM-R${String(i + 1).padStart(2, '0')}`),
    );
    for (const rider of riders) {
      expect(distanceMeters(rider.position, NICOSIA)).toBeLessThanOrEqual(POOL_RADIUS_METERS);
      expect(rider.orderId).toBeNull();
      expect(rider.name).toMatch(/^\p{L}+ \p{L}\.$/u);
      expect(rider.phone).toMatch(/^\+3579\d{6}1$/);
      expect(rider.vehicle).not.toBe('');
    }
    // Spread over the city, not stacked on one spot.
    expect(new Set(riders.map((r) => `${r.position.lat},${r.position.lng}`)).size).toBe(24);
  });

  it('sends the nearest idle rider, and never one rider on two orders', () => {
    const p = pool();
    const pickup = offset(NICOSIA, 1000, () => 0.3);
    const first = p.assign('O1', pickup);
    expect(first.id).toBe(nearest(p.riders(), pickup).id);
    const second = p.assign('O2', pickup);
    expect(second.id).not.toBe(first.id);
    const idle = p.riders().filter((r) => r.orderId === null);
    expect(second.id).toBe(nearest([...idle, { ...second, orderId: null }], pickup).id);
    // Asking again for the same order keeps its rider.
    expect(p.assign('O1', pickup).id).toBe(first.id);
    expect(p.riders().filter((r) => r.orderId !== null)).toHaveLength(2);
  });

  it('frees a rider when his order ends, where he stands, for the next order', () => {
    const p = pool();
    const pickup = offset(NICOSIA, 1500, () => 0.6);
    const rider = p.assign('O1', pickup);
    const dropoff = offset(pickup, 400, () => 0.1);
    rider.position = dropoff; // the fleet moved him to the doorstep
    p.release('O1');
    const freed = p.riders().find((r) => r.id === rider.id)!;
    expect(freed).toMatchObject({ orderId: null, position: dropoff });
    expect(p.assign('O2', dropoff).id).toBe(rider.id);
  });

  it('lets a rider join near a pickup no idle rider can reach', () => {
    const p = pool(3);
    const far = offset(NICOSIA, 25_000, () => 0.25);
    const rider = p.assign('O1', far);
    expect(rider.id).toBe('SIM-R04');
    const meters = distanceMeters(rider.position, far);
    expect(meters).toBeGreaterThanOrEqual(JOIN_DISTANCE_METERS.min);
    expect(meters).toBeLessThanOrEqual(JOIN_DISTANCE_METERS.max);
    expect(p.riders()).toHaveLength(4);
  });

  it('lets a rider join when every rider within reach is busy', () => {
    const p = pool(2);
    const pickup = NICOSIA;
    const near = p
      .riders()
      .filter((r) => distanceMeters(r.position, pickup) <= DISPATCH_RADIUS_METERS);
    expect(near.length).toBeGreaterThan(0);
    for (let i = 0; i < near.length; i += 1) p.assign(`O${i}`, pickup);
    const joined = p.assign('LATE', pickup);
    expect(near.map((r) => r.id)).not.toContain(joined.id);
    expect(distanceMeters(joined.position, pickup)).toBeGreaterThanOrEqual(
      JOIN_DISTANCE_METERS.min,
    );
    expect(p.riders()).toHaveLength(3);
  });

  it('takes back the rider an order had before a restart, busy where he was', () => {
    const p = pool();
    const pickup = offset(NICOSIA, 800, () => 0.9);
    const taken = nearest(p.riders(), pickup);
    const stored = { id: taken.id, name: 'Nikos K.', phone: '+35799000001', vehicle: 'scooter' };
    const at = offset(pickup, 300, () => 0.5);
    const restored = p.restore('OLD', stored, at);
    expect(restored).toMatchObject({ ...stored, position: at, orderId: 'OLD' });
    // The pool's own rider of that id is that same rider now: not sent anywhere else.
    expect(p.riders().filter((r) => r.id === taken.id)).toHaveLength(1);
    expect(p.assign('NEW', pickup).id).not.toBe(taken.id);
    // A rider of an earlier run joins the pool; later riders get ids of their own.
    p.restore('OLDER', { ...stored, id: 'SIM-R25' }, at);
    expect(
      p.assign(
        'FAR',
        offset(NICOSIA, 40_000, () => 0),
      ).id,
    ).toBe('SIM-R26');
  });

  it('keeps a rider on one order even when two stored orders name him', () => {
    const p = pool();
    const stored = { id: 'SIM-R03', name: 'Mei A.', phone: '+35799000002', vehicle: 'car' };
    expect(p.restore('A', stored, NICOSIA)).not.toBeNull();
    expect(p.restore('B', stored, NICOSIA)).toBeNull();
  });
});
