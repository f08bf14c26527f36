import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, authorizationOf } from './session.ts';
import { runOperatorCommand } from './operator.ts';

// Orders for browser tests, placed through the real API (POST /delivery/fee, then POST /order),
// each test on a collection point of its own so that no test sees another's orders.

type TPoint = { lat: number; lng: number };

/** Nicosia, near the market's default city (CY): where the test outlets collect by default. */
const ORIGIN: TPoint = { lat: 35.1856, lng: 33.3823 };

/** Where each collection point made by this worker collects, for the orders placed on it. */
const outletLocations = new Map<string, TPoint>();

/** A name without digits (000 §5 rule 3) that no other test uses. */
export function uniqueCustomerName(first: string): string {
  const letters = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  return `${first} ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

export async function demoParentAuthorization(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/login', {
    data: { email_address: 'parent@demo.test', password: DEMO_PASSWORD },
  });
  expect(login.status(), await login.text()).toBe(200);
  return authorizationOf((await login.json()).result);
}

/**
 * A new collection point of the demo parent (signed in as parent@demo.test), at `at` (default:
 * central Nicosia, where most tests collect).
 */
export async function createTestOutlet(
  request: APIRequestContext,
  authorization: string,
  name: string,
  at: TPoint = ORIGIN,
): Promise<string> {
  const res = await request.post('/api/v1/outlet', {
    headers: { authorization },
    data: {
      parent_vendor_id: 'V1000',
      client_vendor_id: `E2E-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      name,
      phone_number: '+35722123456',
      address: 'Makariou III Avenue 40, Nicosia',
      latitude: at.lat,
      longitude: at.lng,
      city: 'Nicosia',
      country_code: 'CY',
      users: [],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const vendorId = ((await res.json()).result as { vendor_id: string }).vendor_id;
  // New collection points become available after a few minutes; the operator skips the wait.
  await runOperatorCommand(request, ['vendor:activate', vendorId]);
  outletLocations.set(vendorId, at);
  return vendorId;
}

/**
 * Places an order for `vendorId` with its fee quote, as the request form does. `meters` north-east
 * of the outlet; a pre-order when `preorderedFor` (unix seconds) is given.
 */
export async function placeOrder(
  request: APIRequestContext,
  authorization: string,
  vendorId: string,
  opts: { customerName: string; meters?: number; preorderedFor?: number },
): Promise<string> {
  const origin = outletLocations.get(vendorId) ?? ORIGIN;
  const offset = (opts.meters ?? 1000) / 111_000 / Math.SQRT2;
  const destination = { lat: origin.lat + offset, lng: origin.lng + offset };
  const quote = await request.post('/api/v1/delivery/fee', {
    headers: { authorization },
    data: {
      destination,
      vendor_id: vendorId,
      delivery_type: 'food',
      payment_method: 'CASH_ON_DELIVERY',
    },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  const fee = (await quote.json()).result as { fee: number; expires_at: string; signature: string };
  const res = await request.post('/api/v1/order', {
    headers: { authorization, 'idempotency-key': `e2e-${Date.now()}-${Math.random()}` },
    data: {
      vendor_id: vendorId,
      destinationName: opts.customerName,
      destinationPhoneNumber: '+35799123456',
      orderDescription: 'Two lunch boxes',
      destinationTextAddress: 'Stasikratous 12, Nicosia',
      destinationLatitude: destination.lat,
      destinationLongitude: destination.lng,
      orderAmount: 2450,
      paymentMethod: 'CASH_ON_DELIVERY',
      riderNotes: 'Ring twice',
      delivery_fee: { fee: fee.fee, expires_at: fee.expires_at, signature: fee.signature },
      ...(opts.preorderedFor ? { preordered_for: opts.preorderedFor } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()).result as { order_id: string }).order_id;
}

/** An order as GET /order answers it. */
export async function getOrder(
  request: APIRequestContext,
  authorization: string,
  orderId: string,
): Promise<{ status: string; cancel_reason: string | null }> {
  const vendorId = orderId.slice(0, orderId.lastIndexOf('-'));
  const res = await request.get('/api/v1/order', {
    headers: { authorization },
    params: { vendorId, orderId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result;
}

/** The path (with its token) of the public tracking page of an order the demo parent places. */
export async function placedOrderTrackingPath(
  request: APIRequestContext,
): Promise<{ orderId: string; path: string }> {
  const authorization = await demoParentAuthorization(request);
  const orderId = await placeOrder(request, authorization, 'V1001', {
    customerName: uniqueCustomerName('Receiver'),
  });
  const res = await request.get('/api/v1/order/tracking-link', {
    headers: { authorization },
    params: { vendorId: 'V1001', orderId },
  });
  expect(res.status(), await res.text()).toBe(200);
  const link = new URL((await res.json()).result.tracking_url as string, 'http://portal');
  return { orderId, path: `${link.pathname}${link.search}` };
}
