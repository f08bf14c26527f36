import type { TPaymentMethod } from '@rider-portal/domain/payments';
import { marketClock } from '../service-hours/request-clock.ts';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import type { TCreateOrderInput } from '@rider-portal/domain/request-order';
import { createOrder, parseCreateOrderPayload } from '../orders/create-order.ts';
import { createOrders } from '../orders/create-orders.ts';
import type { TDraftOutcome, TOrderDraft } from '../orders/create-orders.ts';
import { findIdempotencyKey, hashRequestBody } from '../orders/idempotency-store.ts';
import { quoteDeliveryFee, resolveOrigin } from '../quotes/service.ts';
import type { TVendorRow } from '../vendors/store.ts';
import { saveRowOutcome, saveRowOutcomes } from './store.ts';
import type { TBulkJobRowRecord, TRowOutcomeRecord } from './store.ts';

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

/** A row's request as the form sends it: its checked payload with a fee quoted and signed now. */
async function requestOfRow(
  ctx: TCtx,
  input: { vendor: TVendorRow; row: TBulkJobRowRecord; now: Date },
): Promise<TCreateOrderInput> {
  const { vendor, row, now } = input;
  const payload = row.payload ?? {};
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
  return parseCreateOrderPayload(ctx, {
    ...payload,
    delivery_fee: { fee: quote.fee, expires_at: quote.expires_at, signature: quote.signature },
    // The confirmation dialog said which rows are above the item value limit (000 §5).
    item_value_confirmed: row.warning === 'bulk.row.item-value-above-limit',
  });
}

/** How a refusal is recorded on its row: its translation key and its text parameters. */
function failureOf(error: AppError) {
  return { error: error.translationKey, errorParams: paramsOf(error.details) };
}

/**
 * Places a batch of checked rows of one job (in sheet order) through createOrders: each row's
 * request built as placeRow builds it, the refused rows recorded FAILED with their keys, the others
 * created (or found created under their keys) and every row's outcome written in the batch's one
 * transaction. A crash leaves the whole batch placed and recorded, or none of it.
 */
export async function placeRows(
  ctx: TCtx,
  input: {
    jobId: string;
    vendor: TVendorRow;
    rows: readonly TBulkJobRowRecord[];
    pause?: () => Promise<void> | undefined;
  },
): Promise<TRowOutcome[]> {
  const { jobId, vendor, rows } = input;
  const clock = marketClock(ctx);
  const now = clock.now();
  const drafts: TOrderDraft[] = [];
  for (const row of rows) {
    const keyed = {
      idempotencyKey: rowIdempotencyKey(jobId, row.rowNumber),
      requestHash: hashRequestBody(row.payload),
    };
    try {
      drafts.push({ ...keyed, input: await requestOfRow(ctx, { vendor, row, now }) });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      drafts.push({ ...keyed, refusal: error });
    }
    await input.pause?.();
  }
  const recordOf = (rowNumber: number, outcome: TDraftOutcome): TRowOutcomeRecord => {
    if (outcome.kind === 'refused') {
      return { rowNumber, status: 'FAILED', orderId: null, fee: null, ...failureOf(outcome.error) };
    }
    const fee = outcome.kind === 'created' ? outcome.fee : null;
    return {
      rowNumber,
      status: 'PLACED',
      orderId: outcome.orderId,
      fee,
      error: null,
      errorParams: null,
    };
  };
  const outcomes = await createOrders({
    ctx,
    vendorId: vendor.vendorId,
    drafts,
    clock,
    pause: input.pause,
    onWritten: (tx, written) =>
      saveRowOutcomes(
        tx,
        jobId,
        written.map((outcome, i) => recordOf(rows[i]!.rowNumber, outcome)),
      ),
  });
  return outcomes.map((o) => (o.kind === 'refused' ? 'FAILED' : 'PLACED'));
}

/**
 * Places one checked row through the one order-creation path (createOrder: the request schema,
 * service hours, deliverability, a freshly quoted and signed fee), then records the outcome. An
 * order already created under the row's key (the worker died before recording it) is recorded as
 * placed instead of created again. Bulk placement places rows in batches (placeRows); a batch
 * that fails as a whole is placed again row by row here.
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
  const clock = marketClock(ctx);
  try {
    const request = await requestOfRow(ctx, { vendor, row, now: clock.now() });
    const created = await createOrder({
      ctx,
      vendorId: vendor.vendorId,
      input: request,
      idempotencyKey: key,
      clock,
    });
    await record({
      jobId,
      rowNumber: row.rowNumber,
      status: 'PLACED',
      orderId: created.orderId,
      fee: request.delivery_fee.fee,
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
    await record({ jobId, rowNumber: row.rowNumber, status: 'FAILED', ...failureOf(error) });
    return 'FAILED';
  }
}
