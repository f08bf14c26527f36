import { createHash, randomUUID } from 'node:crypto';
import { matchBulkHeader } from '@rider-portal/domain/bulk-columns';
import type { TBulkColumnId } from '@rider-portal/domain/bulk-columns';
import { BULK_CSV_EXTENSION } from '@rider-portal/domain/constants';
import { BULK_PLACEABLE_STATUSES } from '@rider-portal/domain/bulk';
import type { TBulkJobDetail, TBulkJobStage, TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { getMarket } from '@rider-portal/domain/markets';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import type { TDb } from '../../platform/db.ts';
import type { TCaller } from '../auth/caller.ts';
import { presentJobSummary, presentRow } from './presenter.ts';
import { assertNotUploadedBefore } from './duplicates.ts';
import { bulkHeaderAliasList, bulkHeaderAliases } from './headers.ts';
import { startCheckingRows } from './check-while-reading.ts';
import type { TRowBatch } from './check-while-reading.ts';
import { bulkWorkerId, progressWriter, runJob, runningJob } from './runner.ts';
import {
  findJob,
  findJobsOfVendor,
  findRows,
  deleteJob,
  insertJob,
  insertRowRecords,
  startPlacement,
  startResubmission,
  updateOwnedJob,
} from './store.ts';
import type { TBulkJobRecord } from './store.ts';
import { looksLikeZip, readXlsxRowsOffThread } from './xlsx-reader.ts';
import type { TOnRows, TSheet } from './xlsx-reader.ts';

/** How long the upload answer waits for the rows to be checked before it answers anyway. */
export const BULK_INLINE_WAIT_MS = 2000;
/** How many past jobs the job history lists (our choice: the newest hundred). */
export const BULK_HISTORY_LIMIT = 100;
/** Longest file name kept for the job history. */
const FILE_NAME_MAX_CHARS = 200;
/** While its rows are written, the job shows this server still holds it (see BULK_LEASE_MS). */
const HEARTBEAT_EVERY_MS = 5000;

/** Longest sheet name kept (Excel's own limit is 31; a CSV's is its file name). */
const SHEET_NAME_MAX_CHARS = 100;

/** The uploaded bytes' SHA-256: the same file uploaded again has the same hash (issue 22). */
export function contentHashOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/**
 * Reads an upload: a workbook by its content (a ZIP), a CSV file by its name (issue 22), read as
 * one sheet named after the file; the header row is the template's, wherever it is.
 */
function readSpreadsheet(
  bytes: Uint8Array,
  fileName: string,
  opts: { signal?: AbortSignal; onRows: TOnRows },
) {
  const isCsv = !looksLikeZip(bytes) && fileName.toLowerCase().endsWith(BULK_CSV_EXTENSION);
  return readXlsxRowsOffThread(bytes, {
    ...opts,
    headerAliases: bulkHeaderAliasList(),
    ...(isCsv ? { csvSheetName: fileName.slice(0, -BULK_CSV_EXTENSION.length) || 'CSV' } : {}),
  });
}

/**
 * Why a file gives no rows to check, if it does not: no header row at all; a header row that lacks
 * a column (named with its sheet and row, issue 22); no rows under the header.
 */
function fileErrorOf(input: {
  sheet: TSheet;
  sheetName: string | null;
  missing: TBulkColumnId | null;
  rowCount: number;
}): { error: string | null; errorParams: Record<string, string> | null } {
  const { sheet, sheetName, missing } = input;
  if (missing && sheet.headerRow !== null && sheetName !== null) {
    return {
      error: 'bulk.column-missing',
      errorParams: { sheet: sheetName, row: String(sheet.headerRow), column: missing },
    };
  }
  if (missing) return { error: 'bulk.columns-missing', errorParams: null };
  if (input.rowCount === 0) return { error: 'bulk.no-rows', errorParams: null };
  return { error: null, errorParams: null };
}

function creatorOf(caller: TCaller): { label: string; userId: string | null } {
  if (caller.kind === 'user') return { label: caller.email, userId: caller.userId };
  return { label: caller.kind === 'godroid' ? 'GODROID' : 'guest', userId: null };
}

/**
 * POST /bulk-job/create: reads the spreadsheet (001 §5 and the bulk safety rules: refused with
 * 'File format is invalid' or 'File cannot be larger than 5 MB'), checks its rows as they are
 * read, records the job and its rows with what checking found, and checks any rest in the
 * background. A sheet without the template's columns or without rows is a job that failed
 * preprocessing at once.
 */
export async function createBulkJob(input: {
  ctx: TAppContext;
  caller: TCaller;
  vendorId: string;
  fileName: string;
  bytes: Uint8Array;
  /** Aborted when the uploader has gone: the reading stops with it. */
  signal?: AbortSignal;
  /** Issue 22: go on with a file uploaded in the last days (asked about first). */
  isDuplicateAllowed?: boolean;
}): Promise<string> {
  const { ctx } = input;
  const contentHash = contentHashOf(input.bytes);
  if (!input.isDuplicateAllowed) {
    await assertNotUploadedBefore(ctx, { vendorId: input.vendorId, contentHash });
  }
  const now = ctx.clock.now();
  const id = randomUUID();
  const creator = creatorOf(input.caller);
  const owner = bulkWorkerId(ctx);
  const job = {
    id,
    vendorId: input.vendorId,
    createdBy: creator.label,
    createdByUserId: creator.userId,
    fileName: input.fileName.slice(0, FILE_NAME_MAX_CHARS) || 'upload.xlsx',
    contentHash,
    currency: getMarket(ctx.config.country).currency,
    createdAt: now,
  };
  // The job is recorded when the first rows are (the file passed its safety checks and has the
  // template's header), its row count when the reading ends; a job whose rows did not all arrive
  // (the server stopped meanwhile) is found out when it is resumed: its count does not match.
  let isRecorded = false;
  let checkedRows = 0;
  const save = async (batch: TRowBatch) => {
    if (!isRecorded) {
      await insertJob(ctx.db, {
        ...job,
        status: 'UNKNOWN',
        stage: 'PREPROCESSING' satisfies TBulkJobStage,
        totalRows: 0,
        owner,
        heartbeatAt: ctx.clock.now(),
        updatedAt: ctx.clock.now(),
      });
      isRecorded = true;
    }
    await insertRowRecords(ctx.db, id, batch.json);
    checkedRows += batch.checked;
  };
  // Rows are checked as the worker reads them; what checking has not reached BULK_INLINE_WAIT_MS
  // after the reading ended is written PENDING for the runner, so the answer never waits long.
  const checking = await startCheckingRows(ctx, input.vendorId, save);
  // A slow geocoder may hold a batch for long: the heartbeat does not wait for the writes.
  const heartbeat = setInterval(() => {
    if (!isRecorded) return;
    const at = ctx.clock.now();
    const set = { heartbeatAt: at, updatedAt: at };
    void updateOwnedJob(ctx.db, { jobId: id, owner, set }).catch(() => {});
  }, HEARTBEAT_EVERY_MS);
  let sheet: TSheet;
  let rowCount: number;
  try {
    sheet = await readSpreadsheet(input.bytes, input.fileName, {
      signal: input.signal,
      onRows: (rows, header) => checking.push(rows, header),
    });
    rowCount = await checking.finish(BULK_INLINE_WAIT_MS);
  } catch (error) {
    // A file refused while it was read (or rows that could not be written) leaves no job.
    checking.stop();
    await checking.finish(0).catch(() => {});
    if (isRecorded) await deleteJob(ctx.db, id);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
  const match = matchBulkHeader(sheet.header, bulkHeaderAliases());
  const sheetName = sheet.sheetName?.slice(0, SHEET_NAME_MAX_CHARS) ?? null;
  const { error, errorParams } = fileErrorOf({
    sheet,
    sheetName,
    missing: match.missing,
    rowCount,
  });
  if (!isRecorded || error) {
    const at = ctx.clock.now();
    const failed = { status: 'PREPROCESS_FAIL', stage: 'DONE' satisfies TBulkJobStage } as const;
    if (isRecorded) await deleteJob(ctx.db, id);
    await insertJob(ctx.db, {
      ...job,
      ...failed,
      error: error ?? 'bulk.no-rows',
      errorParams,
      sheetName,
      headerRow: sheet.headerRow,
      totalRows: 0,
      heartbeatAt: at,
      updatedAt: at,
      finishedAt: at,
    });
    return id;
  }
  const recorded = await findJob(ctx.db, id);
  if (!recorded) return id;
  const write = progressWriter(ctx, recorded);
  const set = { sheetName, headerRow: sheet.headerRow, totalRows: rowCount };
  if (!(await write({ ...set, processedRows: checkedRows }))) return id;
  const current = await findJob(ctx.db, id);
  if (current) void runJob(ctx, current);
  return id;
}

/** Waits up to `ms` for the job's current step, so a short file is answered checked. */
export async function settle(ctx: TAppContext, jobId: string, ms: number): Promise<void> {
  const running = runningJob(ctx, jobId);
  if (!running) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    running,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }),
  ]);
  clearTimeout(timer);
}

