import { count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_JOB_PROGRESS_EVENT } from '@rider-portal/domain/bulk-job';
import type { TBulkJobSummary } from '@rider-portal/domain/bulk-job';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { orders } from '../../db/schema.ts';
import { resetCountryParameter, setCountryParameter } from '../country-params/service.ts';
import { setFlag } from '../flags/service.ts';
import { vendorChannel } from '../live/publish.ts';
import { orderIdempotencyKeys } from '../orders/schema.ts';
import { createOrder, parseCreateOrderPayload } from '../orders/create-order.ts';
import { findVendor } from '../vendors/store.ts';
import { placeRow, rowIdempotencyKey } from './placement.ts';
import { BULK_LEASE_MS, resumeOrphanJobs, waitForBulkWork } from './runner.ts';
import { bulkJobs } from './schema.ts';
import { findRows } from './store.ts';
import { BULK_COLUMNS } from './template.ts';
import { FAR, filledTemplate, validOrder } from '../../../test/helpers/bulk-files.ts';
import { detailOf, signedFeeFor, upload, uploadChecked } from '../../../test/helpers/bulk-api.ts';

// Bulk orders through the API: template, upload, preview, placement, job history, every status, and
// every route refusing another vendor's caller. Real spreadsheets are in spreadsheets.test.ts.

