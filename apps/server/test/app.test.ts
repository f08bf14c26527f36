import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers/test-app.ts';
import type { TTestApp } from './helpers/test-app.ts';
import { testDatabaseLabels } from './helpers/databases.ts';
import { BRAND_THEMES } from '@rider-portal/domain/brands';

describe.each(testDatabaseLabels())('app shell on %s', (database) => {
  let t: TTestApp;
  beforeAll(async () => {
    const webDist = await mkdtemp(join(tmpdir(), 'rp-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><title>Rider Portal</title><!--portal-config--></head><body></body></html>',
    );
    await writeFile(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ database, webDist });
  });
  afterAll(() => t.close());

  it('answers health with the database reachable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the app with the deployment config and brand title for client routes', async () => {
    for (const path of ['/', '/history/V1', '/some/unknown/route']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<title>${BRAND_THEMES.FOODY.pageTitle}</title>`);
      const json = /<script id="portal-config" type="application\/json">(.*?)<\/script>/.exec(
        res.body,
      )?.[1];
      expect(JSON.parse(json ?? 'null')).toMatchObject({
        country: 'CY',
        entity: 'FOODY',
        languages: ['el', 'en'],
        timeZone: 'Asia/Nicosia',
      });
    }
  });

  it('serves hashed assets with a long cache and answers a missing file with 404', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/nope.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers unknown API routes with the error envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      message: expect.any(String),
      meta: { translation_key: 'error.not-found' },
      errors: [],
    });
  });

  it('answers malformed JSON with 400 and a translation key, never a stack trace', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/internal/admin',
      headers: { 'content-type': 'application/json' },
      payload: '{"argv": [',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.translation_key).toBe('error.malformed-json');
    expect(res.body).not.toContain('at ');
  });

  it('refuses bodies over 64 KB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/internal/admin',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ argv: ['x'.repeat(70 * 1024)] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.translation_key).toBe('error.payload-too-large');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/v1/flags', '/health']));
  });

  it('answers the app config and the version probe', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/v1/app-config' });
    expect(config.json().result).toMatchObject({
      country: 'CY',
      entity: 'FOODY',
      environment: 'stg',
    });
    const version = await t.app.inject({ method: 'GET', url: '/version.json?t=1' });
    expect(version.json().version).toBe(config.json().result.version);
  });
});

describe('rate limit', () => {
  let t: TTestApp;
  beforeAll(async () => {
    const webDist = await mkdtemp(join(tmpdir(), 'rp-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head></head></html>');
    await writeFile(join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)');
    t = await createTestApp({ webDist, env: { RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('answers 429 with the error envelope past the limit, but never for the app code or health', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    for (let i = 0; i < 3; i += 1) expect((await get('/api/v1/flags')).statusCode).toBe(200);
    const limited = await get('/api/v1/flags');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().meta.translation_key).toBe('error.rate-limited');
    expect((await get('/assets/app-abc123.js')).statusCode).toBe(200);
    expect((await get('/health')).statusCode).toBe(200);
  });
});
