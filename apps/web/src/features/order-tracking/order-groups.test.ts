import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../test/order-fixture';
import { fallbackRefreshMs } from './hooks/use-active-orders';
import { groupOrders, matchesSearch } from './order-groups';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();

describe('the tracking list', () => {
  it('groups new, scheduled, collected, delivered and cancelled, keeping the list order', () => {
    const orders = [
      orderFixture({ order_id: 'V1-7', status: 'NEW', preordered_for: NOW / 1000 + 86_400 }),
      orderFixture({ order_id: 'V1-6', status: 'WAITING_FOR_TRANSPORT' }),
      orderFixture({ order_id: 'V1-5', status: 'COURIER_LEFT_VENDOR' }),
      orderFixture({
        order_id: 'V1-4',
        status: 'DELAYED',
        status_history: [
          { status: 'PICKED_UP', created_at: at(-20) },
          { status: 'DELAYED', created_at: at(-10) },
        ],
      }),
      orderFixture({ order_id: 'V1-3', status: 'RETURNED_TO_VENDOR' }),
      orderFixture({ order_id: 'V1-2', status: 'CANCELLED' }),
      orderFixture({ order_id: 'V1-1', status: 'PAYMENT_INITIATED' }),
      orderFixture({ order_id: 'V1-0', status: 'NEAR_VENDOR' }),
    ];
    expect(
      groupOrders(orders, NOW).map(({ group, orders: o }) => [group, o.map((x) => x.order_id)]),
    ).toEqual([
      ['new', ['V1-6', 'V1-0']],
      ['scheduled', ['V1-7']],
      ['collected', ['V1-5', 'V1-4']],
      ['delivered', ['V1-3']],
      ['cancelled', ['V1-2']],
    ]);
  });

  it('puts the orders that need attention first in their group, and a stuck payment in new', () => {
    const stuck = { reason: 'no-rider' as const, since: at(-1) };
    const orders = [
      orderFixture({ order_id: 'V1-4', status: 'WAITING_FOR_TRANSPORT' }),
      orderFixture({ order_id: 'V1-3', status: 'WAITING_FOR_TRANSPORT', attention: stuck }),
      orderFixture({ order_id: 'V1-2', status: 'NEW' }),
      orderFixture({
        order_id: 'V1-1',
        status: 'PAYMENT_INITIATED',
        attention: { reason: 'payment-pending', since: at(-2) },
      }),
      orderFixture({ order_id: 'V1-0', status: 'PAYMENT_INITIATED' }),
    ];
    expect(groupOrders(orders, NOW)[0]!.orders.map((o) => o.order_id)).toEqual([
      'V1-3',
      'V1-1',
      'V1-4',
      'V1-2',
    ]);
  });

  it('searches order number, customer, address and phone digits', () => {
    const order = orderFixture({ order_id: 'V1-42' });
    expect(matchesSearch(order, '')).toBe(true);
    expect(matchesSearch(order, 'v1-42')).toBe(true);
    expect(matchesSearch(order, 'georgiou')).toBe(true);
    expect(matchesSearch(order, 'ELM street')).toBe(true);
    expect(matchesSearch(order, '99 123 456')).toBe(true);
    expect(matchesSearch(order, 'Nikos')).toBe(false);
    expect(matchesSearch(order, '12')).toBe(false);
  });

  it('falls back to polling every 60 s, every 300 s for guests without dynamic estimation', () => {
    expect(fallbackRefreshMs(false, false)).toBe(60_000);
    expect(fallbackRefreshMs(false, true)).toBe(60_000);
    expect(fallbackRefreshMs(true, true)).toBe(60_000);
    expect(fallbackRefreshMs(true, false)).toBe(300_000);
  });
});
