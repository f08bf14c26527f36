// The soak's report, printed in the shape of a bench/README.md section: the rate reached, errors by
// kind, latency per kind, memory of each instance and its growth after warm-up, live events, bulk.
import type { TInstance, TMemorySample } from './instances.ts';
import { percentiles } from './measure.ts';
import type { TRecorder, runOpenLoop } from './open-loop.ts';
import type { createLiveWatchers } from './live-watchers.ts';
import type { createBulkRunner } from './soak-bulk.ts';

export type TSoakReport = {
  machine: string;
  loadBefore: number;
  loadAfter: number;
  minutes: number;
  rate: number;
  warmupMs: number;
  mix: Record<string, number>;
  loop: Awaited<ReturnType<typeof runOpenLoop>>;
  recorder: TRecorder;
  perInstance: TRecorder;
  samples: { at: number; instance: string; memory: TMemorySample }[];
  afterGc: Record<string, { warm?: TMemorySample; end?: TMemorySample }>;
  instances: TInstance[];
  /** Warn and error lines each instance had logged when the load ended (before its shutdown). */
  logLinesDuringRun: number[];
  watchers: ReturnType<typeof createLiveWatchers>;
  sockets: number;
  socketsOpenAtEnd: number;
  bulk: ReturnType<ReturnType<typeof createBulkRunner>['summary']>;
  rateLimitPerMinute: number;
  redisUrl: string;
};

const en = (n: number) => Math.round(n).toLocaleString('en');
const mb = (bytes: number) => Math.round(bytes / 2 ** 20);
const ms = (n: number) => n.toLocaleString('en', { maximumFractionDigits: 1 });
const pct = (from: number, to: number) =>
  `${to >= from ? '+' : ''}${(((to - from) / from) * 100).toFixed(1)} %`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

function latencyRow(label: string, share: string, latencies: number[], errors: number): string {
  const p = percentiles(latencies);
  return `| ${label} | ${share} | ${en(latencies.length + errors)} | ${en(errors)} | ${ms(p.p50)} | ${ms(p.p95)} | ${ms(p.p99)} | ${ms(p.max)} |`;
}

function memoryRows(r: TSoakReport): string[] {
  const rows = [
    '| instance | RSS start → after warm-up → end, MB | RSS growth | heap start → after warm-up → end, MB | heap growth | heap after a full GC, warm-up → end, MB | its growth | peak RSS, MB |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const instance of r.instances) {
    const own = r.samples.filter((s) => s.instance === instance.name);
    const warm = own.filter((s) => s.at >= r.warmupMs);
    if (own.length === 0 || warm.length === 0) continue;
    // Medians of three samples: one sample can land in the middle of a burst of garbage.
    const of = (list: typeof own, pick: (m: TMemorySample) => number) =>
      median(list.map((s) => pick(s.memory)));
    const first = warm.slice(0, 3);
    const last = own.slice(-3);
    const rss = [
      of(own.slice(0, 1), (m) => m.rss),
      of(first, (m) => m.rss),
      of(last, (m) => m.rss),
    ];
    const heap = [
      of(own.slice(0, 1), (m) => m.heapUsed),
      of(first, (m) => m.heapUsed),
      of(last, (m) => m.heapUsed),
    ];
    const gc = r.afterGc[instance.name];
    const gcCells =
      gc?.warm && gc.end
        ? `${mb(gc.warm.heapUsed)} → ${mb(gc.end.heapUsed)} | ${pct(gc.warm.heapUsed, gc.end.heapUsed)}`
        : 'not measured | –';
    const peak = Math.max(...own.map((s) => s.memory.rss));
    rows.push(
      `| ${instance.name} | ${rss.map(mb).join(' → ')} | ${pct(rss[1]!, rss[2]!)} | ${heap.map(mb).join(' → ')} | ${pct(heap[1]!, heap[2]!)} | ${gcCells} | ${mb(peak)} |`,
    );
  }
  return rows;
}

/** RSS and heap once a minute (every sixth sample), to see a trend and not only two ends. */
function memorySeries(r: TSoakReport): string[] {
  return r.instances.map((instance) => {
    const own = r.samples.filter((s) => s.instance === instance.name);
    const minutely = own.filter((_, i) => i % 6 === 0 || i === own.length - 1);
    const series = (pick: (m: TMemorySample) => number) =>
      minutely.map((s) => mb(pick(s.memory))).join(' ');
    return `- ${instance.name}, once a minute: RSS ${series((m) => m.rss)} MB; heap ${series((m) => m.heapUsed)} MB`;
  });
}

