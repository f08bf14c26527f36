import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { voucherRedemptions, vouchers } from './schema.ts';

export type TVoucherRow = typeof vouchers.$inferSelect;
export type TNewVoucherRow = typeof vouchers.$inferInsert;
export type TRedemptionRow = typeof voucherRedemptions.$inferSelect;

export async function findVoucher(
  db: TDb,
  code: string,
  opts: { isLocking?: boolean } = {},
): Promise<TVoucherRow | null> {
  const query = db.select().from(vouchers).where(eq(vouchers.code, code)).limit(1);
  const [row] = opts.isLocking ? await query.for('update') : await query;
  return row ?? null;
}

/** Inserts a voucher; null when the code exists already. */
export async function insertVoucher(db: TDb, row: TNewVoucherRow): Promise<TVoucherRow | null> {
  const [inserted] = await db.insert(vouchers).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export async function countVendorRedemptions(
  db: TDb,
  code: string,
  vendorId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(voucherRedemptions)
    .where(
      and(
        eq(voucherRedemptions.code, code),
        eq(voucherRedemptions.vendorId, vendorId),
        isNull(voucherRedemptions.releasedAt),
      ),
    );
  return row?.n ?? 0;
}

/** Records a use; call with the voucher row locked (findVoucher isLocking) in the same transaction. */
export async function recordRedemption(
  db: TDb,
  input: { code: string; vendorId: string; orderId: string; at: Date },
): Promise<void> {
  await db.insert(voucherRedemptions).values({
    code: input.code,
    vendorId: input.vendorId,
    orderId: input.orderId,
    createdAt: input.at,
  });
  await db
    .update(vouchers)
    .set({ uses: sql`${vouchers.uses} + 1` })
    .where(eq(vouchers.code, input.code));
}

/** The voucher use an order took (one voucher per order), released or not. */
export async function findRedemptionOfOrder(
  db: TDb,
  orderId: string,
): Promise<TRedemptionRow | null> {
  const [row] = await db
    .select()
    .from(voucherRedemptions)
    .where(eq(voucherRedemptions.orderId, orderId))
    .orderBy(desc(voucherRedemptions.id))
    .limit(1);
  return row ?? null;
}

/**
 * Gives a use back, once: only a redemption not released yet is released, and only then does the
 * voucher's count go down. Call with the voucher row locked; false when it was released already.
 */
export async function releaseRedemption(
  db: TDb,
  input: { id: number; code: string; at: Date },
): Promise<boolean> {
  const released = await db
    .update(voucherRedemptions)
    .set({ releasedAt: input.at })
    .where(and(eq(voucherRedemptions.id, input.id), isNull(voucherRedemptions.releasedAt)))
    .returning({ id: voucherRedemptions.id });
  if (released.length === 0) return false;
  await db
    .update(vouchers)
    .set({ uses: sql`greatest(${vouchers.uses} - 1, 0)` })
    .where(eq(vouchers.code, input.code));
  return true;
}

/** Takes a released use again, once; call with the voucher row locked and its limits checked. */
export async function retakeRedemption(
  db: TDb,
  input: { id: number; code: string },
): Promise<boolean> {
  const retaken = await db
    .update(voucherRedemptions)
    .set({ releasedAt: null })
    .where(and(eq(voucherRedemptions.id, input.id), isNotNull(voucherRedemptions.releasedAt)))
    .returning({ id: voucherRedemptions.id });
  if (retaken.length === 0) return false;
  await db
    .update(vouchers)
    .set({ uses: sql`${vouchers.uses} + 1` })
    .where(eq(vouchers.code, input.code));
  return true;
}
