import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { TBulkJobStatus } from '@rider-portal/domain/bulk';
import type { TBulkJobStage, TBulkRowStatus } from '@rider-portal/domain/bulk-job';
import type { TDb } from '../../platform/db.ts';
import { orders } from '../../db/schema.ts';
import { bulkJobRows, bulkJobs } from './schema.ts';
import type { TBulkCell } from './schema.ts';

export type TBulkJobRowRecord = typeof bulkJobRows.$inferSelect;
export type TBulkJobRecord = typeof bulkJobs.$inferSelect;

/** Rows inserted per statement (one JSON parameter, so any number fits; short enough not to stall). */
export const BULK_INSERT_ROWS = 1000;

export async function insertJob(db: TDb, job: typeof bulkJobs.$inferInsert): Promise<void> {
  await db.insert(bulkJobs).values(job);
}

/** A row's number and what checking found (PENDING without a verdict), as its columns hold them. */
function verdictColumnsOf(rowNumber: number, checked?: Omit<TCheckedRow, 'rowNumber'>) {
  return {
    row_number: rowNumber,
    status: checked?.status ?? ('PENDING' satisfies TBulkRowStatus),
    error: checked?.error ?? null,
    error_column: checked?.errorColumn ?? null,
    error_params: checked?.errorParams ?? null,
    warning: checked?.warning ?? null,
    payload: checked?.payload ?? null,
    fee: checked?.fee ?? null,
    duplicate_order_id: checked?.duplicateOrderId ?? null,
  };
}

/** One row as written: its cells as read, and what checking found if it was checked yet. */
export type TRowRecord = ReturnType<typeof verdictColumnsOf> & { cells: Record<string, TBulkCell> };

/** A row to write: PENDING without a verdict, else as checked. */
export function rowRecordOf(
  rowNumber: number,
  cells: Record<string, TBulkCell>,
  checked?: Omit<TCheckedRow, 'rowNumber'>,
): TRowRecord {
  return { ...verdictColumnsOf(rowNumber, checked), cells };
}

/** Rows given as the JSON text of an array of TRowRecord, in one statement. */
export async function insertRowRecords(db: TDb, jobId: string, records: string): Promise<void> {
  await db.execute(sql`
    insert into ${bulkJobRows} (job_id, row_number, cells, status, error, error_column,
      error_params, warning, payload, fee, duplicate_order_id)
    select ${jobId}, v.row_number, v.cells, v.status, v.error, v.error_column, v.error_params,
      v.warning, v.payload, v.fee, v.duplicate_order_id
    from jsonb_to_recordset(${records}::jsonb) as v(
      row_number integer, cells jsonb, status text, error text, error_column text,
      error_params jsonb, warning text, payload jsonb, fee integer, duplicate_order_id text
    )`);
}

/** The rows as read, all PENDING, `pause` awaited between statements. */
export async function insertRows(
  db: TDb,
  jobId: string,
  rows: { rowNumber: number; cells: Record<string, TBulkCell> }[],
  pause: () => Promise<void> = async () => {},
): Promise<void> {
  for (let i = 0; i < rows.length; i += BULK_INSERT_ROWS) {
    if (i > 0) await pause();
    const batch = rows.slice(i, i + BULK_INSERT_ROWS);
    await insertRowRecords(
      db,
      jobId,
      JSON.stringify(batch.map((r) => rowRecordOf(r.rowNumber, r.cells))),
    );
  }
}

/** Removes a job and its rows (an upload refused after its first rows were written). */
export async function deleteJob(db: TDb, jobId: string): Promise<void> {
  await db.delete(bulkJobs).where(eq(bulkJobs.id, jobId));
}

export async function findJob(db: TDb, jobId: string): Promise<TBulkJobRecord | null> {
  const [row] = await db.select().from(bulkJobs).where(eq(bulkJobs.id, jobId)).limit(1);
  return row ?? null;
}