/** A job of the vendor, or 404 (another vendor's job answers as if it did not exist). */
export async function findVendorJob(
  db: TDb,
  vendorId: string,
  jobId: string,
): Promise<TBulkJobRecord> {
  const job = await findJob(db, jobId);
  if (!job || job.vendorId !== vendorId) throw new AppError(404, 'error.not-found');
  return job;
}

/** GET /bulk-job/detail: the job and its rows (without rows when asked, for progress polling). */
export async function getBulkJobDetail(
  ctx: TAppContext,
  job: TBulkJobRecord,
  opts: { isIncludingRows: boolean } = { isIncludingRows: true },
): Promise<TBulkJobDetail> {
  const rows = opts.isIncludingRows ? await findRows(ctx.db, job.id) : [];
  const present = { currency: job.currency, country: ctx.config.country };
  return {
    bulk_job: presentJobSummary(job),
    orders: rows.map((row) => presentRow(row, present)),
  };
}

/** GET /bulk-job/all: the vendor's jobs, newest first. */
export async function listBulkJobs(ctx: TAppContext, vendorId: string): Promise<TBulkJobSummary[]> {
  const jobs = await findJobsOfVendor(ctx.db, vendorId, BULK_HISTORY_LIMIT);
  return jobs.map(presentJobSummary);
}

