import { z } from 'zod';
import { ZBulkDeliveryType, ZBulkJobStatus } from './bulk.ts';

// The bulk job and its rows as the bulk-job calls answer them (001 §3 "Bulk job", §7), written
// once for the server's presenter and the screens.

/**
 * Where a job is in its life. The statuses of 001 §4 say how a finished step went; the stage says
 * what is happening now (the specification names no status for "still checking" or "placing").
 * PREPROCESSING: rows being checked (status UNKNOWN until done); PREPROCESSED: waiting for the
 * user's confirmation; PLACING: orders being placed; DONE: nothing more will happen.
 */
export const BULK_JOB_STAGES = ['PREPROCESSING', 'PREPROCESSED', 'PLACING', 'DONE'] as const;
export const ZBulkJobStage = z.enum(BULK_JOB_STAGES);
export type TBulkJobStage = z.infer<typeof ZBulkJobStage>;

/**
 * A row's state: PENDING (not checked yet), VALID (will be placed), INVALID (an error, never
 * placed), PLACED (its order exists), FAILED (placing it was refused).
 */
export const BULK_ROW_STATUSES = ['PENDING', 'VALID', 'INVALID', 'PLACED', 'FAILED'] as const;
export const ZBulkRowStatus = z.enum(BULK_ROW_STATUSES);
export type TBulkRowStatus = z.infer<typeof ZBulkRowStatus>;

/** Summary of a job: what the job history lists and the progress events carry. */
export const ZBulkJobSummary = z.object({
  bulk_job_id: z.string(),
  vendor_id: z.string(),
  status: ZBulkJobStatus,
  stage: ZBulkJobStage,
  file_name: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Job-level error key (no rows, missing columns), else null. */
  error: z.string().nullable(),
  /** The job-level error's placeholders: for a missing column, its sheet, row and column id. */
  error_params: z.record(z.string(), z.string()).nullable(),
  /** The sheet the rows were read from (a CSV file's name), for "Sheet 'Orders', row 12". */
  sheet_name: z.string().nullable(),
  total_rows: z.number().int(),
  /** Rows checked so far (preprocessing progress). */
  processed_rows: z.number().int(),
  /** Rows without error: the orders to be placed. */
  success_row_count: z.number().int(),
  error_row_count: z.number().int(),
  orders_to_be_placed: z.number().int(),
  orders_placed: z.number().int(),
  /** Valid rows whose placement was refused. */
  placement_error_count: z.number().int(),
  /** Rows with an error of either step. */
  errors: z.number().int(),
  /** Placement attempts: 1, and one more for each resubmission of the failed rows (issue 22). */
  attempt: z.number().int(),
  /** Sum of the delivery fees of the rows to be placed, in minor units. */
  total_fee: z.number().int(),
  currency: z.string(),
  /** 001 §3 "bulk_job_id (metadata), metadata.success_row_count". */
  metadata: z.object({ bulk_job_id: z.string(), success_row_count: z.number().int() }),
});
export type TBulkJobSummary = z.infer<typeof ZBulkJobSummary>;

/** One row as processed (001 §3 labels: row number, row id, status, error, fee, customer ...). */
export const ZBulkJobRow = z.object({
  row_number: z.number().int(),
  row_id: z.string(),
  status: ZBulkRowStatus,
  /** Translation key of the first failing rule, with its placeholders. */
  error: z.string().nullable(),
  error_params: z.record(z.string(), z.string()).nullable(),
  /** The template column the error is about, when one is. */
  error_column: z.string().nullable(),
  /** A note that does not stop the row (an item value above the limit). */
  warning: z.string().nullable(),
  /** Issue 22: an order placed today for the same phone, address and time (a warning). */
  probable_duplicate_of: z.string().nullable(),
  fee: z.number().int().nullable(),
  currency: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  dropoff_address: z.string(),
  payment_method: z.string(),
  delivery_type: ZBulkDeliveryType.nullable(),
  /** ISO instant of a scheduled delivery. */
  scheduled_for: z.string().nullable(),
  order_amount: z.number().int().nullable(),
  description: z.string(),
  order_id: z.string().nullable(),
  /** The row's cells by template column, as read or as last fixed (issue 22: the row editor). */
  cells: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullable()),
});
export type TBulkJobRow = z.infer<typeof ZBulkJobRow>;

/** POST /bulk-job/create and GET /bulk-job/detail answer { code: 200, body: this }. */
export const ZBulkJobDetail = z.object({
  bulk_job: ZBulkJobSummary,
  orders: z.array(ZBulkJobRow),
});
export type TBulkJobDetail = z.infer<typeof ZBulkJobDetail>;

/** The live-channel event that carries a job's progress to the vendor's screens. */
export const BULK_JOB_PROGRESS_EVENT = 'bulk_job_progress';

/** Whether something is still happening to the job (the screens follow its progress). */
export function isBulkJobRunning(stage: TBulkJobStage): boolean {
  return stage === 'PREPROCESSING' || stage === 'PLACING';
}
