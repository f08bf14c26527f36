#!/usr/bin/env node
// After `vite build`: the public pages rendered to HTML for every market, brand and
// language, so a phone paints their text before any JavaScript runs. Vite builds the server-side
// entry (src/prerender/render-page.tsx) into a temporary folder; each page becomes a whole
// document, dist/prerendered/{country}/{entity}/{language}/{page}.html, with the CSS its first
// screen needs inlined (Beasties) and the full stylesheet loaded without holding back the paint. The server picks one per request (apps/server/src/modules/pages/spa.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
// The web namespace of the one text catalogue (packages/i18n), a file a language.
const webTexts = (language) =>
  join(web, '..', '..', 'packages', 'i18n', 'locales', language, 'web.json');
const out = join(dist, 'prerendered');
// The server-side entry stays in the build: the server renders the public tracking pages with
// their order from it (apps/server/src/modules/pages/tracking-render.ts). Never served as files.
const ssrDir = join(dist, 'ssr');
const started = Date.now();

await build({
  root: web,
  configFile: join(web, 'vite.config.ts'),
  logLevel: 'warn',
  build: {
    ssr: 'src/prerender/render-page.tsx',
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
    reportCompressedSize: false,
    chunkSizeWarningLimit: 4096,
    rolldownOptions: {
      // The frames render the signed-in pages (lazy chunks in the app) from this entry directly.
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('render-page.tsx'))
          return;
        handler(level, log);
      },
    },
  },
  publicDir: false,
  ssr: {
    // Nothing of the app's own is left to Node's resolution at run time.
    noExternal: ['@rider-portal/domain'],
  },
});
const entry = await import(pathToFileURL(join(ssrDir, 'render-page.js')).href);
const {
  renderPage,
  renderFrame,
  renderTrackingPage,
  TRACKING_SAMPLE,
  C2C_TRACKING_SAMPLE,
  SSR_ROOT_SLOT,
  SSR_STYLES_SLOT,
  PRERENDERED_PAGES,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_FRAME_ATTRIBUTE,
  PRERENDERED_STYLE_SHEET_ID: STYLE_SHEET_ID,
  PRERENDERED_DEFERRED_STYLESHEET_ATTRIBUTE: DEFERRED_ATTRIBUTE,
  prerenderedFileName,
  styleAttributesToSheet,
  COUNTRY_CODES,
  getMarket,
  entitiesForMarket,
  isRtl,
  resolveLanguage,
} = entry;

const template = readFileSync(join(dist, 'index.html'), 'utf8');
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*<\/div>\s*<\/div>/;
if (!ROOT.test(template)) throw new Error('index.html: the #root placeholder changed');

// Only some markets when asked (PRERENDER_MARKETS=CY,AE): a quicker build for one deployment.
const only = (process.env.PRERENDER_MARKETS ?? '').split(',').filter(Boolean);
const countries = only.length > 0 ? COUNTRY_CODES.filter((c) => only.includes(c)) : COUNTRY_CODES;

const beasties = new Beasties({
  path: dist,
  publicPath: '/',
  // The full stylesheet moves to the end of the body: no inline script (the CSP allows none).
  preload: 'body',
  pruneSource: false,
  reduceInlineStyles: false,
  mergeStylesheets: true,
  inlineFonts: false,
  preloadFonts: true,
  compress: true,
  logLevel: 'warn',
});

// The critical CSS of a page differs by page and direction, not by language or market: found once
// by Beasties for each, then reused (it takes most of the time of a page).
const criticalByPage = new Map();

