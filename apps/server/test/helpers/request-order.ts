import type { TTestApp } from './test-app.ts';

/** Ledra Street, in the walled city: about 0.9 km from the factories' default vendor location. */
export const LEDRA = { lat: 35.1733, lng: 33.3614 };

export type TQuote = {
  fee: number;
  currency: string;
  expires_at: string;
  signature: string;
  distance_km: number;
};

/** POST /delivery/fee through the API, as the form does. */
export async function quoteFee(
  t: TTestApp,
  input: {
    authorization: string;
    vendorId: string;
    destination?: { lat: number; lng: number };
    source?: { lat: number; lng: number } | null;
    paymentMethod?: string;
    headers?: Record<string, string>;
  },
): Promise<TQuote> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/delivery/fee',
    headers: { authorization: input.authorization, ...input.headers },
    payload: {
      vendor_id: input.vendorId,
      destination: input.destination ?? LEDRA,
      delivery_type: 'food',
      ...(input.source !== undefined ? { source: input.source } : {}),
      ...(input.paymentMethod ? { payment_method: input.paymentMethod } : {}),
    },
  });
  if (res.statusCode !== 200) throw new Error(`fee answered ${res.statusCode}: ${res.body}`);
  return res.json().result as TQuote;
}

/** A request payload that passes every rule in CY, with the given fee quote. */
export function orderPayload(
  vendorId: string,
  quote: TQuote,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    vendor_id: vendorId,
    destinationName: 'Maria Georgiou',
    destinationPhoneNumber: '+35799123456',
    orderDescription: 'Two souvlaki pitas',
    destinationTextAddress: 'Ledra Street 25, Nicosia',
    destinationLatitude: LEDRA.lat,
    destinationLongitude: LEDRA.lng,
    orderAmount: 1850,
    paymentMethod: 'CASH_ON_DELIVERY',
    delivery_fee: { fee: quote.fee, expires_at: quote.expires_at, signature: quote.signature },
    ...overrides,
  };
}

/** POST /order with an optional Idempotency-Key. */
export function postOrder(
  t: TTestApp,
  authorization: string,
  payload: unknown,
  opts: { key?: string; headers?: Record<string, string> } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/order',
    headers: {
      authorization,
      ...(opts.key ? { 'idempotency-key': opts.key } : {}),
      ...opts.headers,
    },
    payload: payload as Record<string, unknown>,
  });
}
