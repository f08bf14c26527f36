import { getMarket } from '@rider-portal/domain/markets';
import { cardKindFor, chargeAmount, isOnlinePaymentActivated } from '@rider-portal/domain/payments';
import type { TConfirmAnswer, TIntentAnswer, TWalletSession } from '@rider-portal/domain/payments';
import type { z } from 'zod';
import type { ZConfirmRequest, ZIntentRequest } from '@rider-portal/domain/payments';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import type { TCaller } from '../auth/caller.ts';
import { getCountryParameter } from '../country-params/service.ts';
import { resolveFlagsFor } from '../flags/service.ts';
import { createOrder, parseCreateOrderPayload } from '../orders/create-order.ts';
import { findAllowedPaymentMethods } from '../orders/request-options.ts';
import { findOrder } from '../orders/store.ts';
import { assertCanActForVendor } from '../access/vendors.ts';
import { findVendor } from '../vendors/store.ts';
import type { TVendorRow } from '../vendors/store.ts';
import type { TRequestClock } from '../service-hours/request-clock.ts';
import { retakeOrderVoucher } from '../vouchers/service.ts';
import type { TPaymentOutcome, TPaymentSource } from './provider.ts';
import { paymentProviderOf } from './provider-registry.ts';
import { answerOfSettledIntent, markPaymentInitiated, settleOutcome } from './settle.ts';
import {
  claimIntentForCharge,
  findIntent,
  findIntentsStaleIn,
  findOrCreateWallet,
  findSavedCard,
  findSavedCards,
  findWallet,
  insertIntent,
  newPaymentId,
  updateIntentFrom,
} from './store.ts';
import type { TIntentRow, TWalletRow } from './store.ts';
import { signWalletToken, verifyWalletToken, WALLET_TOKEN_TTL_SECONDS } from './wallet-token.ts';

// The card checkout of 000 §7: wallet session, purchase intent, confirm, and the return from a
// 3-D Secure challenge. Routes authorise the caller for the vendor first; these check the rest.

type TCtx = TAppContext;

/** A 3-D Secure challenge not answered within this time is given up (our choice). */
export const CHALLENGE_ABANDONED_AFTER_MS = 30 * 60_000;

/** Where the payer comes back to after a 3-D Secure challenge (a page of the web app). */
export function challengeReturnPath(intentId: string): string {
  return `/payment/return/${encodeURIComponent(intentId)}`;
}

/** 000 §7: online payment only while onlinePaymentActivated is on for the market. */
async function assertOnlinePaymentActivated(ctx: TCtx): Promise<void> {
  let param: string;
  try {
    param = await getCountryParameter(ctx, 'onlinePaymentActivated');
  } catch {
    throw new AppError(503, 'error.payment.get-if-enabled');
  }
  if (!isOnlinePaymentActivated(param)) {
    throw new AppError(403, 'error.no-payment-method-available');
  }
}

/** The wallet a bearer_token opens, which must be this vendor's (and this wallet, when named). */
async function walletOfToken(
  ctx: TCtx,
  input: { bearerToken: string; vendorId: string; walletId?: string },
): Promise<TWalletRow> {
  const claims = await verifyWalletToken(input.bearerToken, {
    secret: ctx.secrets.tokenSecret,
    clock: ctx.clock,
  });
  const isOwn =
    claims !== null &&
    claims.vendorId === input.vendorId &&
    (input.walletId === undefined || claims.walletId === input.walletId);
  const wallet = isOwn ? await findWallet(ctx.db, claims.walletId) : null;
  if (!wallet || wallet.vendorId !== input.vendorId) {
    throw new AppError(403, 'error.payment.init');
  }
  return wallet;
}

/** POST /order/payment/auth/{vendorID}: the vendor's wallet and a short-lived session on it. */
export async function openWalletSession(ctx: TCtx, vendor: TVendorRow): Promise<TWalletSession> {
  await assertOnlinePaymentActivated(ctx);
  const provider = paymentProviderOf(ctx);
  const wallet = await findOrCreateWallet(ctx.db, {
    vendorId: vendor.vendorId,
    provider: provider.name,
    at: ctx.clock.now(),
  });
  try {
    await provider.authoriseWallet({ walletId: wallet.walletId, vendorId: vendor.vendorId });
  } catch {
    throw new AppError(502, 'error.payment.init');
  }
  const accessToken = await signWalletToken(
    { walletId: wallet.walletId, vendorId: vendor.vendorId },
    { secret: ctx.secrets.tokenSecret, clock: ctx.clock },
  );
  return {
    wallet_id: wallet.walletId,
    access_token: accessToken,
    expires_in: WALLET_TOKEN_TTL_SECONDS,
  };
}

