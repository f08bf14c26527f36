import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { createUser, createVendor } from './helpers/factories.ts';
import { orderPayload, postOrder, quoteFee } from './helpers/request-order.ts';
import { createEntryPointSender } from '../src/sim/sender.ts';
import { errorForLog, PERMISSIONS_POLICY } from '../src/http/hardening.ts';

// The strict content security policy, the Permissions-Policy, no-store on
// answers with personal data, a log without customers' data, and 404 for file-like paths.

const INDEX = `<!doctype html><html><head><title>x</title><!--portal-config-->
<style>.boot{display:flex}</style></head><body><div id="root"></div>
<script type="module" src="/assets/index.js"></script></body></html>`;

/** A customer whose every detail is easy to find in a log. */
const CUSTOMER = {
  destinationName: 'Zenobia Quixotefield',
  destinationPhoneNumber: '+35799654321',
  destinationTextAddress: 'Mnasiadou Street 17, Nicosia',
};

describe('hardening', () => {
  let t: TTestApp;
  let webDist: string;
  const log: string[] = [];

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'rp-web-'));
    await writeFile(join(webDist, 'index.html'), INDEX);
    t = await createTestApp({
      webDist,
      env: { LOG_LEVEL: 'debug' },
      logStream: { write: (line) => void log.push(line) },
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves the page under a policy without wildcards or unsafe-inline, its inline style by nonce', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const second = await t.app.inject({ method: 'GET', url: '/order-tracking' });
    const csp = String(first.headers['content-security-policy']);
    expect(csp).not.toMatch(/https:|'unsafe-inline'|\*/);
    const styleSrc = /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(styleSrc)?.[1];
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(first.body).toContain(`<style nonce="${nonce}">`);
    expect(first.body).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
    expect(csp).toMatch(/font-src 'self' data:/);
    expect(csp).toMatch(/script-src 'self' 'nonce-/);
    expect(second.body).not.toContain(nonce);
    expect(first.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
    expect(String(first.headers['permissions-policy'])).toMatch(/camera=\(\)/);
  });

  it('answers no-store on signed-in and sign-in answers', async () => {
    const vendor = await createVendor(t.ctx);
    const user = await createUser(t.ctx, [vendor.vendorId]);
    const vendors = await t.app.inject({
      method: 'GET',
      url: '/api/v1/vendors',
      headers: { authorization: user.authorization },
    });
    expect(vendors.statusCode).toBe(200);
    expect(vendors.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'nobody@example.com', password: 'wrong password here' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const guest = await t.app.inject({ method: 'POST', url: '/api/v1/guest/session', payload: {} });
    expect(guest.headers['cache-control']).toBe('no-store');
  });

  it('answers 404, not the app page, for files and hidden folders nobody routes', async () => {
    for (const path of [
      '/.git/config',
      '/.env',
      '/wp-login.php',
      '/x/.ssh/id_rsa',
      '/.well-known/x',
      '/%2egit/config',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().meta.translation_key).toBe('error.not-found');
    }
    expect((await t.app.inject({ method: 'GET', url: '/history' })).statusCode).toBe(200);
  });

  it('keeps customers out of the log of a whole order', async () => {
    const vendor = await createVendor(t.ctx);
    const user = await createUser(t.ctx, [vendor.vendorId]);
    const quote = await quoteFee(t, {
      authorization: user.authorization,
      vendorId: vendor.vendorId,
    });
    const placed = await postOrder(
      t,
      user.authorization,
      orderPayload(vendor.vendorId, quote, CUSTOMER),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().result.order_id as string;
    const send = createEntryPointSender(t.app, t.ctx.secrets.logisticsSecret);
    await send([
      {
        event_id: `e-${orderId}`,
        order_id: orderId,
        occurred_at: t.clock.now().toISOString(),
        status: 'COURIER_ACCEPTED_DELIVERY',
        rider: {
          id: 'r1',
          name: 'Rider One',
          phone: '+35799000001',
          vehicle: 'motorbike',
          lat: 35.17,
          lng: 33.36,
        },
      },
    ]);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    for (const search of [CUSTOMER.destinationName, CUSTOMER.destinationPhoneNumber]) {
      const list = await t.app.inject({
        method: 'GET',
        url: `/api/v1/vendor/${vendor.vendorId}/orders?from=${now - 86400}&to=${now + 60}&search=${encodeURIComponent(search)}`,
        headers: { authorization: user.authorization },
      });
      expect(list.statusCode, list.body).toBe(200);
    }
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order?vendorId=${vendor.vendorId}&orderId=${orderId}`,
      headers: { authorization: user.authorization },
    });
    expect(detail.json().result.customer?.name ?? detail.body).toContain('Zenobia');
    // A database error with the order's values, logged as every unhandled error is.
    t.app.log.error(
      {
        err: new Error(
          `Failed query: insert into "orders" ("name", "phone") values ($1, $2)\nparams: ${CUSTOMER.destinationName},${CUSTOMER.destinationPhoneNumber}`,
          {
            cause: Object.assign(new Error('duplicate key'), {
              detail: `Key (phone)=(${CUSTOMER.destinationPhoneNumber})`,
            }),
          },
        ),
      },
      'unhandled error',
    );
    const text = log.join('');
    expect(text).toContain(orderId);
    expect(text).toContain('params: [redacted]');
    for (const secret of ['Zenobia', 'Quixotefield', '99654321', 'Mnasiadou']) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it("logs an error by its kind and frames, never a failed query's values", () => {
    const logged = errorForLog(new Error('Failed query: select 1\nparams: Maria,+35799123456'));
    expect(JSON.stringify(logged)).not.toMatch(/Maria|35799123456/);
    expect(logged.message).toBe('Failed query: select 1\nparams: [redacted]');
  });
});
