import { z } from 'zod';

/** How the customer pays for the goods (000 §3). ONLINE_PAYMENT exists only in bulk (bulk.ts). */
export const PAYMENT_METHODS = ['NONE', 'PAID', 'CASH_ON_DELIVERY', 'PAYMENT_ON_DELIVERY'] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** The two card providers (000 §3); cybersource_creditcard when the cybersource-card flag is on. */
export const CARD_KINDS = ['cybersource_creditcard', 'generic_creditcard'] as const;
export const ZCardKind = z.enum(CARD_KINDS);
export type TCardKind = z.infer<typeof ZCardKind>;

/** Whether the payer uses a new or a saved card (000 §3 "Payment state"). */
export const CARD_CHOICES = ['NOT_SET', 'NEW', 'EXISTING'] as const;
export const ZCardChoice = z.enum(CARD_CHOICES);
export type TCardChoice = z.infer<typeof ZCardChoice>;

/** Whether a value is one of the four payment methods. */
export function isPaymentMethod(value: unknown): value is TPaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * 000 §7, 001 §7: the paymentMethods country parameter is pipe-separated ('CASH_ON_DELIVERY|PAID').
 * Unknown names are dropped, duplicates kept once, order kept; case and spaces are forgiven.
 */
export function parsePaymentMethodsParam(param: string | null | undefined): TPaymentMethod[] {
  if (!param) return [];
  const methods = param
    .split('|')
    .map((m) => m.trim().toUpperCase())
    .filter(isPaymentMethod);
  return [...new Set(methods)];
}

/** 000 §3: the card kind in use, by the cybersource-card flag. */
export function cardKindFor(isCybersourceEnabled: boolean): TCardKind {
  return isCybersourceEnabled ? 'cybersource_creditcard' : 'generic_creditcard';
}

/**
 * 000 §5 rule 9, §6: the methods a vendor may choose are the country's, minus NONE unless the
 * none-payment-method flag is on. An empty answer means 'no payment method available'.
 */
export function allowedPaymentMethods(input: {
  countryMethods: readonly TPaymentMethod[];
  isNoneEnabled: boolean;
}): TPaymentMethod[] {
  return input.countryMethods.filter((m) => m !== 'NONE' || input.isNoneEnabled);
}

// ---- Card payment of the delivery (000 §3 "Payment state", §7 payment calls) ----

/** The payment providers this build knows; PAYMENT_PROVIDER picks one (the sandbox by default). */
export const PAYMENT_PROVIDERS = ['sandbox'] as const;
export type TPaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * How the delivery itself is paid for (our naming; the spec's payment methods above are how the
 * customer pays for the goods): by card now, or on the vendor's account as before online payment.
 */
export const FEE_PAYMENTS = ['card', 'account'] as const;
export type TFeePayment = (typeof FEE_PAYMENTS)[number];

/** 000 §7: the onlinePaymentActivated country parameter enables card payment when 'true'. */
export function isOnlinePaymentActivated(param: string | null | undefined): boolean {
  return (param ?? '').trim().toLowerCase() === 'true';
}

/**
 * 000 §6 "guests get card payment only": a guest pays by card or not at all; a vendor may also
 * keep the delivery on its account. Card only while online payment is activated for the market.
 */
export function feePaymentsFor(input: {
  isGuest: boolean;
  isOnlinePaymentActivated: boolean;
}): TFeePayment[] {
  const card: TFeePayment[] = input.isOnlinePaymentActivated ? ['card'] : [];
  return input.isGuest ? card : [...card, 'account'];
}

/** What a card payment charges: the delivery fee, or the discounted fee of a voucher. */
export function chargeAmount(order: {
  delivery_fee: number;
  discounted_delivery_fee: number | null;
}): number {
  return order.discounted_delivery_fee ?? order.delivery_fee;
}

/** A payer's name on the card, at most this long (our choice). */
export const CARD_HOLDER_MAX_CHARS = 100;

