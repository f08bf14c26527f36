import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { vendors } from '../../db/schema.ts';

/** A cell as read from the sheet: text, number, yes/no, or empty. */
export type TBulkCell = string | number | boolean | null;

/**
 * A bulk upload (001 §3 "Bulk job"). `status` is the specification's job status; `stage` says
 * what is happening now. The worker that runs the job holds it through `owner` and refreshes
 * `heartbeat_at`, so a job whose worker died is picked up again (ARCHITECTURE: "bulk placement
 * records each row's outcome as it goes, so a restart resumes without duplicates").
 */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: text('id').primaryKey(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    createdBy: text('created_by').notNull(),
    createdByUserId: text('created_by_user_id'),
    fileName: text('file_name').notNull(),
    status: text('status').notNull(),
    stage: text('stage').notNull(),
    error: text('error'),
    /** The job-level error's placeholders (issue 22: the sheet, row and column it is about). */
    errorParams: jsonb('error_params').$type<Record<string, string> | null>(),
    /** The sheet the rows were read from (issue 22: errors name it), and its header row. */
    sheetName: text('sheet_name'),
    headerRow: integer('header_row'),
    /** SHA-256 of the uploaded bytes (issue 22: the same file is asked about before a job). */
    contentHash: text('content_hash'),
    /** Placement attempts: 1, then one more for each resubmission of the failed rows. */
    attempt: integer('attempt').notNull().default(1),
    currency: text('currency').notNull(),
    totalRows: integer('total_rows').notNull(),
    processedRows: integer('processed_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    invalidRows: integer('invalid_rows').notNull().default(0),
    placedRows: integer('placed_rows').notNull().default(0),
    failedRows: integer('failed_rows').notNull().default(0),
    totalFee: integer('total_fee').notNull().default(0),
    owner: text('owner'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    placementRequestedAt: timestamp('placement_requested_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('bulk_jobs_vendor_created_idx').on(t.vendorId, t.createdAt),
    index('bulk_jobs_stage_idx').on(t.stage),
    index('bulk_jobs_vendor_hash_idx').on(t.vendorId, t.contentHash),
  ],
);

/**
 * One row of an upload: its cells as read, then what checking it found (the payload that will be
 * sent to createOrder, or the first error), then what placing it did.
 */
export const bulkJobRows = pgTable(
  'bulk_job_rows',
  {
    jobId: text('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<Record<string, TBulkCell>>().notNull(),
    status: text('status').notNull(),
    error: text('error'),
    errorColumn: text('error_column'),
    errorParams: jsonb('error_params').$type<Record<string, string> | null>(),
    warning: text('warning'),
    payload: jsonb('payload').$type<Record<string, unknown> | null>(),
    fee: integer('fee'),
    orderId: text('order_id'),
    /** An order placed today with this row's phone, address and time (a probable duplicate). */
    duplicateOrderId: text('duplicate_order_id'),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.rowNumber] })],
);
