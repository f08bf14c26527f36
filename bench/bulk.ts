// Bulk orders from a spreadsheet under load: the largest realistic file under 5 MB (the template
// filled with orders as restaurants write them), uploaded over HTTP, checked row by row, then a
// job placed in batches. Reports the rows, the upload answer, the preprocessing time, the
// placement rate and the server's peak memory.
// Run: npx tsx --expose-gc bench/bulk.ts [--pg]   (BENCH_PLACE_ROWS: rows of the placement job)
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { BULK_FILE_MAX_BYTES } from '../packages/domain/src/constants.ts';
import type { TBulkJobDetail } from '../packages/domain/src/bulk-job.ts';
import { createUser, createVendor } from '../apps/server/test/helpers/factories.ts';
import { waitForBulkWork } from '../apps/server/src/modules/bulk/runner.ts';
import { startBenchServer } from './lib/server.ts';
import { filledTemplate } from '../apps/server/test/helpers/bulk-files.ts';
import type { TSheetOrder } from '../apps/server/test/helpers/bulk-files.ts';

const generateTo = process.argv.includes('--generate')
  ? process.argv[process.argv.indexOf('--generate') + 1]
  : undefined;
const usePostgres = process.argv.includes('--pg');
const PLACE_ROWS = Number(process.env.BENCH_PLACE_ROWS ?? 2000);

// --- A realistic file: Nicosia streets with house numbers, a third given by coordinates ----------

const STREETS = [
  ['Ledra Street', 35.1733, 33.3614],
  ['Makariou III Avenue', 35.16566, 33.36319],
  ['Kennedy Avenue', 35.17263, 33.37598],
  ['Onasagorou Street', 35.17285, 33.36285],
  ['Ermou Street', 35.17579, 33.36787],
  ['Nikokleous Street', 35.17372, 33.3619],
  ['Stasikratous Street', 35.167, 33.359],
  ['Evagorou Avenue', 35.16779, 33.35701],
  ['Stasinou Avenue', 35.16904, 33.3682],
  ['Digeni Akrita Avenue', 35.1655, 33.36798],
  ['Kallipoleos Avenue', 35.16311, 33.3738],
  ['Griva Digeni Avenue', 35.16395, 33.35229],
] as const;
const FIRST = [
  'Maria',
  'Andreas',
  'Eleni',
  'Georgios',
  'Christina',
  'Nikos',
  'Sofia',
  'Panayiotis',
];
const LAST = ['Georgiou', 'Christou', 'Ioannou', 'Charalambous', 'Constantinou', 'Kyriakou'];
const WHAT = ['Two souvlaki pitas', 'Family pizza', 'Groceries', 'Sushi set', 'Flowers', 'Cake'];
const PAYMENTS = ['CASH_ON_DELIVERY', 'PAID', 'ONLINE_PAYMENT'];

/** Letters only (000 §5: no digits in a name): a, b, …, z, ba, bb, … */
function letters(n: number): string {
  let s = '';
  do {
    s = String.fromCharCode(97 + (n % 26)) + s;
    n = Math.floor(n / 26);
  } while (n > 0);
  return s;
}

function orderOf(i: number): TSheetOrder {
  const [street, lat, lng] = STREETS[i % STREETS.length]!;
  const byCoordinates = i % 3 === 2;
  const jitter = ((i * 7919) % 200) / 100_000;
  return {
    customer_name: `${FIRST[i % FIRST.length]} ${LAST[(i >> 3) % LAST.length]} ${letters(i)}`,
    customer_phone: `+3579${String(9_000_000 + ((i * 104_729) % 1_000_000)).padStart(7, '0')}`,
    dropoff_address: byCoordinates ? null : `${street} ${1 + (i % 140)}, Nicosia`,
    latitude: byCoordinates ? Number((lat + jitter).toFixed(5)) : null,
    longitude: byCoordinates ? Number((lng - jitter).toFixed(5)) : null,
    unit: i % 4 === 0 ? `${1 + (i % 9)}${'ABCD'[i % 4]}` : null,
    building: i % 5 === 0 ? `${LAST[i % LAST.length]} Court` : null,
    notes: i % 6 === 0 ? 'Ring the bell twice, second floor' : null,
    order_amount: Math.round(800 + ((i * 37) % 4200)) / 100,
    description: WHAT[i % WHAT.length]!,
    payment_type: PAYMENTS[i % PAYMENTS.length]!,
    delivery_type: 'instant',
    cold_bag: i % 7 === 0 ? 'yes' : 'no',
    age_check: 'no',
  };
}

async function fileOf(rows: number): Promise<Uint8Array> {
  return filledTemplate(Array.from({ length: rows }, (_, i) => orderOf(i)));
}

/** The most rows whose file stays under 5 MB: sized from a sample, then trimmed to fit. */
async function largestFile(): Promise<{ rows: number; bytes: Uint8Array }> {
  const sample = 4000;
  const perRow = (await fileOf(sample)).byteLength / sample;
  let rows = Math.floor((BULK_FILE_MAX_BYTES * 0.995) / perRow);
  for (;;) {
    const bytes = await fileOf(rows);
    if (bytes.byteLength <= BULK_FILE_MAX_BYTES) return { rows, bytes };
    rows = Math.floor(rows * (BULK_FILE_MAX_BYTES / bytes.byteLength) * 0.995);
  }
}

