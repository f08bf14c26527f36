// `npm start`: build the web app and the server when missing or older than their sources (the web
// app not with SKIP_WEB_BUILD=1), then run the compiled server (one process, embedded defaults,
// plain JavaScript: no TypeScript loader at run time) until it is stopped, starting it again when
// it dies (when and how often: supervise.ts).
import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { ROOT, SERVER_MAIN, SERVER_SUPERVISE, ensureBuilt } from './builds.mjs';

if (process.env.SKIP_WEB_BUILD !== '1' && !ensureBuilt('web')) process.exit(1);
if (!ensureBuilt('server')) process.exit(1);

const { decideAfterExit, describeExit, initialRestartState } = await import(
  pathToFileURL(SERVER_SUPERVISE).href
);

const serverArgs = ['--enable-source-maps', SERVER_MAIN];
let server = null;
let restartTimer = null;
let isStopRequested = false;
let restartState = initialRestartState();

function startServer() {
  const startedAt = Date.now();
  const child = spawn(process.execPath, serverArgs, { cwd: ROOT, stdio: 'inherit' });
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
