import type { TAppContext } from '../../app-context.ts';
import { createPollingWorker, perContext } from '../../platform/polling-worker.ts';
import type { TWorkerLog } from '../../platform/polling-worker.ts';
import { cancelAbandonedChallenges } from './checkout.ts';
import { reconcileStuckIntents } from './reconcile.ts';
import type { TReconciled } from './reconcile.ts';
import { retryDueRefunds } from './refunds.ts';
import type { TRefundRow } from './store.ts';

// The background work of card payments, on every server: refused refunds tried again, payments a
// stopped server left half done settled from the provider's answer, and 3-D Secure challenges
// nobody came back from cancelled. Every item is taken in the database before it is worked on,
// so servers side by side never do one twice; a sweep works on a bounded batch of each.

/** How often a server sweeps (our choice: a refund's shortest wait is a minute). */
export const PAYMENT_SWEEP_EVERY_MS = 30_000;
/** Items of each kind one sweep works on at most (our choice). */
const SWEEP_BATCH = 50;

export type TPaymentSweep = {
  refunds: TRefundRow[];
  reconciled: TReconciled[];
  abandonedChallenges: number;
};

type TLog = TWorkerLog;

const workerOf = perContext((ctx: TAppContext) =>
  createPollingWorker({
    name: 'payment sweep',
    everyMs: PAYMENT_SWEEP_EVERY_MS,
    run: ({ log, isStopping }) => sweep(ctx, log, isStopping),
  }),
);

async function sweep(
  ctx: TAppContext,
  log: TLog,
  isStopping: () => boolean,
): Promise<TPaymentSweep> {
  const refunds = await retryDueRefunds(ctx, { limit: SWEEP_BATCH, isStopping });
  for (const refund of refunds) {
    const fields = { refund_id: refund.refundId, order_id: refund.orderId };
    if (refund.status === 'succeeded') log.info(fields, 'refund retried: succeeded');
    else if (refund.status === 'failed') log.error(fields, 'refund failed for good: settle it');
    else log.warn({ ...fields, attempts: refund.attempts }, 'refund refused again');
  }
  const reconciled = isStopping()
    ? []
    : await reconcileStuckIntents(ctx, { limit: SWEEP_BATCH, isStopping });
  for (const item of reconciled) {
    log.warn(
      { intent_id: item.intentId, order_id: item.orderId, outcome: item.outcome },
      'stuck payment settled from the provider',
    );
  }
  const abandonedChallenges = isStopping()
    ? 0
    : await cancelAbandonedChallenges(ctx, null, { limit: SWEEP_BATCH });
  return { refunds, reconciled, abandonedChallenges };
}

/**
 * One sweep, after any sweep of this server still running (tests call it with their clock; the
 * timer calls it every PAYMENT_SWEEP_EVERY_MS). Answers what it did.
 */
export function runPaymentSweep(ctx: TAppContext, log?: TLog): Promise<TPaymentSweep> {
  return workerOf(ctx).run(log);
}

/** On server start: a first sweep (what a stopped server left), then one every so often. */
export function startPaymentWorker(ctx: TAppContext, log: TLog): void {
  workerOf(ctx).start(log);
}

/** On shutdown: no new sweep; the one running finishes the item in hand and stops. */
export function stopPaymentWorker(ctx: TAppContext): Promise<void> {
  return workerOf(ctx).stop();
}
