import { describe, expect, it } from 'vitest';
import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { orderFixture } from '../../../test/order-fixture';
import type { TActiveOrdersData, THistoryPage } from '../../orders/order-cache';
import { orderKeys } from '../../orders/order-keys';
import type { TLiveHandlerContext } from './context';
import { handleOrderUpdate } from './order-update';

// 10:00 UTC on 21 November is 12:00 in Nicosia; "today" there began at 22:00 UTC on the 20th.
const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const TODAY = '2026-11-21';
const scope = { vendorId: 'V1', isIncludingOutlets: false, day: TODAY };

function context(pathname: string, overrides: Partial<TLiveHandlerContext> = {}) {
  const queryClient = new QueryClient();
  const ctx: TLiveHandlerContext = {
    queryClient,
    pathname,
    now: NOW,
    timeZone: 'Asia/Nicosia',
    subscription: { vendorId: 'V1', isIncludingOutlets: false },
    guestOrderIds: null,
    ...overrides,
  };
  return ctx;
}

const activeIds = (ctx: TLiveHandlerContext) =>
  ctx.queryClient
    .getQueryData<TActiveOrdersData>(orderKeys.activeList(scope))
    ?.orders.map((o) => `${o.order_id}:${o.status}`);

function seedActive(ctx: TLiveHandlerContext, orders: TOrderView[]) {
  ctx.queryClient.setQueryData<TActiveOrdersData>(orderKeys.activeList(scope), {
    orders,
    fetchedAt: NOW,
  });
}

describe('an order_update event', () => {
  it("adds today's new order to the tracking list, newest first, and moves a listed one on", () => {
    const ctx = context('/order-tracking/V1');
    seedActive(ctx, [orderFixture({ order_id: 'V1-1', created_at: '2026-11-21T08:00:00.000Z' })]);
    handleOrderUpdate(
      ctx,
      orderFixture({ order_id: 'V1-2', created_at: '2026-11-21T09:30:00.000Z' }),
    );
    handleOrderUpdate(
      ctx,
      orderFixture({
        order_id: 'V1-1',
        created_at: '2026-11-21T08:00:00.000Z',
        updated_at: '2026-11-21T09:40:00.000Z',
        status: 'PICKED_UP',
      }),
    );
    expect(activeIds(ctx)).toEqual(['V1-2:RECEIVED', 'V1-1:PICKED_UP']);
  });

  it('counts "today" in the market: 23:30 UTC on the 20th is already the 21st in Nicosia', () => {
    const ctx = context('/order-tracking');
    seedActive(ctx, []);
    handleOrderUpdate(
      ctx,
      orderFixture({ order_id: 'V1-3', created_at: '2026-11-20T22:30:00.000Z' }),
    );
    handleOrderUpdate(
      ctx,
      orderFixture({ order_id: 'V1-4', created_at: '2026-11-20T21:30:00.000Z' }),
    );
    expect(activeIds(ctx)).toEqual(['V1-3:RECEIVED']);
  });

  it('never replaces a newer picture with an older one', () => {
    const ctx = context('/order-tracking/V1');
    const newer = orderFixture({ updated_at: '2026-11-21T09:50:00.000Z', status: 'NEAR_CUSTOMER' });
    seedActive(ctx, [newer]);
    handleOrderUpdate(
      ctx,
      orderFixture({ updated_at: '2026-11-21T09:20:00.000Z', status: 'PICKED_UP' }),
    );
    expect(activeIds(ctx)).toEqual(['V1-1:NEAR_CUSTOMER']);
  });

  it("does not add another subscription's or another day's order to a list", () => {
    const ctx = context('/order-tracking/V1', {
      subscription: { vendorId: 'P1', isIncludingOutlets: true },
    });
    seedActive(ctx, []);
    handleOrderUpdate(ctx, orderFixture({ order_id: 'V1-5' }));
    expect(activeIds(ctx)).toEqual([]);
  });

  it("leaves the history alone on the tracking view, and today's orders alone on the history view", () => {
    const historyKey = [...orderKeys.history, 'V1', 'any'];
    const yesterday = orderFixture({ order_id: 'V1-9', created_at: '2026-11-20T08:00:00.000Z' });
    const onTracking = context('/order-tracking/V1');
    onTracking.queryClient.setQueryData<InfiniteData<THistoryPage>>(historyKey, {
      pages: [{ data: [yesterday], pagination_key: null }],
      pageParams: [null],
    });
    const later = {
      ...yesterday,
      status: 'DELIVERED' as const,
      updated_at: '2026-11-21T09:00:00.000Z',
    };
    handleOrderUpdate(onTracking, later);
    const kept = onTracking.queryClient.getQueryData<InfiniteData<THistoryPage>>(historyKey);
    expect(kept?.pages[0]?.data[0]?.status).toBe('RECEIVED');

    const onHistory = context('/history/V1');
    onHistory.queryClient.setQueryData<InfiniteData<THistoryPage>>(historyKey, {
      pages: [{ data: [yesterday], pagination_key: null }],
      pageParams: [null],
    });
    seedActive(onHistory, [orderFixture({ order_id: 'V1-1' })]);
    handleOrderUpdate(onHistory, later);
    handleOrderUpdate(
      onHistory,
      orderFixture({
        order_id: 'V1-1',
        status: 'PICKED_UP',
        updated_at: '2026-11-21T09:59:00.000Z',
      }),
    );
    const history = onHistory.queryClient.getQueryData<InfiniteData<THistoryPage>>(historyKey);
    expect(history?.pages[0]?.data[0]?.status).toBe('DELIVERED');
    expect(activeIds(onHistory)).toEqual(['V1-1:RECEIVED']);
  });

  it('follows the open order on any view', () => {
    const ctx = context('/request-a-rider');
    ctx.queryClient.setQueryData(orderKeys.detail('V1', 'V1-1'), orderFixture());
    handleOrderUpdate(
      ctx,
      orderFixture({ status: 'ASSIGNED_TO_TRANSPORT', updated_at: '2026-11-21T09:10:00.000Z' }),
    );
    expect(ctx.queryClient.getQueryData<TOrderView>(orderKeys.detail('V1', 'V1-1'))?.status).toBe(
      'ASSIGNED_TO_TRANSPORT',
    );
  });

  it('shows a guest only the orders whose ids it keeps', () => {
    const ctx = context('/order-tracking', { guestOrderIds: ['V1-7'] });
    seedActive(ctx, []);
    handleOrderUpdate(ctx, orderFixture({ order_id: 'V1-6' }));
    handleOrderUpdate(ctx, orderFixture({ order_id: 'V1-7' }));
    expect(activeIds(ctx)).toEqual(['V1-7:RECEIVED']);
  });
});
