import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { TBulkJobDetail } from '@rider-portal/domain/bulk-job';
import { filledTemplate, validOrder } from './helpers/bulk-files.ts';
import { signInDemo } from './helpers/server-process.ts';

// The process comes back: `npm start` (scripts/start.mjs) as a person runs it, on its
// own data directory, running the compiled server (apps/server/dist, built when stale). The server process is killed (SIGKILL, as the out-of-memory killer does) and
// the portal answers again, with the bulk job uploaded before; a stop ends both processes; a
// server that cannot start is not started forever.

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const START = join(ROOT, 'scripts/start.mjs');
const ROWS = 40;

type TSupervisor = {
  process: ChildProcess;
  base: string;
  output: () => string;
  /** The pids of every server it started, in order. */
  serverPids: () => number[];
};

const supervisors: TSupervisor[] = [];
const dataDirs: string[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startSupervisor(env: Record<string, string> = {}): Promise<TSupervisor> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rp-supervisor-'));
  dataDirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, [START], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORTAL_ENV: 'stg',
      SIM: 'off',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      RATE_LIMIT_PER_MINUTE: '100000',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SKIP_WEB_BUILD: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const supervisor: TSupervisor = {
    process: child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    serverPids: () =>
      [...output.matchAll(/\[supervisor\] server started \(pid (\d+)\)/g)].map((m) => Number(m[1])),
  };
  supervisors.push(supervisor);
  return supervisor;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function until<T>(
  read: () => Promise<T> | T,
  isDone: (value: T) => boolean,
  what: string,
  timeoutMs = 90_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function healthStatus(base: string): Promise<number> {
  try {
    const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(2_000) });
    return res.status;
  } catch {
    return 0;
  }
}

async function jobOf(base: string, authorization: string, jobId: string) {
  const res = await fetch(`${base}/api/v1/bulk-job/detail/V1001/${jobId}?include_rows=false`, {
    headers: { authorization },
  });
  return { status: res.status, job: ((await res.json()) as { body?: TBulkJobDetail }).body };
}

afterAll(async () => {
  for (const supervisor of supervisors) {
    for (const pid of [supervisor.process.pid, ...supervisor.serverPids()]) {
      if (pid && isAlive(pid)) process.kill(pid, 'SIGKILL');
    }
  }
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('npm start keeps the server running', () => {
  it('restarts a killed server within 10 s with its bulk job, and stops with it on SIGTERM', async () => {
    const supervisor = await startSupervisor();
    const { base } = supervisor;
    await until(
      () => healthStatus(base),
      (s) => s === 200,
      `the portal:\n${supervisor.output()}`,
    );
    const [firstPid] = supervisor.serverPids();
    expect(firstPid).toBeGreaterThan(0);
    const authorization = await signInDemo(base);

    const form = new FormData();
    form.set('vendor_id', 'V1001');
    // Names without digits (000 §5 rule 3): Restart Aa, Restart Ab, …
    const letter = (n: number) => String.fromCharCode(97 + n);
    const rows = Array.from({ length: ROWS }, (_, i) =>
      validOrder(`Restart ${letter(Math.floor(i / 26)).toUpperCase()}${letter(i % 26)}`),
    );
    form.set('content', new Blob([await filledTemplate(rows)]), 'restart.xlsx');
    const created = await fetch(`${base}/api/v1/bulk-job/create`, {
      method: 'POST',
      headers: { authorization },
      body: form,
    });
    expect(created.status).toBe(200);
    const jobId = ((await created.json()) as { body: TBulkJobDetail }).body.bulk_job.bulk_job_id;

    const killedAt = Date.now();
    process.kill(firstPid!, 'SIGKILL');
    await until(
      () => supervisor.output(),
      (out) => /the server was killed by SIGKILL after running [\d.]+ s; restarting it/.test(out),
      'the supervisor to see the kill',
      10_000,
    );
    await until(
      () => healthStatus(base),
      (s) => s === 200,
      'the portal again',
      10_000,
    );
    expect(Date.now() - killedAt).toBeLessThan(10_000);
    const pids = supervisor.serverPids();
    expect(pids).toHaveLength(2);
    expect(pids[1]).not.toBe(firstPid);
    expect(isAlive(firstPid!)).toBe(false);

    // The job is kept, and checked (resumed, if the kill came while its rows were being checked).
    const checked = await until(
      () => jobOf(base, authorization, jobId),
      (r) => r.status === 200 && r.job?.bulk_job.stage === 'PREPROCESSED',
      `job ${jobId} checked after the restart`,
    );
    expect(checked.job!.bulk_job).toMatchObject({
      bulk_job_id: jobId,
      file_name: 'restart.xlsx',
      status: 'PREPROCESS_SUCCESS',
      total_rows: ROWS,
      success_row_count: ROWS,
    });

    supervisor.process.kill('SIGTERM');
    expect(await exited(supervisor.process)).toBe(0);
    await until(
      () => isAlive(pids[1]!),
      (alive) => !alive,
      'the server to end',
      10_000,
    );
    expect(supervisor.serverPids()).toHaveLength(2);
    expect(supervisor.output()).not.toMatch(/killed by SIGTERM|exited with code 0/);
  }, 240_000);

  it('does not restart a server whose configuration is refused', async () => {
    const supervisor = await startSupervisor({ PORT: 'not-a-port' });
    expect(await exited(supervisor.process)).toBe(78);
    const output = supervisor.output();
    expect(supervisor.serverPids()).toHaveLength(1);
    expect(output.match(/PORT should be one of 0-65535/g)).toHaveLength(1);
    expect(output).toMatch(
      /\[supervisor\] the server exited with code 78 after running [\d.]+ s: its configuration is refused \(see the error above\), so it is not restarted/,
    );
    for (const pid of supervisor.serverPids()) expect(isAlive(pid)).toBe(false);
  }, 120_000);

  it('runs the compiled server in prd: plain JavaScript, no TypeScript loader, JSON logs', async () => {
    const supervisor = await startSupervisor({
      PORTAL_ENV: 'prd',
      LOG_LEVEL: 'info',
      MAP_TILE_URL: 'none',
      SMS_URL: 'none',
      TOKEN_SECRET: 'prd-test-token-secret-0123456789abcdef',
      FEE_SIGNING_SECRET: 'prd-test-fee-secret-0123456789abcdef',
      LOGISTICS_SECRET: 'prd-test-logistics-secret-0123456789',
      INTEGRATION_KEY: 'prd-test-integration-key-0123456789',
      TRACKING_SECRET: 'prd-test-tracking-secret-0123456789',
      NODE_OPTIONS: '',
    });
    await until(
      () => healthStatus(supervisor.base),
      (s) => s === 200,
      `the portal:\n${supervisor.output()}`,
    );
    const [pid] = supervisor.serverPids();
    const argv = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
    expect(argv).toEqual([
      process.execPath,
      '--enable-source-maps',
      join(ROOT, 'apps/server/dist/main.mjs'),
    ]);
    const environ = (await readFile(`/proc/${pid}/environ`, 'utf8')).split('\0');
    expect(environ.filter((v) => /^NODE_OPTIONS=.+/.test(v))).toEqual([]);
    const output = supervisor.output();
    expect(output).toMatch(/environment prd/);
    expect(output).toMatch(
      /^\{"level":30,.*"msg":"Server listening at http:\/\/127\.0\.0\.1:\d+"\}$/m,
    );
    expect(output).not.toMatch(/demo logins/);

    supervisor.process.kill('SIGTERM');
    expect(await exited(supervisor.process)).toBe(0);
  }, 120_000);
});
