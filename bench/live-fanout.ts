// Live fan-out: N sockets subscribed across vendors on one instance; the time from an
// event entering the logistics entry point to its arrival at every subscribed socket; memory per
// socket; and the tracking screen's active-orders list of a vendor with 200 live orders.
// Run: npx tsx --expose-gc bench/live-fanout.ts [--sockets 10000] [--vendors 100] [--events 100] [--pg]
import { fork } from 'node:child_process';
import { request } from 'node:http';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ACTIVE_STATUSES } from '@rider-portal/domain/statuses';
import { createOrder, createUser, createVendor } from '../apps/server/test/helpers/factories.ts';
import { isPostgresRun, startBenchServer } from './lib/server.ts';
import { postLogisticsEvents } from './lib/logistics.ts';
import { loadTest, percentiles } from './lib/measure.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} should be a positive integer`);
  return value;
}
const SOCKETS = Math.min(arg('sockets', 10_000), 10_000);
const VENDORS = Math.min(arg('vendors', 100), SOCKETS);
const EVENTS = arg('events', 100);
const gc = (globalThis as { gc?: () => void }).gc ?? (() => {});
const now = () => performance.timeOrigin + performance.now();
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

const { ctx, base, close } = await startBenchServer({ postgres: isPostgresRun });

// Vendors, each with a signed-in owner and one order on its way.
const vendors: { vendorId: string; authorization: string; orderId: string }[] = [];
for (let i = 0; i < VENDORS; i += 1) {
  const vendor = await createVendor(ctx);
  const user = await createUser(ctx, [vendor.vendorId]);
  const order = await createOrder(ctx, vendor.vendorId, { status: 'PICKED_UP' });
  vendors.push({
    vendorId: vendor.vendorId,
    authorization: user.authorization,
    orderId: order.orderId,
  });
}
const socketsOf = (k: number) => Math.floor(SOCKETS / VENDORS) + (k < SOCKETS % VENDORS ? 1 : 0);

// The clients, in a process of their own.
const child = fork(fileURLToPath(new URL('./lib/live-clients.ts', import.meta.url)), [], {
  execArgv: ['--import', 'tsx'],
});
const replies: ((message: unknown) => void)[] = [];
child.on('message', (message) => replies.shift()?.(message));
const ask = <T>(command: unknown): Promise<T> =>
  new Promise((resolve) => {
    replies.push(resolve as (message: unknown) => void);
    if (command) child.send(command as object);
  });
await ask<{ type: 'ready' }>(null);

gc();
const before = process.memoryUsage();
const plan = Array.from({ length: SOCKETS }, (_, i) => {
  const v = vendors[i % VENDORS]!;
  return { authorization: v.authorization, vendorId: v.vendorId };
});
const opened = await ask<{ ms: number; rss: number }>({ type: 'open', base, plan, batch: 250 });
gc();
const after = process.memoryUsage();

let tick = Date.parse('2026-11-21T10:00:00.000Z');
function positionEvent(k: number) {
  const v = vendors[k]!;
  tick += 1000;
  const occurredAt = new Date(tick).toISOString();
  return {
    key: `${v.orderId}@${occurredAt}`,
    event: {
      event_id: `bench-${v.orderId}-${tick}`,
      order_id: v.orderId,
      occurred_at: occurredAt,
      rider: {
        id: 'R1',
        name: 'Bench Rider',
        phone: '+35799000000',
        vehicle: 'scooter',
        lat: 35.17 + (tick % 1000) / 1e6,
        lng: 33.36,
        heading: 90,
      },
    },
  };
}

function post(events: unknown[]): Promise<void> {
  return postLogisticsEvents(base, ctx.secrets.logisticsSecret, events);
}

// 1. One event at a time, each to the sockets of one vendor.
const perDelivery: number[] = [];
const perEvent: number[] = [];
let lost = 0;
for (let e = 0; e < EVENTS; e += 1) {
  const k = e % VENDORS;
  const { key, event } = positionEvent(k);
  const t0 = now();
  await post([event]);
  const { times } = await ask<{ times: number[] }>({
    type: 'await',
    key,
    count: socketsOf(k),
    timeoutMs: 10_000,
  });
  lost += socketsOf(k) - times.length;
  for (const t of times) perDelivery.push(t - t0);
  if (times.length > 0) perEvent.push(Math.max(...times) - t0);
}

// 2. A burst: one batch moving every vendor's rider at once, to every socket.
const burst = vendors.map((_, k) => positionEvent(k));
const burstStart = now();
await post(burst.map((b) => b.event));
// The server answers once the batch is committed and handed to every socket on this instance.
const burstAnswered = now() - burstStart;
let burstLast = 0;
let burstDelivered = 0;
for (const [k, b] of burst.entries()) {
  const { times } = await ask<{ times: number[] }>({
    type: 'await',
    key: b.key,
    count: socketsOf(k),
    timeoutMs: 30_000,
  });
  burstDelivered += times.length;
  for (const t of times) burstLast = Math.max(burstLast, t - burstStart);
}
child.send({ type: 'close' });

