import { and, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { ATTENTION_STATUSES } from '@rider-portal/domain/attention';
import type { TAttentionThresholds } from '@rider-portal/domain/attention';
import type { TDb } from '../../platform/db.ts';
import { orders } from '../../db/schema.ts';
import type { TOrderRow } from '../orders/store.ts';
import { attentionThresholds } from './schema.ts';

/** An order the attention sweep looks at, with its vendor's own thresholds (if any). */
export type TAttentionCandidate = Pick<
  TOrderRow,
  | 'orderId'
  | 'vendorId'
  | 'status'
  | 'statusHistory'
  | 'createdAt'
  | 'preorderedFor'
  | 'loginPickupEstimation'
  | 'etaPickupAt'
  | 'etaDropoffAt'
  | 'attentionReason'
  | 'attentionSince'
> & { thresholds: Partial<TAttentionThresholds> | null };

/**
 * Every order that may be stuck now (in a status the rules read, and due since `raisingFrom`:
 * an order stuck for longer is history, not an alert) and every order flagged (to clear it).
 * The condition is the attention index's.
 */
export async function findAttentionCandidates(
  db: TDb,
  input: { raisingFrom: Date },
): Promise<TAttentionCandidate[]> {
  return db
    .select({
      orderId: orders.orderId,
      vendorId: orders.vendorId,
      status: orders.status,
      statusHistory: orders.statusHistory,
      createdAt: orders.createdAt,
      preorderedFor: orders.preorderedFor,
      loginPickupEstimation: orders.loginPickupEstimation,
      etaPickupAt: orders.etaPickupAt,
      etaDropoffAt: orders.etaDropoffAt,
      attentionReason: orders.attentionReason,
      attentionSince: orders.attentionSince,
      thresholds: attentionThresholds.thresholds,
    })
    .from(orders)
    .leftJoin(attentionThresholds, eq(attentionThresholds.vendorId, orders.vendorId))
    .where(
      or(
        and(
          inArray(orders.status, [...ATTENTION_STATUSES]),
          gt(sql`coalesce(${orders.preorderedFor}, ${orders.createdAt})`, input.raisingFrom),
        ),
        isNotNull(orders.attentionReason),
      ),
    );
}

/** An order's new attention: raised (a reason and since when) or cleared (nulls). */
export type TAttentionChange = {
  orderId: string;
  /** The status the change was worked out from: an order that moved on meanwhile is left alone. */
  status: string;
  reason: string | null;
  since: Date | null;
};

/**
 * Writes the changes (a few per sweep: only orders whose attention changed) and answers the
 * orders as they now are.
 */
export async function saveAttention(db: TDb, changes: TAttentionChange[]): Promise<TOrderRow[]> {
  const saved: TOrderRow[] = [];
  for (const change of changes) {
    const rows = await db
      .update(orders)
      .set({ attentionReason: change.reason, attentionSince: change.since })
      .where(and(eq(orders.orderId, change.orderId), eq(orders.status, change.status)))
      .returning();
    saved.push(...rows);
  }
  return saved;
}

/**
 * Marks the owners' mail of these flagged orders as sent and answers the ones it was not sent
 * for before (once per order, whichever server gets there first).
 */
export async function claimAttentionMails(
  db: TDb,
  input: { orderIds: string[]; at: Date },
): Promise<string[]> {
  if (input.orderIds.length === 0) return [];
  const rows = await db
    .update(orders)
    .set({ attentionMailedAt: input.at })
    .where(
      and(
        inArray(orders.orderId, input.orderIds),
        isNull(orders.attentionMailedAt),
        isNotNull(orders.attentionReason),
      ),
    )
    .returning({ orderId: orders.orderId });
  return rows.map((r) => r.orderId);
}

/** A vendor's own thresholds (null: the market's). */
export async function findVendorThresholds(
  db: TDb,
  vendorId: string,
): Promise<Partial<TAttentionThresholds> | null> {
  const [row] = await db
    .select({ thresholds: attentionThresholds.thresholds })
    .from(attentionThresholds)
    .where(eq(attentionThresholds.vendorId, vendorId));
  return row?.thresholds ?? null;
}

/** Saves a vendor's own thresholds; an empty set removes them. */
export async function saveVendorThresholds(
  db: TDb,
  input: { vendorId: string; thresholds: Partial<TAttentionThresholds>; at: Date },
): Promise<void> {
  if (Object.keys(input.thresholds).length === 0) {
    await db.delete(attentionThresholds).where(eq(attentionThresholds.vendorId, input.vendorId));
    return;
  }
  await db
    .insert(attentionThresholds)
    .values({ vendorId: input.vendorId, thresholds: input.thresholds, updatedAt: input.at })
    .onConflictDoUpdate({
      target: attentionThresholds.vendorId,
      set: { thresholds: input.thresholds, updatedAt: input.at },
    });
}