export function printSoakReport(r: TSoakReport): void {
  const kinds = Object.keys(r.mix);
  const seconds = r.loop.elapsedMs / 1000;
  const answered = r.recorder.allLatencies(kinds).length;
  const loopErrors = kinds.reduce((sum, k) => sum + r.recorder.errorsOfKind(k), 0);
  const totalWeight = Object.values(r.mix).reduce((a, b) => a + b, 0);
  const lines: string[] = [
    `## soak: ${r.minutes} minutes at ${r.rate} req/s on two instances (this run)`,
    '',
    `Run on ${new Date().toISOString().slice(0, 10)} on ${r.machine}. Load average (1 min) before the start ${r.loadBefore.toFixed(2)} (the benchmark refuses above 1.5 without \`--force\`), ${r.loadAfter.toFixed(2)} at the end.`,
    `Two server processes (\`PORTAL_ENV=prd\`, \`SIM=on\`, \`LOG_LEVEL=warn\`) on a fresh PostgreSQL database and Redis (${r.redisUrl}), \`RATE_LIMIT_PER_MINUTE=${r.rateLimitPerMinute}\`: the limit counts per client address, and every request of the benchmark (and the simulator's own calls to the entry point) comes from 127.0.0.1.`,
    '',
    `Open loop: ${en(r.loop.scheduled)} requests scheduled over ${seconds.toFixed(0)} s (${r.rate} req/s, at most 256 in flight), ${en(r.loop.notSent)} not sent; **${(answered / seconds).toFixed(1)} req/s answered 2xx**, ${((answered + loopErrors) / seconds).toFixed(1)} req/s answered or failed. Latency counts from each request's scheduled moment; the load generator sent them ${ms(r.loop.lag.p50)} / ${ms(r.loop.lag.p99)} ms (p50 / p99) late.`,
    '',
    '| request | share | requests | errors | p50 ms | p95 ms | p99 ms | max ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...kinds.map((k) =>
      latencyRow(
        k,
        `${Math.round(((r.mix[k] ?? 0) / totalWeight) * 100)} %`,
        r.recorder.latencies(k),
        r.recorder.errorsOfKind(k),
      ),
    ),
    latencyRow('**all of the open loop**', '100 %', r.recorder.allLatencies(kinds), loopErrors),
    ...r.instances.map((i) =>
      latencyRow(
        `  through ${i.name}`,
        '50 %',
        r.perInstance.latencies(i.base),
        r.perInstance.errorsOfKind(i.base),
      ),
    ),
    ...['bulk upload', 'bulk detail', 'bulk place'].map((k) =>
      latencyRow(
        `${k} (not in the open loop)`,
        '–',
        r.recorder.latencies(k),
        r.recorder.errorsOfKind(k),
      ),
    ),
    '',
  ];
  const errors = r.recorder.errors();
  lines.push(
    `**Errors: ${en(r.recorder.errorCount())}**${errors.length ? ':' : ' (no non-2xx answer, no failed or unsent request, no socket drop, no crash).'}`,
  );
  if (errors.length) {
    lines.push('', '| error | count | first seen |', '| --- | ---: | --- |');
    for (const e of errors)
      lines.push(
        `| ${e.key} | ${en(e.count)} | ${e.sample.replaceAll('|', '\\|').replaceAll('\n', ' ')} |`,
      );
  }
  lines.push(
    '',
    `Memory, sampled every 10 s (${r.samples.length / r.instances.length} samples per instance); warm-up is the first ${Math.round(r.warmupMs / 1000)} s, growth is the median of the last three samples against the first three after it (target < 10 %):`,
    '',
    ...memoryRows(r),
    '',
    ...memorySeries(r),
    '',
  );
  const received = r.watchers.received();
  const perInstance = r.watchers.receivedPerInstance();
  lines.push(
    `Live: ${r.sockets} sockets (half on each instance) open for the whole run, ${r.socketsOpenAtEnd} still open at the end; ${en(r.watchers.total())} events received (${
      Object.entries(received)
        .map(([type, n]) => `${type} ${en(n)}`)
        .join(', ') || 'none'
    }); ${r.instances.map((i) => `${en(perInstance[i.base] ?? 0)} through ${i.name}`).join(', ')}.`,
  );
  const jobs = r.bulk.jobs;
  lines.push(
    `Bulk: ${r.bulk.started} upload(s) of 200 rows started, ${jobs.length} checked and placed (${en(jobs.reduce((s, j) => s + j.placed, 0))} orders); upload to checked p50 ${ms(median(jobs.map((j) => j.checkMs)) / 1000)} s, placement p50 ${ms(median(jobs.map((j) => j.placeMs)) / 1000)} s.`,
  );
  const problems = r.instances
    .map(
      (i, k) =>
        `${i.name} ${r.logLinesDuringRun[k]} during the run, ${i.problemCount() - (r.logLinesDuringRun[k] ?? 0)} while stopping (SIGTERM)`,
    )
    .join('; ');
  lines.push(`Server log, warn and error lines: ${problems}.`);
  for (const i of r.instances)
    for (const line of i.problems.slice(0, 5)) lines.push(`    ${i.name}: ${line.slice(0, 600)}`);
  console.log(`\n${lines.join('\n')}\n`);
}
