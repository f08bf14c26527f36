// `npm run build -w @rider-portal/server`: compiles the server to plain JavaScript in dist/, so
// that `npm start` in prd runs it with node alone (no TypeScript loader at run time).
//   dist/main.mjs         the server (src/main.ts)
//   dist/admin.mjs        `npm run admin` (src/admin.ts)
//   dist/xlsx-worker.mjs  the spreadsheet reader's worker thread, beside the bundle that starts it
//   dist/supervise.mjs    `npm start`'s restart policy (scripts/supervise.ts)
// Our own packages (@rider-portal/*, TypeScript sources) are bundled in; every other package is
// left to node_modules, as installed. Source maps go beside each file (node --enable-source-maps
// prints stack traces with the sources' lines).
import { renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = fileURLToPath(new URL('.', import.meta.url));
export const SERVER_DIST = join(serverRoot, 'dist');

/** Installed packages stay imports; only our workspace packages are compiled into the bundle. */
const installedPackagesExternal = {
  name: 'installed-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@rider-portal/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** Compiles into a folder of its own, then puts it in place: a server starting meanwhile finds
 * the old build or the new one, whole. */
export async function buildServer(outdir = SERVER_DIST) {
  const staging = `${outdir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  await build({
    absWorkingDir: serverRoot,
    entryPoints: {
      main: 'src/main.ts',
      admin: 'src/admin.ts',
      'xlsx-worker': 'src/modules/bulk/xlsx-worker.ts',
      supervise: '../../scripts/supervise.ts',
    },
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    plugins: [installedPackagesExternal],
    logLevel: 'warning',
  });
  rmSync(outdir, { recursive: true, force: true });
  renameSync(staging, outdir);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const startedAt = performance.now();
  await buildServer();
  console.log(
    `Server compiled to ${SERVER_DIST} in ${Math.round(performance.now() - startedAt)} ms`,
  );
}