/**
 * POST /bulk-job/place-orders: starts placing the valid rows of a checked job, once. Asking again
 * while it places or after it placed answers the same; a job with nothing to place is refused
 * ('Error while placing orders').
 */
export async function placeBulkOrders(ctx: TAppContext, job: TBulkJobRecord): Promise<void> {
  const isStarted = await startPlacement(ctx.db, {
    jobId: job.id,
    owner: bulkWorkerId(ctx),
    now: ctx.clock.now(),
    placeable: [...BULK_PLACEABLE_STATUSES],
  });
  const current = await findJob(ctx.db, job.id);
  if (!current) throw new AppError(404, 'error.not-found');
  if (isStarted) {
    void runJob(ctx, current);
    return;
  }
  const isPlacing = current.stage === 'PLACING';
  const isPlaced = current.stage === 'DONE' && current.status.startsWith('ORDER_PLACEMENT_');
  if (!isPlacing && !isPlaced) throw new AppError(409, 'bulk.place-order-error');
}

/**
 * POST /bulk-job/resubmit (issue 22): places the rows of a placed job that failed at placement
 * again, as a new attempt of the same job, with their idempotency keys (nothing is placed twice).
 * Asking while that attempt runs answers the same; a job with no such rows is refused (409
 * bulk.nothing-to-resubmit).
 */
export async function resubmitBulkJob(
  ctx: TAppContext,
  job: TBulkJobRecord,
): Promise<TBulkJobSummary> {
  const started = await startResubmission(ctx.db, {
    jobId: job.id,
    owner: bulkWorkerId(ctx),
    now: ctx.clock.now(),
  });
  if (started) {
    void runJob(ctx, started);
    return presentJobSummary(started);
  }
  const current = await findJob(ctx.db, job.id);
  if (!current || current.stage !== 'PLACING') throw new AppError(409, 'bulk.nothing-to-resubmit');
  return presentJobSummary(current);
}
