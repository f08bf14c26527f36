import type { TBulkRowFields, TBulkRowFixed } from '@rider-portal/domain/api/bulk';
import type { TBulkJobStage } from '@rider-portal/domain/bulk-job';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { loadOrdersPlacedToday, probableDuplicateOf } from './duplicates.ts';
import { checkRow, loadJobEnv } from './preprocess.ts';
import { presentJobSummary, presentRow } from './presenter.ts';
import { preprocessStatus, publishProgress } from './runner.ts';
import type { TBulkCell } from './schema.ts';
import { findRow, saveFixedRow } from './store.ts';
import type { TBulkJobRecord } from './store.ts';

/** A row of a checked job may be fixed; not while it is checked, placed or being placed. */
function isFixable(job: TBulkJobRecord): boolean {
  if (job.error !== null) return false;
  if (job.stage === 'PREPROCESSED') return true;
  // Every row had an error: the job failed checking, and a fix may make it placeable.
  return job.stage === 'DONE' && job.status === 'PREPROCESS_FAIL';
}

/** The fields as the cells a sheet row would hold (empty fields left out, as a sheet's are). */
function cellsOf(fields: TBulkRowFields): Record<string, TBulkCell> {
  const cells: Record<string, TBulkCell> = {};
  for (const [column, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const cell = typeof value === 'string' ? value.trim() : value;
    if (cell !== '') cells[column] = cell;
  }
  return cells;
}

/**
 * PUT /bulk-job/row (issue 22): re-checks one row with its new fields, with the same checkRow the
 * job's rows went through (geocoding, deliverability, service hours, fee), records it and the
 * job's new totals, and tells every viewer of the vendor. Refused (409 bulk.row-not-editable)
 * once the job is being placed or placed, or for a row not checked yet.
 */
export async function fixBulkRow(
  ctx: TAppContext,
  input: { job: TBulkJobRecord; rowNumber: number; fields: TBulkRowFields },
): Promise<TBulkRowFixed> {
  const { job, rowNumber } = input;
  const row = await findRow(ctx.db, job.id, rowNumber);
  if (!row) throw new AppError(404, 'error.not-found');
  if (!isFixable(job) || (row.status !== 'VALID' && row.status !== 'INVALID')) {
    throw new AppError(409, 'bulk.row-not-editable');
  }
  const cells = cellsOf(input.fields);
  const env = await loadJobEnv(ctx, job.vendorId);
  const verdict = await checkRow(ctx, env, cells, ctx.clock.now());
  const placedToday = await loadOrdersPlacedToday(ctx, job.vendorId);
  const duplicateOrderId = probableDuplicateOf(ctx, placedToday, verdict.payload);
  const now = ctx.clock.now();
  const updated = await saveFixedRow(ctx.db, {
    jobId: job.id,
    cells,
    checked: { rowNumber, ...verdict, duplicateOrderId },
    totals: (counts) => {
      const status = preprocessStatus(counts.VALID, counts.INVALID);
      return {
        validRows: counts.VALID,
        invalidRows: counts.INVALID,
        totalFee: counts.validFee,
        status,
        stage: (status === 'PREPROCESS_FAIL' ? 'DONE' : 'PREPROCESSED') satisfies TBulkJobStage,
        finishedAt: status === 'PREPROCESS_FAIL' ? (job.finishedAt ?? now) : null,
        updatedAt: now,
      };
    },
  });
  if (!updated) throw new AppError(409, 'bulk.row-not-editable');
  const saved = await findRow(ctx.db, job.id, rowNumber);
  await publishProgress(ctx, updated);
  return {
    row: presentRow(saved!, { currency: job.currency, country: ctx.config.country }),
    bulk_job: presentJobSummary(updated),
  };
}
