import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { strToU8, zipSync } from 'fflate';
import type { TLanguage } from '@rider-portal/domain/markets';
import { BULK_COLUMNS, buildBulkTemplate } from '../../src/modules/bulk/template.ts';
import type { TBulkColumnId } from '../../src/modules/bulk/template.ts';
import type { TBulkCell } from '../../src/modules/bulk/schema.ts';

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

const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * A minimal workbook written part by part, as a hostile generator would: one sheet of the given
 * rows markup (and merged ranges), shared strings, and any extra parts. Small to send, whatever
 * it expands to.
 */
export function rawWorkbook(input: {
  sheetData: string;
  mergeCells?: string[];
  sharedStrings?: string[];
  extraParts?: Record<string, Uint8Array>;
}): Uint8Array {
  const merges = input.mergeCells?.length
    ? `<mergeCells count="${input.mergeCells.length}">${input.mergeCells.map((ref) => `<mergeCell ref="${ref}"/>`).join('')}</mergeCells>`
    : '';
  const strings = input.sharedStrings ?? [];
  return zipSync(
    {
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
      ),
      'xl/workbook.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Orders" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${SPREADSHEET_NS}"><sheetData>${input.sheetData}</sheetData>${merges}</worksheet>`,
      ),
      'xl/sharedStrings.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${SPREADSHEET_NS}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`,
      ),
      ...input.extraParts,
    },
    { level: 9 },
  );
}

/**
 * Apache POI's poc-shared-strings.xlsx, rebuilt: one shared string of `stringBytes` used by
 * `cells` cells. About 100 KB on the wire; read naively, 12,000 cells of 1 MB are 12 GB.
 */
export function sharedStringsBomb(cells = 12_000, stringBytes = 1024 * 1024): Uint8Array {
  const rows: string[] = [];
  for (let r = 1; r <= cells; r += 1)
    rows.push(`<row r="${r}"><c r="A${r}" t="s"><v>0</v></c></row>`);
  return rawWorkbook({ sheetData: rows.join(''), sharedStrings: ['A'.repeat(stringBytes)] });
}

/** A column's letters: 1 is A, 27 is AA. */
function columnLetters(n: number): string {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** A sheet of a few cells with `count` merged ranges of `size`×`size` cells each. */
export function manyMerges(count: number, size = 2): Uint8Array {
  const merges: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const top = i * size + 1;
    merges.push(`A${top}:${columnLetters(size)}${top + size - 1}`);
  }
  return rawWorkbook({
    sheetData: '<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>',
    mergeCells: merges,
  });
}

/** A valid little workbook padded with `entries` empty parts. */
export function manyZipEntries(entries: number): Uint8Array {
  const extraParts: Record<string, Uint8Array> = {};
  for (let i = 0; i < entries; i += 1) extraParts[`xl/media/pad${i}.bin`] = new Uint8Array(0);
  return rawWorkbook({
    sheetData: '<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>',
    extraParts,
  });
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
  /** More text fields (allow_duplicate). */
  fields?: Record<string, string>;
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
  for (const [name, value] of Object.entries(input.fields ?? {})) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
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
