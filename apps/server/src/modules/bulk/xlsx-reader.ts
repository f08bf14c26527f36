import { Worker } from 'node:worker_threads';
import { Unzip, UnzipInflate } from 'fflate';
import {
  BULK_FILE_LIMITS,
  BULK_FILE_MAX_BYTES,
  BULK_HEADER_SEARCH_ROWS,
  BULK_READ_BATCH_ROWS,
} from '@rider-portal/domain/constants';
import type { TBulkFileLimit } from '@rider-portal/domain/constants';
import type { TBulkColumnId } from '@rider-portal/domain/bulk-columns';
import { AppError } from '../../http/errors.ts';
import { toStorableText } from '../../http/input-guard.ts';
import { readDateStyles, readSharedStrings, readSheetRows, readWorkbook } from './sheet-xml.ts';

/** A spreadsheet has at least a sheet (ExcelJS reads one without its other parts). */
const isSheetPart = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/.test(name);
const FORBIDDEN_MARKUP = /<!DOCTYPE|<!ENTITY/i;

export type TSheetCell = string | number | boolean | null;
export type TSheetRow = { rowNumber: number; values: TSheetCell[] };
export type TSheet = {
  header: string[];
  rows: TSheetRow[];
  sheetName: string | null;
  headerRow: number | null;
};

/** A file over one of BULK_FILE_LIMITS: the screen says so, the envelope names the limit. */
export function tooComplex(limit: TBulkFileLimit): AppError {
  return new AppError(422, 'bulk.file-too-complex', {
    details: { limit, max: BULK_FILE_LIMITS[limit] },
  });
}

/** The first bytes of a ZIP archive: anything else is refused before a worker starts. */
export function looksLikeZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

