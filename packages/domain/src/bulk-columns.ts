// The bulk template's columns and how a sheet's header row is matched to them (issue 22:
// "headers match case- and space-insensitively and in every interface language"). The texts a
// header may have come from the catalogue (bulk.sheet-column.<id> in every language, and the
// template's own English headers); the server builds the aliases, this file only matches.

/** The template's columns, in template order. */
export const BULK_COLUMN_IDS = [
  'customer_name',
  'customer_phone',
  'dropoff_address',
  'latitude',
  'longitude',
  'unit',
  'building',
  'notes',
  'order_amount',
  'description',
  'payment_type',
  'delivery_type',
  'scheduled_date',
  'scheduled_time',
  'cold_bag',
  'age_check',
  // Issue 21: the language of the customer's messages (optional; the market's first by default).
  'customer_language',
] as const;
export type TBulkColumnId = (typeof BULK_COLUMN_IDS)[number];

/** Columns without which no row can be read: who, how to reach them, how they pay. */
export const BULK_REQUIRED_COLUMNS: readonly TBulkColumnId[] = [
  'customer_name',
  'customer_phone',
  'payment_type',
];

/** A header's text → the column it names, for every wording a header may have. */
export type TBulkHeaderAliases = ReadonlyMap<string, TBulkColumnId>;

/**
 * A header reduced to what identifies it: Unicode-normalised, lower-cased, without what is in
 * brackets (the template's "(YYYY-MM-DD)" hints) and without spaces or punctuation, so
 * "CUSTOMER  PHONE", "Customer-phone" and "customer_phone" are one header.
 */
export function bulkHeaderKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\(.*?\)|\[.*?\]/g, ' ')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '');
}

export type TBulkHeaderMatch =
  { columns: (TBulkColumnId | null)[]; missing: null } | { columns: null; missing: TBulkColumnId };

/**
 * Which template column each sheet column is; the first missing column when the header lacks a
 * required one or any way to locate the drop-off (an address, or latitude and longitude).
 */
export function matchBulkHeader(
  header: readonly unknown[],
  aliases: TBulkHeaderAliases,
): TBulkHeaderMatch {
  const seen = new Set<TBulkColumnId>();
  const columns = header.map((h) => {
    const id = typeof h === 'string' ? (aliases.get(bulkHeaderKey(h)) ?? null) : null;
    // A column named twice: the first one is read.
    if (!id || seen.has(id)) return null;
    seen.add(id);
    return id;
  });
  const missing = BULK_REQUIRED_COLUMNS.find((id) => !seen.has(id));
  if (missing) return { columns: null, missing };
  if (!seen.has('dropoff_address') && !(seen.has('latitude') && seen.has('longitude'))) {
    return { columns: null, missing: 'dropoff_address' };
  }
  return { columns, missing: null };
}
