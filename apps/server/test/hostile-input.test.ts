import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp } from './helpers/test-app.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { createParentAccount } from './helpers/factories.ts';
import { orderPayload, postOrder, quoteFee } from './helpers/request-order.ts';
import { orders, vendors } from '../src/db/schema.ts';

// A NUL anywhere was a 500 (it reached the database), a multipart
// body without a boundary was a 500, and the router's and Node's own refusals answered their own
// bodies. Every one is now a 4xx in the envelope, naming the field where there is one, and
// changes nothing.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type TRaw = { status: number; body: string; json: () => any };

/** A request over a real socket, its path sent byte for byte as given (no client normalises it). */
function raw(port: number, method: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<TRaw>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, json: () => JSON.parse(body) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

function expectEnvelope(json: Record<string, unknown>, key: string) {
  expect(json).toMatchObject({ meta: { translation_key: key }, errors: expect.any(Array) });
  expect(typeof json.message).toBe('string');
}

describe('hostile input', () => {
  let t: TTestApp;
  let port: number;
  let account: Awaited<ReturnType<typeof createParentAccount>>;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp();
    account = await createParentAccount(t.ctx, 1);
    auth = account.user.authorization;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('refuses a NUL in a path parameter with the field, before the database sees it', async () => {
    const res = await raw(port, 'GET', '/api/v1/vendor/%00', { authorization: auth });
    expect(res.status).toBe(400);
    expectEnvelope(res.json(), 'error.control-character');
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'id', translation_key: 'error.control-character' }),
    ]);
  });

  it('refuses a NUL in a body field of an outlet and of an order, and creates nothing', async () => {
    const parent = account.parent.vendorId;
    const before = await t.ctx.db
      .select({ n: count() })
      .from(vendors)
      .where(eq(vendors.parentVendorId, parent));
    const outlet = await t.app.inject({
      method: 'POST',
      url: '/api/v1/outlet',
      headers: { authorization: auth },
      payload: {
        parent_vendor_id: parent,
        client_vendor_id: 'CP-nul',
        name: 'a\u0000b',
        phone_number: '+35799123456',
        address: 'Ermou 12, Nicosia',
        latitude: 35.17,
        longitude: 33.36,
        city: 'Nicosia',
        users: [],
        country_code: 'CY',
      },
    });
    expect(outlet.statusCode).toBe(400);
    expect(outlet.json().errors[0]).toMatchObject({ field: 'name' });
    const after = await t.ctx.db
      .select({ n: count() })
      .from(vendors)
      .where(eq(vendors.parentVendorId, parent));
    expect(after).toEqual(before);

    const vendorId = account.children[0]!.vendorId;
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    const order = await postOrder(
      t,
      auth,
      orderPayload(vendorId, quote, { destinationName: 'Maria\u0000 Georgiou' }),
    );
    expect(order.statusCode).toBe(400);
    expectEnvelope(order.json(), 'error.control-character');
    expect(order.json().errors[0]).toMatchObject({ field: 'destinationName' });
    const [placed] = await t.ctx.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.vendorId, vendorId));
    expect(placed?.n).toBe(0);
  });

  it('refuses other control characters and half surrogate pairs, in values, keys and queries', async () => {
    const vendorId = account.children[0]!.vendorId;
    const quote = await quoteFee(t, { authorization: auth, vendorId });
    for (const bad of ['\u0007', '\u001b[31m', '\ud800', 'x\udc00']) {
      const res = await postOrder(
        t,
        auth,
        orderPayload(vendorId, quote, { orderDescription: `Pitas ${bad}` }),
      );
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ field: 'orderDescription' });
    }
    const key = await postOrder(t, auth, { ...orderPayload(vendorId, quote), 'a\u0000': 1 });
    expect(key.statusCode).toBe(400);
    expect(key.json().errors[0]).toMatchObject({ field: 'a\u0000' });
    const query = await raw(port, 'GET', `/api/v1/vendor/${vendorId}/orders?search=%00`, {
      authorization: auth,
    });
    expect(query.status).toBe(400);
    expect(query.json().errors[0]).toMatchObject({ field: 'search' });
    // Line breaks and tabs are text people type.
    const ok = await postOrder(
      t,
      auth,
      orderPayload(vendorId, quote, { orderDescription: 'Two pitas\n\tno onions' }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('answers a multipart upload without a boundary with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bulk-job/create',
      headers: { authorization: auth, 'content-type': 'multipart/form-data' },
      payload: 'vendor_id=1',
    });
    expect(res.statusCode).toBe(400);
    expectEnvelope(res.json(), 'bulk.file-upload-error');
  });

  it('answers a malformed %-escape in the path in the envelope', async () => {
    for (const path of ['/api/v1/vendor/%', '/api/v1/vendor/%E0%A4%A']) {
      const res = await raw(port, 'GET', path, { authorization: auth });
      expect(res.status, path).toBe(400);
      expectEnvelope(res.json(), 'error.validation');
    }
  });

  it('bounds path parameters by their schema, and by the router far beyond it, in the envelope', async () => {
    // 30 emoji were enough for the router's own 414 before.
    const emoji = encodeURIComponent('🛵'.repeat(30));
    const emojiAnswer = await raw(port, 'GET', `/api/v1/vendor/${emoji}`, { authorization: auth });
    expect(emojiAnswer.status).toBe(404);
    expectEnvelope(emojiAnswer.json(), 'error.not-found');
    const long = await raw(port, 'GET', `/api/v1/vendor/${'x'.repeat(150)}`, {
      authorization: auth,
    });
    expect(long.status).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ field: 'id' });
    const huge = await raw(port, 'GET', `/api/v1/vendor/${'x'.repeat(5000)}`, {
      authorization: auth,
    });
    expect(huge.status).toBe(414);
    expectEnvelope(huge.json(), 'error.request-too-large');
  });

  it('answers a 100,000-character query in the envelope', async () => {
    const res = await raw(port, 'GET', `/api/v1/flags?x=${'a'.repeat(100_000)}`);
    expect(res.status).toBe(431);
    expectEnvelope(res.json(), 'error.request-too-large');
    // The server still answers others.
    expect((await raw(port, 'GET', '/health')).status).toBe(200);
  });
});
