// `npm test`: every suite: unit and integration (Vitest), the page weight budgets, and the
// browser end-to-end tests (Playwright driving the system Chromium). Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const soffice = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';

// The system Chromium and LibreOffice: installed here when missing and possible (root with apt),
// else the one command to run is printed (scripts/system-deps.ts decides).
const { planSystemDeps, SYSTEM_PACKAGES } = await tsImport('./system-deps.ts', import.meta.url);
const isOnPath = (name) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;
const plan = planSystemDeps({
  missing: [
    ...(existsSync(chromium) ? [] : [SYSTEM_PACKAGES.chromium]),
    ...(existsSync(soffice) || isOnPath('soffice') ? [] : [SYSTEM_PACKAGES.soffice]),
  ],
  isRoot: process.getuid?.() === 0,
  hasAptGet: isOnPath('apt-get'),
});
if (plan.action === 'explain') {
  console.error(plan.message);
  process.exit(1);
}
if (plan.action === 'install') {
  for (const [command, ...args] of plan.commands) {
    console.log(`$ ${command} ${args.join(' ')}`);
    const res = spawnSync(command, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
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
if (built) run('page weight budgets', 'node', ['apps/web/scripts/check-bundle.mjs']);

const playwrightReport = join(reports, 'playwright.json');
if (built) {
  run(
    'browser end-to-end tests (Playwright + system Chromium)',
    'npx',
    ['playwright', 'test', '--config', 'e2e/playwright.config.ts'],
    {
      E2E_PORT: String(await freePort()),
      PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
    },
  );
}

let passed = 0;
let failed = 0;
let skipped = 0;
const flaky = [];

/** The titles of the browser tests that failed first and passed on their retry. */
function flakyTests(suites, path = []) {
  return suites.flatMap((suite) => {
    const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
    const own = (suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === 'flaky')
        .map((t) => `[${t.projectName}] ${suite.file} › ${[...here, spec.title].join(' › ')}`),
    );
    return [...own, ...flakyTests(suite.suites ?? [], here)];
  });
}
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
  flaky.push(...flakyTests(p.suites));
}
// A step that failed before reporting tests (build, budget, a crash) counts as one failure.
const stepFailures = results.filter((r) => !r.ok).length;
const isFailing = stepFailures > 0 || failed > 0;

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
if (failed === 0 && stepFailures > 0) failed = stepFailures;
for (const title of flaky) console.log(`flaky (passed on its retry): ${title}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(isFailing ? 1 : 0);
