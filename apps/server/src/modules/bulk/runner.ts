import { randomUUID } from 'node:crypto';
import type { TBulkJobStatus } from '@rider-portal/domain/bulk';
import { BULK_JOB_PROGRESS_EVENT } from '@rider-portal/domain/bulk-job';
import type { TBulkJobStage } from '@rider-portal/domain/bulk-job';
import { timeSlicer, yieldToRequests } from '../../platform/time-slice.ts';
import type { TAppContext } from '../../app-context.ts';
import { publishLiveEvent } from '../live/publish.ts';
import { findVendor } from '../vendors/store.ts';
import { loadOrdersPlacedToday, probableDuplicateOf } from './duplicates.ts';
import { placeRow, placeRows } from './placement.ts';
import type { TRowOutcome } from './placement.ts';
import { checkRow, loadJobEnv } from './preprocess.ts';
import { presentJobSummary } from './presenter.ts';
import {
  claimJob,
  countRows,
  findFirstRowInStatus,
  findLastRowNumber,
  findOrphanJobs,
  findRowsInStatus,
  saveCheckedRows,
  saveRowOutcome,
  updateOwnedJob,
} from './store.ts';
import type { TBulkJobRecord, TBulkJobRowRecord, TCheckedRow } from './store.ts';
import { errorForLog } from '../../http/hardening.ts';

// The background work of bulk jobs: checking rows (preprocessing) and placing orders. A job is
// held by one worker at a time (bulk_jobs.owner, refreshed in heartbeat_at); rows are taken in
// sheet order and each row's result is written as soon as it is known, so a worker that dies
// leaves a job another worker (or this server after a restart) simply continues.

/** A worker that has not been heard of for this long is taken as gone (our choice). */
export const BULK_LEASE_MS = 30_000;
/** How often a server looks for jobs whose worker is gone (our choice). */
const SWEEP_EVERY_MS = 15_000;
/** Progress is written and published at most this often, and at every step's end (our choice). */
const PROGRESS_EVERY_MS = 300;
/** Row numbers read per window: checked with one write per window (our choice). */
const CHECK_BATCH = 100;
/**
 * Rows placed per transaction (our choice): each batch's rows are checked one by one, then their
 * orders, keys, address book entries, live events and outcomes written together, each kind in one
 * statement, so the vendor's order counter is taken once per batch. Large enough that the ~10
 * statements of a batch cost little per order; small enough that a batch's transaction (which
 * holds the vendor's counter, and on PGlite the one connection) lasts tens of milliseconds.
 */
export const PLACE_BATCH_ROWS = 50;

type TWorker = {
  owner: string;
  running: Map<string, Promise<void>>;
  isStopping: boolean;
  sweep: ReturnType<typeof setInterval> | null;
};

const workers = new WeakMap<TAppContext, TWorker>();

function workerOf(ctx: TAppContext): TWorker {
  let worker = workers.get(ctx);
  if (!worker) {
    worker = { owner: randomUUID(), running: new Map(), isStopping: false, sweep: null };
    workers.set(ctx, worker);
  }
  return worker;
}

/** This server's worker id, written into the jobs it holds. */
export function bulkWorkerId(ctx: TAppContext): string {
  return workerOf(ctx).owner;
}

/** Tells every viewer of the vendor where the job is (a failure to publish is let go). */
export async function publishProgress(ctx: TAppContext, job: TBulkJobRecord): Promise<void> {
  try {
    await publishLiveEvent(ctx.bus, {
      type: BULK_JOB_PROGRESS_EVENT,
      vendor_id: job.vendorId,
      data: presentJobSummary(job),
    });
  } catch {
    // Progress is a courtesy: the screens also read the job itself.
  }
}

/** Writes progress (and the heartbeat) while this worker holds the job; false once it lost it. */
export function progressWriter(ctx: TAppContext, job: TBulkJobRecord) {
  const owner = workerOf(ctx).owner;
  let lastAt = 0;
  return async (
    set: Partial<TBulkJobRecord>,
    opts: { isFinal?: boolean } = {},
  ): Promise<boolean> => {
    const at = Date.now();
    if (!opts.isFinal && at - lastAt < PROGRESS_EVERY_MS) return true;
    lastAt = at;
    const now = ctx.clock.now();
    const updated = await updateOwnedJob(ctx.db, {
      jobId: job.id,
      owner,
      set: { ...set, heartbeatAt: now, updatedAt: now, ...(opts.isFinal ? { owner: null } : {}) },
    });
    if (!updated) return false;
    await publishProgress(ctx, updated);
    return true;
  };
}

/** 001 §4: how preprocessing ended, from the rows. */
export function preprocessStatus(valid: number, invalid: number): TBulkJobStatus {
  if (valid === 0) return 'PREPROCESS_FAIL';
  return invalid > 0 ? 'PREPROCESS_SUCCESS_WITH_ERROR' : 'PREPROCESS_SUCCESS';
}

