import type { TAppContext } from '../../app-context.ts';
import { onOrderCancelled } from '../orders/cancel.ts';
import { paymentProviderOf } from './provider-registry.ts';
import { findIntentOfOrder, insertRefund, newPaymentId, updateRefund } from './store.ts';
import type { TRefundRow } from './store.ts';

type TCtx = Pick<TAppContext, 'db' | 'clock' | 'config' | 'secrets'>;

/**
 * 001 §2 "cancelled (with a promise of refund)": gives back the committed card payment of a
 * cancelled order, once. The refund is recorded before the provider is asked, so a second
 * cancellation, or a second instance, finds it and does nothing; a refused refund stays on the
 * order as failed.
 */
export async function refundOrderPayment(ctx: TCtx, orderId: string): Promise<TRefundRow | null> {
  const intent = await findIntentOfOrder(ctx.db, orderId);
  if (!intent || intent.status !== 'succeeded' || !intent.providerPaymentId) return null;
  const now = ctx.clock.now();
  const refund = await insertRefund(ctx.db, {
    refundId: newPaymentId('re'),
    intentId: intent.intentId,
    orderId,
    amount: intent.amount,
    currency: intent.currency,
    status: 'pending',
    createdAt: now,
    updatedAt: now,
  });
  if (!refund) return null;
  let result: Awaited<ReturnType<ReturnType<typeof paymentProviderOf>['refund']>>;
  try {
    result = await paymentProviderOf(ctx).refund({
      providerPaymentId: intent.providerPaymentId,
      amount: intent.amount,
      currency: intent.currency,
      idempotencyKey: refund.refundId,
    });
  } catch {
    result = { kind: 'failed' };
  }
  const patch =
    result.kind === 'succeeded'
      ? { status: 'succeeded', providerRefundId: result.providerRefundId }
      : { status: 'failed' };
  await updateRefund(ctx.db, refund.refundId, { ...patch, updatedAt: ctx.clock.now() });
  return { ...refund, ...patch, updatedAt: ctx.clock.now() } as TRefundRow;
}

let isRegistered = false;

/** Refunds on every cancellation through PUT /order/cancel (orders/cancel.ts hook). */
export function registerRefundOnCancel(): void {
  if (isRegistered) return;
  isRegistered = true;
  onOrderCancelled(async (order, ctx) => {
    try {
      await refundOrderPayment(ctx, order.orderId);
    } catch {
      // The cancellation stands whatever happens here: a refund the provider refused is recorded
      // as failed on the order; one that could not even be recorded leaves the payment as paid,
      // both for an operator to settle.
    }
  });
}