/**
 * New card details as the card form sends them in the confirm call. Only the shape is checked
 * here; whether the card can be charged (Luhn, expiry, CVC) is the provider's answer (cards.ts).
 * Never stored and never logged: a saved card is a provider token with brand, last four, expiry.
 */
export const ZCardDetails = z
  .object({
    number: z.string().trim().min(1).max(30),
    expiry_month: z.number().int().min(0).max(99),
    expiry_year: z.number().int().min(0).max(9999),
    cvc: z.string().trim().max(8),
    holder_name: z.string().trim().min(1).max(CARD_HOLDER_MAX_CHARS),
  })
  .strict();
export type TCardDetails = z.infer<typeof ZCardDetails>;

/** A saved card as the wallet lists it: never its number. */
export const ZSavedCard = z.object({
  id: z.string(),
  brand: z.string(),
  last_four: z.string(),
  expiry_month: z.number(),
  expiry_year: z.number(),
});
export type TSavedCard = z.infer<typeof ZSavedCard>;

/** POST /order/payment/auth/{vendorID} (000 §7). */
export const ZWalletSession = z.object({
  wallet_id: z.string(),
  access_token: z.string(),
  /** Seconds. */
  expires_in: z.number(),
});
export type TWalletSession = z.infer<typeof ZWalletSession>;

const ZBearer = z.string().trim().min(1).max(2000);
const ZId = z.string().trim().min(1).max(200);

/**
 * POST /order/payment/intent (000 §7). The order may still be a draft: the intent needs its
 * vendor and, for the amount shown, its signed fee; the confirm call checks the whole order.
 */
export const ZIntentRequest = z
  .object({
    wallet_id: ZId,
    bearer_token: ZBearer,
    vendor_id: ZId,
    order: z.looseObject({
      vendor_id: ZId,
      paymentMethod: z.string().optional(),
      delivery_fee: z.looseObject({ fee: z.number().int().min(0) }).optional(),
      voucher: z.looseObject({ discounted_delivery_fee: z.number().int().min(0) }).nullish(),
    }),
  })
  .strict();
export type TIntentRequest = z.input<typeof ZIntentRequest>;

/** One way to pay in an intent: a card kind (by the cybersource-card flag) and its saved cards. */
export const ZIntentPaymentMethod = z.object({
  payment_method: ZCardKind,
  saved_cards: z.array(ZSavedCard),
});
export type TIntentPaymentMethod = z.infer<typeof ZIntentPaymentMethod>;

export const ZIntentAnswer = z.object({
  intent_id: z.string(),
  payment_methods: z.array(ZIntentPaymentMethod),
  /** What the order drafted so far would charge, in minor units of `currency`. */
  amount: z.number(),
  currency: z.string(),
});
export type TIntentAnswer = z.infer<typeof ZIntentAnswer>;

/**
 * POST /order/payment/intent/confirm (000 §7): a saved card (payment_instrument_id) or a new one
 * (card). `order` is the request payload of POST /order; a retry of the same intent may leave it
 * out, the intent's order is paid then.
 */
export const ZConfirmRequest = z
  .object({
    /**
     * The order to create (the request form's payload). Required on an intent's first confirm;
     * paying again for an intent whose order exists (another card after a decline) leaves it out.
     */
    order: z
      .record(z.string(), z.unknown())
      .optional()
      .describe(
        "Required on the intent's first confirm (400 on `order` without it); left out when paying again for an intent whose order exists.",
      ),
    bearer_token: ZBearer,
    purchase_intent_id: ZId,
    payment_method: ZCardKind,
    payment_instrument_id: ZId.optional().describe(
      'Required on a confirm with a saved card: exactly one of `payment_instrument_id` and `card`.',
    ),
    card: ZCardDetails.optional().describe(
      'Required on a confirm with a new card: exactly one of `payment_instrument_id` and `card`.',
    ),
    /** Keep the new card for next time (never for guests). */
    save_card: z.boolean().optional().default(false),
  })
  .strict()
  .refine((b) => (b.payment_instrument_id === undefined) !== (b.card === undefined), {
    error: 'error.validation',
    path: ['card'],
  });
