// Flag resolution under load: GET /api/v1/flags (one database read per request) against
// GET /health as the in-run baseline. Run: npx tsx bench/flags.ts [--pg]
import { isPostgresRun, startBenchServer } from './lib/server.ts';
import { loadTest } from './lib/measure.ts';

const { ctx, base, close } = await startBenchServer({ postgres: isPostgresRun });

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
await close();
