import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// A server of its own for a test that needs another deployment than the shared one (two
// instances behind one load balancer, another market): the real server, the built web app, a
// fresh data folder, a free port. Stopped (and its folder removed) by stopInstance.

const root = fileURLToPath(new URL('../..', import.meta.url));

export type TInstance = { url: string; process: ChildProcess; dataDir: string };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the server with these settings over the defaults and waits for its /health. */
export async function startInstance(env: Record<string, string>): Promise<TInstance> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'rp-e2e-instance-'));
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORTAL_ENV: 'stg',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: dataDir,
        MAP_TILE_URL: 'none',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_PER_MINUTE: '100000',
        ...env,
      },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`instance on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { url, process: child, dataDir };
}

export async function stopInstance(instance: TInstance | undefined): Promise<void> {
  if (!instance) return;
  if (instance.process.exitCode === null) {
    const exited = new Promise((r) => instance.process.once('exit', r));
    instance.process.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    instance.process.kill('SIGKILL');
  }
  rmSync(instance.dataDir, { recursive: true, force: true });
}
