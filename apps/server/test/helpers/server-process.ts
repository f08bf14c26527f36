import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

// The real server as a process of its own (`node --import tsx apps/server/src/main.ts`), on the
// embedded database in its own DATA_DIR, for tests that kill, restart or stand beside it.

export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export type TServerProcess = { process: ChildProcess; base: string };

/** Starts the server on a free port of 127.0.0.1 and waits for its banner. */
export function startServerProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<TServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORTAL_ENV: 'stg',
      SIM: 'off',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      RATE_LIMIT_PER_MINUTE: '100000',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      MAP_TILE_URL: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running on http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ process: child, base: `http://127.0.0.1:${match[1]}` });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

/** Sends `signal` and waits until the process has ended. */
export function stopped(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/** Signs the demo parent user in to a server process; the Authorization header value. */
export async function signInDemo(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email_address: 'parent@demo.test', password: 'Portal#2026' }),
  });
  expect(res.status).toBe(200);
  const { result } = (await res.json()) as {
    result: { AuthenticationResult: { AccessToken: string; IdToken: string } };
  };
  return `Bearer ${result.AuthenticationResult.AccessToken}|${result.AuthenticationResult.IdToken}`;
}