// Each page's route module: the CSS its chunks bring (CSS modules, e.g. the tracking page's
// layout) is only linked once the app loads them, so Beasties is shown it too, or a page's first
// paint would lack its layout and shift when the app arrives.
const ROUTE_MODULES = {
  landing: 'src/features/landing/landing-page.tsx',
  connect: 'src/features/auth/connect-page.tsx',
  register: 'src/features/auth/register-page.tsx',
  'forgot-password': 'src/features/auth/forgot-password-page.tsx',
  terms: 'src/features/terms/terms-page.tsx',
  'prohibited-items': 'src/features/prohibited-items/prohibited-items-page.tsx',
  'help-market': 'src/features/help-center/faq/help-faq-page.tsx',
  tracking: 'src/features/public-tracking/public-tracking-page.tsx',
  'tracking-c2c': 'src/features/public-tracking/c2c-tracking-page.tsx',
  'frame-request': ['src/app/layout/app-layout.tsx', 'src/features/request/request-page.tsx'],
  'frame-tracking': [
    'src/app/layout/app-layout.tsx',
    'src/features/order-tracking/order-tracking-page.tsx',
  ],
  'frame-history': ['src/app/layout/app-layout.tsx', 'src/features/history/history-page.tsx'],
};
const viteManifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

/** The style sheets of a route module's chunk and of every chunk it imports. */
function routeStylesheets(routeKey) {
  const sources = [ROUTE_MODULES[routeKey] ?? []].flat();
  const seen = new Set();
  const css = new Set();
  const walk = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const file of viteManifest[key].css ?? []) css.add(`/${file}`);
    for (const imported of viteManifest[key].imports ?? []) walk(imported);
  };
  for (const source of sources) {
    if (!viteManifest[source]) throw new Error(`${routeKey}: no route module in the build`);
    walk(source);
  }
  if (sources.length === 0) throw new Error(`${routeKey}: no route module in the build`);
  return [...css];
}

let fontFaces = null;

/**
 * The stylesheet's web fonts for a prerendered page, as `font-display: optional`: the page paints
 * in the system's font, and the web font is used only if it arrives at once (from the cache, on a
 * later visit), so its arrival never moves the text a person is reading (on the tracking page it
 * shifted the whole page: CLS 0.2). Later in the page than the stylesheet, these faces win.
 */
function optionalFontFaces(href) {
  const css = readFileSync(join(dist, href), 'utf8');
  const faces = css.match(/@font-face\{[^}]*\}/g) ?? [];
  if (faces.length === 0) throw new Error(`${href}: no @font-face rules`);
  return `<style>${faces.map((face) => face.replace('font-display:swap', 'font-display:optional')).join('')}</style>`;
}