export type TConfirmRequest = z.input<typeof ZConfirmRequest>;

export const ZConfirmAnswer = z.object({
  order_id: z.string(),
  /** 3-D Secure: send the payer there; the provider sends them back to the return page. */
  redirect_required: z.object({ redirectUrl: z.string() }).optional(),
});
export type TConfirmAnswer = z.infer<typeof ZConfirmAnswer>;

/** The return from a 3-D Secure challenge: what the provider handed back. */
export const ZChallengeReturnRequest = z
  .object({
    purchase_intent_id: ZId,
    challenge_result: z.string().trim().min(1).max(4000),
  })
  .strict();

export const ZChallengeReturnAnswer = z.object({
  order_id: z.string(),
  vendor_id: z.string(),
});
export type TChallengeReturnAnswer = z.infer<typeof ZChallengeReturnAnswer>;

/** A card payment of an order as the order screens show it. */
export const ORDER_PAYMENT_STATUSES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type TOrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

/**
 * A refund is pending while it is being sent or waits for another try (a refused attempt is tried
 * again with backoff), succeeded once the processor took it, failed when every try was refused.
 */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type TRefundStatus = (typeof REFUND_STATUSES)[number];

export const ZOrderPayment = z.object({
  intent_id: z.string(),
  status: z.enum(ORDER_PAYMENT_STATUSES),
  payment_method: z.string(),
  amount: z.number(),
  currency: z.string(),
  card: z.object({ brand: z.string(), last_four: z.string() }).nullable(),
  /** The translation key of the last failure, while the payment is failed or cancelled. */
  failure_key: z.string().nullable(),
  paid_at: z.string().nullable(),
  refunds: z.array(
    z.object({
      refund_id: z.string(),
      amount: z.number(),
      currency: z.string(),
      status: z.enum(REFUND_STATUSES),
      created_at: z.string(),
      /** How many times the refund was sent to the processor. */
      attempts: z.number(),
      /** When a refused refund is tried again; null unless it is waiting for that. */
      next_attempt_at: z.string().nullable(),
    }),
  ),
});
export type TOrderPayment = z.infer<typeof ZOrderPayment>;

/**
 * DELETE /order/payment/instrument/{instrumentId}?vendorId= (our design; the specification lists
 * no such call): removes one of the vendor's saved cards, here and at the provider.
 */
export const ZRemoveInstrumentParams = z.object({ instrumentId: ZId }).strict();
export const ZRemoveInstrumentQuery = z
  .object({ vendorId: z.string().trim().min(1).max(100) })
  .strict();
export const ZRemoveInstrumentAnswer = z.object({ result: z.object({ id: z.string() }) });
export type TRemoveInstrumentAnswer = z.infer<typeof ZRemoveInstrumentAnswer>;

/** The order statuses a card payment ends in without being paid: what it took is given back. */
export const UNPAID_PAYMENT_STATUSES = ['PAYMENT_FAILED', 'PAYMENT_CANCELLED'] as const;

/** Whether an order status is the end of a card payment that was not paid. */
export function isUnpaidPaymentStatus(status: string): boolean {
  return (UNPAID_PAYMENT_STATUSES as readonly string[]).includes(status);
}

/** An order paid by card starts as INITIATED; one on the vendor's account as NEW. */
export function isCardPaymentOrder(statusHistory: readonly { status: string }[]): boolean {
  return statusHistory.some((entry) => entry.status === 'INITIATED');
}

/** Whether a card order's payment went through: committed, and not failed or cancelled since. */
export function isCardPaid(status: string, statusHistory: readonly { status: string }[]): boolean {
  return (
    isCardPaymentOrder(statusHistory) &&
    !isUnpaidPaymentStatus(status) &&
    statusHistory.some((entry) => entry.status === 'PAYMENT_COMMITTED')
  );
}
