// Web performance on a phone: builds the web app, starts the real server as `npm start`
// would (embedded database, demo data, no map tiles: nothing may need the internet), and runs
// Lighthouse with its mobile preset (simulated slow 4G and a 4× slower CPU) on the public pages and,
// signed in, on the request and order-tracking pages. The in-run baseline is the landing page as
// the plain app page (before prerendering): a browser whose chosen language has no prerendered
// page gets exactly that. Prints one table for bench/README.md.
// Run: npx tsx bench/webperf.ts [--runs 3] [--skip-build] [--only /,/connect] [--save dir]
// (--only: these pages, by the name in the table's first column, comma-separated; --save: each
// run's Lighthouse report.)
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { publicTrackingPath, signIn, startWebServer, type TWebSession } from './lib/web-server.ts';
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

const { base, stop } = await startWebServer(PORT);
try {
  const session = await signIn(base, 'parent@demo.test', 'Portal#2026');
  const trackingPath = await publicTrackingPath(base, session);
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
  await stop();
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
  session: TWebSession | null,
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