/** 001 §4: how placement ended, from the rows. */
function placementStatus(placed: number, failed: number): TBulkJobStatus {
  if (placed === 0) return 'ORDER_PLACEMENT_FAIL';
  return failed > 0 ? 'ORDER_PLACEMENT_SUCCESS_WITH_ERROR' : 'ORDER_PLACEMENT_SUCCESS';
}

async function runPreprocessing(ctx: TAppContext, job: TBulkJobRecord): Promise<void> {
  const worker = workerOf(ctx);
  const write = progressWriter(ctx, job);
  const env = await loadJobEnv(ctx, job.vendorId);
  const placedToday = await loadOrdersPlacedToday(ctx, job.vendorId);
  const initial = await countRows(ctx.db, job.id);
  const stored = initial.PENDING + initial.VALID + initial.INVALID;
  if (stored !== job.totalRows || job.totalRows === 0) {
    // The server stopped while the rows were being written (a job being read counts no rows
    // yet): the upload did not complete.
    await write(
      {
        status: 'PREPROCESS_FAIL',
        stage: 'DONE' satisfies TBulkJobStage,
        error: 'bulk.file-upload-error',
        finishedAt: ctx.clock.now(),
      },
      { isFinal: true },
    );
    return;
  }
  const lastRow = await findLastRowNumber(ctx.db, job.id);
  // Rows checked while the upload was read are written checked: the rest starts where they end.
  const firstPending = initial.PENDING
    ? await findFirstRowInStatus(ctx.db, job.id, 'PENDING')
    : null;
  const start = firstPending === null ? lastRow : firstPending - 1;
  let processed = job.totalRows - initial.PENDING;
  const slice = timeSlicer();
  // A window's rows are written while the next window is checked; a rejection is kept, not
  // thrown, until it is awaited (before the next write, and before the job moves on).
  let saving: Promise<unknown> = Promise.resolve(null);
  const saved = async () => {
    const error = await saving;
    if (error) throw error;
  };
  for (let afterRow = start; afterRow < lastRow; afterRow += CHECK_BATCH) {
    if (worker.isStopping) return await saved();
    const rows = await findRowsInStatus(ctx.db, {
      jobId: job.id,
      status: 'PENDING',
      afterRow,
      upToRow: afterRow + CHECK_BATCH,
    });
    if (rows.length === 0) continue;
    const checked: TCheckedRow[] = [];
    for (const row of rows) {
      const verdict = await checkRow(ctx, env, row.cells, ctx.clock.now());
      const duplicateOrderId = probableDuplicateOf(ctx, placedToday, verdict.payload);
      checked.push({ rowNumber: row.rowNumber, ...verdict, duplicateOrderId });
      // Progress (and the heartbeat) per row: a slow geocoder must not look like a dead worker.
      if (!(await write({ processedRows: processed + checked.length }))) return await saved();
      await slice();
    }
    await saved();
    saving = saveCheckedRows(ctx.db, job.id, checked).then(
      () => null,
      (error: unknown) => error ?? new Error('saving checked rows failed'),
    );
    processed += rows.length;
    if (!(await write({ processedRows: processed }))) return await saved();
  }
  await saved();
  const counts = await countRows(ctx.db, job.id);
  const status = preprocessStatus(counts.VALID, counts.INVALID);
  await write(
    {
      processedRows: job.totalRows,
      validRows: counts.VALID,
      invalidRows: counts.INVALID,
      totalFee: counts.validFee,
      status,
      stage: (status === 'PREPROCESS_FAIL' ? 'DONE' : 'PREPROCESSED') satisfies TBulkJobStage,
      finishedAt: status === 'PREPROCESS_FAIL' ? ctx.clock.now() : null,
    },
    { isFinal: true },
  );
}

