import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Card payments. No table holds a card number or a CVC: a saved card is the provider's
// token with the brand, the last four digits and the expiry, nothing else.

/** One wallet per vendor (guest vendors included): the payer the provider knows. */
export const paymentWallets = pgTable('payment_wallets', {
  walletId: text('wallet_id').primaryKey(),
  vendorId: text('vendor_id').notNull().unique(),
  provider: text('provider').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** A saved card: the provider's token and what the payer recognises it by. */
export const paymentCards = pgTable(
  'payment_cards',
  {
    cardId: text('card_id').primaryKey(),
    walletId: text('wallet_id').notNull(),
    provider: text('provider').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    lastFour: text('last_four').notNull(),
    expiryMonth: integer('expiry_month').notNull(),
    expiryYear: integer('expiry_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_cards_wallet_idx').on(t.walletId)],
);

/** The card kept until a 3-D Secure challenge ends, to be saved when it succeeds. */
export type TPendingCard = {
  token: string;
  brand: string;
  last_four: string;
  expiry_month: number;
  expiry_year: number;
};

/**
 * A purchase intent: one payment of one order. created → processing → succeeded, or → challenge
 * (3-D Secure) → succeeded | failed | cancelled; a failed or cancelled intent may be confirmed
 * again (a new card for the same order). `attempts` counts the charges sent to the provider.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    intentId: text('intent_id').primaryKey(),
    walletId: text('wallet_id').notNull(),
    vendorId: text('vendor_id').notNull(),
    orderId: text('order_id'),
    provider: text('provider').notNull(),
    providerIntentId: text('provider_intent_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    paymentMethod: text('payment_method'),
    cardId: text('card_id'),
    cardBrand: text('card_brand'),
    cardLastFour: text('card_last_four'),
    providerPaymentId: text('provider_payment_id'),
    challengeUrl: text('challenge_url'),
    isSavingCard: boolean('is_saving_card').notNull().default(false),
    pendingCard: jsonb('pending_card').$type<TPendingCard>(),
    failureKey: text('failure_key'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_intents_order_uq').on(t.orderId),
    index('payment_intents_vendor_idx').on(t.vendorId),
    // The payment worker looks for intents left in one state for too long (worker.ts).
    index('payment_intents_status_updated_idx').on(t.status, t.updatedAt),
  ],
);

/**
 * A refund of a committed payment; one per intent, so a cancellation never refunds twice. Every
 * attempt sends the same idempotency key (the refund id). pending → succeeded, or pending → (a
 * refused attempt, tried again at next_attempt_at) → … → failed once every attempt was refused.
 * While an attempt is in flight next_attempt_at is its lease: a server that died holding it leaves
 * the refund to be tried again then.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    refundId: text('refund_id').primaryKey(),
    intentId: text('intent_id').notNull().unique(),
    orderId: text('order_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_refunds_due_idx').on(t.status, t.nextAttemptAt)],
);
