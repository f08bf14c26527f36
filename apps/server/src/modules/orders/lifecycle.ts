import { isUnpaidPaymentStatus } from '@rider-portal/domain/payments';
import { mergeOrderUpdate } from '@rider-portal/domain/statuses';
import type { TOrderStatus, TStatusHistoryEntry } from '@rider-portal/domain/statuses';
import type { TAppContext } from '../../app-context.ts';
import type { TDb } from '../../platform/db.ts';
import type { TOrderRider, TProofKind } from '../../db/schema.ts';
import { findOrderForUpdate, updateOrderRow } from './store.ts';
import type { TOrderRow } from './store.ts';
import { presentOrder } from './presenter.ts';
import { publishLiveEvent, recordLiveEvent } from '../live/publish.ts';
import type { TLiveEvent } from '../live/publish.ts';
import { releaseOrderVoucher } from '../vouchers/service.ts';

/** Something that happened to an order, as the logistics side or the portal reports it. */
export type TOrderEvent = {
  orderId: string;
  occurredAt: Date;
  status?: TOrderStatus;
  rider?: Omit<TOrderRider, 'updated_at'>;
  etaPickupAt?: Date | null;
  etaDropoffAt?: Date | null;
  cancelReason?: string;
  proof?: { kind: TProofKind; blobKey: string };
};

/** With a caller's transaction, the caller publishes `liveEvent` after its commit. */
export type TApplyResult = { order: TOrderRow; isChanged: boolean; liveEvent: TLiveEvent | null };

type TStatusRecord = {
  status: TOrderStatus;
  updated_at: string;
  status_history: TStatusHistoryEntry[];
};

/**
 * The order's status as the merge sees it, timed by its newest status entry: an edit of the
 * order's details (which moves updated_at) must not make an earlier logistics event look stale.
 */
function statusRecordOf(row: TOrderRow): TStatusRecord {
  const history = row.statusHistory as TStatusHistoryEntry[];
  const statusAt = Math.max(...history.map((entry) => Date.parse(entry.created_at)));
  return {
    status: row.status as TOrderStatus,
    updated_at: Number.isFinite(statusAt)
      ? new Date(statusAt).toISOString()
      : row.createdAt.toISOString(),
    status_history: history,
  };
}

/** The order row after one event: the domain's merge for the status, newest-wins for the rest. */
export function mergeEvent(row: TOrderRow, event: TOrderEvent): TOrderRow {
  const at = event.occurredAt.toISOString();
  const next: TOrderRow = { ...row };
  if (event.status) {
    const merged = mergeOrderUpdate(statusRecordOf(row), {
      status: event.status,
      updated_at: at,
      status_history: [{ status: event.status, created_at: at }],
    });
    next.status = merged.status;
    next.statusHistory = merged.status_history;
    next.updatedAt = new Date(Math.max(row.updatedAt.getTime(), Date.parse(merged.updated_at)));
    if (merged.status === 'CANCELLED' && event.cancelReason && !row.cancelReason) {
      next.cancelReason = event.cancelReason;
    }
  }
  const riderAt = row.rider ? Date.parse(row.rider.updated_at) : Number.NEGATIVE_INFINITY;
  const isNewestPosition = event.occurredAt.getTime() >= riderAt;
  if (event.rider && isNewestPosition) next.rider = { ...event.rider, updated_at: at };
  if (isNewestPosition && event.etaPickupAt !== undefined) next.etaPickupAt = event.etaPickupAt;
  if (isNewestPosition && event.etaDropoffAt !== undefined) next.etaDropoffAt = event.etaDropoffAt;
  if (event.proof && !row.proofs[event.proof.kind]) {
    next.proofs = {
      ...row.proofs,
      [event.proof.kind]: { blob_key: event.proof.blobKey, taken_at: at },
    };
  }
  return next;
}

function isSameRow(a: TOrderRow, b: TOrderRow): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * ARCHITECTURE "Data rules", 001 §3-4: the one function that changes an order's status or rider,
 * on an order its caller has locked in its transaction (`findOrderForUpdate`, or
 * `findOrdersForUpdate` for a batch). It merges the event (an older update never overwrites a
 * newer one; the status never moves down the progress rank), gives back the voucher of a card
 * payment that ended unpaid, and records the vendor's next live event, which the caller publishes
 * after commit. Nothing else writes order status.
 */
export async function applyEventToLockedOrder(
  ctx: Pick<TAppContext, 'clock'>,
  tx: TDb,
  row: TOrderRow,
  event: TOrderEvent,
): Promise<TApplyResult> {
  const next = mergeEvent(row, event);
  if (isSameRow(row, next)) return { order: row, isChanged: false, liveEvent: null };
  const saved = await updateOrderRow(tx, row.orderId, {
    status: next.status,
    statusHistory: next.statusHistory,
    updatedAt: next.updatedAt,
    rider: next.rider,
    etaPickupAt: next.etaPickupAt,
    etaDropoffAt: next.etaDropoffAt,
    cancelReason: next.cancelReason,
    proofs: next.proofs,
  });
  // A card payment that ends unpaid gives the order's voucher use back, in the same transaction.
  if (saved.status !== row.status && isUnpaidPaymentStatus(saved.status)) {
    await releaseOrderVoucher(tx, { orderId: saved.orderId, at: ctx.clock.now() });
  }
  const liveEvent = await recordLiveEvent(tx, {
    vendorId: saved.vendorId,
    type: 'order_update',
    data: presentOrder(saved),
    at: ctx.clock.now(),
  });
  return { order: saved, isChanged: true, liveEvent };
}

/**
 * One event on one order: locks the order and applies the event (`applyEventToLockedOrder`), in
 * the caller's transaction or its own; with its own, publishes the live event after commit. Null
 * when there is no such order.
 */
export async function applyOrderEvent(
  ctx: Pick<TAppContext, 'db' | 'bus' | 'clock'>,
  event: TOrderEvent,
  opts: { tx?: TDb } = {},
): Promise<TApplyResult | null> {
  const run = async (tx: TDb): Promise<TApplyResult | null> => {
    const row = await findOrderForUpdate(tx, event.orderId);
    return row ? applyEventToLockedOrder(ctx, tx, row, event) : null;
  };
  const result = opts.tx
    ? await run(opts.tx)
    : await ctx.db.transaction((tx) => run(tx as unknown as TDb));
  if (result?.liveEvent && !opts.tx) await publishLiveEvent(ctx.bus, result.liveEvent);
  return result;
}