// The file is made in a child process, so that the server's memory is measured alone.
if (process.argv.includes('--generate') && generateTo) {
  const made = process.env.BENCH_ROWS
    ? { rows: Number(process.env.BENCH_ROWS), bytes: await fileOf(Number(process.env.BENCH_ROWS)) }
    : await largestFile();
  await writeFile(generateTo, made.bytes);
  console.log(made.rows);
  process.exit(0);
}

// --- The server, in-process, and its memory ---------------------------------------------------

const { ctx, base, close } = await startBenchServer({ postgres: usePostgres });
const vendorId = (await createVendor(ctx)).vendorId;
const { authorization } = await createUser(ctx, [vendorId]);

const gc = (globalThis as { gc?: () => void }).gc;
let peak = { rss: 0, heap: 0 };
const sample = () => {
  const m = process.memoryUsage();
  peak = { rss: Math.max(peak.rss, m.rss), heap: Math.max(peak.heap, m.heapUsed) };
};
const sampler = setInterval(sample, 50);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

async function uploadTimed(bytes: Uint8Array, name: string) {
  const form = new FormData();
  form.set('vendor_id', vendorId);
  // The same files run after run (issue 22 would ask about them otherwise).
  form.set('allow_duplicate', 'true');
  form.set('content', new Blob([bytes]), name);
  const t0 = performance.now();
  const res = await fetch(`${base}/api/v1/bulk-job/create`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const answer = (await res.json()) as { body: TBulkJobDetail };
  if (!res.ok) throw new Error(`upload answered ${res.status}: ${JSON.stringify(answer)}`);
  const answeredMs = performance.now() - t0;
  await waitForBulkWork(ctx);
  return { jobId: answer.body.bulk_job.bulk_job_id, answeredMs, doneMs: performance.now() - t0 };
}

async function detail(jobId: string) {
  const res = await fetch(
    `${base}/api/v1/bulk-job/detail/${vendorId}/${jobId}?include_rows=false`,
    {
      headers: { authorization },
    },
  );
  return ((await res.json()) as { body: TBulkJobDetail }).body.bulk_job;
}

console.log(`database ${ctx.database.kind}; generating the largest file under 5 MB…`);
const t0 = performance.now();
const filePath = join(ctx.config.dataDir, 'largest.xlsx');
const generated = spawnSync(
  process.execPath,
  [...process.execArgv, process.argv[1]!, '--generate', filePath],
  { encoding: 'utf8', env: process.env },
);
if (generated.status !== 0) throw new Error(`generation failed: ${generated.stderr}`);
const big = {
  rows: Number(generated.stdout.trim().split('\n').at(-1)),
  bytes: new Uint8Array(await readFile(filePath)),
};
console.log(
  `  ${big.rows.toLocaleString('en')} rows, ${big.bytes.byteLength.toLocaleString('en')} bytes, generated in ${Math.round((performance.now() - t0) / 1000)} s`,
);
gc?.();
const before = process.memoryUsage();
peak = { rss: before.rss, heap: before.heapUsed };

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const checked = await uploadTimed(big.bytes, 'largest.xlsx');
loop.disable();
const job = await detail(checked.jobId);
sample();
const checkPeak = peak;
console.log(
  `  upload answered in ${(checked.answeredMs / 1000).toFixed(1)} s; every row checked after ${(checked.doneMs / 1000).toFixed(1)} s ` +
    `(${Math.round(big.rows / (checked.doneMs / 1000))} rows/s): ${job.status}, ${job.success_row_count} valid, ${job.error_row_count} with errors`,
);
console.log(
  `  memory: RSS ${mb(before.rss)} → peak ${mb(checkPeak.rss)} MB, heap ${mb(before.heapUsed)} → peak ${mb(checkPeak.heap)} MB`,
);
console.log(
  `  event loop delay while uploading and checking: p99 ${Math.round(loop.percentile(99) / 1e6)} ms, max ${Math.round(loop.max / 1e6)} ms`,
);

// Placement: a job of PLACE_ROWS rows of the same kind, placed in batches (placeRows).
const small = await fileOf(PLACE_ROWS);
const placeJob = await uploadTimed(small, 'placement.xlsx');
const placeLoop = monitorEventLoopDelay({ resolution: 10 });
placeLoop.enable();
const tPlace = performance.now();
const placed = await fetch(`${base}/api/v1/bulk-job/place-orders/${placeJob.jobId}`, {
  method: 'POST',
  headers: { authorization },
});
if (!placed.ok) throw new Error(`place-orders answered ${placed.status}`);
await waitForBulkWork(ctx);
const seconds = (performance.now() - tPlace) / 1000;
placeLoop.disable();
const done = await detail(placeJob.jobId);
console.log(
  `  placement of ${done.orders_placed} orders (${done.status}) in ${seconds.toFixed(1)} s: ${(done.orders_placed / seconds).toFixed(1)} orders/s; peak RSS ${mb(peak.rss)} MB`,
);
console.log(
  `  event loop delay while placing: p99 ${Math.round(placeLoop.percentile(99) / 1e6)} ms, max ${Math.round(placeLoop.max / 1e6)} ms`,
);

clearInterval(sampler);
await close();
process.exit(0);
