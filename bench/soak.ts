// The soak: two server processes on one PostgreSQL database and one Redis, the rider
// simulator on, a restaurant's day of requests at a fixed rate for N minutes (open loop, the
// requests alternating between the instances), 50 tracking screens on the live channel for the
// whole run and a 200-row bulk upload placed every minute. Reports the rate reached, every error
// by kind, latency per kind, each instance's memory every 10 s and its growth after warm-up.
// Run: npx tsx bench/soak.ts [--minutes 30] [--rate 200] [--force]
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../apps/server/src/config/env.ts';
import { closeContext, createContext } from '../apps/server/src/context.ts';
import { createTestDatabase } from '../apps/server/test/helpers/databases.ts';
import { startInstance } from './lib/instances.ts';
import type { TInstance, TMemorySample } from './lib/instances.ts';
import { createLiveWatchers } from './lib/live-watchers.ts';
import { createRecorder, runOpenLoop } from './lib/open-loop.ts';
import { createBulkRunner } from './lib/soak-bulk.ts';
import { printSoakReport } from './lib/soak-report.ts';
import { bulkWorkbook, createSoakVendors } from './lib/soak-data.ts';
import { MIX, createSoakMix } from './lib/soak-mix.ts';

function numberArg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`--${name} should be a number above 0`);
  return value;
}
const MINUTES = numberArg('minutes', 30);
// The factories sign access tokens for an hour; setup and the run must fit in it.
if (MINUTES > 50)
  throw new Error('--minutes should be at most 50 (the access tokens live an hour)');
const RATE = numberArg('rate', 200);
const SOCKETS = Math.round(numberArg('sockets', 50));
const VENDORS = Math.round(numberArg('vendors', 20));
const MAX_IN_FLIGHT = 256;
const MAX_LOAD = 1.5;
const DURATION_MS = Math.round(MINUTES * 60_000);
/** The first 2 minutes, or a fifth of a run shorter than 10 minutes. */
const WARMUP_MS = DURATION_MS >= 600_000 ? 120_000 : Math.round(DURATION_MS * 0.2);
/** Far above what the benchmark's own address sends (RATE × 60 a minute, plus the simulator). */
const RATE_LIMIT_PER_MINUTE = 1_000_000;

const load = loadavg()[0]!;
console.log(
  `load average before start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`,
);
if (load > MAX_LOAD && !process.argv.includes('--force')) {
  console.error(
    `refusing to start: the 1-minute load average ${load.toFixed(2)} is above ${MAX_LOAD} (other work would be measured too); --force to run anyway`,
  );
  process.exit(1);
}

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const database = await createTestDatabase('postgres');
// Its own logical database: its rate-limit counters for 127.0.0.1 must not reach the instances
// of a test suite on the same Redis (pub/sub channels are per vendor id, and these ids are new).
const redis = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
redis.pathname = '/11';
const dataDir = await mkdtemp(join(tmpdir(), 'rp-soak-'));
/** The instances' logs: removed after a clean run, kept (and named) after one with errors. */
const logDir = await mkdtemp(join(tmpdir(), 'rp-soak-logs-'));
const secret = () => randomBytes(32).toString('base64url');
const secrets = {
  tokenSecret: secret(),
  feeSecret: secret(),
  logisticsSecret: secret(),
  integrationKey: secret(),
  adminToken: secret(),
  trackingSecret: secret(),
  helpCenterSecret: secret(),
};
const env: Record<string, string> = {
  PORTAL_ENV: 'prd',
  MAP_TILE_URL: 'none',
  SMS_URL: 'none',
  DATABASE_URL: database.url!,
  REDIS_URL: redis.toString(),
  DATA_DIR: dataDir,
  SIM: 'on',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT_PER_MINUTE),
  TOKEN_SECRET: secrets.tokenSecret,
  FEE_SIGNING_SECRET: secrets.feeSecret,
  LOGISTICS_SECRET: secrets.logisticsSecret,
  INTEGRATION_KEY: secrets.integrationKey,
  ADMIN_TOKEN: secrets.adminToken,
  TRACKING_SECRET: secrets.trackingSecret,
  HELP_CENTER_SECRET: secrets.helpCenterSecret,
};

const instances: TInstance[] = [];
const recorder = createRecorder();
/** The same requests again, keyed by the instance that answered them. */
const perInstance = createRecorder();
const watchers = createLiveWatchers((what, detail) => recorder.error('live', what, detail));
let isStopping = false;
process.once('SIGINT', () => {
  console.log('SIGINT: stopping the load, then cleaning up');
  isStopping = true;
});

