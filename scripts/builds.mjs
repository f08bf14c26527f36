// What `npm start` and the browser tests' server build before they run: the web app and the
// compiled server, each when it is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The compiled server (apps/server/build.mjs) and the restart policy compiled beside it. */
export const SERVER_MAIN = join(ROOT, 'apps/server/dist/main.mjs');
export const SERVER_SUPERVISE = join(ROOT, 'apps/server/dist/supervise.mjs');

const BUILDS = {
  web: {
    output: join(ROOT, 'apps/web/dist/index.html'),
    sources: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/domain/src',
    ],
    workspace: '@rider-portal/web',
    label: 'the web app',
  },
  server: {
    output: SERVER_MAIN,
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'packages/domain/src',
      'packages/i18n/src',
      'scripts/supervise.ts',
    ],
    workspace: '@rider-portal/server',
    label: 'the server',
  },
};

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Whether the build's output is missing or older than one of its sources. */
export function isStale(name) {
  const { output, sources } = BUILDS[name];
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return sources.some((source) => newestMtime(join(ROOT, source)) > builtAt);
}

/** Builds when stale (or always with FORCE_BUILD=1); false when the build failed. */
export function ensureBuilt(name, { force = process.env.FORCE_BUILD === '1' } = {}) {
  if (!force && !isStale(name)) return true;
  const { workspace, label } = BUILDS[name];
  console.log(`Building ${label}…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  return build.status === 0;
}
