import { queryOptions } from '@tanstack/react-query';
import type {
  TChallengeReturnAnswer,
  TConfirmAnswer,
  TConfirmRequest,
  TIntentAnswer,
  TIntentRequest,
  TRemoveInstrumentAnswer,
  TWalletSession,
} from '@rider-portal/domain/payments';
import { apiClient } from '../../../shared/api/client';

// The payment calls of 000 §7 and the ones the portal adds (the challenge return, an order's
// payment, removing a saved card). Their answers are typed from the domain schemas the server
// validates with.

/** POST /order/payment/auth/{vendorID}: a session on the vendor's wallet. */
export function authoriseWallet(vendorId: string): Promise<TWalletSession> {
  return apiClient.call('openWalletSession', { params: { vendorId }, body: {} });
}

/** POST /order/payment/intent: an intent and the ways to pay it (card kind, saved cards). */
export function createIntent(body: TIntentRequest): Promise<TIntentAnswer> {
  return apiClient.call('createPaymentIntent', { body });
}

/** POST /order/payment/intent/confirm: pays; answers the order, or a 3-D Secure redirect. */
export function confirmIntent(body: TConfirmRequest): Promise<TConfirmAnswer> {
  return apiClient.call('confirmPaymentIntent', { body });
}

/** POST /order/payment/intent/challenge: back from the challenge with its result. */
export function completeChallenge(body: {
  purchase_intent_id: string;
  challenge_result: string;
}): Promise<TChallengeReturnAnswer> {
  return apiClient.call('completeChallenge', { body });
}

/** DELETE /order/payment/instrument/{id}?vendorId= (our design): removes one saved card. */
export function removeSavedCard(
  vendorId: string,
  cardId: string,
): Promise<TRemoveInstrumentAnswer> {
  return apiClient.call('removeInstrument', {
    params: { instrumentId: cardId },
    query: { vendorId },
  });
}

/** The sandbox issuer's challenge: what the payer is asked to confirm. */
export function sandboxChallengeQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['payments', 'sandbox-challenge', token],
    queryFn: async ({ signal }) =>
      apiClient.call('getSandboxChallenge', {
        query: { token },
        signal,
      }),
    retry: false,
    staleTime: Infinity,
  });
}

/** The payer's answer on the sandbox issuer's page: where the provider sends them back. */
export function answerSandboxChallenge(body: {
  token: string;
  action: 'approve' | 'fail' | 'cancel';
}): Promise<{ return_url: string }> {
  return apiClient.call('answerSandboxChallenge', { body });
}

export const paymentKeys = {
  all: ['payments'] as const,
  checkout: (vendorId: string) => ['payments', 'checkout', vendorId] as const,
  order: (orderId: string, version: string) => ['payments', 'order', orderId, version] as const,
};

/**
 * GET /order/payment: an order's card payment and refunds (null when not paid by card). Keyed by
 * the order's last update too, so a live status change (paid, cancelled) fetches it again.
 */
export function orderPaymentQueryOptions(order: {
  order_id: string;
  vendor_id: string;
  updated_at: string;
}) {
  return queryOptions({
    queryKey: paymentKeys.order(order.order_id, order.updated_at),
    queryFn: async ({ signal }) =>
      (
        await apiClient.call('getOrderPayment', {
          query: { vendorId: order.vendor_id, orderId: order.order_id },
          signal,
        })
      ).result,
    staleTime: 60_000,
    // A live update refetches it: keep showing the payment meanwhile, not a skeleton.
    placeholderData: (previous) => previous,
  });
}
