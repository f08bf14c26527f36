// Open-loop load: requests are scheduled at the target rate whatever the answers, as real users
// do not wait for each other; a request that cannot be sent because too many are in flight is an
// error, not a pause. Latency counts from the scheduled moment, so a slow server cannot hide its
// queue by slowing the load down (coordinated omission).
import { percentiles } from './measure.ts';

/** Latencies and errors per kind of request. */
export function createRecorder() {
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, { count: number; sample: string }>();
  return {
    ok(kind: string, ms: number): void {
      const list = latencies.get(kind) ?? [];
      list.push(ms);
      latencies.set(kind, list);
    },
    /** `what` names the failure (HTTP 500, ECONNRESET, not sent…); `sample` the first seen detail. */
    error(kind: string, what: string, sample = ''): void {
      const key = `${kind}: ${what}`;
      const known = errors.get(key);
      if (known) known.count += 1;
      else errors.set(key, { count: 1, sample: sample.slice(0, 600) });
    },
    errorCount: (): number => [...errors.values()].reduce((sum, e) => sum + e.count, 0),
    errorsOfKind: (kind: string): number =>
      [...errors.entries()]
        .filter(([key]) => key.startsWith(`${kind}: `))
        .reduce((sum, [, e]) => sum + e.count, 0),
    errors: () => [...errors.entries()].map(([key, e]) => ({ key, ...e })),
    kinds: () => [...latencies.keys()],
    latencies: (kind: string): number[] => latencies.get(kind) ?? [],
    allLatencies: (kinds: string[]): number[] => kinds.flatMap((k) => latencies.get(k) ?? []),
  };
}
export type TRecorder = ReturnType<typeof createRecorder>;

/**
 * Sends `rate × durationMs` requests, the n-th at start + n / rate, with at most `maxInFlight`
 * unanswered; `send(n, scheduledAt)` makes and records request n. Stops early when `shouldStop`.
 */
export async function runOpenLoop(opts: {
  rate: number;
  durationMs: number;
  maxInFlight: number;
  send: (n: number, scheduledAt: number) => Promise<void>;
  onNotSent: (n: number) => void;
  shouldStop?: () => boolean;
}): Promise<{
  scheduled: number;
  notSent: number;
  elapsedMs: number;
  lag: ReturnType<typeof percentiles>;
}> {
  const total = Math.round((opts.rate * opts.durationMs) / 1000);
  const started = performance.now();
  const lags: number[] = [];
  let scheduled = 0;
  let notSent = 0;
  let inFlight = 0;
  let drained: (() => void) | null = null;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      const now = performance.now();
      const due = opts.shouldStop?.()
        ? scheduled
        : Math.min(total, Math.floor(((now - started) * opts.rate) / 1000));
      while (scheduled < due) {
        const n = scheduled;
        const scheduledAt = started + (n * 1000) / opts.rate;
        scheduled += 1;
        if (inFlight >= opts.maxInFlight) {
          notSent += 1;
          opts.onNotSent(n);
          continue;
        }
        lags.push(now - scheduledAt);
        inFlight += 1;
        void opts.send(n, scheduledAt).finally(() => {
          inFlight -= 1;
          if (inFlight === 0) drained?.();
        });
      }
      if (scheduled >= total || opts.shouldStop?.()) {
        clearInterval(timer);
        resolve();
      }
    }, 2);
  });
  const elapsedMs = performance.now() - started;
  if (inFlight > 0) await new Promise<void>((resolve) => (drained = resolve));
  return { scheduled, notSent, elapsedMs, lag: percentiles(lags) };
}