/**
 * POST /order/payment/intent: a purchase intent for the order being drafted, with the ways to pay
 * it: the card kind of the cybersource-card flag and the wallet's saved cards (none for guests).
 * The order's payment method must be one the market and the vendor allow (000 §5 rule 9).
 */
export async function createPaymentIntent(
  ctx: TCtx,
  vendor: TVendorRow,
  body: z.output<typeof ZIntentRequest>,
): Promise<TIntentAnswer> {
  await assertOnlinePaymentActivated(ctx);
  const wallet = await walletOfToken(ctx, {
    bearerToken: body.bearer_token,
    vendorId: vendor.vendorId,
    walletId: body.wallet_id,
  });
  if (body.order.vendor_id !== vendor.vendorId) throw new AppError(400, 'validation.no-vendor');
  await cancelAbandonedChallenges(ctx, vendor.vendorId);
  const flags = await resolveFlagsFor(ctx, vendor.vendorId);
  const allowed = await findAllowedPaymentMethods(ctx, vendor, flags);
  const method = body.order.paymentMethod;
  if (allowed.length === 0 || (method !== undefined && !(allowed as string[]).includes(method))) {
    throw new AppError(400, 'error.no-payment-method-available');
  }
  const provider = paymentProviderOf(ctx);
  const amount = body.order.voucher?.discounted_delivery_fee ?? body.order.delivery_fee?.fee ?? 0;
  const currency = getMarket(ctx.config.country).currency;
  const intentId = newPaymentId('pi');
  let providerIntentId: string;
  try {
    ({ providerIntentId } = await provider.createIntent({
      intentId,
      walletId: wallet.walletId,
      amount,
      currency,
    }));
  } catch {
    throw new AppError(502, 'error.payment.intent-creation');
  }
  const now = ctx.clock.now();
  await insertIntent(ctx.db, {
    intentId,
    walletId: wallet.walletId,
    vendorId: vendor.vendorId,
    provider: provider.name,
    providerIntentId,
    amount,
    currency,
    status: 'created',
    createdAt: now,
    updatedAt: now,
  });
  const savedCards = vendor.isGuest
    ? []
    : await findSavedCards(ctx.db, wallet.walletId, provider.name);
  return {
    intent_id: intentId,
    payment_methods: [
      {
        payment_method: cardKindFor(flags['cybersource-card']),
        saved_cards: savedCards.map((c) => ({
          id: c.cardId,
          brand: c.brand,
          last_four: c.lastFour,
          expiry_month: c.expiryMonth,
          expiry_year: c.expiryYear,
        })),
      },
    ],
    amount,
    currency,
  };
}

/**
 * A payer who never came back from a challenge leaves an order in PAYMENT_INITIATED, in no list.
 * Such payments older than CHALLENGE_ABANDONED_AFTER_MS are cancelled (PAYMENT_CANCELLED, which
 * gives back the voucher the order used) with the provider's intent: the vendor's own when it
 * starts another payment, everyone's when the payment worker comes by (vendorId null).
 */
export async function cancelAbandonedChallenges(
  ctx: TCtx,
  vendorId: string | null,
  opts: { limit?: number } = {},
): Promise<number> {
  const before = new Date(ctx.clock.now().getTime() - CHALLENGE_ABANDONED_AFTER_MS);
  const abandoned = await findIntentsStaleIn(ctx.db, {
    status: 'challenge',
    before,
    ...(vendorId === null ? {} : { vendorId }),
    limit: opts.limit ?? 100,
  });
  let cancelled = 0;
  for (const intent of abandoned) {
    const claimed = await updateIntentFrom(ctx.db, intent.intentId, ['challenge'], {
      status: 'processing',
      updatedAt: ctx.clock.now(),
    });
    if (!claimed) continue;
    await cancelWithProvider(ctx, claimed);
    try {
      await settleOutcome(ctx, claimed, { kind: 'cancelled' });
    } catch (error) {
      // settleOutcome answers a cancellation with its 402: expected here.
      if (!(error instanceof AppError && error.status === 402)) throw error;
    }
    cancelled += 1;
  }
  return cancelled;
}