/** A vendor's jobs, newest first. */
export async function findJobsOfVendor(
  db: TDb,
  vendorId: string,
  limit: number,
): Promise<TBulkJobRecord[]> {
  return db
    .select()
    .from(bulkJobs)
    .where(eq(bulkJobs.vendorId, vendorId))
    .orderBy(desc(bulkJobs.createdAt), desc(bulkJobs.id))
    .limit(limit);
}

export async function findRows(db: TDb, jobId: string): Promise<TBulkJobRowRecord[]> {
  return db
    .select()
    .from(bulkJobRows)
    .where(eq(bulkJobRows.jobId, jobId))
    .orderBy(asc(bulkJobRows.rowNumber));
}

/** The highest row number of a job (0 without rows): where the workers stop. */
export async function findLastRowNumber(db: TDb, jobId: string): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${bulkJobRows.rowNumber})` })
    .from(bulkJobRows)
    .where(eq(bulkJobRows.jobId, jobId));
  return Number(row?.last ?? 0);
}

/** The lowest row number of a job's rows in a status (null without such rows). */
export async function findFirstRowInStatus(
  db: TDb,
  jobId: string,
  status: TBulkRowStatus,
): Promise<number | null> {
  const [row] = await db
    .select({ first: sql<number | null>`min(${bulkJobRows.rowNumber})` })
    .from(bulkJobRows)
    .where(and(eq(bulkJobRows.jobId, jobId), eq(bulkJobRows.status, status)));
  return row?.first === null || row?.first === undefined ? null : Number(row.first);
}

/**
 * The rows of a job in a status within a window of row numbers (after `afterRow`, up to
 * `upToRow`), in sheet order. Bounded on both sides so that it reads only the window, however
 * large the job and whatever the planner knows of the table.
 */
export async function findRowsInStatus(
  db: TDb,
  input: { jobId: string; status: TBulkRowStatus; afterRow: number; upToRow: number },
): Promise<TBulkJobRowRecord[]> {
  return db
    .select()
    .from(bulkJobRows)
    .where(
      and(
        eq(bulkJobRows.jobId, input.jobId),
        gt(bulkJobRows.rowNumber, input.afterRow),
        lte(bulkJobRows.rowNumber, input.upToRow),
        eq(bulkJobRows.status, input.status),
      ),
    )
    .orderBy(asc(bulkJobRows.rowNumber));
}

export type TCheckedRow = {
  rowNumber: number;
  status: TBulkRowStatus;
  error: string | null;
  errorColumn: string | null;
  errorParams: Record<string, string> | null;
  warning: string | null;
  payload: Record<string, unknown> | null;
  fee: number | null;
  /** An order placed today for the same customer, address and time (issue 22), else null. */
  duplicateOrderId?: string | null;
};

/** Writes what checking found for a batch of rows, in one statement that reads only their range. */
export async function saveCheckedRows(db: TDb, jobId: string, rows: TCheckedRow[]): Promise<void> {
  if (rows.length === 0) return;
  const numbers = rows.map((r) => r.rowNumber);
  const [first, last] = [Math.min(...numbers), Math.max(...numbers)];
  const values = JSON.stringify(rows.map((r) => verdictColumnsOf(r.rowNumber, r)));
  await db.execute(sql`
    update ${bulkJobRows} as r set
      status = v.status,
      error = v.error,
      error_column = v.error_column,
      error_params = v.error_params,
      warning = v.warning,
      payload = v.payload,
      fee = v.fee,
      duplicate_order_id = v.duplicate_order_id
    from jsonb_to_recordset(${values}::jsonb) as v(
      row_number integer, status text, error text, error_column text, error_params jsonb,
      warning text, payload jsonb, fee integer, duplicate_order_id text
    )
    where r.job_id = ${jobId} and r.row_number between ${first} and ${last}
      and r.row_number = v.row_number`);
}

/** Records one row's placement outcome. */
export async function saveRowOutcome(
  db: TDb,
  input: {
    jobId: string;
    rowNumber: number;
    status: 'PLACED' | 'FAILED';
    orderId?: string | null;
    fee?: number | null;
    error?: string | null;
    errorParams?: Record<string, string> | null;
  },
): Promise<void> {
  await saveRowOutcomes(db, input.jobId, [
    {
      rowNumber: input.rowNumber,
      status: input.status,
      orderId: input.orderId ?? null,
      fee: input.fee ?? null,
      error: input.error ?? null,
      errorParams: input.errorParams ?? null,
    },
  ]);
}

export type TRowOutcomeRecord = {
  rowNumber: number;
  status: 'PLACED' | 'FAILED';
  orderId: string | null;
  /** The fee the order was placed with; null keeps the fee the row was checked with. */
  fee: number | null;
  error: string | null;
  errorParams: Record<string, string> | null;
};

/** Records many rows' placement outcomes in one statement that reads only their range. */
export async function saveRowOutcomes(
  db: TDb,
  jobId: string,
  outcomes: readonly TRowOutcomeRecord[],
): Promise<void> {
  if (outcomes.length === 0) return;
  const numbers = outcomes.map((r) => r.rowNumber);
  const values = JSON.stringify(
    outcomes.map((r) => ({
      row_number: r.rowNumber,
      status: r.status,
      order_id: r.orderId,
      fee: r.fee,
      error: r.error,
      error_params: r.errorParams,
    })),
  );
  await db.execute(sql`
    update ${bulkJobRows} as r set
      status = v.status,
      order_id = v.order_id,
      fee = coalesce(v.fee, r.fee),
      error = v.error,
      error_params = v.error_params,
      error_column = null
    from jsonb_to_recordset(${values}::jsonb) as v(
      row_number integer, status text, order_id text, fee integer, error text, error_params jsonb
    )
    where r.job_id = ${jobId} and r.row_number between ${Math.min(...numbers)} and ${Math.max(...numbers)}
      and r.row_number = v.row_number`);
}

export type TRowCounts = Record<TBulkRowStatus, number> & { validFee: number };

/** How many rows are in each status, and the fees of the rows to be placed (or placed). */
export async function countRows(db: TDb, jobId: string): Promise<TRowCounts> {
  const rows = await db
    .select({
      status: bulkJobRows.status,
      n: sql<number>`count(*)::int`,
      fee: sql<number>`coalesce(sum(${bulkJobRows.fee}), 0)::int`,
    })
    .from(bulkJobRows)
    .where(eq(bulkJobRows.jobId, jobId))
    .groupBy(bulkJobRows.status);
  const counts: TRowCounts = {
    PENDING: 0,
    VALID: 0,
    INVALID: 0,
    PLACED: 0,
    FAILED: 0,
    validFee: 0,
  };
  for (const r of rows) {
    counts[r.status as TBulkRowStatus] = Number(r.n);
    if (r.status === 'VALID' || r.status === 'PLACED' || r.status === 'FAILED')
      counts.validFee += Number(r.fee);
  }
  return counts;
}

/**
 * Updates a job only while `owner` still holds it; null when another worker took it over (the
 * caller then stops).
 */
export async function updateOwnedJob(
  db: TDb,
  input: { jobId: string; owner: string; set: Partial<typeof bulkJobs.$inferInsert> },
): Promise<TBulkJobRecord | null> {
  const [row] = await db
    .update(bulkJobs)
    .set(input.set)
    .where(and(eq(bulkJobs.id, input.jobId), eq(bulkJobs.owner, input.owner)))
    .returning();
  return row ?? null;
}

/**
 * Moves a job preprocessed without fatal error to PLACING for `owner`, once: a second request
 * finds it placing already.
 */
/** A job taken by `owner` to place its rows now. */
function placingNow(input: { owner: string; now: Date }) {
  return {
    stage: 'PLACING' satisfies TBulkJobStage,
    owner: input.owner,
    heartbeatAt: input.now,
    placementRequestedAt: input.now,
    updatedAt: input.now,
  };
}

export async function startPlacement(
  db: TDb,
  input: { jobId: string; owner: string; now: Date; placeable: readonly TBulkJobStatus[] },
): Promise<boolean> {
  const rows = await db
    .update(bulkJobs)
    .set(placingNow(input))
    .where(
      and(
        eq(bulkJobs.id, input.jobId),
        eq(bulkJobs.stage, 'PREPROCESSED' satisfies TBulkJobStage),
        inArray(bulkJobs.status, [...input.placeable]),
      ),
    )
    .returning({ id: bulkJobs.id });
  return rows.length > 0;
}

/**
 * Jobs left in the middle of a step whose worker is gone: never held, or not heard of since
 * `staleBefore` (null: every one, when this process is the only one that can reach the database).
 */
export async function findOrphanJobs(db: TDb, staleBefore: Date | null): Promise<TBulkJobRecord[]> {
  const stale: SQL | undefined = staleBefore
    ? or(
        isNull(bulkJobs.owner),
        isNull(bulkJobs.heartbeatAt),
        lt(bulkJobs.heartbeatAt, staleBefore),
      )
    : undefined;
  return db
    .select()
    .from(bulkJobs)
    .where(and(inArray(bulkJobs.stage, ['PREPROCESSING', 'PLACING']), stale))
    .orderBy(asc(bulkJobs.createdAt));
}

/** Takes over an orphan job, unless another worker took it first. */
export async function claimJob(
  db: TDb,
  input: { jobId: string; owner: string; now: Date; staleBefore: Date | null },
): Promise<TBulkJobRecord | null> {
  const stale: SQL | undefined = input.staleBefore
    ? or(
        isNull(bulkJobs.owner),
        isNull(bulkJobs.heartbeatAt),
        lt(bulkJobs.heartbeatAt, input.staleBefore),
      )
    : undefined;
  const [row] = await db
    .update(bulkJobs)
    .set({ owner: input.owner, heartbeatAt: input.now })
    .where(
      and(
        eq(bulkJobs.id, input.jobId),
        inArray(bulkJobs.stage, ['PREPROCESSING', 'PLACING']),
        stale,
      ),
    )
    .returning();
  return row ?? null;
}

/** The vendor's newest job of a file with this hash created since `since` (issue 22). */
export async function findRecentJobWithHash(
  db: TDb,
  input: { vendorId: string; contentHash: string; since: Date },
): Promise<TBulkJobRecord | null> {
  const [row] = await db
    .select()
    .from(bulkJobs)
    .where(
      and(
        eq(bulkJobs.vendorId, input.vendorId),
        eq(bulkJobs.contentHash, input.contentHash),
        gte(bulkJobs.createdAt, input.since),
      ),
    )
    .orderBy(desc(bulkJobs.createdAt))
    .limit(1);
  return row ?? null;
}

export type TPlacedOrderKey = {
  orderId: string;
  phone: string;
  address: string;
  preorderedFor: Date | null;
};

/** The vendor's orders created since `since`: who, where and when, for the duplicate warning. */
export async function findOrdersCreatedSince(
  db: TDb,
  input: { vendorId: string; since: Date },
): Promise<TPlacedOrderKey[]> {
  return db
    .select({
      orderId: orders.orderId,
      phone: sql<string>`coalesce(${orders.customer}->>'phone_number', '')`,
      address: sql<string>`coalesce(${orders.customer}->'location'->>'address', '')`,
      preorderedFor: orders.preorderedFor,
    })
    .from(orders)
    .where(and(eq(orders.vendorId, input.vendorId), gte(orders.createdAt, input.since)));
}

export async function findRow(
  db: TDb,
  jobId: string,
  rowNumber: number,
): Promise<TBulkJobRowRecord | null> {
  const [row] = await db
    .select()
    .from(bulkJobRows)
    .where(and(eq(bulkJobRows.jobId, jobId), eq(bulkJobRows.rowNumber, rowNumber)))
    .limit(1);
  return row ?? null;
}

/** A job whose checked rows may still change: checked, not placed (nor being placed). */
const isEditableJob = (jobId: string) =>
  sql`exists (select 1 from ${bulkJobs} j where j.id = ${jobId}
    and j.stage in ('PREPROCESSED', 'DONE') and j.status in ('PREPROCESS_SUCCESS',
    'PREPROCESS_SUCCESS_WITH_ERROR', 'PREPROCESS_FAIL') and j.error is null)`;

/**
 * Issue 22: writes a fixed row's cells and what checking them found, then the job's totals from
 * its rows, in one transaction and only while the job is still checked and not placed. Null when
 * placement started meanwhile (nothing is written).
 */
export async function saveFixedRow(
  db: TDb,
  input: {
    jobId: string;
    cells: Record<string, TBulkCell>;
    checked: TCheckedRow;
    totals: (counts: TRowCounts) => Partial<typeof bulkJobs.$inferInsert>;
  },
): Promise<TBulkJobRecord | null> {
  return db.transaction(async (tx) => {
    const { checked } = input;
    const updated = await tx
      .update(bulkJobRows)
      .set({
        cells: input.cells,
        status: checked.status,
        error: checked.error,
        errorColumn: checked.errorColumn,
        errorParams: checked.errorParams,
        warning: checked.warning,
        payload: checked.payload,
        fee: checked.fee,
        duplicateOrderId: checked.duplicateOrderId ?? null,
      })
      .where(
        and(
          eq(bulkJobRows.jobId, input.jobId),
          eq(bulkJobRows.rowNumber, checked.rowNumber),
          inArray(bulkJobRows.status, ['VALID', 'INVALID']),
          isEditableJob(input.jobId),
        ),
      )
      .returning({ rowNumber: bulkJobRows.rowNumber });
    if (updated.length === 0) return null;
    const counts = await countRows(tx as unknown as TDb, input.jobId);
    const [job] = await tx
      .update(bulkJobs)
      .set(input.totals(counts))
      .where(eq(bulkJobs.id, input.jobId))
      .returning();
    return job ?? null;
  });
}

/** The rows with an error, of checking or of placing, in sheet order (issue 22). */
export async function findRowsWithErrors(db: TDb, jobId: string): Promise<TBulkJobRowRecord[]> {
  return db
    .select()
    .from(bulkJobRows)
    .where(and(eq(bulkJobRows.jobId, jobId), inArray(bulkJobRows.status, ['INVALID', 'FAILED'])))
    .orderBy(asc(bulkJobRows.rowNumber));
}

/**
 * Issue 22: a new placement attempt of a placed job's rows that failed at placement, for `owner`,
 * once: the job back to PLACING (attempt + 1) and its FAILED rows back to VALID, in one
 * transaction. The rows keep their idempotency keys (job and row), so a row whose order exists is
 * never placed again. Null when the job has no such rows or is not placed.
 */
export async function startResubmission(
  db: TDb,
  input: { jobId: string; owner: string; now: Date },
): Promise<TBulkJobRecord | null> {
  return db.transaction(async (tx) => {
    const [job] = await tx
      .update(bulkJobs)
      .set({
        ...placingNow(input),
        finishedAt: null,
        failedRows: 0,
        attempt: sql`${bulkJobs.attempt} + 1`,
      })
      .where(
        and(
          eq(bulkJobs.id, input.jobId),
          eq(bulkJobs.stage, 'DONE' satisfies TBulkJobStage),
          inArray(bulkJobs.status, ['ORDER_PLACEMENT_SUCCESS_WITH_ERROR', 'ORDER_PLACEMENT_FAIL']),
          gt(bulkJobs.failedRows, 0),
        ),
      )
      .returning();
    if (!job) return null;
    await tx
      .update(bulkJobRows)
      .set({ status: 'VALID', error: null, errorParams: null, errorColumn: null, orderId: null })
      .where(and(eq(bulkJobRows.jobId, input.jobId), eq(bulkJobRows.status, 'FAILED')));
    return job;
  });
}
