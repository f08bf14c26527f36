import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { createParentAccount } from './helpers/factories.ts';

// Built assets go precompressed (the build's .br and .gz) by content negotiation, and
// answers over 1 KB (the index page, JSON) are compressed as they are sent.

const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;
const INDEX = `<!doctype html><html><head><title>x</title><!--portal-config--><style>${'.a{color:red}'.repeat(200)}</style></head><body><div id="root"></div><script type="module" src="/assets/app-1.js"></script></body></html>`;

describe('compression', () => {
  let t: TTestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'rp-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), INDEX);
    await writeFile(join(webDist, 'assets/app-1.js'), SCRIPT);
    await writeFile(join(webDist, 'assets/app-1.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(join(webDist, 'assets/app-1.js.gz'), gzipSync(SCRIPT));
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, encoding: string | null, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...(encoding ? { 'accept-encoding': encoding } : {}), ...headers },
    });

  it('sends a built asset precompressed by what the browser accepts, cached for a year', async () => {
    const br = await get('/assets/app-1.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await get('/assets/app-1.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await get('/assets/app-1.js', null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the index page and JSON answers over 1 KB', async () => {
    const page = await get('/', 'br');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');

    const { parent, user } = await createParentAccount(t.ctx, 4);
    const vendors = await get('/api/v1/vendors', 'gzip, br', { authorization: user.authorization });
    expect(vendors.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(vendors.rawPayload).toString();
    expect(body.length).toBeGreaterThan(1024);
    expect(
      JSON.parse(body).result.vendors.map((v: { vendor_id: string }) => v.vendor_id),
    ).toContain(parent.vendorId);
    const gz = await get('/api/v1/vendors', 'gzip', { authorization: user.authorization });
    expect(gz.headers['content-encoding']).toBe('gzip');
    // Small answers go as they are.
    const health = await get('/health', 'br');
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
