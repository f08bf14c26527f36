import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { detailOf, signedFeeFor, uploadChecked } from '../../../test/helpers/bulk-api.ts';
import { filledTemplate, validOrder } from '../../../test/helpers/bulk-files.ts';
import { rowsOf } from '../../platform/with-clauses.ts';
import { vendorChannel } from '../live/publish.ts';
import { createOrder, parseCreateOrderPayload } from '../orders/create-order.ts';
import { rowIdempotencyKey } from './placement.ts';
import { PLACE_BATCH_ROWS, waitForBulkWork } from './runner.ts';
import { bulkJobRows } from './schema.ts';
import { findRows } from './store.ts';

// Bulk placement writes a batch of rows in one transaction (runner.ts PLACE_BATCH_ROWS): the rows
// refused at placement keep their own outcome and key, a row whose key was used before keeps its
// order, the created orders take consecutive numbers in sheet order, and what the orders table's
// triggers and the address book do per order still happens per order.

describe.each(testDatabaseLabels())('bulk placement in batches on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp({ database });
    vendorId = (await createVendor(t.ctx)).vendorId;
    auth = (await createUser(t.ctx, [vendorId])).authorization;
  });
  afterAll(() => t.close());

  it('places a batch in one go: refusals per row, a used key kept, numbers in sheet order', async () => {
    const phone = (i: number) => `+3579912345${i}`;
    const sheet = [
      validOrder('Batch Alpha', { customer_phone: phone(1) }),
      validOrder('Batch Bravo', { customer_phone: phone(2) }),
      validOrder('Batch Charlie', { customer_phone: phone(3) }),
      validOrder('Batch Delta', { customer_phone: phone(4), dropoff_address: 'Ledra Street 7' }),
      validOrder('Batch Echo', { customer_phone: phone(4), dropoff_address: 'Ledra Street 7' }),
      validOrder('Batch Foxtrot', { customer_phone: phone(6) }),
      validOrder('Batch Golf', { customer_phone: phone(7) }),
      validOrder('Batch Hotel', { customer_phone: phone(8) }),
    ];
    expect(sheet.length).toBeLessThan(PLACE_BATCH_ROWS);
    const checked = await uploadChecked(t, auth, vendorId, await filledTemplate(sheet));
    expect(checked.bulk_job.status).toBe('PREPROCESS_SUCCESS');
    const jobId = checked.bulk_job.bulk_job_id;
    const rows = await findRows(t.ctx.db, jobId);

    // Between checking and placing: Bravo's payment method is one the vendor may not use, Foxtrot
    // became a pre-order in the past, Golf's name has a digit (the schema refuses it before the
    // fee is even checked), and Charlie was placed under its row's key by a worker that died.
    const patch = (index: number, change: Record<string, unknown>) =>
      t.ctx.db
        .update(bulkJobRows)
        .set({ payload: { ...rows[index]!.payload, ...change } })
        .where(
          and(eq(bulkJobRows.jobId, jobId), eq(bulkJobRows.rowNumber, rows[index]!.rowNumber)),
        );
    await patch(1, { paymentMethod: 'NONE' });
    await patch(5, { preordered_for: Math.floor(t.clock.now().getTime() / 1000) - 3600 });
    await patch(6, { destinationName: 'Batch G0lf' });
    const charlie = await createOrder({
      ctx: t.ctx,
      vendorId,
      input: parseCreateOrderPayload(t.ctx, {
        ...rows[2]!.payload,
        delivery_fee: await signedFeeFor(t, vendorId, rows[2]!.payload!),
      }),
      idempotencyKey: rowIdempotencyKey(jobId, rows[2]!.rowNumber),
    });
    const charlieN = Number(charlie.orderId.split('-').at(-1));

    const events: { type: string; seq?: number; data: { order_id?: string } }[] = [];
    const unsubscribe = await t.ctx.bus.subscribe(vendorChannel(vendorId), (event) => {
      events.push(event as (typeof events)[number]);
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/bulk-job/place-orders/${jobId}`,
        headers: { authorization: auth },
      });
      expect(res.statusCode, res.body).toBe(200);
      await waitForBulkWork(t.ctx);
    } finally {
      await unsubscribe();
    }
    const placed = await detailOf(t, auth, vendorId, jobId);
    expect(placed.bulk_job).toMatchObject({
      status: 'ORDER_PLACEMENT_SUCCESS_WITH_ERROR',
      orders_placed: 5,
      placement_error_count: 3,
    });
    const created = (n: number) => `${vendorId}-${charlieN + n}`;
    expect(
      placed.orders.map((r) => ({ status: r.status, error: r.error, order_id: r.order_id })),
    ).toEqual([
      { status: 'PLACED', error: null, order_id: created(1) },
      { status: 'FAILED', error: 'error.no-payment-method-available', order_id: null },
      { status: 'PLACED', error: null, order_id: charlie.orderId },
      { status: 'PLACED', error: null, order_id: created(2) },
      { status: 'PLACED', error: null, order_id: created(3) },
      { status: 'FAILED', error: 'order.preorder-time-invalid', order_id: null },
      { status: 'FAILED', error: 'validation.customer-name-invalid', order_id: null },
      { status: 'PLACED', error: null, order_id: created(4) },
    ]);

    // One order per placed row; the refused rows left no key behind (a resubmission places them).
    const named = rowsOf<{ order_id: string; name: string }>(
      await t.ctx.db.execute(sql`select order_id, customer->>'name' as name from orders
        where vendor_id = ${vendorId} and customer->>'name' like 'Batch %' order by order_id`),
    );
    expect(named.map((o) => o.name).sort()).toEqual(
      ['Alpha', 'Charlie', 'Delta', 'Echo', 'Hotel'].map((n) => `Batch ${n}`),
    );
    const keys = rowsOf<{ key: string }>(
      await t.ctx.db.execute(
        sql`select key from order_idempotency_keys where vendor_id = ${vendorId} and key like ${`bulk:${jobId}:%`}`,
      ),
    );
    expect(keys.map((k) => k.key).sort()).toEqual(
      [0, 2, 3, 4, 7].map((i) => rowIdempotencyKey(jobId, rows[i]!.rowNumber)).sort(),
    );

    // The created orders' live events, numbered one after the other in sheet order.
    const orderEvents = events.filter(
      (e) => e.type === 'order_update' && e.data.order_id !== charlie.orderId,
    );
    expect(orderEvents.map((e) => e.data.order_id)).toEqual([1, 2, 3, 4].map(created));
    const seqs = orderEvents.map((e) => e.seq!);
    expect(seqs).toEqual([0, 1, 2, 3].map((i) => seqs[0]! + i));

    // Delta and Echo share a phone and an address: one address book entry, Echo's (the later row).
    const saved = rowsOf<{ name: string }>(
      await t.ctx.db.execute(sql`select name from saved_addresses
        where vendor_id = ${vendorId} and phone_number = ${phone(4)}`),
    );
    expect(saved).toEqual([{ name: 'Batch Echo' }]);

    // The orders table's trigger queued each created order's messages (text and e-mail).
    const queued = rowsOf<{ order_id: string; n: number | string }>(
      await t.ctx.db.execute(sql`select order_id, count(*) as n from notification_messages
        where vendor_id = ${vendorId} and step = 'placed' group by order_id`),
    );
    const queuedOf = new Map(queued.map((q) => [q.order_id, Number(q.n)]));
    expect([1, 2, 3, 4].map((n) => queuedOf.get(created(n)))).toEqual([2, 2, 2, 2]);
  });
});
