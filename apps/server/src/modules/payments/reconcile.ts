import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { cancelWithProvider } from './checkout.ts';
import type { TPaymentOutcome, TPaymentStatus } from './provider.ts';
import { paymentProviderOf } from './provider-registry.ts';
import { settleOutcome } from './settle.ts';
import { claimStaleIntent, findIntentsStaleIn } from './store.ts';

/**
 * A charge takes seconds: an intent still `processing` after this long was left by a server that
 * stopped between asking the provider and recording its answer (our choice).
 */
export const PROCESSING_STUCK_AFTER_MS = 5 * 60_000;

export type TReconciled = { intentId: string; orderId: string; outcome: TPaymentOutcome['kind'] };

/**
 * What to record for what the provider says happened. A payment still waiting for its 3-D Secure
 * answer was never shown to the payer (the redirect was not recorded): it is dropped, like an
 * abandoned challenge. One the provider never charged failed to confirm: the payer may pay again.
 * Null while the provider is still working on it.
 */
function outcomeOf(status: TPaymentStatus): TPaymentOutcome | null {
  switch (status.kind) {
    case 'succeeded':
      return { kind: 'succeeded', providerPaymentId: status.providerPaymentId, card: status.card };
    case 'failed':
      return { kind: 'declined', key: status.key, card: null };
    case 'requires-action':
    case 'cancelled':
      return { kind: 'cancelled' };
    case 'not-charged':
      return { kind: 'declined', key: 'error.payment.confirm', card: null };
    case 'processing':
      return null;
  }
}

/**
 * The payment worker's part: intents left `processing` for PROCESSING_STUCK_AFTER_MS are settled
 * from the provider's own answer (getPaymentStatus), through the same settle path a confirm
 * takes: paid → PAYMENT_COMMITTED (dispatch starts, the card saved when asked); declined →
 * PAYMENT_FAILED; dropped → PAYMENT_CANCELLED. Each intent is taken first, so two servers never
 * settle one twice; one the provider is still working on is asked again after the same wait.
 */
export async function reconcileStuckIntents(
  ctx: TAppContext,
  opts: { limit: number; isStopping?: () => boolean },
): Promise<TReconciled[]> {
  const before = new Date(ctx.clock.now().getTime() - PROCESSING_STUCK_AFTER_MS);
  const stuck = await findIntentsStaleIn(ctx.db, {
    status: 'processing',
    before,
    limit: opts.limit,
  });
  const reconciled: TReconciled[] = [];
  for (const intent of stuck) {
    if (opts.isStopping?.()) break;
    const claimed = await claimStaleIntent(ctx.db, {
      intentId: intent.intentId,
      status: 'processing',
      before,
      at: ctx.clock.now(),
    });
    if (!claimed?.orderId) continue;
    let outcome: TPaymentOutcome | null;
    try {
      const status = await paymentProviderOf(ctx).getPaymentStatus({
        providerIntentId: claimed.providerIntentId,
      });
      outcome = outcomeOf(status);
      // Nothing charged (yet): the provider's intent is dropped, so a confirm that is somehow
      // still on its way can never charge an order recorded as unpaid.
      if (status.kind === 'requires-action' || status.kind === 'not-charged') {
        await cancelWithProvider(ctx, claimed);
      }
    } catch {
      outcome = null; // the provider could not be asked: next time
    }
    if (!outcome) continue;
    try {
      await settleOutcome(ctx, claimed, outcome);
    } catch (error) {
      // A decline or a cancellation is answered with its 402; a 409 means a request settled it.
      if (!(error instanceof AppError && (error.status === 402 || error.status === 409))) {
        throw error;
      }
      if (error.status === 409) continue;
    }
    reconciled.push({
      intentId: claimed.intentId,
      orderId: claimed.orderId,
      outcome: outcome.kind,
    });
  }
  return reconciled;
}
