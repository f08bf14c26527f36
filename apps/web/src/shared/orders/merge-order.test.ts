import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../test/order-fixture';
import { mergeOrderLists, newerOrder } from './merge-order';

const rider = (at: string) => ({
  name: 'Nikos',
  vehicle: 'scooter',
  lat: 35.1,
  lng: 33.3,
  heading: 90,
  updated_at: at,
});

describe('merging pictures of orders', () => {
  it('keeps the picture with the newer status time, then the newer rider position', () => {
    const a = orderFixture({
      updated_at: '2026-11-21T09:00:00.000Z',
      rider: rider('2026-11-21T09:05:00.000Z'),
    });
    const b = orderFixture({
      updated_at: '2026-11-21T09:00:00.000Z',
      rider: rider('2026-11-21T09:04:00.000Z'),
    });
    const c = orderFixture({ updated_at: '2026-11-21T09:01:00.000Z', status: 'PICKED_UP' });
    expect(newerOrder(a, b)).toBe(a);
    expect(newerOrder(b, a)).toBe(a);
    expect(newerOrder(a, c)).toBe(c);
    expect(newerOrder(undefined, b)).toBe(b);
  });

  it('lists each order once, newest first by created_at', () => {
    const older = orderFixture({ order_id: 'V1-1', created_at: '2026-11-21T08:00:00.000Z' });
    const newer = orderFixture({ order_id: 'V1-2', created_at: '2026-11-21T09:00:00.000Z' });
    const moved = {
      ...older,
      status: 'DELIVERED' as const,
      updated_at: '2026-11-21T09:30:00.000Z',
    };
    expect(
      mergeOrderLists([older, newer], [moved]).map((o) => `${o.order_id}:${o.status}`),
    ).toEqual(['V1-2:RECEIVED', 'V1-1:DELIVERED']);
  });
});
