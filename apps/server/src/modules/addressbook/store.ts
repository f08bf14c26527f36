import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { foldText } from '@rider-portal/domain/geo';
import type { TDb } from '../../platform/db.ts';
import { insertableFields, jsonRowsShape } from '../../platform/json-rows.ts';
import { savedAddresses } from './schema.ts';

export type TSavedAddressRow = typeof savedAddresses.$inferSelect;
export type TSavedAddressInput = Omit<typeof savedAddresses.$inferInsert, 'id' | 'searchText'>;

/** Saves or refreshes a past customer (same vendor, phone and address: one row). */
export async function upsertSavedAddress(db: TDb, input: TSavedAddressInput): Promise<void> {
  await upsertSavedAddresses(db, [input]);
}

/** The columns an upsert writes, and of them those it refreshes: all but the key's, from the latest order. */
const WRITTEN = insertableFields(savedAddresses).filter((field) => field !== 'id');
const KEY_FIELDS = new Set(['vendorId', 'phoneNumber', 'addressText']);
const REFRESHED = sql.join(
  WRITTEN.filter((field) => !KEY_FIELDS.has(field)).map((field) => {
    const column = sql.identifier(getTableColumns(savedAddresses)[field].name);
    return sql`${column} = excluded.${column}`;
  }),
  sql`, `,
);

/** Saves or refreshes many past customers in one statement (savedAddressRecords folds repeats). */
export async function upsertSavedAddresses(
  db: TDb,
  inputs: readonly TSavedAddressInput[],
): Promise<void> {
  const records = savedAddressRecords(inputs);
  if (records !== null) await db.execute(savedAddressesUpsertFrom(records));
}

const SHAPE = jsonRowsShape(savedAddresses, WRITTEN);

/**
 * The upsert over `records`: savedAddressRecords' JSON text, or a placeholder for it in a
 * statement prepared once (also as a `with` clause of another statement).
 */
export function savedAddressesUpsertFrom(records: unknown): SQL {
  return sql`
    insert into ${savedAddresses} (${SHAPE.columns}) select ${SHAPE.columns} from ${SHAPE.sourceOf(records)}
    on conflict (vendor_id, phone_number, address_text) do update set ${REFRESHED}`;
}

/**
 * The entries to save as one JSON parameter (null: none). One statement cannot touch a row twice,
 * so entries naming the same customer and address are folded first, the later one kept (as if
 * each had been saved in turn).
 */
export function savedAddressRecords(inputs: readonly TSavedAddressInput[]): string | null {
  const latest = new Map<string, TSavedAddressInput>();
  for (const input of inputs) {
    const key = JSON.stringify([input.vendorId, input.phoneNumber, input.addressText]);
    latest.delete(key);
    latest.set(key, input);
  }
  if (latest.size === 0) return null;
  return SHAPE.recordsOf(
    [...latest.values()].map((input) => ({
      ...input,
      searchText: foldText(`${input.name} ${input.phoneNumber} ${input.addressText}`),
    })),
  );
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
