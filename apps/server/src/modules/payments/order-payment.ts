import type {
  TOrderPayment,
  TOrderPaymentStatus,
  TRefundStatus,
} from '@rider-portal/domain/payments';
import type { TDb } from '../../platform/db.ts';
import {
  findIntentOfOrder,
  findIntentsOfOrders,
  findRefunds,
  findRefundsOfIntents,
} from './store.ts';
import type { TIntentRow, TRefundRow } from './store.ts';

function statusOf(intent: TIntentRow, refunds: readonly TRefundRow[]): TOrderPaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return refunds.some((r) => r.status === 'succeeded') ? 'refunded' : 'paid';
    case 'failed':
      return 'failed';
    case 'cancelled':
      return 'cancelled';
    default:
      return 'pending';
  }
}

/** The card payment of an order as the order screens show it (the fields listed, nothing else). */
export function presentOrderPayment(
  intent: TIntentRow,
  refunds: readonly TRefundRow[],
): TOrderPayment {
  const status = statusOf(intent, refunds);
  return {
    intent_id: intent.intentId,
    status,
    payment_method: intent.paymentMethod ?? '',
    amount: intent.amount,
    currency: intent.currency,
    card:
      intent.cardBrand && intent.cardLastFour
        ? { brand: intent.cardBrand, last_four: intent.cardLastFour }
        : null,
    failure_key: status === 'failed' || status === 'cancelled' ? intent.failureKey : null,
    paid_at: intent.paidAt?.toISOString() ?? null,
    refunds: refunds.map((r) => ({
      refund_id: r.refundId,
      amount: r.amount,
      currency: r.currency,
      status: r.status as TRefundStatus,
      created_at: r.createdAt.toISOString(),
      attempts: r.attempts,
      // Only a refused refund waits for its next attempt; one in flight holds a lease instead.
      next_attempt_at:
        r.status === 'pending' && r.lastFailedAt ? (r.nextAttemptAt?.toISOString() ?? null) : null,
    })),
  };
}

/** An order's card payment with its refunds, or null when the order was not paid by card. */
export async function findOrderPayment(db: TDb, orderId: string): Promise<TOrderPayment | null> {
  const intent = await findIntentOfOrder(db, orderId);
  if (!intent) return null;
  return presentOrderPayment(intent, await findRefunds(db, intent.intentId));
}

/**
 * The card payment status of each of these orders that was paid by card (the status the order
 * screens show); an order missing from the map was not paid by card. Two queries for any number.
 */
export async function findOrderPaymentStatuses(
  db: TDb,
  orderIds: readonly string[],
): Promise<Map<string, TOrderPaymentStatus>> {
  const intents = await findIntentsOfOrders(db, orderIds);
  const refunds = await findRefundsOfIntents(
    db,
    intents.filter((i) => i.status === 'succeeded').map((i) => i.intentId),
  );
  const statuses = new Map<string, TOrderPaymentStatus>();
  for (const intent of intents) {
    if (!intent.orderId) continue;
    const own = refunds.filter((r) => r.intentId === intent.intentId);
    statuses.set(intent.orderId, statusOf(intent, own));
  }
  return statuses;
}
