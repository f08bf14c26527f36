import type { TPaymentMethod } from '@rider-portal/domain/payments';
import { marketClock } from '../service-hours/request-clock.ts';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { createOrder, parseCreateOrderPayload } from '../orders/create-order.ts';
import { findIdempotencyKey } from '../orders/idempotency-store.ts';
import { quoteDeliveryFee, resolveOrigin } from '../quotes/service.ts';
import type { TVendorRow } from '../vendors/store.ts';
import { saveRowOutcome } from './store.ts';
import type { TBulkJobRowRecord } from './store.ts';

type TCtx = Pick<TAppContext, 'db' | 'bus' | 'clock' | 'config' | 'secrets'>;

/**
 * The Idempotency-Key of a row's order: the job and the row. Placing the row again (a second
 * worker, a restart after a crash) can never create a second order for it.
 */
export function rowIdempotencyKey(jobId: string, rowNumber: number): string {
  return `bulk:${jobId}:${rowNumber}`;
}

export type TRowOutcome = 'PLACED' | 'FAILED';

function paramsOf(details: Record<string, unknown> | undefined): Record<string, string> | null {
  if (!details) return null;
  const entries = Object.entries(details).filter(([, v]) => typeof v === 'string');
  return entries.length > 0 ? Object.fromEntries(entries as [string, string][]) : null;
}

/**
 * Places one checked row through the one order-creation path (createOrder: the request schema,
 * service hours, deliverability, a freshly quoted and signed fee), then records the outcome. An
 * order already created under the row's key (the worker died before recording it) is recorded as
 * placed instead of created again.
 */
export async function placeRow(
  ctx: TCtx,
  input: { jobId: string; vendor: TVendorRow; row: TBulkJobRowRecord },
): Promise<TRowOutcome> {
  const { jobId, vendor, row } = input;
  const key = rowIdempotencyKey(jobId, row.rowNumber);
  const record = (outcome: Parameters<typeof saveRowOutcome>[1]) => saveRowOutcome(ctx.db, outcome);
  const earlier = await findIdempotencyKey(ctx.db, vendor.vendorId, key);
  if (earlier?.orderId) {
    await record({ jobId, rowNumber: row.rowNumber, status: 'PLACED', orderId: earlier.orderId });
    return 'PLACED';
  }
  const payload = row.payload ?? {};
  const clock = marketClock(ctx);
  const now = clock.now();
  try {
    const origin = resolveOrigin(vendor, null);
    const destination = {
      lat: Number(payload.destinationLatitude),
      lng: Number(payload.destinationLongitude),
    };
    const quote = await quoteDeliveryFee({
      ctx,
      now,
      vendor,
      origin,
      destination,
      paymentMethod: payload.paymentMethod as TPaymentMethod,
    });
    const created = await createOrder({
      ctx,
      vendorId: vendor.vendorId,
      input: parseCreateOrderPayload(ctx, {
        ...payload,
        delivery_fee: { fee: quote.fee, expires_at: quote.expires_at, signature: quote.signature },
        // The confirmation dialog said which rows are above the item value limit (000 §5).
        item_value_confirmed: row.warning === 'bulk.row.item-value-above-limit',
      }),
      idempotencyKey: key,
      clock,
    });
    await record({
      jobId,
      rowNumber: row.rowNumber,
      status: 'PLACED',
      orderId: created.orderId,
      fee: quote.fee,
    });
    return 'PLACED';
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.translationKey.startsWith('error.idempotency-')) {
      // Another worker holds or used the key: its order is the row's order.
      const other = await findIdempotencyKey(ctx.db, vendor.vendorId, key);
      if (other?.orderId) {
        await record({ jobId, rowNumber: row.rowNumber, status: 'PLACED', orderId: other.orderId });
        return 'PLACED';
      }
    }
    await record({
      jobId,
      rowNumber: row.rowNumber,
      status: 'FAILED',
      error: error.translationKey,
      errorParams: paramsOf(error.details),
    });
    return 'FAILED';
  }
}
