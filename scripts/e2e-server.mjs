// The real server for browser tests: built web app, fresh temporary data directory, the port
// Playwright chose, a fast rider-fleet simulator. Removed when the tests end.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'rp-e2e-'));
const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    PORTAL_ENV: 'stg',
    SIM_SPEED: '20',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    // Request-a-rider tests move the clock and service hours of their own requests only
    // (x-portal-test-now, x-portal-test-service-hours), and create vouchers as the operator.
    PORTAL_TEST_HOOKS: 'on',
    // Every browser of every parallel test comes from 127.0.0.1: one client address for the limiter.
    RATE_LIMIT_PER_MINUTE: '100000',
    ADMIN_TOKEN: 'e2e-operator-token',
    ...process.env,
    DATA_DIR: dataDir,
  },
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
