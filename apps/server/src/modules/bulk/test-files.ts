import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import type { TLanguage } from '@rider-portal/domain/markets';
import { BULK_COLUMNS, buildBulkTemplate } from './template.ts';
import type { TBulkColumnId } from './template.ts';
import type { TBulkCell } from './schema.ts';

// Spreadsheets for the bulk tests and the benchmark, made the way people make them: the template
// downloaded and filled in by a script, or files that must be refused.

export type TSheetOrder = Partial<Record<TBulkColumnId, TBulkCell | ExcelJS.CellValue>>;

/** Near the factories' default vendor (Nicosia): about 1 km away, deliverable. */
export const NEAR = { lat: 35.1733, lng: 33.3614 };
/** Limassol: beyond Cyprus's distance cap from Nicosia. */
export const FAR = { lat: 34.6786, lng: 33.0413 };

/** A row that passes every check in CY, for a customer name. */
export function validOrder(name: string, overrides: TSheetOrder = {}): TSheetOrder {
  return {
    customer_name: name,
    customer_phone: '+35799123456',
    dropoff_address: 'Ledra Street 20, Nicosia',
    latitude: NEAR.lat,
    longitude: NEAR.lng,
    order_amount: 18.5,
    description: 'Two souvlaki pitas',
    payment_type: 'CASH_ON_DELIVERY',
    delivery_type: 'instant',
    cold_bag: 'no',
    age_check: 'no',
    ...overrides,
  };
}

/**
 * The template (as GET /bulk-job/example-file builds it) with its example rows replaced by
 * `orders`, one per row from row 2. `gaps` leaves empty rows before the given indexes.
 */
export async function filledTemplate(
  orders: TSheetOrder[],
  opts: { language?: TLanguage; emptyRowsBefore?: number[]; template?: Uint8Array } = {},
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const template = opts.template ?? (await buildBulkTemplate(opts.language ?? 'en'));
  await workbook.xlsx.load(Buffer.from(template) as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Orders')!;
  sheet.spliceRows(2, 2);
  let rowNumber = 2;
  orders.forEach((order, index) => {
    if (opts.emptyRowsBefore?.includes(index)) rowNumber += 1;
    const row = sheet.getRow(rowNumber);
    BULK_COLUMNS.forEach((column, c) => {
      const value = order[column.id];
      if (value !== undefined && value !== null) row.getCell(c + 1).value = value;
    });
    row.commit();
    rowNumber += 1;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** A ZIP whose one entry expands past the reader's cap: a zip bomb of a few hundred KB. */
export function zipBomb(expandedBytes: number): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
      'xl/workbook.xml': strToU8('<?xml version="1.0"?><workbook/>'),
      'xl/worksheets/sheet1.xml': new Uint8Array(expandedBytes),
    },
    { level: 9 },
  );
}

/** A spreadsheet whose workbook part declares a DOCTYPE with an external entity. */
export async function xlsxWithDoctype(): Promise<Uint8Array> {
  const { unzipSync } = await import('fflate');
  const parts = unzipSync(await filledTemplate([validOrder('Maria Georgiou')]));
  const workbook = new TextDecoder().decode(parts['xl/workbook.xml']);
  parts['xl/workbook.xml'] = strToU8(
    workbook.replace('?>', '?><!DOCTYPE workbook [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>'),
  );
  return zipSync(parts);
}

/** A multipart/form-data body as a browser sends it: the vendor id and the file. */
export function multipartBody(input: {
  vendorId?: string;
  fileName?: string;
  bytes?: Uint8Array;
  fileField?: string;
}): { payload: Buffer; contentType: string } {
  const boundary = `----rp${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  if (input.vendorId !== undefined) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="vendor_id"\r\n\r\n${input.vendorId}\r\n`,
      ),
    );
  }
  if (input.bytes) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${input.fileField ?? 'content'}"; filename="${input.fileName ?? 'orders.xlsx'}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      ),
      Buffer.from(input.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
