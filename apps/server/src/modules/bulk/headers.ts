import { BULK_COLUMN_IDS } from '@rider-portal/domain/bulk-columns';
import type { TBulkColumnId, TBulkHeaderAliases } from '@rider-portal/domain/bulk-columns';
import { bulkHeaderKey } from '@rider-portal/domain/bulk-columns';
import { LANGUAGES } from '@rider-portal/domain/markets';
import { readTexts } from '@rider-portal/i18n/catalogue';
import { BULK_COLUMNS } from './template.ts';

let aliases: [string, TBulkColumnId][] | null = null;

/**
 * Every wording of every template header (issue 22): the template's own header, the column id,
 * and the column's name in each interface language (web bulk.sheet-column.<id>), as keys of
 * bulkHeaderKey. Read once; a wording shared by two columns keeps the first (template order).
 */
export function bulkHeaderAliasList(): [string, TBulkColumnId][] {
  if (aliases) return aliases;
  const found = new Map<string, TBulkColumnId>();
  const add = (text: string | undefined, id: TBulkColumnId) => {
    const key = text ? bulkHeaderKey(text) : '';
    if (key && !found.has(key)) found.set(key, id);
  };
  for (const column of BULK_COLUMNS) {
    add(column.header, column.id);
    add(column.id, column.id);
  }
  for (const language of LANGUAGES) {
    const texts = readTexts(language, 'web');
    for (const id of BULK_COLUMN_IDS) add(texts[`bulk.sheet-column.${id}`], id);
  }
  aliases = [...found];
  return aliases;
}

let aliasMap: TBulkHeaderAliases | null = null;

export function bulkHeaderAliases(): TBulkHeaderAliases {
  aliasMap ??= new Map(bulkHeaderAliasList());
  return aliasMap;
}