/** Drops the provider's intent; the processor drops unanswered challenges by itself anyway. */
export async function cancelWithProvider(ctx: TCtx, intent: TIntentRow): Promise<void> {
  try {
    await paymentProviderOf(ctx).cancel({ providerIntentId: intent.providerIntentId });
  } catch {
    // The processor drops unanswered challenges by itself; nothing was charged.
  }
}

/** The intent the caller may act on; another vendor's intent is not found (404). */
async function intentForCaller(ctx: TCtx, caller: TCaller, intentId: string): Promise<TIntentRow> {
  const intent = await findIntent(ctx.db, intentId);
  if (!intent) throw new AppError(404, 'error.not-found');
  await assertCanActForVendor(ctx.db, caller, intent.vendorId);
  return intent;
}

type TChargeSource = {
  source: TPaymentSource;
  cardId: string | null;
  brand: string | null;
  lastFour: string | null;
};

async function chargeSourceOf(
  ctx: TCtx,
  input: { wallet: TWalletRow; vendor: TVendorRow; body: z.output<typeof ZConfirmRequest> },
): Promise<TChargeSource> {
  const { body } = input;
  if (body.card) {
    return { source: { kind: 'card', card: body.card }, cardId: null, brand: null, lastFour: null };
  }
  const saved = input.vendor.isGuest
    ? null
    : await findSavedCard(ctx.db, input.wallet.walletId, body.payment_instrument_id ?? '');
  if (!saved) throw new AppError(404, 'error.not-found');
  return {
    source: { kind: 'token', token: saved.token },
    cardId: saved.cardId,
    brand: saved.brand,
    lastFour: saved.lastFour,
  };
}

/**
 * POST /order/payment/intent/confirm. The order is created (INITIATED) the first time, with the
 * intent as its idempotency key; the intent is then claimed for one charge, the order moves to
 * PAYMENT_INITIATED and the provider is asked. Confirming a paid intent again answers its order
 * and charges nothing; a failed or cancelled intent may be confirmed again with another card.
 */
export async function confirmPaymentIntent(
  ctx: TCtx,
  input: {
    caller: TCaller;
    body: z.output<typeof ZConfirmRequest>;
    clock: TRequestClock;
  },
): Promise<TConfirmAnswer> {
  const { body } = input;
  const intent = await intentForCaller(ctx, input.caller, body.purchase_intent_id);
  const vendor = await findVendor(ctx.db, intent.vendorId);
  if (!vendor) throw new AppError(404, 'error.not-found');
  await assertOnlinePaymentActivated(ctx);
  const wallet = await walletOfToken(ctx, {
    bearerToken: body.bearer_token,
    vendorId: intent.vendorId,
    walletId: intent.walletId,
  });
  const flags = await resolveFlagsFor(ctx, vendor.vendorId);
  if (body.payment_method !== cardKindFor(flags['cybersource-card'])) {
    throw new AppError(400, 'error.no-payment-method-available');
  }
  const settled = answerOfSettledIntent(intent);
  if (settled) return settled;

  const charge = await chargeSourceOf(ctx, { wallet, vendor, body });
  const orderId = await orderOfIntent(ctx, intent, input);
  const order = await findOrder(ctx.db, orderId);
  if (!order) throw new AppError(404, 'error.not-found');
  const isSavingCard = body.save_card && !vendor.isGuest && charge.source.kind === 'card';
  // A failed or cancelled payment gave the order's voucher back: paying again takes it again
  // (422 voucher.error.validation.message when it has been used up meanwhile).
  await retakeOrderVoucher(ctx, { order, now: ctx.clock.now() });
  const claimed = await claimIntentForCharge(ctx.db, {
    intentId: intent.intentId,
    orderId,
    amount: chargeAmount({
      delivery_fee: order.deliveryFee,
      discounted_delivery_fee: order.discountedDeliveryFee,
    }),
    paymentMethod: body.payment_method,
    cardId: charge.cardId,
    isSavingCard,
    at: ctx.clock.now(),
  });
  if (!claimed) {
    // Another confirm of this intent got there first: answer what it came to.
    const now = await findIntent(ctx.db, intent.intentId);
    const answer = now ? answerOfSettledIntent(now) : null;
    if (answer) return answer;
    throw new AppError(409, 'error.idempotency-in-progress');
  }
  const withCard = await updateIntentFrom(ctx.db, claimed.intentId, ['processing'], {
    cardBrand: charge.brand,
    cardLastFour: charge.lastFour,
  });
  await markPaymentInitiated(ctx, orderId);

  const provider = paymentProviderOf(ctx);
  let outcome: TPaymentOutcome;
  try {
    outcome = await provider.confirm({
      providerIntentId: claimed.providerIntentId,
      amount: claimed.amount,
      currency: claimed.currency,
      source: charge.source,
      isSavingCard,
      // A new key per attempt: a retry with another card is a new charge, a repeat is not.
      idempotencyKey: `${claimed.intentId}:${claimed.attempts}`,
      returnUrl: challengeReturnPath(claimed.intentId),
      now: ctx.clock.now(),
    });
  } catch {
    outcome = { kind: 'declined', key: 'error.payment.confirm', card: null };
  }
  return settleOutcome(ctx, withCard ?? claimed, outcome);
}

