// The public delivery API (issue 19): orders created per second through POST /cy/api/v1/orders
// by POS clients that cache their access token (beside the portal's own POST /api/v1/order and a
// plain Fastify echo, the in-run baselines), then webhooks: status changes at a steady 100 a
// second, each timed from the logistics request that makes it to its webhook arriving at a local
// receiver (target: p95 ≤ 1 s), and a burst of changes drained as fast as the worker can (webhook
// deliveries per second, beside the same receiver's plain POST rate from this process).
// Run: npx tsx bench/public-api.ts [--pg]
import { createServer } from 'node:http';
import type { Server } from 'node:net';
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import { createUser, createVendor } from '../apps/server/test/helpers/factories.ts';
import { createApiClientFor, signAssertion } from '../apps/server/test/helpers/api-clients.ts';
import { loadTest, percentiles } from './lib/measure.ts';
import { isPostgresRun, startBenchServer } from './lib/server.ts';
import { postLogisticsEvents } from './lib/logistics.ts';

const { ctx, base, close } = await startBenchServer({ postgres: isPostgresRun });
const portOf = (server: Server) => {
  const address = server.address();
  return typeof address === 'object' && address ? address.port : 0;
};

// The receiver: answers 200 at once and notes when each (order, status) arrived.
const arrivals = new Map<string, number>();
let arrived = 0;
const byStatus = new Map<string, number>();
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const at = performance.now();
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      order_id: string;
      status: string;
    };
    arrived += 1;
    byStatus.set(body.status, (byStatus.get(body.status) ?? 0) + 1);
    if (!arrivals.has(`${body.order_id} ${body.status}`)) {
      arrivals.set(`${body.order_id} ${body.status}`, at);
    }
    response.writeHead(200).end('ok');
  });
});
await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const callback = `http://127.0.0.1:${portOf(receiver)}/hooks`;

// The echo baseline: Fastify alone, parsing and answering a small JSON body.
const plain = Fastify({ logger: false });
plain.post('/echo', async (request) => ({ ok: true, size: JSON.stringify(request.body).length }));
await plain.listen({ port: 0, host: '127.0.0.1' });
const echoUrl = `http://127.0.0.1:${portOf(plain.server)}/echo`;

