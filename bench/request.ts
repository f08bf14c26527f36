// Request a rider under load: POST /api/v1/delivery/fee (a signed quote) and POST /api/v1/order
// (validation, fee signature, deliverability, service hours, one transaction with the order, its
// number and idempotency key in one statement, the address book and the live event), against a
// plain Fastify endpoint in the same process as the baseline. Run: npx tsx bench/request.ts [--pg]
// (A client in a process of its own was tried in session 12: it sent half the echo's requests per
// second of this in-process client, so every ratio would have measured the client.)
import type { Server } from 'node:net';
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import { createUser, createVendor } from '../apps/server/test/helpers/factories.ts';
import { loadTest } from './lib/measure.ts';
import { isPostgresRun, startBenchServer } from './lib/server.ts';

const { ctx, base, close } = await startBenchServer({ postgres: isPostgresRun });
const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

// The baseline: Fastify alone, parsing and answering a small JSON body.
const plain = Fastify({ logger: false });
plain.post('/echo', async (request) => ({
  result: { ok: true, size: JSON.stringify(request.body).length },
}));
await plain.listen({ port: 0, host: '127.0.0.1' });
const baselineUrl = `http://127.0.0.1:${portOf(plain.server)}/echo`;

// Orders of one vendor take turns on its order counter (ids are {vendor}-{n}) and live-event
// sequence, so the load is spread over many vendors, as real traffic is.
const VENDORS = Number(process.env.BENCH_VENDORS ?? 32);
const vendorIds: string[] = [];
for (let i = 0; i < VENDORS; i++) vendorIds.push((await createVendor(ctx)).vendorId);
const { authorization } = await createUser(ctx, vendorIds);
const headers = { authorization, 'content-type': 'application/json' };
const destination = { lat: 35.1733, lng: 33.3614 };
const feeBodyOf = (vendorId: string) =>
  JSON.stringify({
    vendor_id: vendorId,
    destination,
    delivery_type: 'food',
    payment_method: 'CASH_ON_DELIVERY',
  });
const feeBody = feeBodyOf(vendorIds[0]!);

/** A fresh quote per vendor: valid for 5 minutes, longer than the order run. */
async function quoteNow(vendorId: string) {
  const res = await fetch(`${base}/api/v1/delivery/fee`, {
    method: 'POST',
    headers,
    body: feeBodyOf(vendorId),
  });
  return ((await res.json()) as { result: { fee: number; expires_at: string; signature: string } })
    .result;
}
const orderBodyOf = (
  vendorId: string,
  quote: { fee: number; expires_at: string; signature: string },
) =>
  JSON.stringify({
    vendor_id: vendorId,
    destinationName: 'Maria Georgiou',
    destinationPhoneNumber: '+35799123456',
    orderDescription: 'Two souvlaki pitas',
    destinationTextAddress: 'Ledra Street 25, Nicosia',
    destinationLatitude: destination.lat,
    destinationLongitude: destination.lng,
    orderAmount: 1850,
    paymentMethod: 'CASH_ON_DELIVERY',
    delivery_fee: { fee: quote.fee, expires_at: quote.expires_at, signature: quote.signature },
  });

// In flight at once (BENCH_IN_FLIGHT): issue 18 states its p99 at 20 connections.
const concurrency = Number(process.env.BENCH_IN_FLIGHT ?? 32);
const feeTotal = Number(process.env.BENCH_FEES ?? 2000);
const orderTotal = Number(process.env.BENCH_ORDERS ?? 600);
await loadTest(baselineUrl, {
  total: 500,
  concurrency: 8,
  init: { method: 'POST', headers, body: feeBody },
});
await loadTest(`${base}/api/v1/delivery/fee`, {
  total: 200,
  concurrency: 8,
  init: { method: 'POST', headers, body: feeBody },
}); // warm up
const baseline = await loadTest(baselineUrl, {
  total: feeTotal,
  concurrency,
  init: { method: 'POST', headers, body: feeBody },
});
const fee = await loadTest(`${base}/api/v1/delivery/fee`, {
  total: feeTotal,
  concurrency,
  init: (n) => ({ method: 'POST', headers, body: feeBodyOf(vendorIds[n % VENDORS]!) }),
});
const orderBodies = await Promise.all(
  vendorIds.map(async (vendorId) => orderBodyOf(vendorId, await quoteNow(vendorId))),
);
// Warmed up like the other two (its code compiled by the JIT before it is measured): from
// session 21 on; the first thousand orders of a cold server ran at about two thirds of the rate.
await loadTest(`${base}/api/v1/order`, {
  total: 300,
  concurrency: 8,
  init: (n) => ({
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `warm-up-${n}` },
    body: orderBodies[n % VENDORS],
  }),
});
const order = await loadTest(`${base}/api/v1/order`, {
  total: orderTotal,
  concurrency,
  // A new Idempotency-Key per request: every request places an order.
  init: (n) => ({
    method: 'POST',
    headers: { ...headers, 'idempotency-key': `bench-${n}` },
    body: orderBodies[n % VENDORS],
  }),
});
console.log(
  `database: ${ctx.database.kind}; ${VENDORS} vendors; fee ${feeTotal} and order ${orderTotal} requests, ${concurrency} in flight; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`,
);
console.table({
  'POST /echo (plain Fastify baseline)': baseline,
  'POST /api/v1/delivery/fee': fee,
  'POST /api/v1/order': order,
});
const ratio = (x: { requestsPerSecond: number }) =>
  (x.requestsPerSecond / baseline.requestsPerSecond).toFixed(2);
console.log(`fee throughput is ${ratio(fee)}× the baseline, order throughput ${ratio(order)}×`);
await plain.close();
await close();
