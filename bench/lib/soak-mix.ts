// The soak's requests: a restaurant's day as a shuffled deck of request kinds, each request made
// against one of the instances, timed from its scheduled moment and checked (anything but 2xx is
// an error of its kind). Orders carry a fee quote the same vendor was shown a moment before.
import { randomBytes } from 'node:crypto';
import { getMarket } from '@rider-portal/domain/markets';
import { startOfMarketDay, startOfNextMarketDay } from '@rider-portal/domain/market-day';
import { seeded } from '../../apps/server/src/platform/seeded-random.ts';
import type { TRecorder } from './open-loop.ts';
import { DESTINATIONS } from './soak-data.ts';
import type { TSoakVendor } from './soak-data.ts';

// A restaurant's day, per 100 requests: screens mostly read (the tracking list and its
// pre-orders, an order opened, the history, flags and config at each page load); a quote or two
// as an address is typed, then the order. Each order is moved by the simulator for minutes.
export const MIX = {
  'fee quote': 10,
  order: 2,
  'active orders (today)': 14,
  'active orders (pre-orders)': 14,
  'order detail': 30,
  'history page': 12,
  'history next page': 5,
  flags: 9,
  'app config': 4,
} as const;
export type TKind = keyof typeof MIX;

export function createSoakMix(opts: {
  vendors: TSoakVendor[];
  recorder: TRecorder;
  /** The same requests again, keyed by the instance (its base URL) that answered them. */
  perInstance: TRecorder;
  baseOf: (n: number) => string;
}) {
  const { vendors, recorder, perInstance, baseOf } = opts;
  // Every vendor's latest quote per destination: an order carries the signed fee it was shown.
  const market = getMarket('CY');
  const quotes = new Map<string, { fee: number; expires_at: string; signature: string }>();
  const historyKeys = new Map<string, string>();
  const random = seeded(14);
  const deck = Object.entries(MIX).flatMap(([kind, weight]) =>
    Array<TKind>(weight).fill(kind as TKind),
  );
  for (let i = deck.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const runId = randomBytes(4).toString('hex');
  const unix = (at: Date | number) => Math.floor(new Date(at).getTime() / 1000);

  /** One request, timed from its scheduled moment; anything but 2xx is an error of its kind. */
  async function call(
    kind: string,
    scheduledAt: number,
    url: string,
    init: RequestInit = {},
  ): Promise<string | null> {
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(30_000) });
      const body = Buffer.from(await res.arrayBuffer());
      const base = new URL(url).origin;
      if (res.status < 200 || res.status > 299) {
        const text = `${init.method ?? 'GET'} ${url} → ${res.status} ${body.toString('utf8', 0, 400)}`;
        recorder.error(kind, `HTTP ${res.status}`, text);
        perInstance.error(base, `HTTP ${res.status}`);
        return null;
      }
      recorder.ok(kind, performance.now() - scheduledAt);
      perInstance.ok(base, performance.now() - scheduledAt);
      return kind === 'active orders (today)' || kind === 'active orders (pre-orders)'
        ? ''
        : body.toString('utf8');
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      const name = cause?.code ?? (error as Error).name;
      recorder.error(kind, name, `${init.method ?? 'GET'} ${url}: ${String(cause ?? error)}`);
      perInstance.error(new URL(url).origin, name);
      return null;
    }
  }

  const feeBody = (vendorId: string, d: number) =>
    JSON.stringify({
      vendor_id: vendorId,
      destination: { lat: DESTINATIONS[d]!.lat, lng: DESTINATIONS[d]!.lng },
      delivery_type: 'food',
      payment_method: 'CASH_ON_DELIVERY',
    });
  async function quote(kind: string, base: string, vendor: TSoakVendor, d: number, at: number) {
    const answer = await call(kind, at, `${base}/api/v1/delivery/fee`, {
      method: 'POST',
      headers: { authorization: vendor.authorization, 'content-type': 'application/json' },
      body: feeBody(vendor.vendorId, d),
    });
    if (answer === null) return;
    const result = (
      JSON.parse(answer) as { result: { fee: number; expires_at: string; signature: string } }
    ).result;
    quotes.set(`${vendor.vendorId}@${d}`, result);
  }
  async function send(n: number, scheduledAt: number): Promise<void> {
    const kind = deck[n % deck.length]!;
    // Alternating, and shifted by one every round of the deck: each kind reaches both instances.
    const base = baseOf(n + Math.floor(n / deck.length));
    const vendor = vendors[Math.floor(random() * vendors.length)]!;
    const d = Math.floor(random() * DESTINATIONS.length);
    const headers = { authorization: vendor.authorization };
    const ordersUrl = `${base}/api/v1/vendor/${vendor.vendorId}/orders`;
    const now = Date.now();
    if (kind === 'fee quote') return quote(kind, base, vendor, d, scheduledAt);
    if (kind === 'order') {
      // The quote the form shows is at most a few seconds old (a fee is signed for 5 minutes).
      const shown = quotes.get(`${vendor.vendorId}@${d}`);
      if (!shown) return recorder.error(kind, 'no fee quote to order with');
      const to = DESTINATIONS[d]!;
      const answer = await call('order', scheduledAt, `${base}/api/v1/order`, {
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'idempotency-key': `soak-${runId}-${n}`,
        },
        body: JSON.stringify({
          vendor_id: vendor.vendorId,
          destinationName: 'Maria Georgiou',
          destinationPhoneNumber: '+35799123456',
          orderDescription: 'Two souvlaki pitas',
          destinationTextAddress: to.address,
          destinationLatitude: to.lat,
          destinationLongitude: to.lng,
          orderAmount: 1850,
          paymentMethod: 'CASH_ON_DELIVERY',
          delivery_fee: {
            fee: shown.fee,
            expires_at: shown.expires_at,
            signature: shown.signature,
          },
        }),
      });
      if (answer === null) return;
      const orderId = (JSON.parse(answer) as { result: { order_id: string } }).result.order_id;
      vendor.orderIds[Math.floor(random() * vendor.orderIds.length)] = orderId;
      return;
    }
    if (kind === 'active orders (today)' || kind === 'active orders (pre-orders)') {
      const from = unix(startOfMarketDay(now, market.timeZone));
      const to = unix(startOfNextMarketDay(now, market.timeZone)) - 1;
      const scheduled = kind === 'active orders (pre-orders)' ? '&scheduled=true' : '';
      await call(kind, scheduledAt, `${ordersUrl}?from=${from}&to=${to}&count=200${scheduled}`, {
        headers,
      });
      return;
    }
    if (kind === 'order detail') {
      const orderId = vendor.orderIds[Math.floor(random() * vendor.orderIds.length)]!;
      await call(
        kind,
        scheduledAt,
        `${base}/api/v1/order?vendorId=${vendor.vendorId}&orderId=${orderId}`,
        { headers },
      );
      return;
    }
    if (kind === 'history page' || kind === 'history next page') {
      // The 30-day preset: from the start of the market day 29 days ago to now.
      const from = unix(startOfMarketDay(now - 29 * 86_400_000, market.timeZone));
      const key = historyKeys.get(vendor.vendorId);
      const next =
        kind === 'history next page' && key ? `&pagination_key=${encodeURIComponent(key)}` : '';
      const answer = await call(
        kind,
        scheduledAt,
        `${ordersUrl}?from=${from}&to=${unix(now)}&count=30&status=any${next}`,
        { headers },
      );
      const paginationKey =
        answer &&
        (JSON.parse(answer) as { result: { pagination_key: string | null } }).result.pagination_key;
      if (kind === 'history page' && paginationKey) historyKeys.set(vendor.vendorId, paginationKey);
      return;
    }
    if (kind === 'flags') {
      await call(kind, scheduledAt, `${base}/api/v1/flags?vendor_id=${vendor.vendorId}`, {
        headers,
      });
      return;
    }
    await call(kind, scheduledAt, `${base}/api/v1/app-config`);
  }

  /** A fresh quote of every vendor for every destination, before the first order. */
  async function prime(): Promise<void> {
    for (const vendor of vendors)
      for (let d = 0; d < DESTINATIONS.length; d += 1)
        await quote('setup', baseOf(d), vendor, d, performance.now());
  }

  return { prime, send, kindOf: (n: number): TKind => deck[n % deck.length]! };
}
