import { describe, expect, it } from 'vitest';
import { orderEta } from './eta';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const in7 = new Date(NOW + 6.2 * 60_000).toISOString();

describe('the ETA of an order (001 §2)', () => {
  it('counts to the pickup while the rider comes, to the drop-off once collected', () => {
    const base = { eta_pickup_at: in7, eta_dropoff_at: in7 };
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

  it('says "Less than 5 minutes away" near the vendor or the customer', () => {
    const base = { eta_pickup_at: null, eta_dropoff_at: null };
    expect(orderEta({ ...base, status: 'NEAR_VENDOR' }, NOW)?.isNear).toBe(true);
    expect(orderEta({ ...base, status: 'NEAR_CUSTOMER' }, NOW)).toEqual({
      kind: 'dropoff',
      isNear: true,
      minutes: null,
    });
  });

  it('shows nothing for the statuses the specification does not name', () => {
    const base = { eta_pickup_at: in7, eta_dropoff_at: in7 };
    for (const status of ['RECEIVED', 'WAITING_FOR_TRANSPORT', 'DELIVERED', 'DELAYED'] as const) {
      expect(orderEta({ ...base, status }, NOW)).toBeNull();
    }
  });
});
