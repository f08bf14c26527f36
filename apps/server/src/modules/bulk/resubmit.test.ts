import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { detailOf, uploadChecked, vendorAndStranger } from '../../../test/helpers/bulk-api.ts';
import { filledTemplate, validOrder } from '../../../test/helpers/bulk-files.ts';
import { orders } from '../../db/schema.ts';
import { resetCountryParameter, setCountryParameter } from '../country-params/service.ts';
import { waitForBulkWork } from './runner.ts';

// Issue 22, resubmit: the rows of a placed job that failed at placement are placed again as a new
// attempt of the same job, with their idempotency keys: a row placed before is never placed twice.
// (The kill -9 variant is in crash-resume.test.ts.)

describe.each(testDatabaseLabels())('resubmitting failed rows on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;
  let strangerAuth: string;

  function call(path: 'place-orders' | 'resubmit', jobId: string, authorization = auth) {
    const url =
      path === 'resubmit'
        ? `/api/v1/bulk-job/resubmit/${vendorId}/${jobId}`
        : `/api/v1/bulk-job/place-orders/${jobId}`;
    return t.app.inject({ method: 'POST', url, headers: { authorization } });
  }

  async function ordersNamed(prefix: string) {
    return t.ctx.db
      .select({ id: orders.orderId })
      .from(orders)
      .where(
        and(eq(orders.vendorId, vendorId), like(sql`${orders.customer}->>'name'`, `${prefix}%`)),
      );
  }

  beforeAll(async () => {
    t = await createTestApp({ database });
    ({ vendorId, auth, strangerAuth } = await vendorAndStranger(t));
  });
  afterAll(() => t.close());

  it('places the rows that failed at placement again, each once, as a new attempt', async () => {
    const checked = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate([
        validOrder('Again Alpha'),
        // 40 minutes ahead: valid now, too soon once the clock moved on.
        validOrder('Again Bravo', {
          delivery_type: 'scheduled',
          scheduled_date: '2026-11-21',
          scheduled_time: '12:40',
        }),
      ]),
    );
    const jobId = checked.bulk_job.bulk_job_id;
    expect((await call('resubmit', jobId)).statusCode).toBe(409); // not placed yet
    t.clock.advance(15 * 60_000);
    await call('place-orders', jobId);
    await waitForBulkWork(t.ctx);
    t.clock.advance(-15 * 60_000);
    const first = await detailOf(t, auth, vendorId, jobId);
    expect(first.bulk_job).toMatchObject({
      status: 'ORDER_PLACEMENT_SUCCESS_WITH_ERROR',
      orders_placed: 1,
      placement_error_count: 1,
      attempt: 1,
    });
    const placedBefore = first.orders[0]!.order_id;

    expect((await call('resubmit', jobId, strangerAuth)).statusCode).toBe(404);
    const res = await call('resubmit', jobId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().body).toMatchObject({ stage: 'PLACING', attempt: 2 });
    await waitForBulkWork(t.ctx);
    const second = await detailOf(t, auth, vendorId, jobId);
    expect(second.bulk_job).toMatchObject({
      status: 'ORDER_PLACEMENT_SUCCESS',
      stage: 'DONE',
      orders_placed: 2,
      placement_error_count: 0,
      attempt: 2,
    });
    expect(second.orders.map((o) => o.status)).toEqual(['PLACED', 'PLACED']);
    expect(second.orders[0]!.order_id).toBe(placedBefore);
    expect(await ordersNamed('Again ')).toHaveLength(2);

    const nothing = await call('resubmit', jobId);
    expect([nothing.statusCode, nothing.json().meta.translation_key]).toEqual([
      409,
      'bulk.nothing-to-resubmit',
    ]);
  });

  it('resubmits a job whose every row failed (a closed service window) once it opens', async () => {
    const checked = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate([validOrder('Window Alpha'), validOrder('Window Bravo')]),
    );
    await setCountryParameter(t.ctx.db, 'serviceHours', '0600:0700');
    try {
      await call('place-orders', checked.bulk_job.bulk_job_id);
      await waitForBulkWork(t.ctx);
    } finally {
      await resetCountryParameter(t.ctx.db, 'serviceHours');
    }
    const failed = await detailOf(t, auth, vendorId, checked.bulk_job.bulk_job_id);
    expect(failed.bulk_job).toMatchObject({ status: 'ORDER_PLACEMENT_FAIL', orders_placed: 0 });
    expect((await call('resubmit', checked.bulk_job.bulk_job_id)).statusCode).toBe(200);
    await waitForBulkWork(t.ctx);
    const placed = await detailOf(t, auth, vendorId, checked.bulk_job.bulk_job_id);
    expect(placed.bulk_job).toMatchObject({ status: 'ORDER_PLACEMENT_SUCCESS', orders_placed: 2 });
    expect(await ordersNamed('Window ')).toHaveLength(2);
  });
});