function placeOrders(t: TTestApp, authorization: string, jobId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/bulk-job/place-orders/${jobId}`,
    headers: { authorization },
  });
}

async function placeAndWait(t: TTestApp, authorization: string, vendorId: string, jobId: string) {
  const res = await placeOrders(t, authorization, jobId);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json()).toEqual({ code: 200, body: 'success' });
  await waitForBulkWork(t.ctx);
  return detailOf(t, authorization, vendorId, jobId);
}

describe.each(testDatabaseLabels())('bulk jobs on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;
  let strangerVendorId: string;
  let strangerAuth: string;

  async function ordersNamed(prefix: string, id = vendorId): Promise<number> {
    const rows = await t.ctx.db.select({ n: count() }).from(orders).where(eq(orders.vendorId, id));
    const named = await t.ctx.db
      .select({ customer: orders.customer })
      .from(orders)
      .where(eq(orders.vendorId, id));
    expect(rows[0]!.n).toBe(named.length);
    return named.filter((o) => o.customer.name.startsWith(prefix)).length;
  }

  beforeAll(async () => {
    t = await createTestApp({ database });
    vendorId = (await createVendor(t.ctx)).vendorId;
    auth = (await createUser(t.ctx, [vendorId])).authorization;
    strangerVendorId = (await createVendor(t.ctx)).vendorId;
    strangerAuth = (await createUser(t.ctx, [strangerVendorId])).authorization;
  });
  afterAll(() => t.close());

  it('serves the template: Template.xlsx with every column, dropdowns, instructions in the language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bulk-job/example-file?language=ar',
      headers: { authorization: auth },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toBe('attachment; filename="Template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(
      BULK_COLUMNS.map((c) => c.header),
    );
    const validations = ['K', 'L', 'O', 'P'].map((c) => sheet.getCell(`${c}2`).dataValidation);
    expect(validations.map((v) => v.formulae)).toEqual([
      ['"PAID,CASH_ON_DELIVERY,ONLINE_PAYMENT"'],
      ['"instant,scheduled"'],
      ['"yes,no"'],
      ['"yes,no"'],
    ]);
    expect(sheet.actualRowCount).toBe(3); // the header and two examples
    const help = workbook.getWorksheet('Instructions')!;
    expect(help.getCell('A1').value).toBe('كيفية تعبئة هذا الملف');
    expect(help.views[0]?.rightToLeft).toBe(true);

    const unsigned = await t.app.inject({ method: 'GET', url: '/api/v1/bulk-job/example-file' });
    expect(unsigned.statusCode).toBe(401);
  });

  it('checks every row with the request rules, places the valid ones once, and lists the job', async () => {
    const bytes = await filledTemplate([
      validOrder('Bulk Alpha'),
      validOrder('Bulk Bravo', {
        latitude: null,
        longitude: null,
        payment_type: 'PAID',
        cold_bag: 'yes',
      }),
      validOrder('Bulk Charlie', {
        delivery_type: 'scheduled',
        scheduled_date: '2026-11-21',
        scheduled_time: '14:00',
        payment_type: 'ONLINE_PAYMENT',
      }),
      validOrder(''),
      validOrder('Bulk Echo', { customer_phone: '12' }),
      validOrder('Bulk Foxtrot', { latitude: FAR.lat, longitude: FAR.lng }),
      validOrder('Bulk Golf', { payment_type: 'BITCOIN' }),
      validOrder('Bulk Hotel', { cold_bag: 'maybe' }),
      validOrder('Bulk India', { description: 'x'.repeat(201) }),
      validOrder('Bulk Juliett', { delivery_type: 'scheduled', scheduled_date: '2026-11-21' }),
    ]);
    const detail = await uploadChecked(t, auth, vendorId, bytes);
    const job = detail.bulk_job;
    expect(job).toMatchObject({
      vendor_id: vendorId,
      status: 'PREPROCESS_SUCCESS_WITH_ERROR',
      stage: 'PREPROCESSED',
      file_name: 'orders.xlsx',
      total_rows: 10,
      processed_rows: 10,
      success_row_count: 3,
      orders_to_be_placed: 3,
      error_row_count: 7,
      errors: 7,
      orders_placed: 0,
      currency: 'EUR',
      metadata: { bulk_job_id: job.bulk_job_id, success_row_count: 3 },
    });
    expect(job.created_by).toMatch(/@test\.example$/);
    const byRow = (n: number) => detail.orders.find((r) => r.row_number === n)!;
    expect(detail.orders.map((r) => [r.row_number, r.status, r.error, r.error_column])).toEqual([
      [2, 'VALID', null, null],
      [3, 'VALID', null, null],
      [4, 'VALID', null, null],
      [5, 'INVALID', 'validation.customer-name-required', 'customer_name'],
      [6, 'INVALID', 'validation.phone-invalid', 'customer_phone'],
      [7, 'INVALID', 'error.undeliverable-address', 'latitude'],
      [8, 'INVALID', 'validation.payment-method-required', 'payment_type'],
      [9, 'INVALID', 'bulk.row.yes-no-invalid', 'cold_bag'],
      [10, 'INVALID', 'validation.description-too-long', 'description'],
      [11, 'INVALID', 'bulk.row.schedule-invalid', 'scheduled_date'],
    ]);
    // The preview: customer, drop-off, payment, delivery type and the fee of each row.
    expect(byRow(2)).toMatchObject({
      customer_name: 'Bulk Alpha',
      customer_phone: '+35799123456',
      dropoff_address: 'Ledra Street 20, Nicosia',
      payment_method: 'CASH_ON_DELIVERY',
      delivery_type: 'instant',
      order_amount: 1850,
      fee: 350,
      currency: 'EUR',
      row_id: `${job.bulk_job_id}-2`,
    });
    expect(byRow(4)).toMatchObject({
      delivery_type: 'scheduled',
      payment_method: 'ONLINE_PAYMENT',
      scheduled_for: '2026-11-21T12:00:00.000Z',
    });
    expect(byRow(3).fee).toBeGreaterThan(0);
    expect(job.total_fee).toBe(byRow(2).fee! + byRow(3).fee! + byRow(4).fee!);

    const placed = await placeAndWait(t, auth, vendorId, job.bulk_job_id);
    expect(placed.bulk_job).toMatchObject({
      status: 'ORDER_PLACEMENT_SUCCESS',
      stage: 'DONE',
      orders_placed: 3,
      placement_error_count: 0,
      errors: 7,
    });
    const placedRows = placed.orders.filter((r) => r.status === 'PLACED');
    expect(placedRows.map((r) => r.row_number)).toEqual([2, 3, 4]);
    for (const row of placedRows) expect(row.order_id).toMatch(new RegExp(`^${vendorId}-\\d+$`));
    expect(await ordersNamed('Bulk ')).toBe(3);
    const [charlie] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, byRow(4).order_id ?? placedRows[2]!.order_id!));
    expect(charlie).toMatchObject({
      preorderedFor: new Date('2026-11-21T12:00:00.000Z'),
      details: { payment_method: 'PAID' },
    });
    const [bravo] = await t.ctx.db
      .select()
      .from(orders)
      .where(eq(orders.orderId, placedRows[1]!.order_id!));
    expect(bravo?.details).toMatchObject({ cold_bag_needed: true, payment_method: 'PAID' });
    const keys = await t.ctx.db
      .select({ n: count() })
      .from(orderIdempotencyKeys)
      .where(like(orderIdempotencyKeys.key, `bulk:${job.bulk_job_id}:%`));
    expect(keys[0]!.n).toBe(3);

    // Asking again answers the same and places nothing more.
    const again = await placeAndWait(t, auth, vendorId, job.bulk_job_id);
    expect(again.bulk_job.orders_placed).toBe(3);
    expect(await ordersNamed('Bulk ')).toBe(3);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bulk-job/all/${vendorId}`,
      headers: { authorization: auth },
    });
    expect(list.statusCode).toBe(200);
    const history = list.json() as { code: number; body: TBulkJobSummary[] };
    expect(history.code).toBe(200);
    expect(history.body[0]).toMatchObject({
      bulk_job_id: job.bulk_job_id,
      total_rows: 10,
      orders_to_be_placed: 3,
      orders_placed: 3,
      errors: 7,
      status: 'ORDER_PLACEMENT_SUCCESS',
    });
    const light = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bulk-job/detail/${vendorId}/${job.bulk_job_id}?include_rows=false`,
      headers: { authorization: auth },
    });
    expect(light.json().body.orders).toEqual([]);
  });

  it('ends in PREPROCESS_FAIL when no row is valid, and then refuses to place', async () => {
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate([validOrder(''), validOrder('Nobody', { customer_phone: '' })]),
    );
    expect(detail.bulk_job).toMatchObject({
      status: 'PREPROCESS_FAIL',
      stage: 'DONE',
      success_row_count: 0,
      errors: 2,
    });
    const res = await placeOrders(t, auth, detail.bulk_job.bulk_job_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().meta.translation_key).toBe('bulk.place-order-error');
  });

  it('records rows refused at placement: ORDER_PLACEMENT_SUCCESS_WITH_ERROR and ORDER_PLACEMENT_FAIL', async () => {
    const mixed = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate([
        validOrder('Late Alpha'),
        // 40 minutes ahead: a valid pre-order now, too soon once the clock moved on.
        validOrder('Late Bravo', {
          delivery_type: 'scheduled',
          scheduled_date: '2026-11-21',
          scheduled_time: '12:40',
        }),
      ]),
    );
    expect(mixed.bulk_job.status).toBe('PREPROCESS_SUCCESS');
    t.clock.advance(15 * 60_000);
    try {
      const placed = await placeAndWait(t, auth, vendorId, mixed.bulk_job.bulk_job_id);
      expect(placed.bulk_job).toMatchObject({
        status: 'ORDER_PLACEMENT_SUCCESS_WITH_ERROR',
        orders_placed: 1,
        placement_error_count: 1,
        errors: 1,
      });
      expect(placed.orders[1]).toMatchObject({
        status: 'FAILED',
        error: 'order.preorder-time-invalid',
        order_id: null,
      });
    } finally {
      t.clock.advance(-15 * 60_000);
    }

    const closing = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate([validOrder('Closed Alpha'), validOrder('Closed Bravo')]),
    );
    await setCountryParameter(t.ctx.db, 'serviceHours', '0600:0700');
    try {
      const failed = await placeAndWait(t, auth, vendorId, closing.bulk_job.bulk_job_id);
      expect(failed.bulk_job).toMatchObject({ status: 'ORDER_PLACEMENT_FAIL', orders_placed: 0 });
      expect(failed.orders[0]).toMatchObject({
        status: 'FAILED',
        error: 'service.closed',
        error_params: { from: '06:00', to: '07:00', time: '12:00' },
      });
      // Rows checked while closed say so, with the hours to show.
      const closed = await uploadChecked(
        t,
        auth,
        vendorId,
        await filledTemplate([validOrder('Closed Charlie')]),
      );
      expect(closed.orders[0]).toMatchObject({ status: 'INVALID', error: 'service.closed' });
    } finally {
      await resetCountryParameter(t.ctx.db, 'serviceHours');
    }
    expect(await ordersNamed('Closed ')).toBe(0);
  });

  it('flags an item value above the limit and places it as confirmed', async () => {
    await setCountryParameter(t.ctx.db, 'orderItemValueExceedLimit', '10');
    try {
      const detail = await uploadChecked(
        t,
        auth,
        vendorId,
        await filledTemplate([validOrder('Dear Alpha', { order_amount: 25 })]),
      );
      expect(detail.orders[0]).toMatchObject({
        status: 'VALID',
        warning: 'bulk.row.item-value-above-limit',
      });
      const placed = await placeAndWait(t, auth, vendorId, detail.bulk_job.bulk_job_id);
      expect(placed.orders[0]?.status).toBe('PLACED');
    } finally {
      await resetCountryParameter(t.ctx.db, 'orderItemValueExceedLimit');
    }
  });

  it('publishes the progress of checking and placing on the vendor live channel', async () => {
    const events: TBulkJobSummary[] = [];
    const unsubscribe = await t.ctx.bus.subscribe(vendorChannel(vendorId), (event) => {
      const e = event as { type: string; data: TBulkJobSummary };
      if (e.type === BULK_JOB_PROGRESS_EVENT) events.push(e.data);
    });
    try {
      const rows = Array.from({ length: 150 }, (_, i) =>
        validOrder(`Live ${String.fromCharCode(65 + (i % 26))}${'a'.repeat(1 + (i % 5))}`),
      );
      const detail = await uploadChecked(t, auth, vendorId, await filledTemplate(rows));
      await placeAndWait(t, auth, vendorId, detail.bulk_job.bulk_job_id);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await unsubscribe();
    }
    const stages = events.map((e) => e.stage);
    expect(stages).toContain('PREPROCESSED');
    expect(stages.at(-1)).toBe('DONE');
    expect(events.at(-1)).toMatchObject({ status: 'ORDER_PLACEMENT_SUCCESS', orders_placed: 150 });
    const checked = events.filter((e) => e.stage === 'PREPROCESSING').map((e) => e.processed_rows);
    expect(checked.length).toBeGreaterThan(0);
    expect([...checked].sort((a, b) => a - b)).toEqual(checked);
  });

  it('resumes a job whose worker died, placing each valid row exactly once', async () => {
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate(
        ['Resume Alpha', 'Resume Bravo', 'Resume Charlie', 'Resume Delta'].map((n) =>
          validOrder(n),
        ),
      ),
    );
    const jobId = detail.bulk_job.bulk_job_id;
    // A worker that placed Bravo and recorded it, then placed Charlie and died before recording.
    const vendor = (await findVendor(t.ctx.db, vendorId))!;
    const rows = await findRows(t.ctx.db, jobId);
    await placeRow(t.ctx, { jobId, vendor, row: rows[1]! });
    const charlie = await createOrder({
      ctx: t.ctx,
      vendorId,
      input: parseCreateOrderPayload(t.ctx, {
        ...rows[2]!.payload,
        delivery_fee: await signedFeeFor(t, vendorId, rows[2]!.payload!),
      }),
      idempotencyKey: rowIdempotencyKey(jobId, rows[2]!.rowNumber),
    });
    await t.ctx.db
      .update(bulkJobs)
      .set({
        stage: 'PLACING',
        owner: 'a-worker-that-died',
        heartbeatAt: new Date(t.clock.now().getTime() - BULK_LEASE_MS - 1000),
      })
      .where(eq(bulkJobs.id, jobId));
    // Not yet stale for a moment: nobody takes it over.
    t.clock.advance(-BULK_LEASE_MS);
    expect(await resumeOrphanJobs(t.ctx)).toBe(0);
    t.clock.advance(BULK_LEASE_MS);
    expect(await resumeOrphanJobs(t.ctx)).toBe(1);
    await waitForBulkWork(t.ctx);
    const resumed = await detailOf(t, auth, vendorId, jobId);
    expect(resumed.bulk_job).toMatchObject({ status: 'ORDER_PLACEMENT_SUCCESS', orders_placed: 4 });
    expect(resumed.orders[2]?.order_id).toBe(charlie.orderId);
    expect(new Set(resumed.orders.map((r) => r.order_id)).size).toBe(4);
    expect(await ordersNamed('Resume ')).toBe(4);
  });

  it('refuses another vendor on every route with 404, and answers 404 with the flag off', async () => {
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate([validOrder('Private Alpha')]),
    );
    const jobId = detail.bulk_job.bulk_job_id;
    const own = await uploadChecked(
      t,
      strangerAuth,
      strangerVendorId,
      await filledTemplate([validOrder('Stranger Alpha')]),
    );
    const bytes = await filledTemplate([validOrder('Intruder Alpha')]);
    const tries = (authorization: string) => [
      t.app.inject({
        method: 'GET',
        url: `/api/v1/bulk-job/example-file?vendor_id=${vendorId}`,
        headers: { authorization },
      }),
      upload(t, authorization, vendorId, bytes),
      placeOrders(t, authorization, jobId),
      t.app.inject({
        method: 'GET',
        url: `/api/v1/bulk-job/all/${vendorId}`,
        headers: { authorization },
      }),
      t.app.inject({
        method: 'GET',
        url: `/api/v1/bulk-job/detail/${vendorId}/${jobId}`,
        headers: { authorization },
      }),
    ];
    for (const res of await Promise.all(tries(strangerAuth))) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().meta.translation_key).toBe('error.not-found');
    }
    // Its own vendor in the path does not open another vendor's job.
    const crossed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bulk-job/detail/${strangerVendorId}/${jobId}`,
      headers: { authorization: strangerAuth },
    });
    expect(crossed.statusCode).toBe(404);
    const crossedBack = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bulk-job/detail/${vendorId}/${own.bulk_job.bulk_job_id}`,
      headers: { authorization: auth },
    });
    expect(crossedBack.statusCode).toBe(404);
    expect(await ordersNamed('Intruder ')).toBe(0);
    expect(detail.bulk_job.orders_placed).toBe(0);

    await setFlag(t.ctx.db, { name: 'bulk-order-upload', value: false, vendorId });
    try {
      for (const res of await Promise.all(tries(auth))) {
        expect(res.statusCode, res.body).toBe(404);
      }
    } finally {
      await setFlag(t.ctx.db, { name: 'bulk-order-upload', value: 'default', vendorId });
    }
    await setFlag(t.ctx.db, { name: 'bulk-order-upload', value: false, vendorId: null });
    try {
      const template = await t.app.inject({
        method: 'GET',
        url: '/api/v1/bulk-job/example-file',
        headers: { authorization: auth },
      });
      expect(template.statusCode).toBe(404);
    } finally {
      await setFlag(t.ctx.db, { name: 'bulk-order-upload', value: 'default', vendorId: null });
    }
  });
});
