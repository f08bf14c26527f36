import type { TOrderView } from '@rider-portal/domain/order-view';
import { isMarketToday, marketDayKey } from '@rider-portal/domain/market-day';
import {
  isInActiveLists,
  updateHistoryLists,
  updateOrderDetail,
  upsertActiveOrder,
} from '../../orders/order-cache';
import { liveViewOf } from '../live-view';
import type { TLiveHandlerContext } from './context';

/**
 * 001 §4 order_update: applied on the tracking view when the order was created today (or is
 * already listed there, a pre-order placed earlier), on the history view when it was created
 * before today. The open order follows it everywhere. Guests only hear of their own orders.
 */
export function handleOrderUpdate(ctx: TLiveHandlerContext, order: TOrderView): void {
  if (!order || typeof order.order_id !== 'string') return;
  if (ctx.guestOrderIds && !ctx.guestOrderIds.includes(order.order_id)) return;
  const { queryClient, subscription, timeZone } = ctx;
  updateOrderDetail(queryClient, order);
  const view = liveViewOf(ctx.pathname);
  // Elsewhere (the request form) only the open order follows; the market's day is not asked for,
  // which on a phone's first update would build the first date formatter (~100 ms at 4× CPU).
  if (view !== 'live' && view !== 'history') return;
  const isToday = isMarketToday(order.created_at, ctx.now, timeZone);
  if (view === 'live' && (isToday || isInActiveLists(queryClient, order.order_id))) {
    const day = marketDayKey(order.created_at, timeZone);
    upsertActiveOrder(
      queryClient,
      order,
      (key) =>
        isToday &&
        subscription !== null &&
        key[2] === subscription.vendorId &&
        key[3] === subscription.isIncludingOutlets &&
        key[4] === day,
    );
  }
  if (view === 'history' && !isToday) updateHistoryLists(queryClient, order);
}
