import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_THEMES } from '@rider-portal/domain/brands';
import { PRERENDERED_ORDER_ID, SIGNED_IN_COOKIE } from '@rider-portal/domain/prerender';
import { renderIndexHtml } from '../src/modules/pages/spa.ts';
import { createTestApp } from './helpers/test-app.ts';
import { writePrerenderedWebDist } from './helpers/web-dist.ts';
import type { TTestApp } from './helpers/test-app.ts';

// The build's prerendered public pages (apps/web/scripts/prerender.mjs) are sent in the
// language the visitor chose (the cookie the web app writes) or the browser's first language the
// market offers, with each answer's CSP nonce; every other route gets the plain app page.

const TEMPLATE = `<!doctype html><html lang="en" dir="ltr"><head><title>x</title><!--portal-config--><style>.boot{}</style></head><body><div id="root"><div class="boot"></div></div></body></html>`;

function page(language: string, text: string): string {
  return `<!doctype html><html lang="${language}" dir="ltr"><head><title>x</title><!--portal-config--><style id="rp-prerendered-styles">[data-rp-style="0"]{color:red}</style></head><body><div id="root" data-prerendered="${language}"><style data-mantine-styles="true" nonce="__CSP_NONCE__">:root{}</style><h1>${text}</h1></div></body></html>`;
}

