import type { FastifyBaseLogger } from 'fastify';

type TLog = Pick<FastifyBaseLogger, 'error'>;
const silent: TLog = { error: () => {} };

/** A job every server runs every so often over a queue or a table (every instance, its share). */
export type TPollingWorker<T> = {
  /** One run now, after any run of this worker still going (tests call it with their clock). */
  run(): Promise<T>;
  /** On server start: a run now (what a stopped server left), then one every `everyMs`. */
  start(log?: TLog): void;
  /** On shutdown: no new run; the one going finishes. */
  stop(): Promise<void>;
};

/**
 * A polling worker: runs never overlap (a tick while one runs is skipped), a failed run is logged
 * and the next tick tries again, and the timer never keeps the process alive.
 */
export function createPollingWorker<T>(opts: {
  name: string;
  everyMs: number;
  run: () => Promise<T>;
}): TPollingWorker<T> {
  let queue: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setInterval> | null = null;
  let isStopping = false;
  let isRunning = false;

  const run = (): Promise<T> => {
    const next = queue.then(opts.run);
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
        run()
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
