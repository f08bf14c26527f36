import { SaxesParser } from 'saxes';
import type { SaxesTagPlain } from 'saxes';
import { AppError } from '../../http/errors.ts';

// The parts of a checked XLSX (see inspectXlsx) read as the XML streams by, with saxes: the
// workbook's sheets, the shared strings, the cell formats that make a number a date, and the
// cells of one sheet, row by row. No workbook object is built: the largest file's rows pass
// through a few hundred bytes of state each (issue 18: ExcelJS's model of 85,631 rows took a
// gigabyte and most of the upload's time).

const CHUNK_CHARS = 256 * 1024;

/** The local name of a tag or attribute (`x:row` → `row`). */
const local = (name: string) => name.slice(name.indexOf(':') + 1);

function attr(tag: SaxesTagPlain, name: string): string | undefined {
  const direct = tag.attributes[name];
  if (direct !== undefined) return direct;
  for (const [key, value] of Object.entries(tag.attributes)) if (local(key) === name) return value;
  return undefined;
}

type THandlers = {
  open?: (name: string, tag: SaxesTagPlain) => void;
  close?: (name: string) => void;
  text?: (text: string) => void;
};

/** Streams one part's markup through saxes (entities as XML has them; DOCTYPEs never get here). */
function parsePart(part: Uint8Array | undefined, handlers: THandlers): void {
  if (!part) return;
  const parser = new SaxesParser();
  let failure: unknown = null;
  parser.on('error', (error) => {
    failure ??= error;
  });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) => open(local(tag.name), tag as SaxesTagPlain));
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(local(tag.name)));
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  const decoder = new TextDecoder();
  const step = CHUNK_CHARS;
  try {
    for (let i = 0; i < part.byteLength && !failure; i += step) {
      const last = i + step >= part.byteLength;
      parser.write(decoder.decode(part.subarray(i, i + step), { stream: !last }));
    }
    if (!failure) parser.close();
  } catch (error) {
    // A handler's refusal (a limit) passes as it is; anything else is a broken part.
    if (error instanceof AppError) throw error;
    failure ??= error;
  }
  if (failure) throw new AppError(400, 'bulk.file-format-invalid');
}

/** OOXML's escape for characters XML cannot carry: `_x000D_` is a carriage return. */
const OOXML_ESCAPE = /_x([0-9A-Fa-f]{4})_/g;
export function unescapeOoxml(text: string): string {
  return text.includes('_x')
    ? text.replace(OOXML_ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;
}

export type TWorkbookSheet = { name: string; isHidden: boolean; path: string | null };

/** The sheets in the workbook's order, with the part each is stored in. */
export function readWorkbook(
  workbook: Uint8Array | undefined,
  rels: Uint8Array | undefined,
): { sheets: TWorkbookSheet[]; isDate1904: boolean } {
  const targets = new Map<string, string>();
  parsePart(rels, {
    open: (name, tag) => {
      const id = attr(tag, 'Id');
      const target = attr(tag, 'Target');
      if (name === 'Relationship' && id && target) targets.set(id, target);
    },
  });
  const sheets: TWorkbookSheet[] = [];
  let isDate1904 = false;
  parsePart(workbook, {
    open: (name, tag) => {
      if (name === 'workbookPr') {
        const value = attr(tag, 'date1904');
        isDate1904 = value === '1' || value === 'true';
      }
      if (name !== 'sheet') return;
      const state = attr(tag, 'state');
      const target = targets.get(attr(tag, 'id') ?? '');
      sheets.push({
        name: attr(tag, 'name') ?? '',
        isHidden: state === 'hidden' || state === 'veryHidden',
        path: target ? partPath(target) : null,
      });
    },
  });
  return { sheets, isDate1904 };
}

/** A relationship's target as a part name (`worksheets/sheet1.xml` → `xl/worksheets/sheet1.xml`). */
function partPath(target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = ['xl'];
  for (const piece of target.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}

/** The shared strings table: plain and rich text (its runs joined); phonetic runs left out. */
export function readSharedStrings(part: Uint8Array | undefined): string[] {
  const strings: string[] = [];
  let current: string[] | null = null;
  let isInText = false;
  let phoneticDepth = 0;
  parsePart(part, {
    open: (name) => {
      if (name === 'si') current = [];
      else if (name === 'rPh') phoneticDepth += 1;
      else if (name === 't' && phoneticDepth === 0) isInText = true;
    },
    close: (name) => {
      if (name === 'si') {
        strings.push(unescapeOoxml((current ?? []).join('')));
        current = null;
      } else if (name === 'rPh') phoneticDepth -= 1;
      else if (name === 't') isInText = false;
    },
    text: (text) => {
      if (isInText && current) current.push(text);
    },
  });
  return strings;
}

/** Built-in number formats that are dates or times (ECMA-376 §18.8.30). */
const BUILT_IN_DATE_FORMATS = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51,
  52, 53, 54, 55, 56, 57, 58,
]);