// POS clients: one per brand (each client has its own rate limit of API_REQUESTS_PER_MINUTE),
// each with a token fetched once and reused, as pandago's clients cache theirs for the hour.
const BRANDS = Number(process.env.BENCH_BRANDS ?? 16);
const clients: Array<{ vendorId: string; token: string }> = [];
for (let i = 0; i < BRANDS; i++) {
  const brand = await createVendor(ctx, { isParent: true, clientVendorId: `brand-${i}` });
  // The operator's `api-client:create`, which reads only the context.
  const client = await createApiClientFor(
    { ctx } as Parameters<typeof createApiClientFor>[0],
    brand.vendorId,
    {
      callback,
    },
  );
  const res = await fetch(`${base}/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: client.clientId,
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: await signAssertion(client, { now: new Date() }),
      scope: client.scope,
    }),
  });
  const { access_token } = (await res.json()) as { access_token: string };
  clients.push({ vendorId: brand.vendorId, token: access_token });
}
const { authorization } = await createUser(
  ctx,
  clients.map((c) => c.vendorId),
);

const recipient = {
  name: 'Maria Georgiou',
  phone_number: '+35799123456',
  location: { address: 'Ledra Street 25, Nicosia', latitude: 35.1733, longitude: 33.3614 },
};
const apiOrderInit = (n: number): RequestInit => {
  const client = clients[n % BRANDS]!;
  return {
    method: 'POST',
    headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      client_order_id: `pos-${n}`,
      recipient,
      amount: 18.5,
      payment_method: 'CASH_ON_DELIVERY',
      description: 'Two souvlaki pitas',
    }),
  };
};

const concurrency = Number(process.env.BENCH_IN_FLIGHT ?? 20);
const orderTotal = Number(process.env.BENCH_ORDERS ?? 1000);
const ordersUrl = `${base}/cy/api/v1/orders`;

// Warm up both paths, then the baselines and the API side by side.
await loadTest(echoUrl, { total: 300, concurrency: 8, init: { method: 'POST', body: '{}' } });
await loadTest(ordersUrl, { total: 50, concurrency: 4, init: (n) => apiOrderInit(1_000_000 + n) });
const echo = await loadTest(echoUrl, {
  total: 2000,
  concurrency,
  init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' },
});
const quote = async (vendorId: string) => {
  const res = await fetch(`${base}/api/v1/delivery/fee`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({
      vendor_id: vendorId,
      destination: { lat: 35.1733, lng: 33.3614 },
      delivery_type: 'food',
      payment_method: 'CASH_ON_DELIVERY',
    }),
  });
  const { result } = (await res.json()) as {
    result: { fee: number; expires_at: string; signature: string };
  };
  return { fee: result.fee, expires_at: result.expires_at, signature: result.signature };
};
const portalBodies = await Promise.all(
  clients.map(async ({ vendorId }) =>
    JSON.stringify({
      vendor_id: vendorId,
      destinationName: recipient.name,
      destinationPhoneNumber: recipient.phone_number,
      orderDescription: 'Two souvlaki pitas',
      destinationTextAddress: recipient.location.address,
      destinationLatitude: recipient.location.latitude,
      destinationLongitude: recipient.location.longitude,
      orderAmount: 1850,
      paymentMethod: 'CASH_ON_DELIVERY',
      delivery_fee: await quote(vendorId),
    }),
  ),
);
const probe = await fetch(`${base}/api/v1/order`, {
  method: 'POST',
  headers: { authorization, 'content-type': 'application/json', 'idempotency-key': 'probe' },
  body: portalBodies[0],
});
if (!probe.ok)
  throw new Error(`the portal's order answered ${probe.status}: ${await probe.text()}`);
const portal = await loadTest(`${base}/api/v1/order`, {
  total: Math.min(orderTotal, 600),
  concurrency,
  init: (n) => ({
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json', 'idempotency-key': `p-${n}` },
    body: portalBodies[n % BRANDS],
  }),
});
const apiOrderIds: string[] = [];
const api = await loadTest(ordersUrl, {
  total: orderTotal,
  concurrency,
  init: (n) => apiOrderInit(n),
});
for (let n = 0; n < orderTotal; n++) {
  // The same client_order_id again answers its order (the ids for the webhook phase).
  const res = await fetch(ordersUrl, apiOrderInit(n));
  apiOrderIds.push(((await res.json()) as { order_id: string }).order_id);
}

// Webhooks at a steady rate: one status change every 10 ms (100 a second), each its own order.
const logistics = (events: Array<{ orderId: string; status: string }>) =>
  postLogisticsEvents(
    base,
    ctx.secrets.logisticsSecret,
    events.map((e) => ({
      event_id: `${e.orderId}-${e.status}`,
      order_id: e.orderId,
      occurred_at: new Date().toISOString(),
      status: e.status,
    })),
  );
const RATE = Number(process.env.BENCH_CHANGES_PER_SECOND ?? 100);
const steadyOrders = apiOrderIds.slice(0, Math.min(apiOrderIds.length, RATE * 10));
const sentAt = new Map<string, number>();
const steadyStart = performance.now();
await Promise.all(
  steadyOrders.map(async (orderId, n) => {
    const due = steadyStart + (n * 1000) / RATE;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    sentAt.set(`${orderId} RECEIVED`, performance.now());
    await logistics([{ orderId, status: 'RECEIVED' }]);
  }),
);
const waitForArrivals = async (keys: string[], timeoutMs: number) => {
  const until = performance.now() + timeoutMs;
  while (keys.some((k) => !arrivals.has(k)) && performance.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const steadyKeys = steadyOrders.map((id) => `${id} RECEIVED`);
await waitForArrivals(steadyKeys, 30_000);
const steadyLatencies = steadyKeys.flatMap((k) =>
  arrivals.has(k) ? [arrivals.get(k)! - sentAt.get(k)!] : [],
);
const steady = percentiles(steadyLatencies);

// A burst: every order changes at once (batches of 100 events), drained by the worker.
const burstKeys = apiOrderIds.map((id) => `${id} WAITING_FOR_TRANSPORT`);
const burstStart = performance.now();
for (let i = 0; i < apiOrderIds.length; i += 100) {
  await logistics(
    apiOrderIds.slice(i, i + 100).map((orderId) => ({ orderId, status: 'WAITING_FOR_TRANSPORT' })),
  );
}
const queuedMs = performance.now() - burstStart;
await waitForArrivals(burstKeys, 120_000);
const burstArrived = burstKeys.filter((k) => arrivals.has(k)).length;
const burstMs =
  Math.max(...burstKeys.flatMap((k) => (arrivals.has(k) ? [arrivals.get(k)!] : []))) - burstStart;
const webhooksReceived = `${arrived} webhooks received in all (${[...byStatus].map(([status, n]) => `${status} ${n}`).join(', ')})`;
// The receiver's own pace: this process POSTing a webhook-sized body to it.
const sample = JSON.stringify({ order_id: 'x-1', status: 'RECEIVED', timeline: {}, driver: {} });
const receiverPlain = await loadTest(callback, {
  total: 2000,
  concurrency,
  init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: sample },
});

console.log(
  `database: ${ctx.database.kind}; ${BRANDS} API clients; ${orderTotal} API orders, ${concurrency} in flight; load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`,
);
console.table({
  'POST /echo (plain Fastify baseline)': echo,
  'POST /api/v1/order (portal)': portal,
  'POST /cy/api/v1/orders (public API, cached token)': api,
});
console.log(
  `API orders: ${api.requestsPerSecond}/s, ${(api.requestsPerSecond / echo.requestsPerSecond).toFixed(2)}× the echo, ${(api.requestsPerSecond / portal.requestsPerSecond).toFixed(2)}× the portal's order`,
);
console.log(
  `webhooks at ${RATE} changes/s: ${steadyLatencies.length}/${steadyKeys.length} arrived; change → webhook p50 ${steady.p50} ms, p95 ${steady.p95} ms, p99 ${steady.p99} ms, max ${steady.max} ms (target p95 ≤ 1000 ms)`,
);
console.log(
  `burst: ${burstKeys.length} changes queued in ${Math.round(queuedMs)} ms; ${burstArrived} arrived in ${Math.round(burstMs)} ms = ${Math.round((burstArrived / burstMs) * 1000)} webhook deliveries/s (the receiver takes ${receiverPlain.requestsPerSecond} plain POSTs/s from this process); ${webhooksReceived}`,
);
receiver.close();
await plain.close();
await close();
