// Web performance on a phone: builds the web app, starts the real server as `npm start`
// would (embedded database, demo data, no map tiles: nothing may need the internet), and runs
// Lighthouse with its mobile preset (simulated slow 4G and a 4× slower CPU) on the public pages and,
// signed in, on the request and order-tracking pages. The in-run baseline is the landing page as
// the plain app page (before prerendering): a browser whose chosen language has no prerendered
// page gets exactly that. Prints one table for bench/README.md.
// Run: npx tsx bench/webperf.ts [--runs 3] [--skip-build] [--only /,/connect] [--save dir]
// (--only: these pages, by the name in the table's first column, comma-separated; --save: each
// run's Lighthouse report.)
import { spawn, spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { request } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../e2e/support/operator.ts';
import { createTestOutlet, placeOrder } from '../e2e/support/orders.ts';
import { SIGNED_IN_COOKIE } from '@rider-portal/domain/prerender';

const root = fileURLToPath(new URL('..', import.meta.url));
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(process.argv[runsArg + 1]) : 3;
const option = (name: string): string | null => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? (process.argv[at + 1] ?? null) : null;
};
const ONLY = option('--only')?.split(',') ?? null;
const SAVE_DIR = option('--save');
const PORT = 41790;
const base = `http://127.0.0.1:${PORT}`;

console.log(
  `load average before start: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')} on ${cpus().length} cores`,
);

if (!process.argv.includes('--skip-build')) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@rider-portal/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('the web build failed');
}