// 3. The tracking list of a vendor with 200 live orders (the screen asks for count=200).
const busy = await createVendor(ctx);
const owner = await createUser(ctx, [busy.vendorId]);
const active = [...ACTIVE_STATUSES];
const start = Date.now();
// Orders that differ as real ones do (names, phones, addresses, notes, a rider on half of them),
// so that the compressed size says something about real answers.
const names = ['Maria Georgiou', 'Andreas Christou', 'Eleni Papadopoulou', 'Giorgos Nikolaou'];
const streets = ['Ledra', 'Onasagorou', 'Makariou III', 'Stasinou', 'Grivas Digenis'];
for (let i = 0; i < 200; i += 1) {
  const at = new Date(start - i * 60_000);
  await createOrder(ctx, busy.vendorId, {
    status: active[i % active.length]!,
    createdAt: at,
    customer: {
      name: `${names[i % names.length]} ${i}`,
      phone_number: `+357991${10_000 + i * 37}`,
      location: {
        address: `${streets[(i * 7) % streets.length]} Street ${(i * 13) % 180}, Nicosia`,
        latitude: 35.1 + ((i * 37) % 100) / 1000,
        longitude: 33.3 + ((i * 53) % 100) / 1000,
        notes: i % 3 ? '' : `Ring twice, flat ${i}`,
      },
    },
    rider:
      i % 2
        ? {
            id: `R${i}`,
            name: `Rider ${i}`,
            phone: `+3579900${1000 + i}`,
            vehicle: 'scooter',
            lat: 35.1 + i / 10_000,
            lng: 33.3 + i / 9000,
            heading: (i * 17) % 360,
            updated_at: at.toISOString(),
          }
        : null,
  });
}
const from = Math.floor((start - 86_400_000) / 1000);
const to = Math.floor(start / 1000) + 3600;
const listUrl = `${base}/api/v1/vendor/${busy.vendorId}/orders?from=${from}&to=${to}&count=200`;
const check = await fetch(listUrl, { headers: { authorization: owner.authorization } });
const listed = ((await check.json()) as { result: { data: unknown[] } }).result.data.length;
/** The bytes of the answer as the server sends it for one accepted encoding. */
const sentBytes = (encoding: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(listUrl, {
      headers: { authorization: owner.authorization, 'accept-encoding': encoding },
    });
    req.on('response', (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
    });
    req.on('error', reject);
    req.end();
  });
const listBytes = {
  identity: await sentBytes('identity'),
  gzip: await sentBytes('gzip'),
  br: await sentBytes('br'),
};
const listOptions = {
  total: 300,
  concurrency: 4,
  init: { headers: { authorization: owner.authorization } },
};
await loadTest(listUrl, { ...listOptions, total: 30 }); // warm up
const list = await loadTest(listUrl, listOptions);
// The in-run baseline: the same server's health check, same client, same concurrency.
const health = await loadTest(`${base}/health`, listOptions);

const cpu = cpus()[0];
console.log(
  `machine: ${cpus().length} × ${cpu?.model ?? 'cpu'}, ${(mb(totalmem()) / 1024) | 0} GB, Node ${process.version}; database: ${ctx.database.kind}, bus: ${ctx.bus.kind}`,
);
console.log(
  `load average while it ran (other work on the machine): ${loadavg()
    .map((l) => l.toFixed(1))
    .join(', ')}`,
);
console.log(
  `${SOCKETS} sockets over ${VENDORS} vendors opened in ${Math.round(opened.ms)} ms (batches of 250)`,
);
console.table({
  'one event → its vendor’s sockets, per delivery (ms)': percentiles(perDelivery),
  'one event → all its vendor’s sockets (ms)': percentiles(perEvent),
});
console.log(`events: ${EVENTS}, deliveries: ${perDelivery.length}, lost: ${lost}`);
console.log(
  `burst: ${VENDORS} events in one batch reached ${burstDelivered}/${SOCKETS} sockets, the last after ${Math.round(burstLast)} ms (the batch answered after ${Math.round(burstAnswered)} ms)`,
);
console.log(
  `server memory: rss ${mb(before.rss)} → ${mb(after.rss)} MB, heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)} MB; per socket: rss ${Math.round((after.rss - before.rss) / SOCKETS / 102.4) / 10} KB, heap ${Math.round((after.heapUsed - before.heapUsed) / SOCKETS / 102.4) / 10} KB`,
);
console.log(
  `active-orders list (${listed} orders, count=200): ${listBytes.identity} bytes, ${listBytes.gzip} gzip, ${listBytes.br} brotli as sent; 300 requests, 4 in flight:`,
);
console.table({ 'GET /health (baseline)': health, 'GET /vendor/{id}/orders': list });
await close();
