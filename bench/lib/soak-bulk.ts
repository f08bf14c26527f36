// The soak's bulk user: once a minute a restaurant uploads the 200-row workbook, waits for its
// rows to be checked, places it and watches it until every order is placed (the screen polls the
// job's detail every second). Each of its requests is timed and checked like the others.
import type { z } from 'zod';
import { createBulkJob, getBulkJob, placeBulkOrders } from '../../packages/domain/src/api/bulk.ts';
import type { TBulkJobSummary } from '../../packages/domain/src/bulk-job.ts';
import type { TRecorder } from './open-loop.ts';

type TVendor = { vendorId: string; authorization: string };

export function createBulkRunner(opts: {
  recorder: TRecorder;
  workbook: Uint8Array;
  vendors: TVendor[];
  baseOf: (n: number) => string;
}) {
  const { recorder } = opts;
  let runs = 0;
  let running: Promise<void> | null = null;
  const jobs: { rows: number; valid: number; placed: number; checkMs: number; placeMs: number }[] =
    [];

  /** One timed request; the answer read by its schema, or null after recording the error. */
  async function send<S extends z.ZodType>(
    kind: string,
    url: string,
    init: RequestInit,
    schema: S,
  ): Promise<z.output<S> | null> {
    const t0 = performance.now();
    try {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
      const text = await res.text();
      if (res.status !== 200) {
        recorder.error(kind, `HTTP ${res.status}`, `${init.method ?? 'GET'} ${url} → ${text}`);
        return null;
      }
      recorder.ok(kind, performance.now() - t0);
      return schema.parse(JSON.parse(text));
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause;
      recorder.error(
        kind,
        cause?.code ?? (error as Error).name,
        `${url}: ${String(cause ?? error)}`,
      );
      return null;
    }
  }

  /** Asks for the job every second until `isDone` (at most `limitMs`). */
  async function follow(
    n: number,
    vendor: TVendor,
    jobId: string,
    isDone: (job: TBulkJobSummary) => boolean,
    limitMs: number,
  ): Promise<TBulkJobSummary | null> {
    const deadline = performance.now() + limitMs;
    for (let i = 0; performance.now() < deadline; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const url = `${opts.baseOf(n + i)}/api/v1/bulk-job/detail/${vendor.vendorId}/${jobId}?include_rows=false`;
      const answer = await send(
        'bulk detail',
        url,
        { headers: { authorization: vendor.authorization } },
        getBulkJob.response[200],
      );
      if (answer && isDone(answer.body.bulk_job)) return answer.body.bulk_job;
    }
    return null;
  }

  async function cycle(n: number): Promise<void> {
    const vendor = opts.vendors[n % opts.vendors.length]!;
    const headers = { authorization: vendor.authorization };
    const form = new FormData();
    form.set('vendor_id', vendor.vendorId);
    // The same workbook on purpose, cycle after cycle (issue 22 would ask about it otherwise).
    form.set('allow_duplicate', 'true');
    form.set('content', new Blob([opts.workbook]), `soak-${n}.xlsx`);
    const started = performance.now();
    const uploaded = await send(
      'bulk upload',
      `${opts.baseOf(n)}/api/v1/bulk-job/create`,
      { method: 'POST', headers, body: form },
      createBulkJob.response[200],
    );
    if (!uploaded) return;
    const jobId = uploaded.body.bulk_job.bulk_job_id;
    const checked =
      uploaded.body.bulk_job.stage === 'PREPROCESSING'
        ? await follow(n, vendor, jobId, (job) => job.stage !== 'PREPROCESSING', 50_000)
        : uploaded.body.bulk_job;
    if (!checked) return recorder.error('bulk', 'rows not checked within 50 s', jobId);
    const checkMs = performance.now() - started;
    if (checked.success_row_count !== checked.total_rows)
      recorder.error('bulk', 'rows refused', JSON.stringify(checked));
    const placing = performance.now();
    const placed = await send(
      'bulk place',
      `${opts.baseOf(n + 1)}/api/v1/bulk-job/place-orders/${jobId}`,
      { method: 'POST', headers },
      placeBulkOrders.response[200],
    );
    if (!placed) return;
    const done = await follow(n, vendor, jobId, (job) => job.stage === 'DONE', 120_000);
    if (!done) return recorder.error('bulk', 'not placed within 120 s', jobId);
    if (done.orders_placed !== checked.success_row_count)
      recorder.error('bulk', 'orders not placed', JSON.stringify(done));
    jobs.push({
      rows: done.total_rows,
      valid: checked.success_row_count,
      placed: done.orders_placed,
      checkMs,
      placeMs: performance.now() - placing,
    });
  }

  return {
    /** Starts a cycle; a cycle still running at its minute is an error (the bulk fell behind). */
    runOnce: (): void => {
      if (running) return recorder.error('bulk', 'previous upload still running after 60 s');
      const n = runs++;
      running = cycle(n).finally(() => (running = null));
    },
    idle: async (): Promise<void> => {
      await running;
    },
    summary: () => ({ started: runs, jobs }),
  };
}
