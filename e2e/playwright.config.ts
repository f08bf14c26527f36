import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { E2E_INTEGRATION_KEY } from './support/embedded-token.ts';

const port = Number(process.env.E2E_PORT ?? 41730);
// The system Chromium; Debian's /usr/bin/chromium is a wrapper script that adds desktop flags
// (GPU rasterisation, extensions) a headless test browser only pays for, so its binary is used.
const chromium =
  process.env.CHROMIUM_PATH ??
  ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  'chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI: two browsers and a server on two cores miss a screen's time limit now and
  // then. A test that passes only on its retry is listed by name as flaky in `npm test`'s summary.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A browser in the example market (CY) speaks Greek; a page without a saved language opens in
    // the browser's language when the market offers it (first-hour.spec.ts tries others).
    locale: 'el-CY',
    // DOM snapshots only: a screencast of every test doubled the browsers' work on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 860 } },
    },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
      // The tests tagged @phone: the phone's own layout and ways (menu drawer, cards for tables,
      // the map behind a button, the help page instead of the panel) and a right-to-left screen of
      // each feature. The rest repeat on a phone what the desktop run already proves, and two
      // cores could not run them all twice within CI's time.
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node ../scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    // e2e-server.mjs removes its data directory and database when told to stop (not when killed).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    // INTEGRATION_KEY: a known key, so the embedded-mode test can sign a vendor tool's token.
    env: { PORT: String(port), INTEGRATION_KEY: E2E_INTEGRATION_KEY },
  },
});
