import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBulkRowFields } from '@rider-portal/domain/api/bulk';
import { BULK_JOB_PROGRESS_EVENT } from '@rider-portal/domain/bulk-job';
import type { TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { uploadChecked, vendorAndStranger } from '../../../test/helpers/bulk-api.ts';
import { FAR, filledTemplate, validOrder } from '../../../test/helpers/bulk-files.ts';
import { vendorChannel } from '../live/publish.ts';
import { waitForBulkWork } from './runner.ts';

// Issue 22, fix a row in place: PUT /bulk-job/row re-checks one row with the job's own checks and
// answers the row and the job's new totals; vendor-scoped; only while the job is checked and not
// placed.

/** The fields of a row that passes every check (the form's fields, as the editor sends them). */
function fieldsOf(name: string, overrides: TBulkRowFields = {}): TBulkRowFields {
  return { ...(validOrder(name) as TBulkRowFields), ...overrides };
}

describe.each(testDatabaseLabels())('fixing a bulk row on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;
  let strangerVendorId: string;
  let strangerAuth: string;

  function fix(
    jobId: string,
    rowNumber: number | string,
    body: unknown,
    as = { auth, vendorId: '' },
  ) {
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/bulk-job/row/${as.vendorId || vendorId}/${jobId}/${rowNumber}`,
      headers: { authorization: as.auth },
      payload: body as object,
    });
  }

  beforeAll(async () => {
    t = await createTestApp({ database });
    ({ vendorId, auth, strangerVendorId, strangerAuth } = await vendorAndStranger(t));
  });
  afterAll(() => t.close());

  it('re-checks a fixed row and answers it with the job totals, live to every viewer', async () => {
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate([
        validOrder('Fix Alpha'),
        validOrder('Fix Bravo', { customer_phone: '12' }),
        validOrder('Fix Charlie', { latitude: FAR.lat, longitude: FAR.lng, dropoff_address: '' }),
      ]),
    );
    const jobId = detail.bulk_job.bulk_job_id;
    expect(detail.bulk_job).toMatchObject({ success_row_count: 1, error_row_count: 2 });
    const feeBefore = detail.bulk_job.total_fee;

    const events: TBulkJobSummary[] = [];
    const unsubscribe = await t.ctx.bus.subscribe(vendorChannel(vendorId), (event) => {
      const e = event as { type: string; data: TBulkJobSummary };
      if (e.type === BULK_JOB_PROGRESS_EVENT) events.push(e.data);
    });
    try {
      // The phone retyped.
      const phone = await fix(jobId, 3, fieldsOf('Fix Bravo'));
      expect(phone.statusCode, phone.body).toBe(200);
      const fixed = phone.json().body;
      expect(fixed.row).toMatchObject({ row_number: 3, status: 'VALID', error: null });
      expect(fixed.row.fee).toBeGreaterThan(0);
      expect(fixed.bulk_job).toMatchObject({
        status: 'PREPROCESS_SUCCESS_WITH_ERROR',
        success_row_count: 2,
        error_row_count: 1,
        total_fee: feeBefore + fixed.row.fee,
      });
      // The pin dropped near, where the far one was: the last error gone.
      const pin = await fix(jobId, 4, fieldsOf('Fix Charlie', { dropoff_address: '' }));
      expect(pin.json().body.row).toMatchObject({
        status: 'VALID',
        dropoff_address: expect.any(String),
      });
      expect(pin.json().body.bulk_job).toMatchObject({
        status: 'PREPROCESS_SUCCESS',
        error_row_count: 0,
      });
    } finally {
      await unsubscribe();
    }
    expect(events.map((e) => e.error_row_count)).toEqual([1, 0]);

    // A fix that is still wrong: the row keeps an error, on the column to fix.
    const wrong = await fix(jobId, 2, fieldsOf('Fix Alpha', { customer_phone: '99' }));
    expect(wrong.json().body.row).toMatchObject({
      status: 'INVALID',
      error_column: 'customer_phone',
      fee: null,
    });
    expect(wrong.json().body.bulk_job.error_row_count).toBe(1);
  });

  it('is vendor-scoped, validates its input, and stops once placement starts', async () => {
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate([
        validOrder('Scope Alpha'),
        validOrder('Scope Bravo', { customer_phone: '1' }),
      ]),
    );
    const jobId = detail.bulk_job.bulk_job_id;
    const stranger = await fix(jobId, 3, fieldsOf('Scope Bravo'), { auth: strangerAuth, vendorId });
    expect(stranger.statusCode).toBe(404);
    const ownId = await fix(jobId, 3, fieldsOf('Scope Bravo'), {
      auth: strangerAuth,
      vendorId: strangerVendorId,
    });
    expect(ownId.statusCode).toBe(404);
    expect((await fix(jobId, 99, fieldsOf('Nobody'))).statusCode).toBe(404);
    const unknown = await fix(jobId, 3, { ...fieldsOf('Scope Bravo'), is_admin: true });
    expect(unknown.statusCode).toBe(400);
    const long = await fix(jobId, 3, fieldsOf('x'.repeat(1001)));
    expect(long.statusCode).toBe(400);
    expect((await fix(jobId, 0, fieldsOf('Zero'))).statusCode).toBe(400);

    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bulk-job/place-orders/${jobId}`,
      headers: { authorization: auth },
    });
    expect(placed.statusCode).toBe(200);
    await waitForBulkWork(t.ctx);
    const late = await fix(jobId, 3, fieldsOf('Scope Bravo'));
    expect([late.statusCode, late.json().meta.translation_key]).toEqual([
      409,
      'bulk.row-not-editable',
    ]);
  });

  it('makes a job whose every row failed placeable once a row is fixed', async () => {
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate([validOrder('Only Bad', { payment_type: 'BITCOIN' })]),
    );
    expect(detail.bulk_job).toMatchObject({ status: 'PREPROCESS_FAIL', stage: 'DONE' });
    const res = await fix(detail.bulk_job.bulk_job_id, 2, fieldsOf('Only Bad'));
    expect(res.json().body.bulk_job).toMatchObject({
      status: 'PREPROCESS_SUCCESS',
      stage: 'PREPROCESSED',
      success_row_count: 1,
    });
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bulk-job/place-orders/${detail.bulk_job.bulk_job_id}`,
      headers: { authorization: auth },
    });
    expect(placed.statusCode).toBe(200);
  });
});
