import { and, count, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { voucherRedemptions, vouchers } from './schema.ts';

export type TVoucherRow = typeof vouchers.$inferSelect;
export type TNewVoucherRow = typeof vouchers.$inferInsert;

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
    .where(and(eq(voucherRedemptions.code, code), eq(voucherRedemptions.vendorId, vendorId)));
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
