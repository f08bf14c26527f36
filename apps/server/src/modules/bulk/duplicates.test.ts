import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZBulkDuplicateFile } from '@rider-portal/domain/api/bulk';
import { BULK_DUPLICATE_FILE_DAYS } from '@rider-portal/domain/constants';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import {
  detailOf,
  upload,
  uploadChecked,
  vendorAndStranger,
} from '../../../test/helpers/bulk-api.ts';
import { filledTemplate, validOrder } from '../../../test/helpers/bulk-files.ts';
import { waitForBulkWork } from './runner.ts';
import { bulkJobs } from './schema.ts';

// Issue 22, never the same file twice: the same file from the same vendor within
// BULK_DUPLICATE_FILE_DAYS is answered 409 bulk.duplicate-file (the earlier job, its date, the orders
// placed from it) before anything is read, and goes on when asked to; rows like an order placed
// today (phone, address, time) are marked as probable duplicates, a warning only.

const DAY_MS = 86_400_000;

describe.each(testDatabaseLabels())('duplicate bulk uploads on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;
  let otherVendorId: string;
  let otherAuth: string;

  beforeAll(async () => {
    t = await createTestApp({ database });
    ({
      vendorId,
      auth,
      strangerVendorId: otherVendorId,
      strangerAuth: otherAuth,
    } = await vendorAndStranger(t));
  });
  afterAll(() => t.close());

  it('asks before the same file twice, goes on when allowed, forgets after the window', async () => {
    const bytes = await filledTemplate([validOrder('Twice Alpha'), validOrder('Twice Bravo')]);
    const first = await uploadChecked(t, auth, vendorId, bytes);
    const placed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bulk-job/place-orders/${first.bulk_job.bulk_job_id}`,
      headers: { authorization: auth },
    });
    expect(placed.statusCode).toBe(200);
    await waitForBulkWork(t.ctx);

    const again = await upload(t, auth, vendorId, bytes, 'renamed.xlsx');
    expect(again.statusCode).toBe(409);
    const envelope = ZBulkDuplicateFile.parse(again.json());
    expect(envelope.meta).toEqual({
      translation_key: 'bulk.duplicate-file',
      bulk_job_id: first.bulk_job.bulk_job_id,
      created_at: first.bulk_job.created_at,
      orders_placed: 2,
    });
    // Nothing was read or recorded for the refused upload.
    const jobs = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bulk-job/all/${vendorId}`,
      headers: { authorization: auth },
    });
    expect(jobs.json().body).toHaveLength(1);

    // "false" or anything else is not a yes.
    const no = await upload(t, auth, vendorId, bytes, 'day.xlsx', { allow_duplicate: 'yes' });
    expect(no.statusCode).toBe(409);
    const second = await uploadChecked(t, auth, vendorId, bytes, 'day.xlsx', {
      allow_duplicate: 'true',
    });
    expect(second.bulk_job.bulk_job_id).not.toBe(first.bulk_job.bulk_job_id);
    // The rows repeat the orders placed today: a warning on each, still valid.
    expect(second.orders.map((o) => [o.status, o.probable_duplicate_of])).toEqual([
      ['VALID', first.orders[0]!.order_id ?? expect.any(String)],
      ['VALID', expect.any(String)],
    ]);

    // Another vendor's same file is its own first upload.
    const other = await upload(t, otherAuth, otherVendorId, bytes);
    expect(other.statusCode, other.body).toBe(200);
    await waitForBulkWork(t.ctx);

    // Uploads older than the window are not asked about (sessions outlive no week, so the jobs age).
    const longAgo = new Date(t.clock.now().getTime() - BULK_DUPLICATE_FILE_DAYS * DAY_MS - 60_000);
    await t.ctx.db
      .update(bulkJobs)
      .set({ createdAt: longAgo })
      .where(eq(bulkJobs.vendorId, vendorId));
    const later = await upload(t, auth, vendorId, bytes);
    expect(later.statusCode, later.body).toBe(200);
    await waitForBulkWork(t.ctx);
  });

  it('marks only the rows like an order placed today as probable duplicates', async () => {
    const placedFile = await filledTemplate([
      validOrder('Dup Alpha', {
        customer_phone: '+35799000111',
        dropoff_address: 'Ledra Street 5',
      }),
    ]);
    const first = await uploadChecked(t, auth, vendorId, placedFile);
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/bulk-job/place-orders/${first.bulk_job.bulk_job_id}`,
      headers: { authorization: auth },
    });
    await waitForBulkWork(t.ctx);
    const orderId = (await detailOf(t, auth, vendorId, first.bulk_job.bulk_job_id)).orders[0]!
      .order_id;
    expect(orderId).toEqual(expect.any(String));
    const next = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate([
        // The same phone written another way, the same address in other case and spacing.
        validOrder('Dup Again', {
          customer_phone: '+357 99 000111',
          dropoff_address: 'LEDRA  street 5',
        }),
        validOrder('Dup Other Phone', {
          customer_phone: '+35799000112',
          dropoff_address: 'Ledra Street 5',
        }),
        validOrder('Dup Later', {
          customer_phone: '+35799000111',
          dropoff_address: 'Ledra Street 5',
          delivery_type: 'scheduled',
          scheduled_date: '2026-11-21',
          scheduled_time: '16:00',
        }),
      ]),
    );
    expect(next.orders.map((o) => [o.customer_name, o.status, o.probable_duplicate_of])).toEqual([
      ['Dup Again', 'VALID', orderId],
      ['Dup Other Phone', 'VALID', null],
      ['Dup Later', 'VALID', null],
    ]);
  });
});
