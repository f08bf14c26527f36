import { and, desc, eq, sql } from 'drizzle-orm';
import { foldText } from '@rider-portal/domain/geo';
import type { TDb } from '../../platform/db.ts';
import { savedAddresses } from './schema.ts';

export type TSavedAddressRow = typeof savedAddresses.$inferSelect;
export type TSavedAddressInput = Omit<typeof savedAddresses.$inferInsert, 'id' | 'searchText'>;

/** Saves or refreshes a past customer (same vendor, phone and address: one row). */
export async function upsertSavedAddress(db: TDb, input: TSavedAddressInput): Promise<void> {
  const searchText = foldText(`${input.name} ${input.phoneNumber} ${input.addressText}`);
  // The key columns stay; everything else is refreshed from the latest order.
  const { vendorId: _vendor, phoneNumber: _phone, addressText: _address, ...rest } = input;
  await db
    .insert(savedAddresses)
    .values({ ...input, searchText })
    .onConflictDoUpdate({
      target: [savedAddresses.vendorId, savedAddresses.phoneNumber, savedAddresses.addressText],
      set: { ...rest, searchText },
    });
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Every folded word of the query appears in the folded name, phone or address; latest first. */
export async function searchSavedAddresses(
  db: TDb,
  vendorId: string,
  query: string,
  limit: number,
): Promise<TSavedAddressRow[]> {
  const words = foldText(query).split(' ').filter(Boolean);
  const digits = query.replace(/\D/g, '');
  const conditions = words.map(
    (w) => sql`${savedAddresses.searchText} like ${`%${escapeLike(w)}%`} escape '\\'`,
  );
  const byPhone =
    digits.length >= 2
      ? sql`regexp_replace(${savedAddresses.phoneNumber}, '[^0-9]', '', 'g') like ${`%${digits}%`}`
      : sql`false`;
  const byText = conditions.length > 0 ? and(...conditions) : sql`false`;
  return db
    .select()
    .from(savedAddresses)
    .where(and(eq(savedAddresses.vendorId, vendorId), sql`(${byText} or ${byPhone})`))
    .orderBy(desc(savedAddresses.lastUsedAt))
    .limit(limit);
}