const dataDir = await mkdtemp(join(tmpdir(), 'rp-webperf-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    MAP_TILE_URL: 'none',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000',
    // The operator's token, to make the benchmark's new collection point available at once.
    ADMIN_TOKEN: E2E_ADMIN_TOKEN,
  },
});
try {
  await waitForHealth();
  const session = await signIn('parent@demo.test', 'Portal#2026');
  const trackingPath = await publicTrackingPath(session);
  const pages: { name: string; path: string; signedIn?: boolean; cookie?: string }[] = [
    { name: '/ as the plain app page (baseline)', path: '/', cookie: 'rp_lang=de' },
    { name: '/', path: '/' },
    { name: '/connect', path: '/connect' },
    { name: '/tracking/{id}?t=…', path: trackingPath },
    {
      name: '/request-a-rider (signed in) as the plain app page (baseline)',
      path: '/request-a-rider',
      signedIn: true,
      cookie: `${SIGNED_IN_COOKIE}=0`,
    },
    { name: '/request-a-rider (signed in)', path: '/request-a-rider', signedIn: true },
    { name: '/order-tracking (signed in)', path: '/order-tracking', signedIn: true },
  ];
  const rows: string[] = [];
  if (SAVE_DIR) await mkdir(SAVE_DIR, { recursive: true });
  for (const page of pages) {
    if (ONLY && !ONLY.includes(page.name)) continue;
    const results = [];
    for (let run = 0; run < RUNS; run += 1) {
      const saveAs = SAVE_DIR
        ? join(SAVE_DIR, `${page.name.replace(/[^a-z0-9]+/gi, '_')}-${run + 1}.json`)
        : null;
      results.push(
        await auditWithRetry(page.path, page.signedIn ? session : null, page.cookie, saveAs),
      );
    }
    // The run with the median performance score.
    results.sort((a, b) => a.performance - b.performance);
    const r = results[Math.floor(results.length / 2)]!;
    rows.push(
      `| ${page.name} | ${r.performance} | ${r.accessibility} | ${(r.fcp / 1000).toFixed(2)} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${(r.bytes / 1024).toFixed(1)} | ${r.requests} | ${r.benchmarkIndex} |`,
    );
    console.log(rows.at(-1));
  }
  console.log(
    `\nLighthouse ${lighthouseVersion()}, mobile preset, median of ${RUNS} runs by performance score\n`,
  );
  console.log(
    '| page | performance | accessibility | FCP s | LCP s | TBT ms | CLS | KB transferred | requests | CPU benchmark index |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const row of rows) console.log(row);
  console.log(
    `\nload average after: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`,
  );
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}

type TSession = { auth: string; authorization: string };

async function waitForHealth(): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Signs in through the API and returns what the web app keeps in local storage. */
async function signIn(email: string, password: string): Promise<TSession> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_address: email, password }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}`);
  const { result } = (await res.json()) as {
    result: {
      user: unknown;
      AuthenticationResult: {
        AccessToken: string;
        IdToken: string;
        RefreshToken: string;
        ExpiresIn: number;
      };
    };
  };
  const tokens = result.AuthenticationResult;
  return {
    auth: JSON.stringify({
      user: result.user,
      meta: {
        AccessToken: tokens.AccessToken,
        IdToken: tokens.IdToken,
        RefreshToken: tokens.RefreshToken,
        Expires: Date.now() + tokens.ExpiresIn * 1000,
      },
    }),
    authorization: `Bearer ${tokens.AccessToken}|${tokens.IdToken}`,
  };
}

/**
 * A customer's tracking link of a new order of the demo vendor (placed as the request form does,
 * through the browser tests' helpers), as the vendor shares it.
 */
async function publicTrackingPath(session: TSession): Promise<string> {
  const api = await request.newContext({ baseURL: base });
  try {
    const outlet = await createTestOutlet(api, session.authorization, 'Webperf Kitchen');
    const orderId = await placeOrder(api, session.authorization, outlet, {
      customerName: 'Eleni Webperf',
    });
    const link = await api.get('/api/v1/order/tracking-link', {
      headers: { authorization: session.authorization },
      params: { vendorId: outlet, orderId },
    });
    if (!link.ok()) throw new Error(`the tracking link answered ${link.status()}`);
    const { result } = (await link.json()) as { result: { tracking_url: string } };
    return result.tracking_url;
  } finally {
    await api.dispose();
  }
}

type TAudit = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
  benchmarkIndex: number;
};

/**
 * Lighthouse asks to be run again when its trace has no navigation start (NO_NAVSTART, now and
 * then on a busy machine): once more, then the error stands.
 */
async function auditWithRetry(...args: Parameters<typeof audit>): Promise<TAudit> {
  try {
    return await audit(...args);
  } catch (error) {
    console.log(`run again after: ${(error as Error).message}`);
    return audit(...args);
  }
}

/** One Lighthouse run (mobile preset) in a fresh browser, signed in when a session is given. */
async function audit(
  path: string,
  session: TSession | null,
  cookie: string | undefined,
  saveAs: string | null,
): Promise<TAudit> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (session || cookie) {
      // Local storage (and the language cookie) of the portal's origin, set before the audit;
      // Lighthouse is then told to keep them.
      await page.goto(`${base}/version.json`);
      // Strings of code: the benchmark's TypeScript knows no DOM.
      if (session) {
        await page.evaluate(`window.localStorage.setItem('auth', ${JSON.stringify(session.auth)})`);
        // What the app writes beside a session (unless the row measures the page without it).
        if (!cookie?.startsWith(`${SIGNED_IN_COOKIE}=`)) {
          await page.evaluate(
            `document.cookie = ${JSON.stringify(`${SIGNED_IN_COOKIE}=1; path=/`)}`,
          );
        }
      }
      if (cookie) await page.evaluate(`document.cookie = ${JSON.stringify(`${cookie}; path=/`)}`);
    }
    const result = await lighthouse(
      `${base}${path}`,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: Boolean(session || cookie),
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
    const { lhr } = result;
    if (saveAs) await writeFile(saveAs, JSON.stringify(lhr));
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
      ?.items?.length;
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
      requests: requests ?? 0,
      benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    };
  } finally {
    await chrome.kill();
  }
}

function lighthouseVersion(): string {
  const res = spawnSync(process.execPath, [
    '-e',
    "console.log(require('lighthouse/package.json').version)",
  ]);
  return res.stdout.toString().trim();
}
