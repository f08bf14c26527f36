// Server instances as separate processes (`node --import tsx apps/server/src/main.ts`), each with
// its own memory to measure: started on a free loopback port, asked for their memory over IPC
// (bench/lib/memory-probe.ts), their log kept, stopped with SIGTERM as an orchestrator would.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export type TMemorySample = { rss: number; heapUsed: number; heapTotal: number; external: number };

export type TInstance = Awaited<ReturnType<typeof startInstance>>;

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PROBE = new URL('./memory-probe.ts', import.meta.url).href;

/** A port nobody listens on right now (the server binds it a moment later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts one instance and resolves once it answers GET /health with 200 (60 s at most). */
export async function startInstance(opts: {
  name: string;
  env: Record<string, string>;
  logFile: string;
}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', '--import', PROBE, 'apps/server/src/main.ts'],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, ...opts.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    },
  );
  const log = createWriteStream(opts.logFile);
  /** The warn and error lines (LOG_LEVEL=warn: pino writes only those), and anything on stderr. */
  const problems: string[] = [];
  let problemCount = 0;
  const keep = (chunk: Buffer, isStderr: boolean) => {
    log.write(chunk);
    for (const line of chunk.toString('utf8').split('\n')) {
      const isProblem = isStderr ? line.trim() !== '' : /"level":(40|50|60)/.test(line);
      if (!isProblem) continue;
      problemCount += 1;
      if (problems.length < 50) problems.push(line.slice(0, 2000));
    }
  };
  child.stdout?.on('data', (chunk: Buffer) => keep(chunk, false));
  child.stderr?.on('data', (chunk: Buffer) => keep(chunk, true));

  let exit: { code: number | null; signal: string | null; at: number } | null = null;
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exit = { code, signal, at: Date.now() };
      resolve();
    }),
  );

  let nextId = 0;
  const waiting = new Map<number, (sample: TMemorySample) => void>();
  child.on('message', (message: { type?: string; id?: number } & TMemorySample) => {
    if (message.type !== 'memory' || message.id === undefined) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exit) throw new Error(`${opts.name} exited while starting; see ${opts.logFile}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${opts.name} did not answer /health within 60 s; see ${opts.logFile}`);
    }
    const isUp = await fetch(`${base}/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (isUp) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    name: opts.name,
    base,
    pid: child.pid ?? 0,
    logFile: opts.logFile,
    problems,
    problemCount: () => problemCount,
    /** How it ended, while the benchmark still ran it: a crash. */
    exit: () => exit as { code: number | null; signal: string | null; at: number } | null,
    /** RSS and heap of the process (after a full collection when asked); null if it is gone. */
    memory: (opts: { gc?: boolean } = {}): Promise<TMemorySample | null> => {
      if (exit || !child.connected) return Promise.resolve(null);
      const id = nextId++;
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(null);
        }, 10_000);
        waiting.set(id, (sample) => {
          clearTimeout(timer);
          resolve(sample);
        });
        child.send({ type: 'memory', id, gc: opts.gc ?? false });
      });
    },
    /** SIGTERM (finish what is in flight, close the database), SIGKILL after 20 s. */
    stop: async () => {
      if (!exit) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
        await exited;
        clearTimeout(timer);
      }
      if (!log.writableEnded) await new Promise((resolve) => log.end(resolve));
    },
  };
}
