// `npm test`: every suite: unit and integration (Vitest), the landing page weight budget, and the
// browser end-to-end tests (Playwright driving the system Chromium). Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.error(
    `Chromium was not found at ${chromium}. The browser tests use the system Chromium:\n` +
      '  install it with `sudo apt-get install chromium` (Debian/Ubuntu), or set CHROMIUM_PATH.',
  );
  process.exit(1);
}

const reports = mkdtempSync(join(tmpdir(), 'rp-reports-'));
const results = [];

function run(name, command, args, env = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const res = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = res.status === 0;
  results.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const vitestReport = join(reports, 'vitest.json');
run('unit and integration tests (Vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);

const built = run('web build', 'npm', ['run', 'build', '-w', '@rider-portal/web']);
if (built) run('landing page weight budget', 'node', ['apps/web/scripts/check-bundle.mjs']);

const playwrightReport = join(reports, 'playwright.json');
if (built) {
  run(
    'browser end-to-end tests (Playwright + system Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    {
      E2E_PORT: String(await freePort()),
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
      CHROMIUM_PATH: chromium,
    },
  );
}

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(vitestReport)) {
  const v = JSON.parse(readFileSync(vitestReport, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
}
if (existsSync(playwrightReport)) {
  const p = JSON.parse(readFileSync(playwrightReport, 'utf8'));
  passed += p.stats.expected;
  failed += p.stats.unexpected;
  skipped += p.stats.skipped;
  passed += p.stats.flaky;
}
// A step that failed before reporting tests (build, budget, a crash) counts as one failure.
const stepFailures = results.filter((r) => !r.ok).length;
const isFailing = stepFailures > 0 || failed > 0;

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
if (failed === 0 && stepFailures > 0) failed = stepFailures;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(isFailing ? 1 : 0);
