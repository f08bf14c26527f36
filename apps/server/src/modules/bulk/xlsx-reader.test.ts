import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { strToU8, zipSync, Zip, ZipDeflate } from 'fflate';
import { BULK_FILE_LIMITS, BULK_FILE_MAX_BYTES } from '@rider-portal/domain/constants';
import { AppError } from '../../http/errors.ts';
import { inspectXlsx, readAllXlsxRows } from './xlsx-reader.ts';
import { BULK_COLUMNS, buildBulkTemplate } from './template.ts';

async function keyOf(promise: Promise<unknown> | (() => unknown)): Promise<string | null> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.translationKey;
    throw error;
  }
}

async function workbookBytes(build: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** A real ZIP whose one entry expands to `size` bytes of zeros, written in pieces. */
function zipBomb(size: number): Uint8Array {
  const parts: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    parts.push(chunk);
  });
  const ct = new ZipDeflate('[Content_Types].xml', { level: 9 });
  zip.add(ct);
  ct.push(strToU8('<?xml version="1.0"?><Types/>'), true);
  const wb = new ZipDeflate('xl/workbook.xml', { level: 9 });
  zip.add(wb);
  wb.push(strToU8('<?xml version="1.0"?><workbook/>'), true);
  const bomb = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 9 });
  zip.add(bomb);
  const zeros = new Uint8Array(1024 * 1024);
  for (let written = 0; written < size; written += zeros.byteLength)
    bomb.push(zeros, written + zeros.byteLength >= size);
  zip.end();
  const total = parts.reduce((n, p) => n + p.byteLength, 0);
  const out = new Uint8Array(total);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.byteLength;
  }
  return out;
}

describe('spreadsheet safety', () => {
  it('reads the template filled by a script, with the user language in the instructions', async () => {
    const template = await buildBulkTemplate('el');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template as unknown as ArrayBuffer);
    expect(wb.getWorksheet('Instructions')!.getCell('A1').value).toBe(
      'Πώς να συμπληρώσετε αυτό το αρχείο',
    );
    const sheet = wb.getWorksheet('Orders')!;
    expect(sheet.getCell('K2').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"PAID,CASH_ON_DELIVERY,ONLINE_PAYMENT"'],
    });
    // A person types the next order under the examples.
    sheet.getRow(4).values = ['Λεμονιά Παπά', '+35799111222', 'Οδός Λήδρας 1, Λευκωσία'];
    const { header, rows } = await readAllXlsxRows(new Uint8Array(await wb.xlsx.writeBuffer()));
    expect(header).toEqual(BULK_COLUMNS.map((c) => c.header));
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({
      rowNumber: 4,
      values: expect.arrayContaining(['Λεμονιά Παπά', '+35799111222']),
    });
  });

  it('refuses a file of 5 MB + 1 byte, by bytes', async () => {
    const big = new Uint8Array(BULK_FILE_MAX_BYTES + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    expect(await keyOf(() => inspectXlsx(big))).toBe('bulk.file-too-large');
  });

  it('refuses a CSV renamed to .xlsx, by its content', async () => {
    expect(await keyOf(readAllXlsxRows(strToU8('name,phone\nMaria,+35799123456\n')))).toBe(
      'bulk.file-format-invalid',
    );
  });

  it('refuses a ZIP that is not a spreadsheet', async () => {
    expect(await keyOf(readAllXlsxRows(zipSync({ 'hello.txt': strToU8('hi') })))).toBe(
      'bulk.file-format-invalid',
    );
  });

  it('refuses a zip bomb while reading it, by expanded bytes', async () => {
    const bomb = zipBomb(BULK_FILE_LIMITS.expandedBytes + 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(BULK_FILE_MAX_BYTES);
    expect(await keyOf(() => inspectXlsx(bomb))).toBe('bulk.file-too-complex');
  });

  it('refuses a part with a DOCTYPE or an entity, resolving nothing', async () => {
    const evil = zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><Types>&xxe;</Types>',
      ),
      'xl/workbook.xml': strToU8('<?xml version="1.0"?><workbook/>'),
    });
    expect(await keyOf(readAllXlsxRows(evil))).toBe('bulk.file-format-invalid');
  });

  it('reads formulas as their cached values, never evaluating them', async () => {
    const bytes = await workbookBytes((wb) => {
      const s = wb.addWorksheet('Orders');
      s.addRow(['Customer name', 'Order amount']);
      s.addRow(['Maria', { formula: 'SUM(1,1)', result: 12.5 }]);
      s.addRow(['Nikos', { formula: 'WEBSERVICE("http://evil.example")', result: undefined }]);
    });
    const { rows } = await readAllXlsxRows(bytes);
    expect(rows.map((r) => r.values[1])).toEqual([12.5, null]);
  });

  it('ignores hidden sheets and empty rows', async () => {
    const bytes = await workbookBytes((wb) => {
      const hidden = wb.addWorksheet('Secret', { state: 'hidden' });
      hidden.addRow(['should not be read']);
      const s = wb.addWorksheet('Orders');
      s.addRow(['Customer name']);
      s.addRow(['Maria']);
      s.addRow([]);
      s.addRow(['  ']);
      s.addRow(['Nikos']);
    });
    const { header, rows } = await readAllXlsxRows(bytes);
    expect(header).toEqual(['Customer name']);
    expect(rows.map((r) => [r.rowNumber, r.values[0]])).toEqual([
      [2, 'Maria'],
      [5, 'Nikos'],
    ]);
  });

  it('keeps text of every script as it was written', async () => {
    const names = [
      'مريم',
      'Ελένη',
      '王小明',
      'สมชาย',
      'ញ៉ែម',
      'ສົມພອນ',
      'မောင်မောင်',
      'রহিম',
      'Åsa Öberg',
      'Zoë Ñúñez',
      'Çağla',
    ];
    const bytes = await workbookBytes((wb) => {
      const s = wb.addWorksheet('Orders');
      s.addRow(['Customer name']);
      for (const n of names) s.addRow([n]);
    });
    const { rows } = await readAllXlsxRows(bytes);
    expect(rows.map((r) => r.values[0])).toEqual(names);
  });
});