/** Whether a format code shows a date or a time (its quoted text and [colours] left aside). */
export function isDateFormatCode(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(?!h|m|s)[^\]]*\]/gi, '');
  return /[dmyhs]/i.test(bare) && !/^general$/i.test(bare.trim());
}

/** For each cell format (the `s` of a cell), whether it shows its number as a date. */
export function readDateStyles(part: Uint8Array | undefined): boolean[] {
  const customDates = new Map<number, boolean>();
  const styles: boolean[] = [];
  let isInCellFormats = false;
  parsePart(part, {
    open: (name, tag) => {
      if (name === 'numFmt') {
        const id = Number(attr(tag, 'numFmtId'));
        customDates.set(id, isDateFormatCode(attr(tag, 'formatCode') ?? ''));
      } else if (name === 'cellXfs') isInCellFormats = true;
      else if (name === 'xf' && isInCellFormats) {
        const id = Number(attr(tag, 'numFmtId') ?? 0);
        styles.push(customDates.get(id) ?? BUILT_IN_DATE_FORMATS.has(id));
      }
    },
    close: (name) => {
      if (name === 'cellXfs') isInCellFormats = false;
    },
  });
  return styles;
}

/** A date cell's number as ExcelJS reads it (days since 1899-12-30, or 1904-01-01). */
export function excelDate(serial: number, isDate1904: boolean): Date {
  return new Date(Math.round((serial - 25569 + (isDate1904 ? 1462 : 0)) * 86_400_000));
}

export type TRawCell = string | number | boolean | Date | null;

function columnOf(ref: string | undefined): number | null {
  if (!ref) return null;
  let n = 0;
  for (let i = 0; i < ref.length; i += 1) {
    const code = ref.charCodeAt(i) & ~32; // upper case
    if (code < 65 || code > 90) break;
    n = n * 26 + (code - 64);
  }
  return n > 0 ? n : null;
}

/**
 * The cells of one sheet, a row at a time (`onRow(rowNumber, values)` with values[column - 1]):
 * shared and inline strings, numbers (dates by their format), booleans; formulas by their cached
 * result, never evaluated; errors as null. `onCell` sees each cell's column first (for limits).
 */
export function readSheetRows(
  part: Uint8Array,
  env: { strings: readonly string[]; dateStyles: readonly boolean[]; isDate1904: boolean },
  onRow: (rowNumber: number, values: TRawCell[]) => void,
  onColumn: (column: number) => void,
): void {
  let rowNumber = 0;
  let values: TRawCell[] = [];
  let column = 0;
  let type = 'n';
  let style = 0;
  let text: string[] | null = null;
  let value: string | null = null;
  let isInInline = false;
  parsePart(part, {
    open: (name, tag) => {
      switch (name) {
        case 'row': {
          const r = Number(attr(tag, 'r'));
          rowNumber = Number.isInteger(r) && r > 0 ? r : rowNumber + 1;
          values = [];
          column = 0;
          break;
        }
        case 'c':
          column = columnOf(attr(tag, 'r')) ?? column + 1;
          onColumn(column);
          type = attr(tag, 't') ?? 'n';
          style = Number(attr(tag, 's') ?? 0);
          value = null;
          break;
        case 'v':
          text = [];
          break;
        case 'is':
          isInInline = true;
          value = '';
          break;
        case 't':
          if (isInInline) text = [];
          break;
      }
    },
    close: (name) => {
      switch (name) {
        case 'v':
          value = (text ?? []).join('');
          text = null;
          break;
        case 't':
          if (isInInline && text) value = `${value ?? ''}${text.join('')}`;
          text = null;
          break;
        case 'is':
          isInInline = false;
          break;
        case 'c':
          while (values.length < column - 1) values.push(null);
          values[column - 1] = cellOf(type, value, style, env);
          break;
        case 'row':
          onRow(rowNumber, values);
          break;
      }
    },
    text: (chunk) => {
      if (text) text.push(chunk);
    },
  });
}

function cellOf(
  type: string,
  value: string | null,
  style: number,
  env: { strings: readonly string[]; dateStyles: readonly boolean[]; isDate1904: boolean },
): TRawCell {
  if (value === null) return null;
  switch (type) {
    case 's':
      return env.strings[Number(value)] ?? null;
    case 'str':
    case 'inlineStr':
      return unescapeOoxml(value);
    case 'b':
      return value === '1' || value === 'true';
    case 'e':
      return null;
    default: {
      if (value.trim() === '') return null;
      const n = Number(value);
      if (!Number.isFinite(n)) return null;
      return env.dateStyles[style] ? excelDate(n, env.isDate1904) : n;
    }
  }
}
