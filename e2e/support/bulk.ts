import type { APIRequestContext, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { startIn } from './locales.ts';
import { createTestOutlet, demoParentAuthorization } from './orders.ts';
import { signIn } from './session.ts';

// Spreadsheets for the bulk-order browser tests: the template the page downloads, filled in as a
// person would (one order per row under the header), with some rows wrong on purpose.

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A row by the template's header texts. */
export type TBulkRow = Record<string, string | number>;

/** Where the test outlets collect (support/orders.ts): the drop-offs are a few hundred metres off. */
const ORIGIN = { lat: 35.1856, lng: 33.3823 };

/** The template's rows replaced by `rows`, from row 2, matched to the columns by header. */
export async function fillTemplate(template: Buffer, rows: TBulkRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Orders');
  if (!sheet) throw new Error('the template has no Orders sheet');
  const headers = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  sheet.spliceRows(2, 2);
  rows.forEach((values, index) => {
    const row = sheet.getRow(index + 2);
    for (const [header, value] of Object.entries(values)) {
      const column = headers.indexOf(header);
      if (column < 1) throw new Error(`no column ${header}`);
      row.getCell(column).value = value;
    }
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A name without digits (000 §5 rule 3): Bulk Aa, Bulk Ab, … */
function nameOf(prefix: string, index: number): string {
  return `${prefix} ${String.fromCharCode(65 + Math.floor(index / 26))}${String.fromCharCode(97 + (index % 26))}`;
}

/** An order that passes every check, `meters` north-east of the test outlets. */
export function goodRow(name: string, meters = 600): TBulkRow {
  const offset = meters / 111_000 / Math.SQRT2;
  return {
    'Customer name': name,
    'Customer phone': '+35799123456',
    'Drop-off address': 'Stasikratous 12, Nicosia',
    Latitude: ORIGIN.lat + offset,
    Longitude: ORIGIN.lng + offset,
    'Order amount': 24.5,
    Description: 'Two lunch boxes',
    'Payment type': 'CASH_ON_DELIVERY',
    'Delivery type': 'instant',
    'Cold bag (yes/no)': 'no',
    'Age check (yes/no)': 'no',
  };
}

/**
 * 20 rows: 15 good ones and 5 with an error each (no name, a wrong phone, out of the delivery
 * area, an unknown payment type, a cold bag that is neither yes nor no).
 */
export function twentyRows(prefix: string): { rows: TBulkRow[]; good: string[] } {
  const rows: TBulkRow[] = [];
  const good: string[] = [];
  for (let i = 0; i < 15; i += 1) {
    const name = nameOf(prefix, i);
    good.push(name);
    rows.push(goodRow(name, 300 + i * 40));
  }
  rows.splice(3, 0, { ...goodRow(''), 'Customer name': '' });
  rows.splice(7, 0, { ...goodRow(nameOf(prefix, 20)), 'Customer phone': '12' });
  rows.splice(11, 0, { ...goodRow(nameOf(prefix, 21)), Latitude: 34.6786, Longitude: 33.0413 });
  rows.splice(15, 0, { ...goodRow(nameOf(prefix, 22)), 'Payment type': 'BARTER' });
  rows.splice(19, 0, { ...goodRow(nameOf(prefix, 23)), 'Cold bag (yes/no)': 'maybe' });
  return { rows, good };
}

/**
 * The demo parent signed in with the page in `language`, on a collection point of its own (named
 * `name`): the bulk tests' start. Answers the outlet's id and the parent's API authorization.
 */
export async function signedInOnOwnOutlet(
  page: Page,
  request: APIRequestContext,
  input: { language: string; name: string },
): Promise<{ outletId: string; authorization: string }> {
  await startIn(page, input.language);
  await signIn(page, request, 'parent@demo.test');
  const authorization = await demoParentAuthorization(request);
  const outletId = await createTestOutlet(request, authorization, input.name);
  return { outletId, authorization };
}
