import { Worker } from 'node:worker_threads';
import { Unzip, UnzipInflate } from 'fflate';
import ExcelJS from 'exceljs';
import { BULK_FILE_MAX_BYTES } from '@rider-portal/domain/constants';
import { AppError } from '../../http/errors.ts';

/** What the archive may expand to in all: far above any real sheet under 5 MB, far below a bomb. */
export const MAX_DECOMPRESSED_BYTES = 64 * 1024 * 1024;
/** Parts a spreadsheet must have. */
const REQUIRED_PARTS = ['[Content_Types].xml', 'xl/workbook.xml'];
const FORBIDDEN_MARKUP = /<!DOCTYPE|<!ENTITY/i;

export type TSheetRow = { rowNumber: number; values: (string | number | boolean | null)[] };

/**
 * 001 §5, issue 9 "Spreadsheet safety": an XLSX by its content (a ZIP with the workbook parts),
 * at most 5,242,880 bytes; the archive's expanded bytes are counted as they are read and capped
 * (a zip bomb is refused); an XML part with a DOCTYPE or an entity is refused, so nothing is ever
 * resolved. Throws the translation key the screen shows.
 */
export function inspectXlsx(bytes: Uint8Array): void {
  if (bytes.byteLength > BULK_FILE_MAX_BYTES) throw new AppError(413, 'bulk.file-too-large');
  const isZip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (!isZip) throw new AppError(400, 'bulk.file-format-invalid');
  const seen = new Set<string>();
  let expanded = 0;
  let failure: string | null = null;
  const unzip = new Unzip((file) => {
    seen.add(file.name);
    let tail = '';
    const decoder = new TextDecoder();
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        failure = 'bulk.file-format-invalid';
        return;
      }
      expanded += chunk.byteLength;
      if (expanded > MAX_DECOMPRESSED_BYTES) {
        failure = 'bulk.file-format-invalid';
        file.terminate();
        return;
      }
      if (file.name.endsWith('.xml') || file.name.endsWith('.rels')) {
        const text = tail + decoder.decode(chunk, { stream: !final });
        if (FORBIDDEN_MARKUP.test(text)) {
          failure = 'bulk.file-format-invalid';
          file.terminate();
          return;
        }
        tail = text.slice(-16);
      }
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    const step = 64 * 1024;
    for (let i = 0; i < bytes.byteLength && !failure; i += step) {
      unzip.push(bytes.subarray(i, i + step), i + step >= bytes.byteLength);
    }
  } catch {
    throw new AppError(400, 'bulk.file-format-invalid');
  }
  if (failure) throw new AppError(400, failure);
  if (!REQUIRED_PARTS.every((part) => seen.has(part)))
    throw new AppError(400, 'bulk.file-format-invalid');
}

/** A cell's value as read: formulas by their cached result (never evaluated), dates as ISO text. */
function cellValue(value: ExcelJS.CellValue): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('formula' in value || 'sharedFormula' in value) {
      const result = (value as ExcelJS.CellFormulaValue).result;
      return result === undefined || typeof result === 'object'
        ? null
        : (result as string | number | boolean);
    }
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value && typeof value.text === 'string') return value.text; // hyperlink
    if ('error' in value) return null;
  }
  return null;
}

/**
 * The rows of the Orders sheet, else of the first visible one (hidden sheets are ignored), after
 * the safety checks.
 * Empty rows are dropped; row numbers are the sheet's own.
 */
export async function readXlsxRows(
  bytes: Uint8Array,
): Promise<{ header: string[]; rows: TSheetRow[] }> {
  inspectXlsx(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    throw new AppError(400, 'bulk.file-format-invalid');
  }
  const visible = workbook.worksheets.filter(
    (s) => s.state !== 'hidden' && s.state !== 'veryHidden',
  );
  // The template's Orders sheet wherever it was moved, else the first visible sheet.
  const sheet = visible.find((s) => s.name.trim().toLowerCase() === 'orders') ?? visible[0];
  if (!sheet) throw new AppError(400, 'bulk.file-format-invalid');
  const all: TSheetRow[] = [];
  // ExcelJS counts the columns by walking every row: once, not once per cell.
  const columnCount = sheet.columnCount;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: (string | number | boolean | null)[] = [];
    for (let c = 1; c <= columnCount; c += 1) {
      const v = cellValue(row.getCell(c).value);
      values.push(typeof v === 'string' ? v.trim() : v);
    }
    if (values.some((v) => v !== null && v !== '')) all.push({ rowNumber, values });
  });
  const [headerRow, ...rows] = all;
  return { header: (headerRow?.values ?? []).map((v) => String(v ?? '').trim()), rows };
}

/** Heap a reading worker may use: the largest file under 5 MB needs about a third of it. */
const READER_HEAP_MB = 1536;

/**
 * readXlsxRows in a worker thread: reading the largest file takes seconds of CPU and hundreds of
 * MB, which must not stall the server's other requests nor stay in its heap. Same answers and
 * same refusals as readXlsxRows.
 */
export function readXlsxRowsOffThread(
  bytes: Uint8Array,
): Promise<{ header: string[]; rows: TSheetRow[] }> {
  const copy = bytes.slice().buffer;
  const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url), {
    workerData: copy,
    transferList: [copy],
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: READER_HEAP_MB },
  });
  return new Promise((resolve, reject) => {
    let isSettled = false;
    const settle = (run: () => void) => {
      if (isSettled) return;
      isSettled = true;
      run();
      void worker.terminate();
    };
    worker.once('message', (message: TReaderAnswer) =>
      settle(() =>
        message.ok ? resolve(message.sheet) : reject(new AppError(message.status, message.key)),
      ),
    );
    worker.once('error', () => settle(() => reject(new AppError(400, 'bulk.file-format-invalid'))));
    worker.once('exit', () => settle(() => reject(new AppError(400, 'bulk.file-format-invalid'))));
  });
}

type TReaderAnswer =
  | { ok: true; sheet: { header: string[]; rows: TSheetRow[] } }
  | { ok: false; status: number; key: string };
