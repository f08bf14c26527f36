import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRERENDERED_ORDER_ID,
  SSR_DATA_ID,
  SSR_ROOT_SLOT,
  SSR_STYLES_SLOT,
} from '@rider-portal/domain/prerender';
import { signTrackingToken } from '../src/modules/public-tracking/tokens.ts';
import { createOrder, createVendor } from './helpers/factories.ts';
import { createTestApp, type TTestApp } from './helpers/test-app.ts';
import { writePrerenderedWebDist } from './helpers/web-dist.ts';

// A tracking link's page is rendered with its order on the server, so the status is on
// the first paint. The build's server-side entry (dist/ssr/render-page.js) stands in here as a
// module of the same shape that writes the order's drop-off street into the page; the browser
// test (e2e/tests/prerendered.spec.ts) runs the real one. What is proved here is the server's
// part: which link gets the order, that nothing leaks to a wrong link, and how it is sent.

const TEMPLATE = `<!doctype html><html lang="en" dir="ltr"><head><title>x</title><!--portal-config--><style>.boot{}</style></head><body><div id="root"><div class="boot"></div></div></body></html>`;

const frame = (language: string) =>
  `<!doctype html><html lang="${language}"><head><title>x</title><!--portal-config--></head><body><div id="root" data-prerendered="${language}"><h1>frame ${PRERENDERED_ORDER_ID}</h1></div></body></html>`;

const withSlots = (language: string) =>
  `<!doctype html><html lang="${language}"><head><title>x</title><!--portal-config-->${SSR_STYLES_SLOT}</head><body><div id="root" data-prerendered="${language}">${SSR_ROOT_SLOT}</div></body></html>`;

const RENDER_MODULE = `
const escape = (text) => text.replace(/[&<>"]/g, (c) => '&#' + c.charCodeAt(0) + ';');
export async function renderTrackingPage(input) {
  return {
    markup: '<h1 style="color:red">' + escape(input.page + ' ' + input.language + ' ' + input.tracking.dropoff.address) + '</h1>',
    data: { queries: [{ queryKey: ['public-tracking', input.page, input.orderId, input.token], data: input.tracking }], renderedAt: input.renderedAt },
  };
}
`;

const HOSTILE_STREET = 'Ledra 20 </script><script>alert(1)</script>';

describe('tracking pages rendered with their order', () => {
  let t: TTestApp;
  let webDist: string;
  let orderId: string;
  let otherOrderId: string;

  beforeAll(async () => {
    webDist = await writePrerenderedWebDist(TEMPLATE, (language) => ({
      'tracking.html': frame(language),
      'tracking.ssr.html': withSlots(language),
      'tracking-c2c.html': frame(language),
      'tracking-c2c.ssr.html': withSlots(language),
    }));
    await mkdir(join(webDist, 'ssr', 'messages'), { recursive: true });
    await writeFile(join(webDist, 'ssr', 'render-page.js'), RENDER_MODULE);
    for (const language of ['el', 'en']) {
      await writeFile(join(webDist, 'ssr', 'messages', `${language}.json`), '{}');
    }
    t = await createTestApp({ webDist });
    const vendorId = (await createVendor(t.ctx, { name: 'Souvlaki Corner' })).vendorId;
    const customer = (address: string) => ({
      name: 'Maria Georgiou',
      phone_number: '+35799123456',
      location: { address, latitude: 35.1725, longitude: 33.3617, notes: '' },
    });
    orderId = (await createOrder(t.ctx, vendorId, { customer: customer(HOSTILE_STREET) })).orderId;
    otherOrderId = (await createOrder(t.ctx, vendorId, { customer: customer('Other Street 1') }))
      .orderId;
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const token = (kind: 'track' | 'track-c2c', id: string) =>
    signTrackingToken(t.ctx.secrets.trackingSecret, kind, id);
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });

  it("sends the order's page for its link, in the visitor's language, never cached", async () => {
    const res = await get(`/tracking/${orderId}?t=${token('track', orderId)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<h1 data-rp-style="0">tracking en Ledra 20 &#60;/script&#62;');
    // The element's style went into a style sheet carrying this answer's nonce.
    const nonce = /<style nonce="([^"]+)" id="rp-prerendered-styles">/.exec(res.body)?.[1];
    expect(nonce).toBeDefined();
    expect(String(res.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
  });

  it('embeds the answer the app hydrates with, and no text can end its script element', async () => {
    const link = token('track', orderId);
    const res = await get(`/tracking/${orderId}?t=${link}`);
    expect(res.body).not.toContain('<script>alert(1)');
    const block = new RegExp(
      `<script type="application/json" id="${SSR_DATA_ID}">([^<]*)</script>`,
    ).exec(res.body);
    expect(block).not.toBeNull();
    const data = JSON.parse(block![1]!) as {
      queries: { queryKey: unknown[]; data: { dropoff: { address: string } } }[];
    };
    expect(data.queries[0]!.queryKey).toEqual(['public-tracking', 'tracking', orderId, link]);
    expect(data.queries[0]!.data.dropoff.address).toBe(HOSTILE_STREET);
  });

  it("sends only the frame for a wrong token, another order's token or the other page's", async () => {
    for (const url of [
      `/tracking/${orderId}?t=${'A'.repeat(43)}`,
      `/tracking/${orderId}?t=${token('track', otherOrderId)}`,
      `/tracking/${orderId}?t=${token('track-c2c', orderId)}`,
      `/tracking/${orderId}?t=not%20a%20token`,
      `/tracking/${orderId}`,
      `/tracking/NO-SUCH-1?t=${token('track', 'NO-SUCH-1')}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<h1>frame ');
      expect(res.body, url).not.toContain('Ledra');
      expect(res.body, url).not.toContain('Other Street');
      expect(res.body, url).not.toContain(SSR_DATA_ID);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it("renders the sender's page for its own link", async () => {
    const res = await get(`/tracking-c2c/${orderId}?t=${token('track-c2c', orderId)}`, {
      cookie: 'rp_lang=el',
    });
    expect(res.body).toContain('tracking-c2c el Ledra 20');
  });

  it('never hands out the rendering code as a file', async () => {
    const res = await get('/ssr/render-page.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('renderTrackingPage');
  });
});

describe('the tracking page rendering code', () => {
  it('is loaded once the server listens, before the first link asks for it', async () => {
    const webDist = await writePrerenderedWebDist(TEMPLATE, (language) => ({
      'tracking.html': frame(language),
      'tracking.ssr.html': withSlots(language),
    }));
    await mkdir(join(webDist, 'ssr', 'messages'), { recursive: true });
    // The stand-in says when it was imported.
    await writeFile(
      join(webDist, 'ssr', 'render-page.js'),
      `globalThis.rpRenderCodeLoadedAt = Date.now();\n${RENDER_MODULE}`,
    );
    const loaded = () => (globalThis as { rpRenderCodeLoadedAt?: number }).rpRenderCodeLoadedAt;
    const t = await createTestApp({ webDist });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(loaded()).toBeUndefined();
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(loaded, { timeout: 5000 }).toBeTypeOf('number');
    } finally {
      await t.close();
      await rm(webDist, { recursive: true, force: true });
    }
  });
});
