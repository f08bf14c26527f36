import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { TErrorEnvelope } from '@rider-portal/domain/api/errors';
import type { TCardKind, TSavedCard, TWalletSession } from '@rider-portal/domain/payments';
import { ApiError, isApiError } from '../../shared/api/api-error';
import { authoriseWallet, confirmIntent, createIntent, paymentKeys } from './api/payment-calls';
import {
  CARD_CHECK_DETAILS_KEY,
  cardFormErrors,
  cardSourceOf,
  type TCardForm,
} from './state/card-form';

// The card checkout of the request flow (000 §7): a wallet session, a purchase intent that lists
// the saved cards, then the confirm that creates and pays the order. Confirming is idempotent per
// intent on the server, so the API client's retries never charge twice.

/** Renew a wallet session this long before it expires. */
const SESSION_MARGIN_MS = 60_000;
const sessions = new Map<string, { session: TWalletSession; expiresAt: number }>();

/** The vendor's wallet session, opened again when it is about to expire (or when told to). */
export async function walletSessionOf(
  vendorId: string,
  isRenewing = false,
): Promise<TWalletSession> {
  const known = sessions.get(vendorId);
  if (known && !isRenewing && known.expiresAt - SESSION_MARGIN_MS > Date.now())
    return known.session;
  const session = await authoriseWallet(vendorId);
  sessions.set(vendorId, { session, expiresAt: Date.now() + session.expires_in * 1000 });
  return session;
}

export type TCheckout = {
  intentId: string;
  paymentMethod: TCardKind;
  savedCards: TSavedCard[];
};

async function openIntent(vendorId: string, order: Record<string, unknown>): Promise<TCheckout> {
  const session = await walletSessionOf(vendorId);
  const intent = await createIntent({
    wallet_id: session.wallet_id,
    bearer_token: session.access_token,
    vendor_id: vendorId,
    order: { ...order, vendor_id: vendorId },
  });
  const method = intent.payment_methods[0];
  if (!method) {
    throw new ApiError(400, envelopeOf('error.no-payment-method-available'));
  }
  return {
    intentId: intent.intent_id,
    paymentMethod: method.payment_method,
    savedCards: method.saved_cards,
  };
}

/** The payment step's intent: its card kind and the wallet's saved cards. */
export function checkoutQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: paymentKeys.checkout(vendorId),
    queryFn: () => openIntent(vendorId, {}),
    staleTime: Infinity,
    retry: false,
  });
}

function envelopeOf(key: string): TErrorEnvelope {
  return { message: '', meta: { translation_key: key }, errors: [] };
}

/** The payload each intent was first confirmed with: another one needs a new intent. */
const confirmedPayloads = new Map<string, string>();

export type TCardPaymentResult =
  | { kind: 'paid'; orderId: string }
  | { kind: 'redirect'; orderId: string; url: string; intentId: string };

/**
 * Pays `order` (the POST /order payload) by card. The card form is checked first (400 with
 * payment.card.check-details when a field is not right); a declined card answers the payment
 * error of the server (402) and leaves the form as typed. A retry after a decline pays the same
 * order with the same intent; a changed order gets a new intent.
 */
export async function payOrderByCard(input: {
  queryClient: QueryClient;
  vendorId: string;
  order: Record<string, unknown>;
  form: TCardForm;
}): Promise<TCardPaymentResult> {
  const { queryClient, vendorId } = input;
  let checkout = await queryClient.fetchQuery(checkoutQueryOptions(vendorId));
  if (Object.keys(cardFormErrors(input.form, checkout.paymentMethod, new Date())).length > 0) {
    throw new ApiError(400, envelopeOf(CARD_CHECK_DETAILS_KEY));
  }
  const payload = JSON.stringify(input.order);
  const renewIntent = async () => {
    checkout = { ...(await openIntent(vendorId, {})), savedCards: checkout.savedCards };
    queryClient.setQueryData(paymentKeys.checkout(vendorId), checkout);
  };
  const earlier = confirmedPayloads.get(checkout.intentId);
  if (earlier !== undefined && earlier !== payload) await renewIntent();

  const confirm = async () => {
    const session = await walletSessionOf(vendorId);
    confirmedPayloads.set(checkout.intentId, payload);
    return confirmIntent({
      order: input.order,
      bearer_token: session.access_token,
      purchase_intent_id: checkout.intentId,
      payment_method: checkout.paymentMethod,
      ...cardSourceOf(input.form, checkout.paymentMethod),
    });
  };
  let answer;
  try {
    answer = await confirm();
  } catch (error) {
    const key = isApiError(error) ? error.translationKey : null;
    if (key === 'error.idempotency-conflict') {
      await renewIntent();
    } else if (key === 'error.payment.init') {
      await walletSessionOf(vendorId, true);
    } else {
      throw error;
    }
    answer = await confirm();
  }
  if (answer.redirect_required) {
    return {
      kind: 'redirect',
      orderId: answer.order_id,
      url: answer.redirect_required.redirectUrl,
      intentId: checkout.intentId,
    };
  }
  return { kind: 'paid', orderId: answer.order_id };
}

/** Pays again, with another card, the order of an intent whose payment failed. */
export async function retryIntent(input: {
  vendorId: string;
  intentId: string;
  paymentMethod: TCardKind;
  form: TCardForm;
}): Promise<TCardPaymentResult> {
  if (Object.keys(cardFormErrors(input.form, input.paymentMethod, new Date())).length > 0) {
    throw new ApiError(400, envelopeOf(CARD_CHECK_DETAILS_KEY));
  }
  const session = await walletSessionOf(input.vendorId);
  const answer = await confirmIntent({
    bearer_token: session.access_token,
    purchase_intent_id: input.intentId,
    payment_method: input.paymentMethod,
    ...cardSourceOf(input.form, input.paymentMethod),
  });
  return answer.redirect_required
    ? {
        kind: 'redirect',
        orderId: answer.order_id,
        url: answer.redirect_required.redirectUrl,
        intentId: input.intentId,
      }
    : { kind: 'paid', orderId: answer.order_id };
}

// A 3-D Secure challenge leaves the app; the return page finds what it needs here.
const CHALLENGE_KEY = 'payment_challenge';

export type TChallengeStash = {
  intentId: string;
  vendorId: string;
  orderId: string;
  paymentMethod: TCardKind;
  savedCards: TSavedCard[];
};

export function stashChallenge(stash: TChallengeStash): void {
  try {
    window.sessionStorage.setItem(CHALLENGE_KEY, JSON.stringify(stash));
  } catch {
    // Private mode without storage: the return page falls back to a new card.
  }
}

export function readChallengeStash(intentId: string): TChallengeStash | null {
  try {
    const stash = JSON.parse(
      window.sessionStorage.getItem(CHALLENGE_KEY) ?? 'null',
    ) as TChallengeStash | null;
    return stash && stash.intentId === intentId ? stash : null;
  } catch {
    return null;
  }
}

export function clearChallengeStash(): void {
  try {
    window.sessionStorage.removeItem(CHALLENGE_KEY);
  } catch {
    // nothing kept
  }
}

/** The checkout of a vendor, if the payment step opened one (its saved cards, card kind). */
export function knownCheckout(queryClient: QueryClient, vendorId: string): TCheckout | undefined {
  return queryClient.getQueryData(paymentKeys.checkout(vendorId));
}
