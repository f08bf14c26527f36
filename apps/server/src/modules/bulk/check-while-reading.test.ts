import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_FILE_LIMITS, BULK_READ_BATCH_ROWS } from '@rider-portal/domain/constants';
import type { TBulkJobDetail, TBulkRowStatus } from '@rider-portal/domain/bulk-job';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { FAR, filledTemplate, validOrder } from '../../../test/helpers/bulk-files.ts';
import { detailOf, upload, uploadChecked } from '../../../test/helpers/bulk-api.ts';
import { bulkWorkerId, runJob } from './runner.ts';
import { bulkJobs } from './schema.ts';
import { findJob, findRows, insertJob, insertRowRecords, rowRecordOf } from './store.ts';

// An upload's rows are checked while the file is read and written with their verdicts; rows the
// checking did not reach before the answer are written PENDING and checked by the job's runner.

/** What a viewer sees of a checked job and its rows, without what differs between two jobs. */
function outcomeOf(detail: TBulkJobDetail) {
  const { status, stage, total_rows, processed_rows, success_row_count, error_row_count } =
    detail.bulk_job;
  return {
    job: { status, stage, total_rows, processed_rows, success_row_count, error_row_count },
    rows: detail.orders.map((r) => [r.row_number, r.status, r.error, r.error_column, r.fee]),
  };
}

describe.each(testDatabaseLabels())('rows checked while read on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp({ database });
    vendorId = (await createVendor(t.ctx)).vendorId;
    auth = (await createUser(t.ctx, [vendorId])).authorization;
  });
  afterAll(() => t.close());

  it('finishes a job answered with rows left unchecked: the same totals and row errors', async () => {
    const bytes = await filledTemplate([
      validOrder('Read Alpha'),
      validOrder('Read Bravo', { customer_phone: '12' }),
      validOrder('Read Charlie', { latitude: FAR.lat, longitude: FAR.lng }),
      validOrder('Read Delta'),
      validOrder('Read Echo', { cold_bag: 'maybe' }),
      validOrder('Read Foxtrot', { payment_type: 'BITCOIN' }),
      validOrder('Read Golf'),
      validOrder('Read Hotel', { description: 'x'.repeat(201) }),
    ]);
    const whole = await uploadChecked(t, auth, vendorId, bytes);
    expect(whole.bulk_job).toMatchObject({ total_rows: 8, processed_rows: 8 });
    // The same rows as an upload whose checking stopped after its third row writes them: the
    // first three with their verdicts, the rest PENDING, then the job's runner takes over.
    const stored = await findRows(t.ctx.db, whole.bulk_job.bulk_job_id);
    const jobId = randomUUID();
    const now = t.clock.now();
    await insertJob(t.ctx.db, {
      id: jobId,
      vendorId,
      createdBy: 'reader@test.example',
      fileName: 'orders.xlsx',
      status: 'UNKNOWN',
      stage: 'PREPROCESSING',
      totalRows: stored.length,
      processedRows: 3,
      currency: 'EUR',
      owner: bulkWorkerId(t.ctx),
      heartbeatAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const records = stored.map((r, i) =>
      rowRecordOf(
        r.rowNumber,
        r.cells,
        i < 3 ? { ...r, status: r.status as TBulkRowStatus, duplicateOrderId: null } : undefined,
      ),
    );
    expect(records.map((r) => r.status)).toEqual([
      'VALID',
      'INVALID',
      'INVALID',
      ...Array<string>(5).fill('PENDING'),
    ]);
    await insertRowRecords(t.ctx.db, jobId, JSON.stringify(records));
    await runJob(t.ctx, (await findJob(t.ctx.db, jobId))!);
    const finished = await detailOf(t, auth, vendorId, jobId);
    expect(outcomeOf(finished)).toEqual(outcomeOf(whole));
    expect(outcomeOf(finished).job).toMatchObject({
      status: 'PREPROCESS_SUCCESS_WITH_ERROR',
      success_row_count: 3,
      error_row_count: 5,
    });
  });

  it('keeps no job for a file refused after its first rows were handed over', async () => {
    const rows = Array.from({ length: BULK_READ_BATCH_ROWS + 1 }, (_, i) =>
      validOrder(`Refused ${String.fromCharCode(65 + (i % 26))}`),
    );
    rows[rows.length - 1] = validOrder('Refused Last', {
      notes: 'x'.repeat(BULK_FILE_LIMITS.cellChars + 1),
    });
    const res = await upload(t, auth, vendorId, await filledTemplate(rows), 'refused.xlsx');
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().meta).toMatchObject({
      translation_key: 'bulk.file-too-complex',
      limit: 'cellChars',
    });
    const jobs = await t.ctx.db
      .select({ id: bulkJobs.id })
      .from(bulkJobs)
      .where(eq(bulkJobs.fileName, 'refused.xlsx'));
    expect(jobs).toEqual([]);
  });
});
