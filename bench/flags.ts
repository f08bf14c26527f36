// Flag resolution under load: GET /api/v1/flags (one database read per request) against
// GET /health as the in-run baseline. Run: npx tsx bench/flags.ts [--pg]
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../apps/server/src/config/env.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { closeContext, createContext } from '../apps/server/src/context.ts';
import { loadTest } from './lib/measure.ts';

const usePostgres = process.argv.includes('--pg');
const config = parseConfig({
  SIM: 'off',
  RATE_LIMIT_PER_MINUTE: '1000000',
  LOG_LEVEL: 'silent',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: await mkdtemp(join(tmpdir(), 'rp-bench-')),
  ...(usePostgres
    ? { DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' }
    : {}),
});
const ctx = await createContext(config, { inMemoryDatabase: true, webDist: null });
const app = await buildApp(ctx, { logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

const options = { total: 5000, concurrency: 32 };
await loadTest(`${base}/health`, { total: 500, concurrency: 8 }); // warm up
const baseline = await loadTest(`${base}/health`, options);
const flags = await loadTest(`${base}/api/v1/flags`, options);
console.log(
  `database: ${ctx.database.kind}; ${options.total} requests, ${options.concurrency} in flight`,
);
console.table({ 'GET /health (baseline)': baseline, 'GET /api/v1/flags': flags });
console.log(
  `flags throughput is ${(flags.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}× the baseline`,
);
await app.close();
await closeContext(ctx);
