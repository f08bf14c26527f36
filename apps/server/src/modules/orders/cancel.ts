import { isCancellable } from '@rider-portal/domain/statuses';
import type { TOrderStatus, TStatusHistoryEntry } from '@rider-portal/domain/statuses';
import type { TCancelReason } from '@rider-portal/domain/cancel-reasons';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { isFlagOn } from '../flags/service.ts';
import { applyOrderEvent } from './lifecycle.ts';
import type { TDb } from '../../platform/db.ts';
import { publishLiveEvent } from '../live/publish.ts';
import { findOrderForUpdate } from './store.ts';
import type { TOrderRow } from './store.ts';

/**
 * Hooks other areas add to a cancellation (payments refund a committed card payment). Registered
 * once per process, so each gets the context of the app that cancelled.
 */
export type TCancelHook = (order: TOrderRow, ctx: TAppContext) => Promise<void>;
const cancelHooks: TCancelHook[] = [];
export function onOrderCancelled(hook: TCancelHook): void {
  cancelHooks.push(hook);
}

/**
 * Runs the cancellation hooks, after the cancellation has been committed: for the vendor's own
 * cancel and for one the logistics side reports (a committed card payment is refunded either way).
 */
export async function notifyOrderCancelled(ctx: TAppContext, order: TOrderRow): Promise<void> {
  for (const hook of cancelHooks) await hook(order, ctx);
}

/**
 * 001 §4, §7 PUT /order/cancel: only in a cancellable state (DELAYED with the
 * delayed-cancellation flag; PAYMENT_COMMITTED after 10 minutes), with a reason of the list.
 * The logistics side learns of it from the order's live event.
 */
export async function cancelOrder(
  ctx: TAppContext,
  input: {
    vendorId: string;
    orderId: string;
    reason: TCancelReason;
    /** The public API's rule (pandago): a NEW order, not yet received by logistics, may go too. */
    isNewCancellable?: boolean;
  },
): Promise<TOrderRow> {
  const isDelayedCancellationEnabled = await isFlagOn(ctx, 'delayed-cancellation', input.vendorId);
  // The check and the change under one row lock: a pickup arriving in between waits, then finds
  // the order cancelled (and is kept in its history), never a collected-and-cancelled order.
  const result = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as TDb;
    const order = await findOrderForUpdate(tx, input.orderId);
    if (!order || order.vendorId !== input.vendorId) throw new AppError(404, 'error.not-found');
    const isAllowed =
      (input.isNewCancellable === true && order.status === 'NEW') ||
      isCancellable({
        status: order.status as TOrderStatus,
        statusHistory: order.statusHistory as TStatusHistoryEntry[],
        now: ctx.clock.now(),
        isDelayedCancellationEnabled,
      });
    if (!isAllowed) throw new AppError(409, 'order.cant-cancel-order');
    const applied = await applyOrderEvent(
      ctx,
      {
        orderId: order.orderId,
        occurredAt: ctx.clock.now(),
        status: 'CANCELLED',
        cancelReason: input.reason,
      },
      { tx },
    );
    if (!applied || applied.order.status !== 'CANCELLED')
      throw new AppError(409, 'order.cant-cancel-order');
    return applied;
  });
  if (result.liveEvent) await publishLiveEvent(ctx.bus, result.liveEvent);
  await notifyOrderCancelled(ctx, result.order);
  return result.order;
}
