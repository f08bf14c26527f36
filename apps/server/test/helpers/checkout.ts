import type { TTestApp } from './test-app.ts';
import { orderPayload, quoteFee } from './request-order.ts';

// The card checkout through the HTTP API, as the request form runs it, for the tests of the areas
// card payments touch (payments, vouchers). Test cards: README "Card payments".

export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  challenge: '4000000000003220',
  refundRefusedOnce: '4000000000005126',
} as const;

/** New card details as the card form sends them. */
export function testCard(number: string, overrides: Record<string, unknown> = {}) {
  return {
    number,
    expiry_month: 12,
    expiry_year: 2030,
    cvc: '123',
    holder_name: 'Maria Georgiou',
    ...overrides,
  };
}

type TWho = { vendorId: string; authorization: string };

export type TCheckout = {
  wallet: { wallet_id: string; access_token: string };
  intent: {
    intent_id: string;
    amount: number;
    payment_methods: { payment_method: string; saved_cards: { id: string; last_four: string }[] }[];
  };
  order: Record<string, unknown>;
  /** POST /order/payment/intent/confirm of this intent (generic card kind by default). */
  confirm(
    body: Record<string, unknown>,
    authorization?: string,
  ): Promise<Awaited<ReturnType<TTestApp['app']['inject']>>>;
};

/** A wallet session, an order payload (a fresh fee quote unless given) and an intent for it. */
export async function startCheckout(
  t: TTestApp,
  who: TWho,
  opts: { order?: Record<string, unknown> } = {},
): Promise<TCheckout> {
  const post = (url: string, authorization: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { authorization }, payload });
  const auth = await post(`/api/v1/order/payment/auth/${who.vendorId}`, who.authorization, {});
  if (auth.statusCode !== 200) throw new Error(`wallet answered ${auth.statusCode}: ${auth.body}`);
  const wallet = auth.json() as TCheckout['wallet'];
  const order = opts.order ?? orderPayload(who.vendorId, await quoteFee(t, who));
  const res = await post('/api/v1/order/payment/intent', who.authorization, {
    wallet_id: wallet.wallet_id,
    bearer_token: wallet.access_token,
    vendor_id: who.vendorId,
    order,
  });
  if (res.statusCode !== 200) throw new Error(`intent answered ${res.statusCode}: ${res.body}`);
  const intent = res.json() as TCheckout['intent'];
  return {
    wallet,
    intent,
    order,
    confirm: (body, authorization = who.authorization) =>
      post('/api/v1/order/payment/intent/confirm', authorization, {
        bearer_token: wallet.access_token,
        purchase_intent_id: intent.intent_id,
        payment_method: 'generic_creditcard',
        ...body,
      }),
  };
}

/** GET /order/payment of an order, as its vendor. */
export function orderPaymentOf(t: TTestApp, authorization: string, orderId: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/v1/order/payment',
    headers: { authorization },
    query: { vendorId: orderId.slice(0, orderId.lastIndexOf('-')), orderId },
  });
}