// Markup counted as the parts stream by (a namespace prefix such as `x:` allowed).
const ROW_TAG = /<(?:\w+:)?row[\s>/]/g;
const CELL_TAG = /<(?:\w+:)?c[\s>/]/g;
// Any quotes, any case, any length: what ExcelJS would expand is what is counted.
const MERGE_TAG = /<(?:\w+:)?mergeCell\s[^>]*?ref=["']([A-Za-z]+)(\d+)(?::([A-Za-z]+)(\d+))?["']/g;
const FORMAT_TAG = /<(?:\w+:)?xf[\s>/]/g;
/** Longest markup kept from one chunk to the next, so a tag cut in two is still counted once. */
const CARRY_CHARS = 4096;

type TCounts = {
  rows: number;
  cells: number;
  mergedRanges: number;
  mergedCells: number;
  styles: number;
};

/** Joins the pieces of one part as they were inflated. */
function joined(chunks: Uint8Array[], length: number): Uint8Array {
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

/** Adds what one piece of a part's markup holds to the counts. */
function countMarkup(part: string, text: string, counts: TCounts): void {
  if (part.startsWith('xl/worksheets/')) {
    counts.rows += text.match(ROW_TAG)?.length ?? 0;
    counts.cells += text.match(CELL_TAG)?.length ?? 0;
    for (const m of text.matchAll(MERGE_TAG)) {
      counts.mergedRanges += 1;
      const width = m[3] ? Math.abs(columnNumber(m[3]) - columnNumber(m[1]!)) + 1 : 1;
      const height = m[4] ? Math.abs(Number(m[4]) - Number(m[2])) + 1 : 1;
      counts.mergedCells += width * height;
    }
  } else if (part === 'xl/styles.xml') {
    counts.styles += text.match(FORMAT_TAG)?.length ?? 0;
  }
}

/**
 * 001 §5, the bulk "Spreadsheet safety" rules and the size budget: an XLSX by its content (a ZIP
 * with the workbook parts), at most 5,242,880 bytes, whose parts are streamed once before any is
 * read: entries, expanded bytes, rows, cells, merged ranges and the cells they cover,
 * and cell formats are counted against BULK_FILE_LIMITS as they go by (the first limit passed
 * stops the reading), and an XML part with a DOCTYPE or an entity is refused, so nothing is ever
 * resolved. Throws the translation key the screen shows. Answers the parts, inflated. (What a
 * workbook library would expand cell by cell, validations, column ranges and defined names over
 * whole sheets, the reading in sheet-xml.ts never looks at.)
 */
export function inspectXlsx(bytes: Uint8Array): Record<string, Uint8Array> {
  if (bytes.byteLength > BULK_FILE_MAX_BYTES) throw new AppError(413, 'bulk.file-too-large');
  if (!looksLikeZip(bytes)) throw new AppError(400, 'bulk.file-format-invalid');
  const seen = new Set<string>();
  const parts: Record<string, Uint8Array> = {};
  const counts: TCounts = { rows: 0, cells: 0, mergedRanges: 0, mergedCells: 0, styles: 0 };
  let expanded = 0;
  let failure: AppError | null = null;
  const fail = (error: AppError) => {
    failure ??= error;
  };
  const overLimit = (): TBulkFileLimit | null => {
    if (expanded > BULK_FILE_LIMITS.expandedBytes) return 'expandedBytes';
    for (const limit of ['rows', 'cells', 'mergedRanges', 'mergedCells', 'styles'] as const) {
      if (counts[limit] > BULK_FILE_LIMITS[limit]) return limit;
    }
    return null;
  };
  const unzip = new Unzip((file) => {
    if (failure) return;
    seen.add(file.name);
    if (seen.size > BULK_FILE_LIMITS.zipEntries) {
      fail(tooComplex('zipEntries'));
      return;
    }
    let carry = '';
    const decoder = new TextDecoder();
    const isMarkup = file.name.endsWith('.xml') || file.name.endsWith('.rels');
    const chunks: Uint8Array[] = [];
    let length = 0;
    file.ondata = (error, chunk, final) => {
      if (failure) return;
      if (error) {
        fail(new AppError(400, 'bulk.file-format-invalid'));
        return;
      }
      expanded += chunk.byteLength;
      chunks.push(chunk);
      length += chunk.byteLength;
      if (isMarkup) {
        const text = carry + decoder.decode(chunk, { stream: !final });
        if (FORBIDDEN_MARKUP.test(text)) {
          fail(new AppError(400, 'bulk.file-format-invalid'));
          file.terminate();
          return;
        }
        // Count up to the last tag that may be cut off; carry it (bounded) to the next chunk.
        const cut = final ? text.length : text.lastIndexOf('<');
        const end = cut < 0 ? text.length : cut;
        countMarkup(file.name, text.slice(0, end), counts);
        carry = text.slice(end).slice(0, CARRY_CHARS);
      }
      const limit = overLimit();
      if (limit) {
        fail(tooComplex(limit));
        file.terminate();
        return;
      }
      if (final) {
        parts[file.name] = joined(chunks, length);
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
    fail(new AppError(400, 'bulk.file-format-invalid'));
  }
  if (failure) throw failure;
  if (![...seen].some(isSheetPart)) throw new AppError(400, 'bulk.file-format-invalid');
  return parts;
}

/** What a reading found: the header row, where it was, and how many rows follow it. */
export type TSheetRead = {
  header: string[];
  rowCount: number;
  /** The sheet read (null when the workbook names none). */
  sheetName: string | null;
  /** The sheet row number of the header (null without one). */
  headerRow: number | null;
};

export type TReadOptions = {
  /**
   * The template's header row (issue 22): the first visible sheet, in workbook order, with such
   * a row among its first BULK_HEADER_SEARCH_ROWS non-empty rows is read from that row on. When
   * no sheet has one, the Orders sheet (else the first visible one) is read with its first
   * non-empty row as header, so the job can say which column is missing. Without it: that sheet.
   */
  isHeader?: (values: readonly TSheetCell[]) => boolean;
};

/** Reads one row's raw cells as stored text, numbers and booleans, within the text limits. */
function rowCells(raw: readonly unknown[], counter: { chars: number }): TSheetCell[] {
  const values: TSheetCell[] = new Array<TSheetCell>(raw.length);
  for (let c = 0; c < raw.length; c += 1) {
    const v = raw[c] ?? null;
    if (typeof v === 'string') {
      if (v.length > BULK_FILE_LIMITS.cellChars) throw tooComplex('cellChars');
      counter.chars += v.length;
      if (counter.chars > BULK_FILE_LIMITS.sheetChars) throw tooComplex('sheetChars');
      // `_x0000_` in a cell reads as NUL: no cell may carry what a database cannot store.
      values[c] = toStorableText(v).trim();
    } else if (v instanceof Date) {
      values[c] = Number.isNaN(v.getTime()) ? null : v.toISOString();
    } else values[c] = v as TSheetCell;
  }
  return values;
}

/** Counts a skipped row's text against the same limits as a read one. */
function countText(raw: readonly unknown[], counter: { chars: number }): void {
  for (const v of raw) {
    if (typeof v !== 'string') continue;
    if (v.length > BULK_FILE_LIMITS.cellChars) throw tooComplex('cellChars');
    counter.chars += v.length;
    if (counter.chars > BULK_FILE_LIMITS.sheetChars) throw tooComplex('sheetChars');
  }
}

/** Takes a batch of rows and the header they are under (the same header for every batch). */
export type TOnRows = (rows: TSheetRow[], header: string[]) => void;

const isEmptyRow = (values: readonly TSheetCell[]) => !values.some((v) => v !== null && v !== '');

type THeaderAt = { header: string[]; headerRow: number };

/**
 * Takes a sheet's rows one at a time: finds the header (the first non-empty row, or the first of
 * the first BULK_HEADER_SEARCH_ROWS that `isHeader` accepts), then hands the rows under it to
 * `onRows` in batches. Shared by the XLSX and CSV readers. `first` is the first non-empty row,
 * which says what a sheet without the template's header has instead.
 */
export function sheetRowCollector(onRows: TOnRows, isHeader: TReadOptions['isHeader']) {
  let found: THeaderAt | null = null;
  let first: THeaderAt | null = null;
  let looked = 0;
  let rowCount = 0;
  let batch: TSheetRow[] = [];
  const headerOf = (rowNumber: number, values: readonly TSheetCell[]): THeaderAt => ({
    header: values.map((v) => String(v ?? '').trim()),
    headerRow: rowNumber,
  });
  return {
    /** Whether rows are still wanted (false once the header search gave up). */
    get isWanted() {
      return found !== null || looked < BULK_HEADER_SEARCH_ROWS;
    },
    add(rowNumber: number, values: TSheetCell[]) {
      if (isEmptyRow(values)) return;
      if (!found) {
        first ??= headerOf(rowNumber, values);
        looked += 1;
        if (looked > BULK_HEADER_SEARCH_ROWS) return;
        if (!isHeader || isHeader(values)) found = headerOf(rowNumber, values);
        return;
      }
      rowCount += 1;
      batch.push({ rowNumber, values });
      if (batch.length >= BULK_READ_BATCH_ROWS) {
        onRows(batch, found.header);
        batch = [];
      }
    },
    finish(): { found: (THeaderAt & { rowCount: number }) | null; first: THeaderAt | null } {
      if (batch.length && found) onRows(batch, found.header);
      batch = [];
      return { found: found ? { ...found, rowCount } : null, first };
    },
  };
}

/**
 * The rows of the sheet with the template's header (see TReadOptions), after the safety checks,
 * handed to `onRows` a batch at a time as the sheet's markup streams by (no workbook is built).
 * Hidden sheets are ignored; empty rows are dropped; row numbers are the sheet's own. Formulas are
 * read by their cached result, never evaluated; dates (numbers in a date format) as ISO text.
 * Text is counted as it is read, a shared string at each use: one string used by thousands of
 * cells is what a workbook of a few kilobytes can expand to. A merged range's value is its first
 * cell's.
 */
export async function readXlsxRows(
  bytes: Uint8Array,
  onRows: TOnRows = () => {},
  opts: TReadOptions = {},
): Promise<TSheetRead> {
  const parts = inspectXlsx(bytes);
  const { sheets, isDate1904 } = readWorkbook(
    parts['xl/workbook.xml'],
    parts['xl/_rels/workbook.xml.rels'],
  );
  const visible = sheets.filter((s) => !s.isHidden && s.path && parts[s.path]);
  const preferred = visible.find((s) => s.name.trim().toLowerCase() === 'orders') ?? visible[0];
  // A workbook whose parts name no sheet (its workbook part missing) has no rows to read: the job
  // says the template's columns are missing.
  if (!preferred?.path) return { header: [], rowCount: 0, sheetName: null, headerRow: null };
  const env = {
    strings: readSharedStrings(parts['xl/sharedStrings.xml']),
    dateStyles: readDateStyles(parts['xl/styles.xml']),
    isDate1904,
  };
  const readSheet = (sheet: (typeof visible)[number], isHeader: TReadOptions['isHeader']) => {
    const collector = sheetRowCollector(onRows, isHeader);
    const counter = { chars: 0 };
    readSheetRows(
      parts[sheet.path!]!,
      env,
      (rowNumber, raw) => {
        // A sheet without the header in its first rows (notes, a summary) is only skimmed, its
        // text still counted: what a sheet expands to is refused wherever it is.
        if (collector.isWanted) collector.add(rowNumber, rowCells(raw, counter));
        else countText(raw, counter);
      },
      (column) => {
        if (column > BULK_FILE_LIMITS.columns) throw tooComplex('columns');
      },
    );
    return collector.finish();
  };
  let fallback: THeaderAt | null = null;
  for (const sheet of opts.isHeader ? visible : [preferred]) {
    const { found, first } = readSheet(sheet, opts.isHeader);
    if (found) return { ...found, sheetName: sheet.name };
    if (sheet === preferred) fallback = first;
  }
  // No sheet has the template's header: the preferred sheet's first row says what it lacks.
  if (!fallback) return { header: [], rowCount: 0, sheetName: preferred.name, headerRow: null };
  return { ...fallback, rowCount: 0, sheetName: preferred.name };
}

/** Every row at once (tests and small callers); the server reads through readXlsxRowsOffThread. */
export async function readAllXlsxRows(bytes: Uint8Array, opts: TReadOptions = {}): Promise<TSheet> {
  const rows: TSheetRow[] = [];
  const { header, sheetName, headerRow } = await readXlsxRows(
    bytes,
    (batch) => rows.push(...batch),
    opts,
  );
  return { header, rows, sheetName, headerRow };
}

/** What the reading worker is given. */
export type TReaderInput = {
  bytes: ArrayBuffer;
  csvSheetName: string | null;
  headerAliases: [string, TBulkColumnId][] | null;
};

/** Readers running in this process now (see BULK_FILE_LIMITS.readers). */
let activeReaders = 0;

/** What the reading worker posts: row batches, then the header and the end, or a refusal. */
export type TReaderMessage =
  | { kind: 'rows'; rows: TSheetRow[]; header: string[] }
  | { kind: 'done'; read: TSheetRead }
  | { kind: 'refused'; status: number; key: string; details?: Record<string, unknown> };

/**
 * readXlsxRows in a worker thread with its own heap limit and a wall-clock deadline: reading the
 * largest file takes seconds of CPU and hundreds of MB, which must neither stall the server's
 * other requests nor stay in its heap, and a file that would take longer or need more is refused
 * ('bulk.file-too-complex', readMs or readerHeapMb) with the worker terminated. So is the reading
 * of a file whose uploader has gone (`signal`): no core works on for nobody. Rows come back in
 * batches of BULK_READ_BATCH_ROWS. Same answers and refusals as readXlsxRows otherwise.
 */
export function readXlsxRowsOffThread(
  bytes: Uint8Array,
  opts: {
    signal?: AbortSignal;
    deadlineMs?: number;
    /** A CSV file (issue 22) is read as one sheet of this name. */
    csvSheetName?: string;
    /** The wordings of the template's headers (bulkHeaderAliasList): find the header row. */
    headerAliases?: readonly (readonly [string, TBulkColumnId])[];
    /** Takes the rows as they come (the answer then has none): the caller need not hold them all. */
    onRows?: TOnRows;
  } = {},
): Promise<TSheet> {
  const isCsv = opts.csvSheetName !== undefined;
  // Cheap refusals without starting a worker (an empty file, a picture, an oversized upload).
  if (bytes.byteLength > BULK_FILE_MAX_BYTES)
    return Promise.reject(new AppError(413, 'bulk.file-too-large'));
  if (!isCsv && !looksLikeZip(bytes))
    return Promise.reject(new AppError(400, 'bulk.file-format-invalid'));
  if (opts.signal?.aborted) return Promise.reject(new AppError(499, 'bulk.file-upload-error'));
  // Each reader may take a core and its heap until its deadline: a few at a time per instance.
  if (activeReaders >= BULK_FILE_LIMITS.readers) {
    return Promise.reject(
      new AppError(429, 'error.rate-limited', { details: { retry_after_seconds: 10 } }),
    );
  }
  activeReaders += 1;
  // A copy of exactly these bytes (a Buffer's slice() is a view into a pooled, larger memory).
  const copy = new Uint8Array(bytes).buffer;
  const data: TReaderInput = {
    bytes: copy,
    csvSheetName: opts.csvSheetName ?? null,
    headerAliases: opts.headerAliases ? opts.headerAliases.map(([k, id]) => [k, id]) : null,
  };
  const worker = new Worker(new URL('./xlsx-worker.mjs', import.meta.url), {
    workerData: data,
    transferList: [copy],
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: BULK_FILE_LIMITS.readerHeapMb },
  });
  const rows: TSheetRow[] = [];
  return new Promise<TSheet>((resolve, reject) => {
    let isSettled = false;
    const settle = (run: () => void) => {
      if (isSettled) return;
      isSettled = true;
      activeReaders -= 1;
      clearTimeout(deadline);
      opts.signal?.removeEventListener('abort', onAbort);
      run();
      void worker.terminate();
    };
    const deadline = setTimeout(
      () => settle(() => reject(tooComplex('readMs'))),
      opts.deadlineMs ?? BULK_FILE_LIMITS.readMs,
    );
    const onAbort = () => settle(() => reject(new AppError(499, 'bulk.file-upload-error')));
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (message: TReaderMessage) => {
      if (message.kind === 'rows') {
        if (opts.onRows) opts.onRows(message.rows, message.header);
        else for (const row of message.rows) rows.push(row);
      } else if (message.kind === 'done') {
        const { header, sheetName, headerRow } = message.read;
        settle(() => resolve({ header, rows, sheetName, headerRow }));
      } else {
        settle(() =>
          reject(new AppError(message.status, message.key, { details: message.details })),
        );
      }
    });
    worker.once('error', (error: Error & { code?: string }) =>
      settle(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? tooComplex('readerHeapMb')
            : new AppError(400, 'bulk.file-format-invalid'),
        ),
      ),
    );
    worker.once('exit', () => settle(() => reject(new AppError(400, 'bulk.file-format-invalid'))));
  });
}
