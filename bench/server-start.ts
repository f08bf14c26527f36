// The server's start-up time and its memory at idle: the compiled server (`npm start`:
// node --enable-source-maps apps/server/dist/main.mjs) beside the same sources run through the
// TypeScript loader (node --import tsx apps/server/src/main.ts, how `npm start` ran it before),
// each on the embedded PGlite and on PostgreSQL, as `npm start` runs it otherwise (rider-fleet
// simulator on, demo data). A first start (empty data: migrations, the demo seed) and a restart
// on the same data. Ready = the first 200 of /health, timed from the spawn; memory = the
// process's resident set (VmRSS) after IDLE_MS with nobody using it, and its peak (VmHWM).
// Run: npx tsx bench/server-start.ts [--runs 3] [--no-pg]   (npm run build first)
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const COMPILED = join(ROOT, 'apps/server/dist/main.mjs');
const IDLE_MS = 15_000;
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1] || 3) || 3;
const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const withPostgres = !args.includes('--no-pg');

if (!existsSync(COMPILED))
  throw new Error('run `npm run build` first: apps/server/dist is missing');

const VARIANTS = [
  {
    name: 'TypeScript through tsx (baseline)',
    argv: ['--import', 'tsx', 'apps/server/src/main.ts'],
  },
  { name: 'compiled (dist/main.mjs)', argv: ['--enable-source-maps', COMPILED] },
];

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/health`)).status === 200;
  } catch {
    return false;
  }
}

async function memoryOf(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

let nextPort = 18_400;
async function startOnce(argv: string[], env: Record<string, string>) {
  const port = nextPort++;
  const startedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, argv, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      PORTAL_ENV: 'stg',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_FORMAT: 'json',
      MAP_TILE_URL: 'none',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: 'ignore',
  });
  while (!(await healthy(port))) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - startedAt > 120_000) throw new Error('server did not start');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const readyMs = performance.now() - startedAt;
  await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  const memory = await memoryOf(child.pid!);
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  return { readyMs, ...memory };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(
  `load average before: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}; ${RUNS} runs each, memory after ${IDLE_MS / 1000} s idle`,
);
const rows: string[] = [];
for (const database of withPostgres ? ['PGlite', 'PostgreSQL'] : ['PGlite']) {
  for (const variant of VARIANTS) {
    const first: Awaited<ReturnType<typeof startOnce>>[] = [];
    const again: Awaited<ReturnType<typeof startOnce>>[] = [];
    for (let run = 0; run < RUNS; run++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'rp-start-bench-'));
      const name = `rp_start_${process.pid}_${run}`;
      let env: Record<string, string> = { DATA_DIR: dataDir };
      if (database === 'PostgreSQL') {
        await adminQuery(`CREATE DATABASE ${name}`);
        const url = new URL(POSTGRES_URL);
        url.pathname = `/${name}`;
        env = { ...env, DATABASE_URL: url.toString() };
      }
      try {
        first.push(await startOnce(variant.argv, env));
        again.push(await startOnce(variant.argv, env));
      } finally {
        await rm(dataDir, { recursive: true, force: true });
        if (database === 'PostgreSQL')
          await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }
    const line = (label: string, runs: typeof first) =>
      `| ${database} | ${variant.name} | ${label} | ${(median(runs.map((r) => r.readyMs)) / 1000).toFixed(2)} s | ${median(runs.map((r) => r.rssMb)).toFixed(0)} MB | ${median(runs.map((r) => r.peakMb)).toFixed(0)} MB |`;
    rows.push(line('first start (migrations, demo seed)', first), line('restart', again));
    console.log(rows.at(-2));
    console.log(rows.at(-1));
  }
}
console.log('\n| database | server | start | ready (median) | RSS at idle | peak RSS |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
console.log(
  `load average after: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