describe('prerendered public pages', () => {
  let t: TTestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await writePrerenderedWebDist(TEMPLATE, (language) => ({
      'landing.html': page(language, `landing ${language}`),
      'register-PV.html': page(language, `register PV ${language}`),
      'register-NPV.html': page(language, `register NPV ${language}`),
      'tracking.html': page(language, `order ${PRERENDERED_ORDER_ID} ${language}`),
      'frame-request.html': page(language, `request frame ${language}`),
      'frame-history.html': page(language, `history frame ${language}`),
    }));
    t = await createTestApp({ webDist });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it("answers the landing page in the browser's first language the market offers", async () => {
    const english = await get('/', { 'accept-language': 'fr-FR,en-GB;q=0.8,el;q=0.5' });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<h1>landing en</h1>');
    expect(String(english.headers.vary)).toMatch(/accept-language/);
    expect(String(english.headers.vary)).toMatch(/cookie/);

    const greek = await get('/', { 'accept-language': 'el-CY,en;q=0.5' });
    expect(greek.body).toContain('<h1>landing el</h1>');
    // q-values order the browser's languages, not their place in the header.
    const weighted = await get('/', { 'accept-language': 'en;q=0.2,el-GR;q=0.9' });
    expect(weighted.body).toContain('<h1>landing el</h1>');
    // None the market offers: its first language.
    const none = await get('/', { 'accept-language': 'ja' });
    expect(none.body).toContain('<h1>landing el</h1>');
  });

  it('answers in the language the person chose, over the browser and over the link', async () => {
    const chosen = await get('/', { cookie: 'rp_lang=en', 'accept-language': 'el' });
    expect(chosen.body).toContain('<h1>landing en</h1>');
    const linked = await get('/?lang=en', { 'accept-language': 'el' });
    expect(linked.body).toContain('<h1>landing en</h1>');
    // A chosen language this market's pages are not in: the plain app page, which shows it.
    const other = await get('/', { cookie: 'rp_lang=ar', 'accept-language': 'el' });
    expect(other.body).toContain('<div class="boot">');
  });

  it('answers a signed-in area with its frame when the browser says it holds a session', async () => {
    const signedIn = { cookie: `${SIGNED_IN_COOKIE}=1; rp_lang=en`, 'accept-language': 'el' };
    expect((await get('/request-a-rider', signedIn)).body).toContain('<h1>request frame en</h1>');
    // With the vendor in the address, and in the browser's language when none was chosen.
    const greek = await get('/history/V1001', {
      cookie: `${SIGNED_IN_COOKIE}=1`,
      'accept-language': 'el',
    });
    expect(greek.body).toContain('<h1>history frame el</h1>');
    expect(greek.headers['cache-control']).toBe('no-cache');
    // Without the hint (signed out, or a first visit): the plain app page, which sends a
    // signed-out person on to sign in.
    for (const headers of [{}, { cookie: `${SIGNED_IN_COOKIE}=0` }] as Record<string, string>[]) {
      const plain = await get('/request-a-rider', headers);
      expect(plain.statusCode).toBe(200);
      expect(plain.body).toContain('<div class="boot">');
    }
    // An area the build drew no frame for: the plain app page.
    expect((await get('/order-tracking', signedIn)).body).toContain('<div class="boot">');
  });

  it("carries each answer's nonce on every inline style and the deployment's settings", async () => {
    const res = await get('/', { 'accept-language': 'en' });
    const csp = String(res.headers['content-security-policy']);
    const nonce = /style-src [^;]*'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const styles = res.body.match(/<style[^>]*>/g) ?? [];
    expect(styles).toHaveLength(2);
    for (const tag of styles) expect(tag).toContain(`nonce="${nonce}"`);
    expect(res.body).not.toContain('__CSP_NONCE__');
    expect(res.body).toContain('<script id="portal-config" type="application/json">');
  });

  it("writes the address's order number into a tracking page, escaped", async () => {
    const res = await get('/tracking/V1%3Cb%3E-4?t=abc', { 'accept-language': 'en' });
    expect(res.body).toContain('<h1>order V1&#60;b&#62;-4 en</h1>');
    expect(res.body).not.toContain(PRERENDERED_ORDER_ID);
    // Not valid escaping: refused like any malformed address.
    const broken = await get('/tracking/%E0%A4%A', { 'accept-language': 'en' });
    expect(broken.statusCode).toBe(400);
  });

  it('sends the registration form of the deployment’s registration type', async () => {
    const res = await get('/register', { 'accept-language': 'en' });
    expect(res.body).toContain('<h1>register PV en</h1>');
  });

  it("paints the brand's logo in the app page's first frame", () => {
    // The web app's own template, as the build copies it.
    const template = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const html = renderIndexHtml(template, t.ctx, 'v1');
    const logo =
      /<div class="boot-bar"><img src="data:image\/svg\+xml,([^"]+)" alt="" height="32"><\/div>/.exec(
        html,
      );
    expect(logo).not.toBeNull();
    expect(decodeURIComponent(logo![1]!)).toBe(BRAND_THEMES.FOODY.logoSvg);
  });

  it('gives every other route the plain app page, and never the page files themselves', async () => {
    const app = await get('/order-tracking', { 'accept-language': 'en' });
    expect(app.body).toContain('<div class="boot">');
    const file = await get('/prerendered/CY/FOODY/en/landing.html');
    expect(file.statusCode).toBe(404);
    const manifest = await get('/prerendered/manifest.json');
    expect(manifest.statusCode).toBe(404);
  });
});

describe('a deployment whose languages the build did not render', () => {
  it('sends the plain app page on every route', async () => {
    const webDist = await mkdtemp(join(tmpdir(), 'rp-web-'));
    await writeFile(join(webDist, 'index.html'), TEMPLATE);
    const dir = join(webDist, 'prerendered', 'CY', 'FOODY', 'en');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, 'landing.html'), page('en', 'landing en'));
    await writeFile(
      join(webDist, 'prerendered', 'manifest.json'),
      JSON.stringify({ CY: { entities: ['FOODY'], languages: ['el', 'en'] } }),
    );
    const t = await createTestApp({ webDist, env: { PORTAL_LANGUAGES: 'en,ar' } });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-language': 'en' },
      });
      expect(res.body).toContain('<div class="boot">');
    } finally {
      await t.close();
      await rm(webDist, { recursive: true, force: true });
    }
  });
});
