/** Latency percentiles of a list of durations in milliseconds. */
export function percentiles(samples: number[]): {
  p50: number;
  p95: number;
  p99: number;
  max: number;
} {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1] ?? 0),
  };
}

/**
 * Sends `total` requests with `concurrency` in flight to a loopback URL and reports throughput
 * and latency. Bounded in count; never points anywhere but this machine.
 */
export async function loadTest(
  url: string,
  opts: {
    total: number;
    concurrency: number;
    /** The same request every time, or one per request (n counts from 0). */
    init?: RequestInit | ((n: number) => RequestInit);
  },
): Promise<{ requestsPerSecond: number; p50: number; p95: number; p99: number; max: number }> {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '::1'].includes(host))
    throw new Error('benchmarks only target loopback');
  const durations: number[] = [];
  let next = 0;
  const started = performance.now();
  async function worker(): Promise<void> {
    while (next < opts.total) {
      const n = next;
      next += 1;
      const init = typeof opts.init === 'function' ? opts.init(n) : opts.init;
      const t0 = performance.now();
      const res = await fetch(url, init);
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      durations.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency }, () => worker()));
  const seconds = (performance.now() - started) / 1000;
  return { requestsPerSecond: Math.round(opts.total / seconds), ...percentiles(durations) };
}
