// The real server for browser tests: the compiled server (built here when stale), built web app, fresh temporary data directory, the port
// Playwright chose, a fast rider-fleet simulator. Removed when the tests end. With
// TEST_DATABASE_URL (CI) it runs on a fresh PostgreSQL database, dropped at the end: the embedded
// PGlite shares the server's one thread with every request, and two browsers at work on two cores
// then made answers slow enough to trip the screens' own time limits (flags after 2 s).
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, SERVER_MAIN, ensureBuilt } from './builds.mjs';

if (!ensureBuilt('server')) process.exit(1);
const dataDir = mkdtempSync(join(tmpdir(), 'rp-e2e-'));
const database = await createDatabase(process.env.TEST_DATABASE_URL);
const server = spawn(process.execPath, ['--enable-source-maps', SERVER_MAIN], {
  cwd: ROOT,
  stdio: 'inherit',
  env: {
    PORTAL_ENV: 'stg',
    SIM_SPEED: '20',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // Maps without tiles: no test may need the internet (maps.spec.ts serves its own tiles).
    MAP_TILE_URL: 'none',
    // Request-a-rider tests move the clock and service hours of their own requests only
    // (x-portal-test-now, x-portal-test-service-hours), and create vouchers as the operator.
    PORTAL_TEST_HOOKS: 'on',
    // Every browser of every parallel test comes from 127.0.0.1: one client address for the limiter.
    RATE_LIMIT_PER_MINUTE: '100000',
    ADMIN_TOKEN: 'e2e-operator-token',
    ...process.env,
    DATA_DIR: dataDir,
    ...(database ? { DATABASE_URL: database.url } : {}),
  },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', async (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  await database?.drop().catch((error) => console.error('could not drop the e2e database', error));
  process.exit(code ?? 0);
});

/** A new database on the server of `adminUrl`, or null for the embedded one. */
async function createDatabase(adminUrl) {
  if (!adminUrl) return null;
  const { default: pg } = await import('pg');
  const name = `rp_e2e_${randomBytes(6).toString('hex')}`;
  const run = async (sql) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
