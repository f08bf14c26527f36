import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_HEADER_SEARCH_ROWS } from '@rider-portal/domain/constants';
import { readTexts } from '@rider-portal/i18n/catalogue';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { upload, uploadChecked } from '../../../test/helpers/bulk-api.ts';
import { filledTemplate, validOrder } from '../../../test/helpers/bulk-files.ts';
import type { TSheetOrder } from '../../../test/helpers/bulk-files.ts';
import { convertWithLibreOffice } from '../../../test/helpers/soffice.ts';
import { csvSeparatorOf } from './csv-reader.ts';
import { BULK_COLUMNS } from './template.ts';

// Issue 22, forgiving reading: the sheet with the template's header wherever it is in the workbook,
// headers in any interface language and any case or spacing, CSV files (BOM or not, comma or
// semicolon, quoted fields), and a missing column named with its sheet and row. The files are made
// here: by ExcelJS as a person's workbook, by hand as CSV text, and one CSV by LibreOffice itself
// (CI runs on a machine with LibreOffice, as spreadsheets.test.ts requires).

const greek = readTexts('el', 'web');

function rowOf(order: TSheetOrder): unknown[] {
  return BULK_COLUMNS.map((c) => order[c.id] ?? null);
}

/** CSV text of a header and orders (fields quoted when they need it). */
function csvOf(header: readonly string[], orders: TSheetOrder[], separator = ','): string {
  const field = (v: unknown) => {
    const text = v === null || v === undefined ? '' : String(v);
    return /[",;\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return [header, ...orders.map(rowOf)].map((r) => r.map(field).join(separator)).join('\r\n');
}

describe.each(testDatabaseLabels())('forgiving bulk reading on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;

  beforeAll(async () => {
    t = await createTestApp({ database });
    vendorId = (await createVendor(t.ctx)).vendorId;
    auth = (await createUser(t.ctx, [vendorId])).authorization;
  });
  afterAll(() => t.close());

  it('reads the first sheet with the header, after a notes tab, under a title, headers in Greek', async () => {
    const wb = new ExcelJS.Workbook();
    const notes = wb.addWorksheet('Σημειώσεις');
    notes.addRow(['Παραγγελίες της Τρίτης']);
    notes.addRow(['Customer name', 'Σύνολο']); // a header-looking row without the other columns
    const sheet = wb.addWorksheet('Παραγγελίες');
    sheet.addRow(['Λίστα παραγγελιών']);
    sheet.addRow([]);
    sheet.addRow(BULK_COLUMNS.map((c) => greek[`bulk.sheet-column.${c.id}`]!.toUpperCase()));
    sheet.addRow(rowOf(validOrder('Ελένη Παπαδοπούλου')));
    sheet.addRow(rowOf(validOrder('Νίκος Γεωργίου', { customer_phone: '12' })));
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      new Uint8Array(await wb.xlsx.writeBuffer()),
      'τρίτη.xlsx',
    );
    expect(detail.bulk_job).toMatchObject({
      status: 'PREPROCESS_SUCCESS_WITH_ERROR',
      sheet_name: 'Παραγγελίες',
      total_rows: 2,
      error: null,
    });
    expect(detail.orders.map((o) => [o.row_number, o.status, o.error_column])).toEqual([
      [4, 'VALID', null],
      [5, 'INVALID', 'customer_phone'],
    ]);
  });

  it('matches headers whatever their case, spacing and punctuation', async () => {
    const header = [
      'CUSTOMER  NAME',
      'customerphone',
      ' Drop-Off Address ',
      'latitude',
      'LONGITUDE',
    ].concat(['payment_type', 'Order amount (EUR)']);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Sheet1');
    sheet.addRow(header);
    const o = validOrder('Case Alpha');
    sheet.addRow(
      [o.customer_name, o.customer_phone, o.dropoff_address, o.latitude, o.longitude].concat([
        o.payment_type,
        12,
      ]),
    );
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      new Uint8Array(await wb.xlsx.writeBuffer()),
      'loose.xlsx',
    );
    expect(detail.orders.map((r) => [r.status, r.order_amount])).toEqual([['VALID', 1200]]);
  });

  it('names the missing column with its sheet and row when no sheet has the template header', async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Orders');
    sheet.addRow(['Customer name', 'Phone', 'Payment type', 'Drop-off address']);
    sheet.addRow(['Maria', '+35799123456', 'PAID', 'Ledra Street 20']);
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      new Uint8Array(await wb.xlsx.writeBuffer()),
      'x.xlsx',
    );
    expect(detail.bulk_job).toMatchObject({
      status: 'PREPROCESS_FAIL',
      error: 'bulk.column-missing',
      error_params: { sheet: 'Orders', row: '1', column: 'customer_phone' },
    });
    expect(detail.orders).toEqual([]);
  });

  it(`looks for the header among the first ${BULK_HEADER_SEARCH_ROWS} non-empty rows only`, async () => {
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('Orders');
    for (let i = 0; i < BULK_HEADER_SEARCH_ROWS; i += 1) sheet.addRow([`note ${i}`]);
    sheet.addRow(BULK_COLUMNS.map((c) => c.header));
    sheet.addRow(rowOf(validOrder('Too Low')));
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      new Uint8Array(await wb.xlsx.writeBuffer()),
      'low.xlsx',
    );
    expect(detail.bulk_job).toMatchObject({
      status: 'PREPROCESS_FAIL',
      error: 'bulk.column-missing',
    });
  });

  it('reads CSV: BOM and semicolons, quoted separators, quotes and line breaks', async () => {
    const orders = [
      validOrder('Smith; "Jr"', { notes: 'Ring twice\nthen call', order_amount: '18,50' }),
      validOrder('Plain Bravo', { dropoff_address: 'Ledra Street 20, Nicosia' }),
    ];
    const text = `\uFEFF${csvOf(
      BULK_COLUMNS.map((c) => c.header),
      orders,
      ';',
    )}\r\n`;
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      new TextEncoder().encode(text),
      'Tuesday.csv',
    );
    expect(detail.bulk_job).toMatchObject({ status: 'PREPROCESS_SUCCESS', sheet_name: 'Tuesday' });
    expect(detail.orders.map((o) => [o.row_number, o.customer_name, o.order_amount])).toEqual([
      [2, 'Smith; "Jr"', 1850],
      [3, 'Plain Bravo', 1850],
    ]);
  });

  it('reads CSV with commas and no BOM; refuses text that is not UTF-8 or a quote left open', async () => {
    const text = csvOf(
      BULK_COLUMNS.map((c) => c.id),
      [validOrder('Comma Alpha')],
    );
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      new TextEncoder().encode(text),
      'orders.csv',
    );
    expect(detail.orders.map((o) => o.status)).toEqual(['VALID']);
    const latin1 = new Uint8Array([...new TextEncoder().encode('Customer name;'), 0xe9, 0x0a]);
    const bad = await upload(t, auth, vendorId, latin1, 'latin1.csv');
    expect([bad.statusCode, bad.json().meta.translation_key]).toEqual([
      400,
      'bulk.file-format-invalid',
    ]);
    const open = await upload(
      t,
      auth,
      vendorId,
      new TextEncoder().encode(`${text}\n"open`),
      'o.csv',
    );
    expect([open.statusCode, open.json().meta.translation_key]).toEqual([
      400,
      'bulk.file-format-invalid',
    ]);
    expect(csvSeparatorOf('a;b;"c,d,e"\n')).toBe(';');
  });

  it('reads a CSV exported by LibreOffice with semicolons', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rp-csv-'));
    try {
      const source = join(dir, 'calc-orders.xlsx');
      await writeFile(
        source,
        await filledTemplate([
          validOrder('Calc Csv Alpha', { customer_phone: '+35799123456' }),
          validOrder('Calc Csv Bravo', { payment_type: 'wire' }),
        ]),
      );
      // Field separator 59 (;), text delimiter 34 ("), UTF-8 (76), from row 1.
      await convertWithLibreOffice({
        source,
        filter: 'csv:Text - txt - csv (StarCalc):59,34,76,1',
        outDir: dir,
        workDir: dir,
      });
      const bytes = new Uint8Array(await readFile(join(dir, 'calc-orders.csv')));
      expect(new TextDecoder().decode(bytes).split('\n')[0]).toContain(';');
      const detail = await uploadChecked(t, auth, vendorId, bytes, 'calc-orders.csv');
      expect(detail.bulk_job.sheet_name).toBe('calc-orders');
      expect(detail.orders.map((o) => [o.customer_name, o.status, o.error_column])).toEqual([
        ['Calc Csv Alpha', 'VALID', null],
        ['Calc Csv Bravo', 'INVALID', 'payment_type'],
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
