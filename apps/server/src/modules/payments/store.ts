import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { paymentCards, paymentIntents, paymentRefunds, paymentWallets } from './schema.ts';

export type TWalletRow = typeof paymentWallets.$inferSelect;
export type TCardRow = typeof paymentCards.$inferSelect;
export type TIntentRow = typeof paymentIntents.$inferSelect;
export type TRefundRow = typeof paymentRefunds.$inferSelect;

/** The intent states from which a confirm may charge: new, or after a failure (another card). */
export const CHARGEABLE_INTENT_STATUSES = ['created', 'failed', 'cancelled'] as const;

export function newPaymentId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}

/** The vendor's wallet, created on first use. */
export async function findOrCreateWallet(
  db: TDb,
  input: { vendorId: string; provider: string; at: Date },
): Promise<TWalletRow> {
  await db
    .insert(paymentWallets)
    .values({
      walletId: newPaymentId('wal'),
      vendorId: input.vendorId,
      provider: input.provider,
      createdAt: input.at,
    })
    .onConflictDoNothing({ target: paymentWallets.vendorId });
  const [row] = await db
    .select()
    .from(paymentWallets)
    .where(eq(paymentWallets.vendorId, input.vendorId))
    .limit(1);
  if (!row) throw new Error('wallet insert did not answer');
  return row;
}

/** The vendor's wallet, if it ever opened one. */
export async function findWalletOfVendor(db: TDb, vendorId: string): Promise<TWalletRow | null> {
  const [row] = await db
    .select()
    .from(paymentWallets)
    .where(eq(paymentWallets.vendorId, vendorId))
    .limit(1);
  return row ?? null;
}

export async function findWallet(db: TDb, walletId: string): Promise<TWalletRow | null> {
  const [row] = await db
    .select()
    .from(paymentWallets)
    .where(eq(paymentWallets.walletId, walletId))
    .limit(1);
  return row ?? null;
}

/** The wallet's saved cards of this provider, newest first. */
export async function findSavedCards(
  db: TDb,
  walletId: string,
  provider: string,
): Promise<TCardRow[]> {
  return db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.walletId, walletId), eq(paymentCards.provider, provider)))
    .orderBy(desc(paymentCards.createdAt), desc(paymentCards.cardId));
}

export async function findSavedCard(
  db: TDb,
  walletId: string,
  cardId: string,
): Promise<TCardRow | null> {
  const [row] = await db
    .select()
    .from(paymentCards)
    .where(and(eq(paymentCards.walletId, walletId), eq(paymentCards.cardId, cardId)))
    .limit(1);
  return row ?? null;
}

/** Saves a tokenised card once: the same card saved again stays one entry. */
export async function saveCard(db: TDb, card: Omit<TCardRow, 'cardId'>): Promise<void> {
  const [same] = await db
    .select({ cardId: paymentCards.cardId })
    .from(paymentCards)
    .where(
      and(
        eq(paymentCards.walletId, card.walletId),
        eq(paymentCards.brand, card.brand),
        eq(paymentCards.lastFour, card.lastFour),
        eq(paymentCards.expiryMonth, card.expiryMonth),
        eq(paymentCards.expiryYear, card.expiryYear),
      ),
    )
    .limit(1);
  if (same) {
    await db
      .update(paymentCards)
      .set({ token: card.token, createdAt: card.createdAt })
      .where(eq(paymentCards.cardId, same.cardId));
    return;
  }
  await db.insert(paymentCards).values({ ...card, cardId: newPaymentId('card') });
}

/** Removes a saved card from its wallet; false when it was not there (removed already). */
export async function deleteSavedCard(db: TDb, walletId: string, cardId: string): Promise<boolean> {
  const removed = await db
    .delete(paymentCards)
    .where(and(eq(paymentCards.walletId, walletId), eq(paymentCards.cardId, cardId)))
    .returning({ cardId: paymentCards.cardId });
  return removed.length > 0;
}

export async function insertIntent(
  db: TDb,
  intent: typeof paymentIntents.$inferInsert,
): Promise<TIntentRow> {
  const [row] = await db.insert(paymentIntents).values(intent).returning();
  if (!row) throw new Error('intent insert did not answer');
  return row;
}

export async function findIntent(db: TDb, intentId: string): Promise<TIntentRow | null> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.intentId, intentId))
    .limit(1);
  return row ?? null;
}

export async function findIntentOfOrder(db: TDb, orderId: string): Promise<TIntentRow | null> {
  const [row] = await db
    .select()
    .from(paymentIntents)
    .where(eq(paymentIntents.orderId, orderId))
    .limit(1);
  return row ?? null;
}

/** The intents of these orders (at most one each). */
export async function findIntentsOfOrders(
  db: TDb,
  orderIds: readonly string[],
): Promise<TIntentRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(paymentIntents)
    .where(inArray(paymentIntents.orderId, [...orderIds]));
}

/**
 * Claims the intent for one charge: only from a chargeable state, and only for its own order, so
 * two confirms racing each other charge once. Null when another confirm holds or finished it.
 */
