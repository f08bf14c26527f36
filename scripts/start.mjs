// `npm start`: build the web app when it is missing or older than its sources (not with
// SKIP_WEB_BUILD=1), then run the server (one process, embedded defaults) until it is stopped,
// starting it again when it dies (when and how often: supervise.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const { decideAfterExit, describeExit, initialRestartState } = await tsImport(
  './supervise.ts',
  import.meta.url,
);

const root = fileURLToPath(new URL('..', import.meta.url));
const distIndex = join(root, 'apps/web/dist/index.html');

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

const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/domain/src',
];
const builtAt = existsSync(distIndex) ? statSync(distIndex).mtimeMs : 0;
const isStale = sources.some((s) => newestMtime(join(root, s)) > builtAt);
const isSkipped = process.env.SKIP_WEB_BUILD === '1';
if ((isStale && !isSkipped) || process.env.FORCE_BUILD === '1') {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@rider-portal/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverArgs = ['--import', 'tsx', join(root, 'apps/server/src/main.ts')];
let server = null;
let restartTimer = null;
let isStopRequested = false;
let restartState = initialRestartState();

function startServer() {
  const startedAt = Date.now();
  const child = spawn(process.execPath, serverArgs, { cwd: root, stdio: 'inherit' });
  server = child;
  console.log(`[supervisor] server started (pid ${child.pid})`);
  child.on('exit', (code, signal) => {
    server = null;
    const exit = { code, signal, ranMs: Date.now() - startedAt, isStopRequested };
    const decision = decideAfterExit(exit, restartState);
    if (decision.action === 'stop') process.exit(decision.exitCode);
    console.error(describeExit(exit, decision));
    if (decision.action === 'give-up') process.exit(decision.exitCode);
    restartState = decision.state;
    restartTimer = setTimeout(startServer, decision.delayMs);
  });
}

// A stop goes to the server, and the supervisor ends with it; between two runs it ends at once.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    isStopRequested = true;
    if (server) return void server.kill(signal);
    clearTimeout(restartTimer);
    process.exit(0);
  });
}
startServer();
