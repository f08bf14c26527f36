import { expect } from 'vitest';
import type { TBulkJobDetail } from '@rider-portal/domain/bulk-job';
import type { TTestApp } from './test-app.ts';
import { waitForBulkWork } from '../../src/modules/bulk/runner.ts';
import { multipartBody } from './bulk-files.ts';
import { createUser, createVendor } from './factories.ts';
import { quoteDeliveryFee, resolveOrigin } from '../../src/modules/quotes/service.ts';
import { findVendor } from '../../src/modules/vendors/store.ts';

// The bulk calls as the screens make them, for the API tests.

export async function upload(
  t: TTestApp,
  authorization: string,
  vendorId: string,
  bytes: Uint8Array,
  fileName = 'orders.xlsx',
  fields: Record<string, string> = {},
) {
  const { payload, contentType } = multipartBody({ vendorId, bytes, fileName, fields });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/bulk-job/create',
    headers: { authorization, 'content-type': contentType },
    payload,
  });
}

export async function detailOf(
  t: TTestApp,
  authorization: string,
  vendorId: string,
  jobId: string,
): Promise<TBulkJobDetail> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/bulk-job/detail/${vendorId}/${jobId}`,
    headers: { authorization },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().body as TBulkJobDetail;
}

/** Uploads and waits until every row is checked; the job's detail. */
export async function uploadChecked(
  t: TTestApp,
  authorization: string,
  vendorId: string,
  bytes: Uint8Array,
  fileName = 'orders.xlsx',
  fields: Record<string, string> = {},
): Promise<TBulkJobDetail> {
  const res = await upload(t, authorization, vendorId, bytes, fileName, fields);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().code).toBe(200);
  await waitForBulkWork(t.ctx);
  return detailOf(t, authorization, vendorId, res.json().body.bulk_job.bulk_job_id);
}

/** A vendor with a signed-in user, and another vendor with its own (for the 404 checks). */
export async function vendorAndStranger(t: TTestApp) {
  const vendorId = (await createVendor(t.ctx)).vendorId;
  const auth = (await createUser(t.ctx, [vendorId])).authorization;
  const strangerVendorId = (await createVendor(t.ctx)).vendorId;
  const strangerAuth = (await createUser(t.ctx, [strangerVendorId])).authorization;
  return { vendorId, auth, strangerVendorId, strangerAuth };
}

/** A fee quoted and signed now for a checked row's payload, as the request form sends it. */
export async function signedFeeFor(
  t: TTestApp,
  vendorId: string,
  payload: Record<string, unknown>,
) {
  const vendor = (await findVendor(t.ctx.db, vendorId))!;
  const quote = await quoteDeliveryFee({
    ctx: t.ctx,
    now: t.clock.now(),
    vendor,
    origin: resolveOrigin(vendor, null),
    destination: {
      lat: Number(payload.destinationLatitude),
      lng: Number(payload.destinationLongitude),
    },
    paymentMethod: 'CASH_ON_DELIVERY',
  });
  return { fee: quote.fee, expires_at: quote.expires_at, signature: quote.signature };
}