/** A whole document of one page: the template with the markup in #root and the critical CSS. */
async function documentOf(pageKey, markup, language, app, routeKey) {
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const { body, style } = styleAttributesToSheet(markup);
  const html = template
    .replace(/<html lang="[^"]*" dir="[^"]*"/, `<html lang="${language}" dir="${dir}"`)
    .replace('</head>', `${style}</head>`)
    .replace(
      ROOT,
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="${language}"` +
        `${routeKey.startsWith('frame-') ? ` ${PRERENDERED_FRAME_ATTRIBUTE}` : ''}>${body}</div>`,
    );
  const cacheKey = `${pageKey}:${dir}`;
  let critical = criticalByPage.get(cacheKey);
  if (!critical) {
    const routeLinks = routeStylesheets(routeKey)
      .filter((href) => !html.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" href="${href}">`)
      .join('');
    const processed = await beasties.process(html.replace('</head>', `${routeLinks}</head>`));
    // Beasties writes what it inlined as a style element without attributes (the other one is
    // the template's first-paint style).
    if (process.env.PRERENDER_DEBUG) writeFileSync(`/tmp/${cacheKey}.html`, processed);
    const inlined = processed.match(/<style>[\s\S]*?<\/style>/g) ?? [];
    critical = inlined.find((block) => !block.includes('.boot{')) ?? '';
    if (!critical) throw new Error(`no critical CSS found for ${cacheKey}`);
    criticalByPage.set(cacheKey, critical);
  }
  // The full stylesheet as a print style sheet: a screen's stylesheet holds back the first paint
  // even at the end of the body (and is fetched after every script the head preloads). The app
  // makes it the screen's when it starts (main.tsx); without JavaScript the <noscript> copy applies
  // it. It stays first in the head: Mantine's theme variables (the brand's colours), written later
  // in the page, must override its defaults (at the end of the body, its Mantine blue won).
  const stylesheet = html.match(/\s*<link rel="stylesheet"[^>]*>/)?.[0] ?? '';
  const href = /href="([^"]+)"/.exec(stylesheet)?.[1];
  if (!href) throw new Error('index.html: no stylesheet link found');
  const deferred =
    `<link rel="stylesheet" crossorigin href="${href}" media="print" ${DEFERRED_ATTRIBUTE}>` +
    `<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`;
  fontFaces ??= optionalFontFaces(href);
  return (
    html
      .replace(stylesheet, '')
      // No module preloads: forty scripts asked for at once, before the paint, share a phone's
      // bandwidth with it. The entry script asks for them itself, once the page is on screen.
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      // The app's code once the page has painted, or once the person acts on it (public/boot.js):
      // asked for at once, it shared the network with the first paint.
      .replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        `<script defer src="/boot.js" data-entry="$1" data-app="${app}"></script>`,
      )
      .replace(
        `<style id="${STYLE_SHEET_ID}">`,
        // A page that asks for the app only when the person acts on it reads in the system's
        // font: its web fonts come with the app's stylesheet (on / they cost 0.2 s of LCP).
        `${deferred}${critical}${app === 'intent' ? '' : fontFaces}` +
          `${routeKey.startsWith('frame-') || routeKey.startsWith('tracking') ? headingFontPreloads(href, body) : ''}` +
          `<style id="${STYLE_SHEET_ID}">` +
          // A frame's buttons (the menu, the account) and fields (history's search, its filter
          // chips) work only once the app has drawn its page in their place: until then a press
          // goes nowhere rather than focusing a box that is replaced, with what was typed in it,
          // a moment later. Its links are links. The rule leaves with this sheet when the app
          // takes over.
          `${routeKey.startsWith('frame-') ? `#root[${PRERENDERED_FRAME_ATTRIBUTE}] :is(button,input,textarea,select,label){pointer-events:none}` : ''}`,
      )
  );
}

/**
 * The web font files a page's heading (weight 700) and lead (the paragraph after it, 400) are
 * drawn in, as preloads: Chromium holds an optional font's first paint for a preloaded file (up to
 * 100 ms), so a signed-in area's frame paints its title in the font the app draws it with. Painted
 * in the system's font instead, the app's same title in the web font came out a little larger and
 * counted as a new largest paint, seconds later. The tracking pages too: painted in the system's
 * font, the order's title pushed its status chip onto a line of its own, and when the app's
 * stylesheet brought the web font the chip moved back up and the whole page with it (CLS 0.19).
 */
function headingFontPreloads(href, body) {
  const css = readFileSync(join(dist, href), 'utf8');
  const textOf = (html) =>
    (html ?? '')
      .replace(/<[^>]*>/g, '')
      .replace(/&#(\d+);/g, (_m, code) => String.fromCodePoint(Number(code)))
      .replace(/&[a-z]+;/g, ' ');
  const heading = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body)?.[1]);
  const lead = textOf(/<\/h1>[\s\S]*?<p[^>]*>([\s\S]*?)<\/p>/.exec(body)?.[1]);
  const files = new Set();
  for (const face of css.match(/@font-face\{[^}]*\}/g) ?? []) {
    const weight = /font-weight:(\d+)/.exec(face)?.[1];
    const file = /url\(([^)]+\.woff2)\)/.exec(face)?.[1];
    const ranges = (/unicode-range:([^;}]+)/.exec(face)?.[1] ?? '').split(',').map((range) => {
      // U+0-FF, U+131, or U+?? (a wildcard: U+00-FF).
      const [from, to] = range.trim().replace('U+', '').split('-');
      return [
        parseInt(from.replaceAll('?', '0'), 16),
        parseInt((to ?? from).replaceAll('?', 'F'), 16),
      ];
    });
    const text = weight === '700' ? heading : weight === '400' ? lead : '';
    const isUsed = [...text].some((char) => {
      const code = char.codePointAt(0);
      return code > 32 && ranges.some(([from, to]) => code >= from && code <= to);
    });
    if (file && isUsed) files.add(file);
  }
  return [...files]
    .map((file) => `<link rel="preload" href="${file}" as="font" type="font/woff2" crossorigin>`)
    .join('');
}

