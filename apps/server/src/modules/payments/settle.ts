import type { TConfirmAnswer } from '@rider-portal/domain/payments';
import type { TOrderStatus } from '@rider-portal/domain/statuses';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import type { TDb } from '../../platform/db.ts';
import { publishLiveEvent } from '../live/publish.ts';
import type { TLiveEvent } from '../live/publish.ts';
import { applyOrderEvent } from '../orders/lifecycle.ts';
import { findOrder } from '../orders/store.ts';
import type { TPaymentOutcome, TTokenisedCard } from './provider.ts';
import { saveCard, updateIntentFrom } from './store.ts';
import type { TIntentRow } from './store.ts';

type TCtx = Pick<TAppContext, 'db' | 'bus' | 'clock'>;

/**
 * When a payment event happens to the order: now, and never at or before the order's last update.
 * The portal is the only source of payment states and they follow one another, so a retry at the
 * same instant as the failure it follows must still count as newer (001 §3: older never wins).
 */
async function eventTime(db: TDb, orderId: string, now: Date): Promise<Date> {
  const order = await findOrder(db, orderId);
  const after = order ? order.updatedAt.getTime() + 1 : 0;
  return new Date(Math.max(now.getTime(), after));
}

/** The order's status through the one lifecycle entry point (orders/lifecycle.ts). */
async function moveOrder(
  ctx: TCtx,
  tx: TDb,
  orderId: string,
  status: TOrderStatus,
): Promise<TLiveEvent | null> {
  const occurredAt = await eventTime(tx, orderId, ctx.clock.now());
  const result = await applyOrderEvent(ctx, { orderId, occurredAt, status }, { tx });
  return result?.liveEvent ?? null;
}

/** The order waits for its card payment (PAYMENT_INITIATED). */
export async function markPaymentInitiated(ctx: TCtx, orderId: string): Promise<void> {
  const liveEvent = await ctx.db.transaction((transaction) =>
    moveOrder(ctx, transaction as unknown as TDb, orderId, 'PAYMENT_INITIATED'),
  );
  if (liveEvent) await publishLiveEvent(ctx.bus, liveEvent);
}

/**
 * What a confirm answers for an intent that has an outcome already: its order once paid, the same
 * challenge while one is open; 409 while another confirm is charging it. Null: it may be charged.
 */
export function answerOfSettledIntent(intent: TIntentRow): TConfirmAnswer | null {
  if (intent.status === 'succeeded' && intent.orderId) return { order_id: intent.orderId };
  if (intent.status === 'challenge' && intent.orderId && intent.challengeUrl) {
    return { order_id: intent.orderId, redirect_required: { redirectUrl: intent.challengeUrl } };
  }
  if (intent.status === 'processing') throw new AppError(409, 'error.idempotency-in-progress');
  return null;
}

function cardColumns(card: TTokenisedCard | null) {
  return card ? { cardBrand: card.brand, cardLastFour: card.lastFour } : {};
}

/**
 * Records what the provider answered for an intent being charged, and moves its order: paid →
 * PAYMENT_COMMITTED (dispatch starts) and the new card saved when asked; challenge → the order
 * stays PAYMENT_INITIATED; declined → PAYMENT_FAILED; cancelled → PAYMENT_CANCELLED. A decline or
 * a cancellation answers 402 with its payment error key and the order id.
 */
export async function settleOutcome(
  ctx: TCtx,
  intent: TIntentRow,
  outcome: TPaymentOutcome,
): Promise<TConfirmAnswer> {
  const orderId = intent.orderId!;
  const now = ctx.clock.now();
  type TSettled =
    | { answer: TConfirmAnswer; liveEvent: TLiveEvent | null }
    | { failure: string; liveEvent: TLiveEvent | null }
    | null;
  const result = await ctx.db.transaction(async (transaction): Promise<TSettled> => {
    const tx = transaction as unknown as TDb;
    switch (outcome.kind) {
      case 'succeeded': {
        const saved = await updateIntentFrom(tx, intent.intentId, ['processing'], {
          status: 'succeeded',
          providerPaymentId: outcome.providerPaymentId,
          ...cardColumns(outcome.card),
          challengeUrl: null,
          pendingCard: null,
          failureKey: null,
          paidAt: now,
          updatedAt: now,
        });
        if (!saved) return null;
        const card = outcome.card ?? pendingCardOf(intent);
        if (intent.isSavingCard && card) {
          await saveCard(tx, {
            walletId: intent.walletId,
            provider: intent.provider,
            token: card.token,
            brand: card.brand,
            lastFour: card.lastFour,
            expiryMonth: card.expiryMonth,
            expiryYear: card.expiryYear,
            createdAt: now,
          });
        }
        const liveEvent = await moveOrder(ctx, tx, orderId, 'PAYMENT_COMMITTED');
        return { answer: { order_id: orderId }, liveEvent };
      }
      case 'challenge': {
        const saved = await updateIntentFrom(tx, intent.intentId, ['processing'], {
          status: 'challenge',
          challengeUrl: outcome.redirectUrl,
          ...cardColumns(outcome.card),
          pendingCard:
            intent.isSavingCard && outcome.card
              ? {
                  token: outcome.card.token,
                  brand: outcome.card.brand,
                  last_four: outcome.card.lastFour,
                  expiry_month: outcome.card.expiryMonth,
                  expiry_year: outcome.card.expiryYear,
                }
              : null,
          updatedAt: now,
        });
        if (!saved) return null;
        const redirect = { redirectUrl: outcome.redirectUrl };
        return { answer: { order_id: orderId, redirect_required: redirect }, liveEvent: null };
      }
      case 'declined':
      case 'cancelled': {
        const key = outcome.kind === 'declined' ? outcome.key : 'error.payment.cancelled';
        const saved = await updateIntentFrom(tx, intent.intentId, ['processing'], {
          status: outcome.kind === 'declined' ? 'failed' : 'cancelled',
          failureKey: key,
          ...(outcome.kind === 'declined' ? cardColumns(outcome.card) : {}),
          challengeUrl: null,
          pendingCard: null,
          updatedAt: now,
        });
        if (!saved) return null;
        const status = outcome.kind === 'declined' ? 'PAYMENT_FAILED' : 'PAYMENT_CANCELLED';
        const liveEvent = await moveOrder(ctx, tx, orderId, status);
        return { failure: key, liveEvent };
      }
    }
  });
  if (!result) throw new AppError(409, 'error.idempotency-in-progress');
  if (result.liveEvent) await publishLiveEvent(ctx.bus, result.liveEvent);
  if ('failure' in result) {
    throw new AppError(402, result.failure, { details: { order_id: orderId } });
  }
  return result.answer;
}

function pendingCardOf(intent: TIntentRow): TTokenisedCard | null {
  const card = intent.pendingCard;
  return card
    ? {
        token: card.token,
        brand: card.brand,
        lastFour: card.last_four,
        expiryMonth: card.expiry_month,
        expiryYear: card.expiry_year,
      }
    : null;
}
