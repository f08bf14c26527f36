import { BULK_DUPLICATE_FILE_DAYS } from '@rider-portal/domain/constants';
import { bulkDuplicateKey } from '@rider-portal/domain/bulk-duplicates';
import { startOfMarketDay } from '@rider-portal/domain/market-day';
import { getMarket } from '@rider-portal/domain/markets';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { findOrdersCreatedSince, findRecentJobWithHash } from './store.ts';

// Issue 22, "never the same file twice": the same file within BULK_DUPLICATE_FILE_DAYS is asked
// about before anything is read; a row like an order placed today is marked in the review.

type TCtx = Pick<TAppContext, 'db' | 'config' | 'clock'>;

const DAY_MS = 86_400_000;

/**
 * Refuses (409 bulk.duplicate-file) a file the vendor uploaded in the last
 * BULK_DUPLICATE_FILE_DAYS days, naming that job, its date and the orders placed from it.
 */
export async function assertNotUploadedBefore(
  ctx: TCtx,
  input: { vendorId: string; contentHash: string },
): Promise<void> {
  const since = new Date(ctx.clock.now().getTime() - BULK_DUPLICATE_FILE_DAYS * DAY_MS);
  const earlier = await findRecentJobWithHash(ctx.db, { ...input, since });
  if (!earlier) return;
  throw new AppError(409, 'bulk.duplicate-file', {
    details: {
      bulk_job_id: earlier.id,
      created_at: earlier.createdAt.toISOString(),
      orders_placed: earlier.placedRows,
    },
  });
}

/** The duplicate key of each order the vendor created today (market day) → its order id. */
export async function loadOrdersPlacedToday(
  ctx: TCtx,
  vendorId: string,
): Promise<Map<string, string>> {
  const since = startOfMarketDay(ctx.clock.now(), ctx.config.timeZone);
  const region = getMarket(ctx.config.country).phoneRegion;
  const placed = await findOrdersCreatedSince(ctx.db, { vendorId, since });
  const keys = new Map<string, string>();
  for (const order of placed) {
    const preorderedFor = order.preorderedFor ? order.preorderedFor.getTime() / 1000 : null;
    const key = bulkDuplicateKey({ ...order, preorderedFor }, region);
    if (!keys.has(key)) keys.set(key, order.orderId);
  }
  return keys;
}

/** The order a checked row's payload probably repeats, else null. */
export function probableDuplicateOf(
  ctx: Pick<TAppContext, 'config'>,
  placedToday: ReadonlyMap<string, string>,
  payload: Record<string, unknown> | null,
): string | null {
  if (!payload || placedToday.size === 0) return null;
  const text = (key: string) => (typeof payload[key] === 'string' ? payload[key] : '');
  const at = payload.preordered_for;
  const key = bulkDuplicateKey(
    {
      phone: text('destinationPhoneNumber'),
      address: text('destinationTextAddress'),
      preorderedFor: typeof at === 'number' ? at : null,
    },
    getMarket(ctx.config.country).phoneRegion,
  );
  return placedToday.get(key) ?? null;
}
