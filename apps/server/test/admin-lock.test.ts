import { execFile, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirInUseError, dataDirOwner, lockDataDir } from '../src/platform/data-dir-lock.ts';
import { REPO_ROOT, startServerProcess } from './helpers/server-process.ts';

// `npm run admin` without PORT opened the embedded database the running
// server held, and its flag change never reached the server. Now the server notes its port in
// DATA_DIR, the admin command sends its command there, and nothing opens the database twice.

const run = promisify(execFile);
const dirs: string[] = [];
const children: ChildProcess[] = [];

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rp-admin-'));
  dirs.push(dir);
  return dir;
}

/** `npm run admin -- …` as an operator types it: DATA_DIR given, PORT not. */
function admin(dataDir: string, ...argv: string[]) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PORTAL_ENV: 'stg',
  };
  delete env.PORT;
  return run(process.execPath, ['--import', 'tsx', 'apps/server/src/admin.ts', ...argv], {
    cwd: REPO_ROOT,
    env,
  }).then(
    (out) => ({ code: 0, output: out.stdout + out.stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({
      code: error.code,
      output: error.stdout + error.stderr,
    }),
  );
}

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('the embedded database has one owner', () => {
  it('is locked once, released, and taken over from a process that died', async () => {
    const dir = await tempDir();
    const lock = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    lock.notePort(4321);
    expect(dataDirOwner(dir)).toMatchObject({ pid: process.pid, port: 4321 });
    lock.release();
    expect(dataDirOwner(dir)).toBeNull();
    // A server killed with SIGKILL leaves its lock behind: the next one takes it over.
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => dead.once('exit', resolve));
    await writeFile(
      join(dir, 'embedded-database.lock'),
      JSON.stringify({ pid: dead.pid, port: 1, startedAt: '' }),
    );
    expect(dataDirOwner(dir)).toBeNull();
    lockDataDir(dir).release();
  });

  it('sends the command to the running server found through DATA_DIR, never opening its database', async () => {
    const dir = await tempDir();
    const server = await startServerProcess(dir);
    children.push(server.process);
    const flagOf = async () => {
      const res = await fetch(`${server.base}/api/v1/flags`);
      return ((await res.json()) as { result: { flags: Record<string, boolean> } }).result.flags[
        'technical-problems-banner'
      ];
    };
    expect(await flagOf()).toBe(false);
    const set = await admin(dir, 'flag:set', 'technical-problems-banner', 'on');
    expect(set.code, set.output).toBe(0);
    // The running server sees the change at once: it made it.
    expect(await flagOf()).toBe(true);

    // With the server stopped, the command opens the database itself.
    await new Promise((resolve) => {
      server.process.once('exit', resolve);
      server.process.kill('SIGTERM');
    });
    expect(dataDirOwner(dir)).toBeNull();

    // A live process holding the database that does not answer: the command refuses, opens
    // nothing (it would open a second copy beside that process's).
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    children.push(holder);
    await writeFile(
      join(dir, 'embedded-database.lock'),
      JSON.stringify({ pid: holder.pid, port: 9, startedAt: '' }),
    );
    const refused = await admin(dir, 'flag:set', 'technical-problems-banner', 'off');
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/is open in process \d+ \(the server on port 9\)/);
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));

    // Nobody holds it: the command opens the database itself.
    const offline = await admin(dir, 'flag:set', 'technical-problems-banner', 'off');
    expect(offline.code, offline.output).toBe(0);
    expect(offline.output).toMatch(/technical-problems-banner/);
    expect(dataDirOwner(dir)).toBeNull();
  }, 180_000);
});
