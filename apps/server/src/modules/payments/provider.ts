import type { TCardDetails } from '@rider-portal/domain/payments';

// The one interface every card payment provider implements (README "Another payment provider").
// The portal keeps wallets, intents, saved cards and refunds in its own tables; a provider only
// talks to its processor. Nothing here may log or return a card number or a CVC.

/** A card as the provider tokenised it: what may be saved and shown. */
export type TTokenisedCard = {
  token: string;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
};

/** Why a payment did not go through; each is one of the specification's payment error keys. */
export type TDeclineKey =
  | 'error.payment.declined'
  | 'error.payment.insufficient-funds'
  | 'error.payment.card-number-invalid'
  | 'error.payment.card-expired'
  | 'error.payment.cvc-invalid'
  | 'error.payment.challenge-failed'
  | 'error.payment.confirm';

/** What confirming (or finishing the challenge of) a payment came to. */
export type TPaymentOutcome =
  | { kind: 'succeeded'; providerPaymentId: string; card: TTokenisedCard | null }
  | { kind: 'challenge'; redirectUrl: string; card: TTokenisedCard | null }
  | { kind: 'declined'; key: TDeclineKey; card: TTokenisedCard | null }
  | { kind: 'cancelled' };

/**
 * Where a payment stands at the processor (getPaymentStatus): charged; declined; waiting for the
 * payer's 3-D Secure answer; still being worked on; dropped (cancelled); or never charged (no
 * charge reached the processor, or it does not know the intent).
 */
export type TPaymentStatus =
  | { kind: 'succeeded'; providerPaymentId: string; card: TTokenisedCard | null }
  | { kind: 'failed'; key: TDeclineKey }
  | { kind: 'requires-action' }
  | { kind: 'processing' }
  | { kind: 'cancelled' }
  | { kind: 'not-charged' };

/** How the payer pays: a saved card's token, or a new card typed in the form. */
export type TPaymentSource =
  { kind: 'token'; token: string } | { kind: 'card'; card: TCardDetails };

export type TPaymentProvider = {
  readonly name: string;
  /** Opens the payer's wallet session with the processor (POST /order/payment/auth). */
  authoriseWallet(input: { walletId: string; vendorId: string }): Promise<void>;
  /** Creates the processor's side of a purchase intent (POST /order/payment/intent). */
  createIntent(input: {
    intentId: string;
    walletId: string;
    amount: number;
    currency: string;
  }): Promise<{ providerIntentId: string }>;
  /**
   * Charges the intent (POST /order/payment/intent/confirm). The same idempotency key never
   * charges twice. `returnUrl` is where a 3-D Secure challenge sends the payer back to; with
   * `isSavingCard` the outcome carries the tokenised card.
   */
  confirm(input: {
    providerIntentId: string;
    amount: number;
    currency: string;
    source: TPaymentSource;
    isSavingCard: boolean;
    idempotencyKey: string;
    returnUrl: string;
    now: Date;
  }): Promise<TPaymentOutcome>;
  /** Reads what the challenge page handed back on the return URL and finishes the payment. */
  completeChallenge(input: {
    providerIntentId: string;
    challengeResult: string;
    now: Date;
  }): Promise<TPaymentOutcome>;
  /**
   * Gives a committed payment back (the order was cancelled). A refused refund is tried again
   * later with the same idempotency key, which never refunds twice.
   */
  refund(input: {
    providerPaymentId: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<{ kind: 'succeeded'; providerRefundId: string } | { kind: 'failed' }>;
  /** Drops an intent the payer abandoned (an unfinished challenge), or one nobody charged. */
  cancel(input: { providerIntentId: string }): Promise<void>;
  /**
   * What became of an intent's payment, for one the portal lost track of (a server that stopped
   * between charging and recording the outcome).
   */
  getPaymentStatus(input: { providerIntentId: string }): Promise<TPaymentStatus>;
  /**
   * Deletes a saved card's token at the processor, so it can never be charged again. Deleting a
   * token that is already gone succeeds (the portal may ask again after a failure); throws when
   * the processor could not be asked.
   */
  deleteInstrument(input: { token: string }): Promise<void>;
};

/** What a provider is built from; its own settings it reads from the configuration. */
export type TProviderDeps = { secret: string };
