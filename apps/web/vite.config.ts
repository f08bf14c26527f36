import { createRequire } from 'node:module';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { mantineStableId } from './build/mantine-use-id.ts';
import { pureDomainSchemas } from './build/pure-domain-schemas.ts';

/** React Router's production build of one of its entries (`react-router`, `react-router/dom`). */
const reactRouterProduction = (entry: string) =>
  createRequire(import.meta.url)
    .resolve(entry)
    .replace(/development([\\/][\w-]+)\.m?js$/, 'production$1.mjs');

// The server owns these paths; in `vite dev` and `vite preview` they are forwarded to it.
const SERVER = 'http://localhost:8080';
const proxy = {
  '/api': SERVER,
  '/live': { target: SERVER, ws: true },
  '/fwfFallback.json': SERVER,
  '/version.json': SERVER,
};

export default defineConfig(({ command }) => ({
  plugins: [react(), pureDomainSchemas(), mantineStableId()],
  // React Router's package points every bundler at its development build (warnings, checks); a
  // built app takes the production build it ships beside it (both entries: they share chunks).
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('react-router') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('react-router/dom') },
          ],
        }
      : {},
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/check-bundle.mjs reads the manifest to find what the landing page loads up front.
    manifest: true,
    // WEB_SOURCEMAP=1: source maps beside the files (not linked from them), to read a profile.
    sourcemap: process.env.WEB_SOURCEMAP === '1' ? 'hidden' : false,
    // A lazy page's scripts are fetched by its own imports, not announced first with a
    // <link rel="modulepreload"> each: Chromium did work for every such link as it was inserted, in
    // the task that starts the page (the request page's 30-odd links: about 230 ms at 4× CPU, in
    // one piece). Its stylesheets are still inserted first, so nothing it draws is unstyled.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    // Prints the gzip size of every chunk after the build.
    reportCompressedSize: true,
    // Everything the entry imports statically in one chunk ('app'): split as Rolldown splits by
    // default, it was about forty files of 1–9 KB, and a phone on a slow network paid a round
    // trip for each (Lighthouse: 45 requests instead of 90 on /, 16 KB less; the signed-in pages
    // score 8 points more). Pages and features stay lazy chunks of their own.
    // The lazy pages share Mantine's components, the icons and the app's shared code: split by
    // default, each was its own file of 1–3 KB (the request page asked for 86 files, and a phone
    // on a slow network pays a round trip for each). The 'lib' group puts these modules in one
    // chunk per set of pages that use them, merging sets under 12 KB into their neighbours
    // (Rolldown's entriesAware): 49 requests, signed-in pages 61–65 → 70–71 in Lighthouse. The map
    // code stays out: it is loaded only where a map is drawn, and never on the server.
    rolldownOptions: {
      output: {
        // The merging of small page sets (entriesAware) can make two shared chunks import each
        // other; without this, whichever loads first could run a module before the one it needs
        // (React undefined in createContext: a new page, /dev/messages, left /dev/mailbox and the
        // request page hanging on their skeletons). Each module's body now runs when it is first
        // imported, in source order, whatever chunk it sits in.
        strictExecutionOrder: true,
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'], priority: 3 },
            {
              name: 'lib',
              test: (id: string) =>
                /node_modules[\\/](@mantine[\\/](core|hooks)|@tabler[\\/]icons-react)[\\/]/.test(
                  id,
                ) ||
                (/apps[\\/]web[\\/]src[\\/]shared[\\/]/.test(id) &&
                  !/shared[\\/](map[\\/]|orders[\\/]order-map)/.test(id)),
              entriesAware: true,
              entriesAwareMergeThreshold: 12000,
              priority: 2,
            },
          ],
        },
      },
    },
  },
  server: { proxy },
  preview: { proxy },
}));
