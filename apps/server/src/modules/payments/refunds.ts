import type { TAppContext } from '../../app-context.ts';
import { onOrderCancelled } from '../orders/cancel.ts';
import { paymentProviderOf } from './provider-registry.ts';
import {
  claimDueRefund,
  findDueRefunds,
  findIntent,
  findIntentOfOrder,
  finishRefundAttempt,
  insertRefund,
  newPaymentId,
} from './store.ts';
import type { TRefundRow } from './store.ts';

type TCtx = Pick<TAppContext, 'db' | 'clock' | 'config' | 'secrets'>;

/**
 * How long a refused refund waits before each next attempt (our choice): 5 attempts in all, the
 * last about an hour after the first. Then it stays failed, for an operator to settle.
 */
export const REFUND_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 15 * 60_000, 40 * 60_000] as const;
export const REFUND_MAX_ATTEMPTS = REFUND_RETRY_DELAYS_MS.length + 1;
/** An attempt in flight holds its refund this long: one whose server died is tried again then. */
export const REFUND_ATTEMPT_LEASE_MS = 2 * 60_000;

const leaseFrom = (now: Date) => new Date(now.getTime() + REFUND_ATTEMPT_LEASE_MS);

/**
 * Sends one attempt of a refund this server holds (its `attempts` counts this one) with the
 * refund id as idempotency key, so no attempt ever refunds twice, and records how it went:
 * succeeded; refused and tried again after the next delay; or, refused for the last time, failed.
 */
async function attemptRefund(
  ctx: TCtx,
  refund: TRefundRow,
  providerPaymentId: string,
): Promise<TRefundRow> {
  let result: Awaited<ReturnType<ReturnType<typeof paymentProviderOf>['refund']>>;
  try {
    result = await paymentProviderOf(ctx).refund({
      providerPaymentId,
      amount: refund.amount,
      currency: refund.currency,
      idempotencyKey: refund.refundId,
    });
  } catch {
    result = { kind: 'failed' };
  }
  const now = ctx.clock.now();
  const delay = REFUND_RETRY_DELAYS_MS[refund.attempts - 1];
  const patch: Partial<TRefundRow> =
    result.kind === 'succeeded'
      ? { status: 'succeeded', providerRefundId: result.providerRefundId, nextAttemptAt: null }
      : delay === undefined || refund.attempts >= REFUND_MAX_ATTEMPTS
        ? { status: 'failed', nextAttemptAt: null, lastFailedAt: now }
        : { status: 'pending', nextAttemptAt: new Date(now.getTime() + delay), lastFailedAt: now };
  await finishRefundAttempt(ctx.db, refund, { ...patch, updatedAt: now });
  return { ...refund, ...patch, updatedAt: now };
}

/**
 * 001 §2 "cancelled (with a promise of refund)": gives back the committed card payment of a
 * cancelled order, once. The refund is recorded (holding its first attempt) before the provider
 * is asked, so a second cancellation, or a second instance, finds it and does nothing; a refused
 * refund is tried again by the payment worker (retryDueRefunds).
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
    attempts: 1,
    nextAttemptAt: leaseFrom(now),
    lastFailedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  if (!refund) return null;
  return attemptRefund(ctx, refund, intent.providerPaymentId);
}

/**
 * The payment worker's part: the next attempt of every pending refund that is due (a refused one
 * whose delay is over, or one whose attempt was left by a server that stopped). Each is taken
 * for one attempt first, so two servers never send the same attempt. Answers how each ended.
 */
export async function retryDueRefunds(
  ctx: TCtx,
  opts: { limit: number; isStopping?: () => boolean },
): Promise<TRefundRow[]> {
  const done: TRefundRow[] = [];
  for (const due of await findDueRefunds(ctx.db, ctx.clock.now(), opts.limit)) {
    if (opts.isStopping?.()) break;
    const now = ctx.clock.now();
    const claimed = await claimDueRefund(ctx.db, {
      refundId: due.refundId,
      now,
      leaseUntil: leaseFrom(now),
    });
    if (!claimed) continue;
    const intent = await findIntent(ctx.db, claimed.intentId);
    if (!intent?.providerPaymentId) {
      // Nothing the provider could refund: only an operator can tell what happened.
      const patch = { status: 'failed', nextAttemptAt: null, updatedAt: now } as const;
      await finishRefundAttempt(ctx.db, claimed, patch);
      done.push({ ...claimed, ...patch });
      continue;
    }
    done.push(await attemptRefund(ctx, claimed, intent.providerPaymentId));
  }
  return done;
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
      // The cancellation stands whatever happens here: a refund the provider refused is tried
      // again by the payment worker; one that could not even be recorded leaves the payment as
      // paid, for an operator to settle.
    }
  });
}
