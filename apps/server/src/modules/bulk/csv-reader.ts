import { BULK_FILE_LIMITS, BULK_FILE_MAX_BYTES } from '@rider-portal/domain/constants';
import { AppError } from '../../http/errors.ts';
import { sheetRowCollector, tooComplex } from './xlsx-reader.ts';
import type { TOnRows, TReadOptions, TSheetCell, TSheetRead } from './xlsx-reader.ts';
import { toStorableText } from '../../http/input-guard.ts';

// Issue 22: a CSV file is a sheet too. UTF-8 with or without its byte order mark; fields split by
// commas or semicolons (LibreOffice and Excel in many locales write semicolons); quoted fields
// may hold separators, quotes ("") and line breaks. The same limits as a workbook's sheet.

const BOM = [0xef, 0xbb, 0xbf];
/** Characters looked at to tell the separator (a header row and a few rows are plenty). */
const SEPARATOR_SAMPLE_CHARS = 64 * 1024;

/** The text of the file, or the format refusal (not UTF-8, or binary). */
function decodeCsv(bytes: Uint8Array): string {
  const hasBom = BOM.every((b, i) => bytes[i] === b);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(hasBom ? bytes.subarray(3) : bytes);
  } catch {
    throw new AppError(400, 'bulk.file-format-invalid');
  }
  if (text.includes('\u0000')) throw new AppError(400, 'bulk.file-format-invalid');
  return text;
}

/** Semicolon when the start of the file has more of them outside quotes than commas, else comma. */
export function csvSeparatorOf(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let isQuoted = false;
  const end = Math.min(text.length, SEPARATOR_SAMPLE_CHARS);
  for (let i = 0; i < end; i += 1) {
    const ch = text[i];
    if (ch === '"') isQuoted = !isQuoted;
    else if (!isQuoted && ch === ',') commas += 1;
    else if (!isQuoted && ch === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/**
 * Reads a CSV file as readXlsxRows reads a sheet: the header row found the same way, the rows under
 * it in batches, row numbers counted by record (a quoted line break stays in its record).
 */
export function readCsvRows(
  bytes: Uint8Array,
  onRows: TOnRows,
  opts: TReadOptions & { sheetName: string },
): TSheetRead {
  if (bytes.byteLength > BULK_FILE_MAX_BYTES) throw new AppError(413, 'bulk.file-too-large');
  const text = decodeCsv(bytes);
  const separator = csvSeparatorOf(text);
  const collector = sheetRowCollector(onRows, opts.isHeader);
  let rowNumber = 0;
  let cells = 0;
  let chars = 0;
  let field = '';
  let values: TSheetCell[] = [];
  let isQuoted = false;
  const endField = () => {
    if (field.length > BULK_FILE_LIMITS.cellChars) throw tooComplex('cellChars');
    chars += field.length;
    if (chars > BULK_FILE_LIMITS.sheetChars) throw tooComplex('sheetChars');
    cells += 1;
    if (cells > BULK_FILE_LIMITS.cells) throw tooComplex('cells');
    values.push(toStorableText(field).trim());
    if (values.length > BULK_FILE_LIMITS.columns) throw tooComplex('columns');
    field = '';
  };
  const endRecord = () => {
    endField();
    rowNumber += 1;
    if (rowNumber > BULK_FILE_LIMITS.rows) throw tooComplex('rows');
    collector.add(rowNumber, values);
    values = [];
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (isQuoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        isQuoted = false;
      } else field += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      field = '';
      isQuoted = true;
    } else if (ch === separator) endField();
    else if (ch === '\r' || ch === '\n') {
      endRecord();
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else field += ch;
    i += 1;
  }
  // A quote opened and never closed: the rest of the file would be one cell.
  if (isQuoted) throw new AppError(400, 'bulk.file-format-invalid');
  if (field !== '' || values.length > 0) endRecord();
  const { found, first } = collector.finish();
  if (found) return { ...found, sheetName: opts.sheetName };
  // Without the template's header: the first row says what the file has instead.
  return {
    header: first?.header ?? [],
    headerRow: first?.headerRow ?? null,
    rowCount: 0,
    sheetName: opts.sheetName,
  };
}
