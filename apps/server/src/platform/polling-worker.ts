import type { FastifyBaseLogger } from 'fastify';

/** What a worker writes to: the server's log, or nothing (tests). */
export type TWorkerLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
const silent: TWorkerLog = { info: () => {}, warn: () => {}, error: () => {} };

/** What one run is given: where to log, and whether the server is shutting down meanwhile. */
export type TRunInput = { log: TWorkerLog; isStopping: () => boolean };

/** A job every server runs every so often over a queue or a table (every instance, its share). */
export type TPollingWorker<T> = {
  /** One run now, after any run of this worker still going (tests call it with their clock). */
  run(log?: TWorkerLog): Promise<T>;
  /** On server start: a run now (what a stopped server left), then one every `everyMs`. */
  start(log?: TWorkerLog): void;
  /** On shutdown: no new run; the one going finishes what it holds (it may ask `isStopping`). */
  stop(): Promise<void>;
};

/**
 * A polling worker: runs never overlap (a tick while one runs is skipped), a failed run is logged
 * and the next tick tries again, and the timer never keeps the process alive.
 */
export function createPollingWorker<T>(opts: {
  name: string;
  everyMs: number;
  run: (input: TRunInput) => Promise<T>;
}): TPollingWorker<T> {
  let queue: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setInterval> | null = null;
  let isStopping = false;
  let isRunning = false;

  const run = (log: TWorkerLog = silent): Promise<T> => {
    const next = queue.then(() => opts.run({ log, isStopping: () => isStopping }));
    queue = next.catch(() => {});
    return next;
  };

  return {
    run,
    start(log = silent) {
      isStopping = false;
      const tick = () => {
        if (isStopping || isRunning) return;
        isRunning = true;
        run(log)
          .catch((error: unknown) => log.error({ err: error }, opts.name))
          .finally(() => {
            isRunning = false;
          });
      };
      tick();
      timer ??= setInterval(tick, opts.everyMs);
      timer.unref();
    },
    async stop() {
      isStopping = true;
      if (timer) clearInterval(timer);
      timer = null;
      await queue;
    },
  };
}

/** One of something per application context (a worker, its state), made when first asked for. */
export function perContext<C extends object, T>(make: (ctx: C) => T): (ctx: C) => T {
  const made = new WeakMap<C, T>();
  return (ctx) => {
    let value = made.get(ctx);
    if (value === undefined) {
      value = make(ctx);
      made.set(ctx, value);
    }
    return value;
  };
}
