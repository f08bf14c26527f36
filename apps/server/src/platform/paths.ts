import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Where the server's files are, whether it runs from its sources (src/…, through tsx in
// development and tests) or from the compiled bundle (dist/main.mjs, `npm start` in prd): the
// same relative path cannot name both, so the server's folder is found by its package.json.

function findServerRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === '@rider-portal/server') return dir;
    }
    if (dirname(dir) === dir) throw new Error(`apps/server not found above ${from}`);
  }
}

/** apps/server: drizzle/ (the migrations) and dist/ (the compiled server) are in it. */
export const SERVER_ROOT = findServerRoot(dirname(fileURLToPath(import.meta.url)));

/** The migrations, applied at start-up. */
export const MIGRATIONS_FOLDER = join(SERVER_ROOT, 'drizzle');

/** The built web app, unless WEB_DIST points elsewhere (a separate build for a parallel run). */
export const DEFAULT_WEB_DIST = process.env.WEB_DIST || join(SERVER_ROOT, '../web/dist');
