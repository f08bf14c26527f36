import { describe, expect, it } from 'vitest';
import type { TStatusHistoryEntry } from '@rider-portal/domain/statuses';
import { orderEta } from './eta';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const in7 = new Date(NOW + 6.2 * 60_000).toISOString();
const at = (minutesAgo: number) => new Date(NOW - minutesAgo * 60_000).toISOString();
const history = (...statuses: TStatusHistoryEntry['status'][]): TStatusHistoryEntry[] =>
  statuses.map((status, i) => ({ status, created_at: at(statuses.length - i) }));

describe('the ETA of an order (001 §2)', () => {
  const base = { eta_pickup_at: in7, eta_dropoff_at: in7, status_history: [] };

  it('counts to the pickup while the rider comes, to the drop-off once collected', () => {
    expect(orderEta({ ...base, status: 'ASSIGNED_TO_TRANSPORT' }, NOW)).toEqual({
      kind: 'pickup',
      isNear: false,
      minutes: 7,
    });
    expect(orderEta({ ...base, status: 'PICKED_UP' }, NOW)).toEqual({
      kind: 'dropoff',
      isNear: false,
      minutes: 7,
    });
  });

  it('counts to the drop-off while the rider rides to the customer (COURIER_LEFT_VENDOR)', () => {
    expect(orderEta({ ...base, status: 'COURIER_LEFT_VENDOR' }, NOW)).toEqual({
      kind: 'dropoff',
      isNear: false,
      minutes: 7,
    });
    expect(orderEta({ ...base, status: 'COURIER_LEFT_VENDOR', eta_dropoff_at: null }, NOW)).toEqual(
      { kind: 'dropoff', isNear: false, minutes: null },
    );
  });

  it('keeps the leg a delayed order is on', () => {
    const collected = history(
      'RECEIVED',
      'WAITING_FOR_TRANSPORT',
      'COURIER_ACCEPTED_DELIVERY',
      'PICKED_UP',
    );
    expect(orderEta({ ...base, status: 'DELAYED', status_history: collected }, NOW)?.kind).toBe(
      'dropoff',
    );
    const coming = history('RECEIVED', 'WAITING_FOR_TRANSPORT', 'COURIER_ACCEPTED_DELIVERY');
    expect(orderEta({ ...base, status: 'DELAYED', status_history: coming }, NOW)?.kind).toBe(
      'pickup',
    );
    const waiting = history('RECEIVED', 'WAITING_FOR_TRANSPORT');
    expect(orderEta({ ...base, status: 'DELAYED', status_history: waiting }, NOW)).toBeNull();
  });

  it('says "Less than 5 minutes away" near the vendor or the customer', () => {
    const unknown = { ...base, eta_pickup_at: null, eta_dropoff_at: null };
    expect(orderEta({ ...unknown, status: 'NEAR_VENDOR' }, NOW)?.isNear).toBe(true);
    expect(orderEta({ ...unknown, status: 'NEAR_CUSTOMER' }, NOW)).toEqual({
      kind: 'dropoff',
      isNear: true,
      minutes: null,
    });
  });

  it('shows nothing before a rider comes, after the delivery, or on the way back', () => {
    for (const status of [
      'RECEIVED',
      'WAITING_FOR_TRANSPORT',
      'DELIVERED',
      'DELAYED',
      'RETURN_INITIATED',
    ] as const) {
      expect(orderEta({ ...base, status }, NOW)).toBeNull();
    }
  });
});
