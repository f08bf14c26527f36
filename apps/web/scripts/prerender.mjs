#!/usr/bin/env node
// After `vite build` (issue 16): the public pages rendered to HTML for every market, brand and
// language, so a phone paints their text before any JavaScript runs. Vite builds the server-side
// entry (src/prerender/render-page.tsx) into a temporary folder; each page becomes a whole
// document, dist/prerendered/{country}/{entity}/{language}/{page}.html, with the CSS its first
// screen needs inlined (Beasties) and the full stylesheet loaded without holding back the paint. The server picks one per request (apps/server/src/http/spa.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { build } from 'vite';

const web = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(web, 'dist');
const out = join(dist, 'prerendered');
const ssrDir = join(web, 'node_modules', '.prerender');
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
  },
});
const entry = await import(pathToFileURL(join(ssrDir, 'render-page.js')).href);
const {
  renderPage,
  PRERENDERED_PAGES,
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_STYLE_ATTRIBUTE: STYLE_ATTRIBUTE,
  PRERENDERED_STYLE_SHEET_ID: STYLE_SHEET_ID,
  PRERENDERED_DEFERRED_STYLESHEET_ATTRIBUTE: DEFERRED_ATTRIBUTE,
  prerenderedFileName,
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

/**
 * The content security policy allows no inline style attribute (issue 14), and React writes
 * Mantine's style props as `style="…"` when rendering to HTML. Each distinct one becomes a rule of
 * a style element (which carries the answer's nonce) matched by `data-rp-style`, with an id in its
 * selector so it outranks class rules as the attribute would; before hydrating, main.tsx moves each
 * back onto its element through the CSSOM, which the policy allows.
 */
function withoutStyleAttributes(markup) {
  const rules = new Map();
  const body = markup.replace(/ style="([^"]*)"/g, (_match, value) => {
    const css = value
      .replaceAll('&quot;', '"')
      .replaceAll('&#x27;', "'")
      .replaceAll('&#39;', "'")
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
    if (/<\/?style|[{}]/i.test(css)) throw new Error(`unexpected style attribute: ${css}`);
    if (!rules.has(css)) rules.set(css, rules.size);
    return ` ${STYLE_ATTRIBUTE}="${rules.get(css)}"`;
  });
  const sheet = [...rules]
    .map(([css, n]) => `[${STYLE_ATTRIBUTE}="${n}"]:not(#${STYLE_SHEET_ID}){${css}}`)
    .join('');
  return { body, style: `<style id="${STYLE_SHEET_ID}">${sheet}</style>` };
}

// The critical CSS of a page differs by page and direction, not by language or market: found once
// by Beasties for each, then reused (it takes most of the time of a page).
const criticalByPage = new Map();

/** A whole document of one page: the template with the markup in #root and the critical CSS. */
async function documentOf(pageKey, markup, language, app) {
  const dir = isRtl(language) ? 'rtl' : 'ltr';
  const { body, style } = withoutStyleAttributes(markup);
  const html = template
    .replace(/<html lang="[^"]*" dir="[^"]*"/, `<html lang="${language}" dir="${dir}"`)
    .replace('</head>', `${style}</head>`)
    .replace(ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${language}">${body}</div>`);
  const cacheKey = `${pageKey}:${dir}`;
  let critical = criticalByPage.get(cacheKey);
  if (!critical) {
    const processed = await beasties.process(html);
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
        `${deferred}${critical}<style id="${STYLE_SHEET_ID}">`,
      )
  );
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
      const messages = JSON.parse(
        readFileSync(join(web, 'src', 'locales', `${language}.json`), 'utf8'),
      );
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
          const markup = await renderPage(page.path(country), language, messages, config);
          if (markup === null) continue;
          const name = prerenderedFileName(page.key, registrationType);
          writeFileSync(
            join(dir, `${name}.html`),
            await documentOf(name, markup, language, page.app),
          );
          pages += 1;
        }
      }
    }
  }
}
writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest, null, 2));
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