/** The intent's order: created from `order` on the first confirm, the same one afterwards. */
async function orderOfIntent(
  ctx: TCtx,
  intent: TIntentRow,
  input: { body: z.output<typeof ZConfirmRequest>; clock: TRequestClock },
): Promise<string> {
  if (input.body.order === undefined) {
    if (!intent.orderId) {
      throw new AppError(400, 'error.validation', {
        fieldErrors: [
          { field: 'order', translation_key: 'error.validation', message: 'order is required' },
        ],
      });
    }
    return intent.orderId;
  }
  // The intent is the order's idempotency key: the same intent never creates two orders, and a
  // retry with another order payload answers 422 (error.idempotency-conflict).
  const created = await createOrder({
    ctx,
    vendorId: intent.vendorId,
    input: parseCreateOrderPayload(ctx, input.body.order),
    idempotencyKey: `payment-intent:${intent.intentId}`,
    clock: input.clock,
    isCardPayment: true,
  });
  return created.orderId;
}

/**
 * POST /order/payment/intent/challenge: the payer is back from the 3-D Secure challenge with its
 * result; the provider finishes the payment. Asking again answers the same outcome.
 */
export async function completeChallenge(
  ctx: TCtx,
  input: { caller: TCaller; intentId: string; challengeResult: string },
): Promise<{ order_id: string; vendor_id: string }> {
  const intent = await intentForCaller(ctx, input.caller, input.intentId);
  const answer = (orderId: string) => ({ order_id: orderId, vendor_id: intent.vendorId });
  if (intent.status === 'succeeded' && intent.orderId) return answer(intent.orderId);
  if ((intent.status === 'failed' || intent.status === 'cancelled') && intent.orderId) {
    throw new AppError(402, intent.failureKey ?? 'error.payment.confirm', {
      details: { order_id: intent.orderId },
    });
  }
  if (intent.status !== 'challenge' || !intent.orderId) {
    throw new AppError(409, 'error.idempotency-in-progress');
  }
  const claimed = await updateIntentFrom(ctx.db, intent.intentId, ['challenge'], {
    status: 'processing',
    updatedAt: ctx.clock.now(),
  });
  if (!claimed) return completeChallenge(ctx, input);
  let outcome: TPaymentOutcome;
  try {
    outcome = await paymentProviderOf(ctx).completeChallenge({
      providerIntentId: claimed.providerIntentId,
      challengeResult: input.challengeResult,
      now: ctx.clock.now(),
    });
  } catch {
    outcome = { kind: 'declined', key: 'error.payment.confirm', card: null };
  }
  if (outcome.kind === 'cancelled') await cancelWithProvider(ctx, claimed);
  const settled = await settleOutcome(ctx, claimed, outcome);
  return answer(settled.order_id);
}