/**
 * The document the server fills with a tracking page rendered with its order: the page rendered
 * with a stand-in order (so the CSS its first paint needs is inlined), its markup and its style
 * sheet replaced by slots.
 */
async function trackingTemplate(key, language, messages, config) {
  const rendered = await renderTrackingPage({
    page: key,
    orderId: 'RPSAMPLE',
    token: 'prerendered',
    tracking: key === 'tracking' ? TRACKING_SAMPLE : C2C_TRACKING_SAMPLE,
    language,
    messages,
    config,
    renderedAt: Date.parse(TRACKING_SAMPLE.created_at),
  });
  if (!rendered) throw new Error(`${key}: the sample order rendered nothing`);
  const { body, style } = styleAttributesToSheet(rendered.markup);
  const document = await documentOf(`${key}-with-order`, rendered.markup, language, 'painted', key);
  if (!document.includes(body) || !document.includes(style)) {
    throw new Error(`${key}: the rendered order is not in its document`);
  }
  return document.replace(body, SSR_ROOT_SLOT).replace(style, SSR_STYLES_SLOT);
}

let pages = 0;
const manifest = {};
for (const country of countries) {
  const market = getMarket(country);
  // The languages a deployment in this market offers unless configured otherwise (the server
  // serves these pages only when its languages are these).
  const languages = [...new Set(market.languages.map((l) => resolveLanguage(l)))];
  manifest[country] = { entities: entitiesForMarket(country), languages };
  for (const entity of entitiesForMarket(country)) {
    for (const language of languages) {
      const messages = JSON.parse(readFileSync(webTexts(language), 'utf8'));
      const dir = join(out, country, entity, language);
      mkdirSync(dir, { recursive: true });
      for (const page of PRERENDERED_PAGES) {
        // The registration form differs by the deployment's registration type.
        const variants = page.key === 'register' ? ['PV', 'NPV'] : ['PV'];
        for (const registrationType of variants) {
          const config = {
            country,
            entity,
            environment: 'stg',
            languages,
            region: 'EU_WEST_2',
            registrationType,
            tileUrl: null,
            tileAttribution: null,
            helpCenterInitUrl: null,
            version: 'prerendered',
          };
          const render = page.signedIn ? renderFrame : renderPage;
          const markup = await render(page.path(country), language, messages, config);
          if (markup === null) continue;
          const name = prerenderedFileName(page.key, registrationType);
          writeFileSync(
            join(dir, `${name}.html`),
            await documentOf(name, markup, language, page.app, page.key),
          );
          pages += 1;
          if (page.key === 'tracking' || page.key === 'tracking-c2c') {
            writeFileSync(
              join(dir, `${name}.ssr.html`),
              await trackingTemplate(page.key, language, messages, config),
            );
          }
        }
      }
    }
  }
}
writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 2));
// The texts of every language a page was rendered in, for the server's renders.
mkdirSync(join(ssrDir, 'messages'), { recursive: true });
for (const language of new Set(Object.values(manifest).flatMap((m) => m.languages))) {
  writeFileSync(join(ssrDir, 'messages', `${language}.json`), readFileSync(webTexts(language)));
}
console.log(`prerendered ${pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