try {
  // The data, through the factories, on the database the instances will share (migrations too).
  const setupCtx = await createContext(parseConfig({ ...env, SIM: 'off' }), {
    secrets,
    webDist: null,
  });
  const vendors = await createSoakVendors(setupCtx, { vendors: VENDORS, historyPerVendor: 150 });
  await closeContext(setupCtx);
  const workbook = await bulkWorkbook(200);
  console.log(`${VENDORS} vendors, ${VENDORS * 150} orders of history, a bulk file of 200 rows`);

  // One after the other: the first creates nothing the second races for, and takes the fleet.
  for (const name of ['instance A', 'instance B']) {
    const logFile = join(logDir, `${name.replace(' ', '-')}.log`);
    instances.push(await startInstance({ name, env, logFile }));
  }
  const baseOf = (n: number) => instances[n % instances.length]!.base;
  await watchers.open(
    Array.from({ length: SOCKETS }, (_, i) => ({
      // Each vendor watched through both instances: its events cross Redis to one of them.
      base: baseOf(i + Math.floor(i / VENDORS)),
      authorization: vendors[i % VENDORS]!.authorization,
      vendorId: vendors[i % VENDORS]!.vendorId,
    })),
  );
  console.log(`${SOCKETS} live sockets subscribed; ${MINUTES} min at ${RATE} req/s…`);

  const mix = createSoakMix({ vendors, recorder, perInstance, baseOf });
  await mix.prime();

  // Memory of both instances every 10 s; a full collection first at the end of warm-up and at the end.
  const samples: { at: number; instance: string; memory: TMemorySample }[] = [];
  const afterGc: Record<string, { warm?: TMemorySample; end?: TMemorySample }> = {};
  const loadStarted = Date.now();
  const sampleAll = async (gc: boolean) =>
    Promise.all(
      instances.map(async (instance) => {
        const memory = await instance.memory({ gc });
        if (!memory) return null;
        if (!gc) samples.push({ at: Date.now() - loadStarted, instance: instance.name, memory });
        return memory;
      }),
    );
  await sampleAll(false);
  const sampler = setInterval(() => void sampleAll(false), 10_000);
  const warmup = setTimeout(async () => {
    const gcSamples = await sampleAll(true);
    instances.forEach(
      (instance, i) => (afterGc[instance.name] = { warm: gcSamples[i] ?? undefined }),
    );
  }, WARMUP_MS);

  const bulk = createBulkRunner({ recorder, workbook, vendors, baseOf });
  const bulkTimer = setInterval(() => void bulk.runOnce(), 60_000);
  void bulk.runOnce();

  const loop = await runOpenLoop({
    rate: RATE,
    durationMs: DURATION_MS,
    maxInFlight: MAX_IN_FLIGHT,
    send: mix.send,
    onNotSent: (n) => recorder.error(mix.kindOf(n), `not sent (${MAX_IN_FLIGHT} in flight)`),
    // An instance that is gone makes the rest of the run meaningless: stop and report it.
    shouldStop: () => isStopping || instances.some((i) => i.exit() !== null),
  });
  clearInterval(bulkTimer);
  clearTimeout(warmup);
  await bulk.idle();
  const endSamples = await sampleAll(true);
  instances.forEach(
    (instance, i) => ((afterGc[instance.name] ??= {}).end = endSamples[i] ?? undefined),
  );
  clearInterval(sampler);
  await sampleAll(false);
  for (const instance of instances) {
    const exit = instance.exit();
    if (!exit) continue;
    // main.ts exits with 0 only after SIGTERM or SIGINT: then something else stopped it.
    const how = exit.signal
      ? `killed by ${exit.signal}`
      : exit.code === 0
        ? 'stopped by a SIGTERM or SIGINT from outside the benchmark'
        : `exited with code ${exit.code}`;
    const at = ((exit.at - loadStarted) / 1000).toFixed(1);
    recorder.error(
      'instance',
      `${instance.name} ${how}, ${at} s into the run`,
      instance.problems.at(-1) ?? '',
    );
  }
  const socketsOpenAtEnd = watchers.openCount();
  if (socketsOpenAtEnd !== SOCKETS)
    recorder.error('live', 'sockets not open at the end', `${socketsOpenAtEnd} of ${SOCKETS}`);

  // The instances stop as an orchestrator stops them; what they log doing so is reported too.
  const logLinesDuringRun = instances.map((i) => i.problemCount());
  watchers.close();
  await Promise.all(instances.map((instance) => instance.stop()));

  const cpu = cpus()[0];
  printSoakReport({
    machine: `${cpus().length} × ${cpu?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`,
    loadBefore: load,
    loadAfter: loadavg()[0]!,
    minutes: MINUTES,
    rate: RATE,
    warmupMs: WARMUP_MS,
    mix: MIX,
    loop,
    recorder,
    perInstance,
    samples,
    afterGc,
    instances,
    logLinesDuringRun,
    watchers,
    sockets: SOCKETS,
    socketsOpenAtEnd,
    bulk: bulk.summary(),
    rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
    redisUrl: redis.toString(),
  });
} finally {
  watchers.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
  const isClean = recorder.errorCount() === 0 && instances.every((i) => i.problemCount() === 0);
  if (isClean) await rm(logDir, { recursive: true, force: true });
  else console.log(`the instances' logs are kept in ${logDir}`);
}
process.exit(recorder.errorCount() === 0 ? 0 : 1);
