#!/usr/bin/env node
// Checks the landing page's initial JavaScript, and the JavaScript of the pages a phone opens most,
// against their budgets after `vite build`, in the bytes the server sends (its negotiated
// encoding: brotli).
//
// Initial JavaScript = the entry script of dist/index.html, every script it modulepreloads, and
// everything the entry imports statically (per dist/.vite/manifest.json). The landing route's own
// lazy chunk and the active locale are listed too, for information: they load right after the
// entry, in parallel, and are not part of the budget. Plain Node, no dependencies.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170 * 1024;
const LANDING_ROUTE = 'src/features/landing/landing-page.tsx';
// The manifest names a file by its path from apps/web.
const DEFAULT_LOCALE = '../../packages/i18n/locales/en/web.json';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const indexPath = join(dist, 'index.html');

if (!existsSync(indexPath) || !existsSync(manifestPath)) {
  console.error('dist/index.html or dist/.vite/manifest.json is missing: run the build first.');
  process.exit(1);
}

const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const html = readFileSync(indexPath, 'utf8');

// What the server sends a browser that accepts brotli (every current one): the build's .br twin
// (scripts/precompress.mjs), served by content negotiation; gzip level 9 where there is none.
const sentCache = new Map();
function sentSize(file) {
  if (!sentCache.has(file)) {
    const br = join(dist, `${file}.br`);
    sentCache.set(
      file,
      existsSync(br)
        ? readFileSync(br).length
        : gzipSync(readFileSync(join(dist, file)), { level: 9 }).length,
    );
  }
  return sentCache.get(file);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

// 1. What index.html loads: the entry script, its modulepreloads and stylesheets.
const attr = (tag, name) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1];
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
const htmlScripts = new Set();
const htmlStyles = new Set();
for (const tag of tags) {
  const isEntryScript = tag.startsWith('<script') && /type="module"/.test(tag);
  const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
  const isStyle = tag.startsWith('<link') && /rel="stylesheet"/.test(tag);
  const url = isEntryScript ? attr(tag, 'src') : attr(tag, 'href');
  if (!url) continue;
  const file = url.replace(/^\//, '');
  if (isEntryScript || isPreload) htmlScripts.add(file);
  if (isStyle) htmlStyles.add(file);
}

// 2. Everything the entry imports statically, per the manifest.
const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
function staticClosure(keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return new Set([...seen].map((key) => manifest[key].file));
}
const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
const initial = new Set([...htmlScripts, ...staticClosure(entryKeys)]);
const initialCss = new Set(htmlStyles);
for (const file of initial)
  for (const css of manifest[byFile.get(file)]?.css ?? []) initialCss.add(css);

const landingRoute = [...staticClosure([LANDING_ROUTE, DEFAULT_LOCALE])].filter(
  (file) => !initial.has(file),
);

// 3. The table of every JS chunk.
const chunks = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js'))
  .map((name) => `assets/${name}`)
  .sort((a, b) => sentSize(b) - sentSize(a));
const width = Math.max(...chunks.map((file) => file.length));
console.log(`${'chunk'.padEnd(width)}  ${'sent'.padStart(9)}  loaded`);
for (const file of chunks) {
  const when = initial.has(file)
    ? 'initial'
    : landingRoute.includes(file)
      ? 'landing route'
      : 'lazy';
  console.log(`${file.padEnd(width)}  ${kb(sentSize(file)).padStart(9)}  ${when}`);
}

const sum = (files) => [...files].reduce((total, file) => total + sentSize(file), 0);
const initialBytes = sum(initial);
const routeBytes = sum(landingRoute);
const cssBytes = sum(initialCss);
console.log('');
console.log(
  `Initial JS of the landing page (entry + static imports + modulepreloads): ${kb(initialBytes)} as sent (brotli) in ${initial.size} files`,
);
console.log(
  `  then its route chunk and locale (${LANDING_ROUTE}, ${DEFAULT_LOCALE}): ${kb(routeBytes)} → ${kb(initialBytes + routeBytes)} in all`,
);
console.log(`Initial CSS: ${kb(cssBytes)} as sent`);
console.log(`Budget: ${kb(BUDGET_BYTES)} as sent for the initial JS`);

// 4. The pages a phone opens most, each with everything it loads statically: the entry, the page's
// own chunk and the shared chunks it imports (a signed-in page its area's layout too), and the
// locale. Budgets a few KB above what they load today: a change that regroups Rolldown's shared
// chunks (its entriesAware merging of small sets) can move tens of KB onto an unrelated page, as a
// dialog's new import once put 37 KB more on the tracking link; it fails here instead of unseen.
const LAYOUT = 'src/app/layout/app-layout.tsx';
const PAGE_BUDGETS = [
  {
    name: 'the tracking link',
    keys: ['src/features/public-tracking/public-tracking-page.tsx'],
    budget: 190 * 1024,
  },
  {
    name: 'the request page',
    keys: [LAYOUT, 'src/features/request/request-page.tsx'],
    budget: 300 * 1024,
  },
  {
    name: 'order tracking',
    keys: [LAYOUT, 'src/features/order-tracking/order-tracking-page.tsx'],
    budget: 285 * 1024,
  },
];
const overPages = [];
console.log('');
for (const page of PAGE_BUDGETS) {
  const missing = page.keys.filter((key) => !manifest[key]);
  if (missing.length > 0) {
    console.error(`✗ ${missing.join(', ')} is not in the manifest: update PAGE_BUDGETS.`);
    process.exit(1);
  }
  const files = staticClosure([...entryKeys, ...page.keys, DEFAULT_LOCALE]);
  const bytes = sum(files);
  console.log(
    `JS of ${page.name}: ${kb(bytes)} as sent in ${files.size} files (budget ${kb(page.budget)})`,
  );
  if (bytes > page.budget)
    overPages.push(`${page.name}: ${kb(bytes)}, over by ${kb(bytes - page.budget)}`);
}
if (overPages.length > 0) {
  console.error(
    `\n✗ Over a page's budget: ${overPages.join('; ')}.` +
      '\n  See what moved onto the page in the table above (a shared chunk it did not load before).',
  );
  process.exit(1);
}

if (initialBytes > BUDGET_BYTES) {
  console.error(
    `\n✗ The landing page's initial JavaScript is ${kb(initialBytes)} as sent, over the budget of ${kb(BUDGET_BYTES)} by ${kb(initialBytes - BUDGET_BYTES)}.` +
      '\n  Move what the landing page does not need behind a lazy route or a dynamic import.',
  );
  process.exit(1);
}
console.log(`\n✓ Within budget (${kb(BUDGET_BYTES - initialBytes)} to spare).`);