export async function claimIntentForCharge(
  db: TDb,
  input: {
    intentId: string;
    orderId: string;
    amount: number;
    paymentMethod: string;
    cardId: string | null;
    isSavingCard: boolean;
    at: Date;
  },
): Promise<TIntentRow | null> {
  const [row] = await db
    .update(paymentIntents)
    .set({
      status: 'processing',
      orderId: input.orderId,
      amount: input.amount,
      paymentMethod: input.paymentMethod,
      cardId: input.cardId,
      isSavingCard: input.isSavingCard,
      failureKey: null,
      challengeUrl: null,
      pendingCard: null,
      attempts: sql`${paymentIntents.attempts} + 1`,
      updatedAt: input.at,
    })
    .where(
      and(
        eq(paymentIntents.intentId, input.intentId),
        inArray(paymentIntents.status, [...CHARGEABLE_INTENT_STATUSES]),
        or(isNull(paymentIntents.orderId), eq(paymentIntents.orderId, input.orderId)),
      ),
    )
    .returning();
  return row ?? null;
}

/** Moves an intent on from one state to the next; null when it was no longer in `from`. */
export async function updateIntentFrom(
  db: TDb,
  intentId: string,
  from: readonly string[],
  patch: Partial<Omit<TIntentRow, 'intentId'>>,
): Promise<TIntentRow | null> {
  const [row] = await db
    .update(paymentIntents)
    .set(patch)
    .where(and(eq(paymentIntents.intentId, intentId), inArray(paymentIntents.status, [...from])))
    .returning();
  return row ?? null;
}

/**
 * Takes an intent still in `status` since before `before` for this worker, by moving its
 * updated_at to `at`: null when something changed it meanwhile (another worker took it, or the
 * request it was left by finished after all).
 */
export async function claimStaleIntent(
  db: TDb,
  input: { intentId: string; status: string; before: Date; at: Date },
): Promise<TIntentRow | null> {
  const [row] = await db
    .update(paymentIntents)
    .set({ updatedAt: input.at })
    .where(
      and(
        eq(paymentIntents.intentId, input.intentId),
        eq(paymentIntents.status, input.status),
        lt(paymentIntents.updatedAt, input.before),
      ),
    )
    .returning();
  return row ?? null;
}

/** Intents in `status` since before `before`, oldest first: what the payment worker looks after. */
export async function findIntentsStaleIn(
  db: TDb,
  input: { status: string; before: Date; vendorId?: string; limit: number },
): Promise<TIntentRow[]> {
  return db
    .select()
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.status, input.status),
        lt(paymentIntents.updatedAt, input.before),
        input.vendorId === undefined ? undefined : eq(paymentIntents.vendorId, input.vendorId),
      ),
    )
    .orderBy(asc(paymentIntents.updatedAt))
    .limit(input.limit);
}

/** Starts the refund of an intent; null when one exists already (never two refunds). */
export async function insertRefund(
  db: TDb,
  refund: Omit<TRefundRow, 'providerRefundId'>,
): Promise<TRefundRow | null> {
  const [row] = await db
    .insert(paymentRefunds)
    .values({ ...refund, providerRefundId: null })
    .onConflictDoNothing({ target: paymentRefunds.intentId })
    .returning();
  return row ?? null;
}

/**
 * Records how an attempt of a refund ended, if this attempt is still the refund's latest (a slow
 * attempt whose lease ran out and was taken over writes nothing).
 */
export async function finishRefundAttempt(
  db: TDb,
  input: { refundId: string; attempts: number },
  patch: Partial<Omit<TRefundRow, 'refundId'>>,
): Promise<void> {
  await db
    .update(paymentRefunds)
    .set(patch)
    .where(
      and(eq(paymentRefunds.refundId, input.refundId), eq(paymentRefunds.attempts, input.attempts)),
    );
}

/** Pending refunds whose next attempt is due, the longest waiting first. */
export async function findDueRefunds(db: TDb, now: Date, limit: number): Promise<TRefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.status, 'pending'), lte(paymentRefunds.nextAttemptAt, now)))
    .orderBy(asc(paymentRefunds.nextAttemptAt))
    .limit(limit);
}

/**
 * Takes a due refund for one more attempt: counts it and holds the refund until `leaseUntil`.
 * Null when another worker took it first.
 */
export async function claimDueRefund(
  db: TDb,
  input: { refundId: string; now: Date; leaseUntil: Date },
): Promise<TRefundRow | null> {
  const [row] = await db
    .update(paymentRefunds)
    .set({
      attempts: sql`${paymentRefunds.attempts} + 1`,
      nextAttemptAt: input.leaseUntil,
      updatedAt: input.now,
    })
    .where(
      and(
        eq(paymentRefunds.refundId, input.refundId),
        eq(paymentRefunds.status, 'pending'),
        lte(paymentRefunds.nextAttemptAt, input.now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function findRefunds(db: TDb, intentId: string): Promise<TRefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.intentId, intentId))
    .orderBy(paymentRefunds.createdAt);
}

/** The refunds of these intents, oldest first. */
export async function findRefundsOfIntents(
  db: TDb,
  intentIds: readonly string[],
): Promise<TRefundRow[]> {
  if (intentIds.length === 0) return [];
  return db
    .select()
    .from(paymentRefunds)
    .where(inArray(paymentRefunds.intentId, [...intentIds]))
    .orderBy(paymentRefunds.createdAt);
}
