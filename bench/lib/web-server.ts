// The server the browser benchmarks (webperf, profile-page) load pages from: the real server as
// `npm start` runs it, on the built web app, with the demo data and no map tiles (nothing may
// need the internet); a signed-in session and a customer's tracking link to open.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { request } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../../e2e/support/operator.ts';
import { createTestOutlet, placeOrder } from '../../e2e/support/orders.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** What the web app keeps in local storage for a session, and the API's authorization header. */
export type TWebSession = { auth: string; authorization: string };

/** Starts the server on `port` and resolves once it answers; `stop` ends it and its data. */
export async function startWebServer(port: number) {
  const base = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(join(tmpdir(), 'rp-webperf-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAP_TILE_URL: 'none',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000',
      // The operator's token, to make the benchmark's new collection point available at once.
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    },
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}

async function waitForHealth(base: string): Promise<void> {
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
export async function signIn(base: string, email: string, password: string): Promise<TWebSession> {
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
export async function publicTrackingPath(base: string, session: TWebSession): Promise<string> {
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