async function runPlacement(ctx: TAppContext, job: TBulkJobRecord): Promise<void> {
  const worker = workerOf(ctx);
  const write = progressWriter(ctx, job);
  const vendor = await findVendor(ctx.db, job.vendorId);
  if (!vendor) return;
  const counts = await countRows(ctx.db, job.id);
  const lastRow = await findLastRowNumber(ctx.db, job.id);
  let placed = counts.PLACED;
  let failed = counts.FAILED;
  const slice = timeSlicer();
  // A row at a time, when its batch could not be written (an error no check foresaw).
  const placeAlone = async (row: TBulkJobRowRecord): Promise<TRowOutcome> => {
    try {
      return await placeRow(ctx, { jobId: job.id, vendor, row });
    } catch (error) {
      // Never the raw error: a failed insert's message lists the row's values.
      console.error(`bulk job ${job.id} row ${row.rowNumber}:`, JSON.stringify(errorForLog(error)));
      await saveRowOutcome(ctx.db, {
        jobId: job.id,
        rowNumber: row.rowNumber,
        status: 'FAILED',
        error: 'error.internal',
      });
      return 'FAILED';
    }
  };
  for (let afterRow = 0; afterRow < lastRow; afterRow += PLACE_BATCH_ROWS) {
    if (worker.isStopping) return;
    const rows = await findRowsInStatus(ctx.db, {
      jobId: job.id,
      status: 'VALID',
      afterRow,
      upToRow: afterRow + PLACE_BATCH_ROWS,
    });
    if (rows.length === 0) continue;
    let outcomes: TRowOutcome[];
    try {
      outcomes = await placeRows(ctx, { jobId: job.id, vendor, rows, pause: slice });
    } catch (error) {
      console.error(
        `bulk job ${job.id} rows after ${afterRow}:`,
        JSON.stringify(errorForLog(error)),
      );
      outcomes = [];
      for (const row of rows) {
        if (worker.isStopping) return;
        outcomes.push(await placeAlone(row));
        await slice();
      }
    }
    placed += outcomes.filter((o) => o === 'PLACED').length;
    failed += outcomes.filter((o) => o === 'FAILED').length;
    await yieldToRequests();
    if (!(await write({ placedRows: placed, failedRows: failed }))) return;
  }
  const final = await countRows(ctx.db, job.id);
  await write(
    {
      placedRows: final.PLACED,
      failedRows: final.FAILED,
      totalFee: final.validFee,
      status: placementStatus(final.PLACED, final.FAILED),
      stage: 'DONE' satisfies TBulkJobStage,
      finishedAt: ctx.clock.now(),
    },
    { isFinal: true },
  );
}

/**
 * Runs the job's current step in the background (at most once per job in this server). The
 * caller must hold the job (owner = this worker).
 */
export function runJob(ctx: TAppContext, job: TBulkJobRecord): Promise<void> {
  const worker = workerOf(ctx);
  const existing = worker.running.get(job.id);
  if (existing) return existing;
  const step = job.stage === 'PLACING' ? runPlacement : runPreprocessing;
  const done = step(ctx, job)
    .catch((error: unknown) => {
      // The job keeps its owner and heartbeat: once the lease runs out it is picked up again.
      console.error(`bulk job ${job.id} stopped:`, JSON.stringify(errorForLog(error)));
    })
    .then(async () => {
      // Stopped by a shutdown: let go of the job, so any server may take it up at once.
      if (worker.isStopping) {
        await updateOwnedJob(ctx.db, { jobId: job.id, owner: worker.owner, set: { owner: null } });
      }
    })
    .catch(() => {})
    .finally(() => worker.running.delete(job.id));
  worker.running.set(job.id, done);
  return done;
}

/**
 * Picks up the jobs left in the middle of a step: at start, every such job when this server is
 * the only one that can reach the database (embedded PGlite), else those whose worker has been
 * silent for BULK_LEASE_MS.
 */
export async function resumeOrphanJobs(
  ctx: TAppContext,
  opts: { isStart: boolean } = { isStart: false },
): Promise<number> {
  const worker = workerOf(ctx);
  if (worker.isStopping) return 0;
  const now = ctx.clock.now();
  const isOnlyServer = opts.isStart && ctx.database.kind === 'pglite';
  const staleBefore = isOnlyServer ? null : new Date(now.getTime() - BULK_LEASE_MS);
  let resumed = 0;
  for (const orphan of await findOrphanJobs(ctx.db, staleBefore)) {
    if (worker.running.has(orphan.id)) continue;
    const claimed = await claimJob(ctx.db, {
      jobId: orphan.id,
      owner: worker.owner,
      now,
      staleBefore,
    });
    if (!claimed) continue;
    void runJob(ctx, claimed);
    resumed += 1;
  }
  return resumed;
}

/** On server start: resume what a previous run left, then keep an eye out for orphans. */
export async function startBulkWorker(ctx: TAppContext): Promise<void> {
  const worker = workerOf(ctx);
  worker.isStopping = false;
  await resumeOrphanJobs(ctx, { isStart: true });
  worker.sweep ??= setInterval(() => {
    void resumeOrphanJobs(ctx).catch(() => {});
  }, SWEEP_EVERY_MS);
  worker.sweep.unref();
}

/** On shutdown: finish the row in hand, then stop; the jobs are resumed on the next start. */
export async function stopBulkWorker(ctx: TAppContext): Promise<void> {
  const worker = workerOf(ctx);
  worker.isStopping = true;
  if (worker.sweep) clearInterval(worker.sweep);
  worker.sweep = null;
  await Promise.all(worker.running.values());
}

/** Resolves once no job of this server is running (tests and benchmarks). */
export async function waitForBulkWork(ctx: TAppContext): Promise<void> {
  const worker = workerOf(ctx);
  while (worker.running.size > 0) await Promise.all(worker.running.values());
}

/** The running step of a job, if this server runs it (the upload waits a moment for it). */
export function runningJob(ctx: TAppContext, jobId: string): Promise<void> | null {
  return workerOf(ctx).running.get(jobId) ?? null;
}
