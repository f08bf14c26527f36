import { randomUUID, createHmac, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { getMarket, isRtl } from '@rider-portal/domain/markets';
import type { TLanguage } from '@rider-portal/domain/markets';
import type { TOrderPaymentStatus } from '@rider-portal/domain/payments';
import type { TAppContext } from '../../app-context.ts';
import { findOrderPage } from '../orders/list-store.ts';
import { findOrderPaymentStatuses } from '../payments/order-payment.ts';
import type { TOrderListQuery } from '../orders/list-store.ts';
import type { TOrderRow } from '../orders/store.ts';
import { documentFormat } from './document-format.ts';
import type { TDocumentFormat } from './document-format.ts';
import type { TDocumentTexts } from './document-texts.ts';
import { exportReadyMail } from './export-mail.ts';
import { finishExport, findDoneExport, insertExport } from './store.ts';
import { csvField, csvQuoted, inertCell, phoneCell } from './spreadsheet-cells.ts';

/** Above this many rows an export is built in the background and mailed (001 §8). */
export const EXPORT_DIRECT_MAX_ROWS = 10_000;
const PAGE = 500;
const LINK_VALIDITY_DAYS = 7;
const LINK_VALIDITY_MS = LINK_VALIDITY_DAYS * 86_400_000;

export type TExportFormat = 'csv' | 'xlsx';
export const EXPORT_CONTENT_TYPES: Record<TExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

type TExportQuery = Omit<TOrderListQuery, 'count' | 'paginationKey'>;
type THeader = Exclude<keyof TDocumentTexts['export'], 'sheet'>;

/** One order of the export and what other modules know of it. */
type TExportRow = { order: TOrderRow; paymentStatus: TOrderPaymentStatus | null };

/**
 * A column and the kind of its cells. Only text is made inert (a formula in a name or an address);
 * numbers, dates and phone numbers are not text to defuse:
 * - money, in minor units: a number of major units ("25.50" in CSV, a number cell in XLSX), the
 *   currency in a column of its own;
 * - a date-time: ISO 8601 with the market's offset in CSV, a date cell in the market's wall time
 *   in XLSX;
 * - a phone number: written as it is (phoneCell).
 */
type TColumn = { header: THeader } & (
  | { text: (row: TExportRow, format: TDocumentFormat) => string | null }
  | { phone: (row: TExportRow) => string }
  | { money: (row: TExportRow) => number | null | undefined }
  | { dateTime: (row: TExportRow) => Date | null }
);

/** The export's columns, in order; headers and the words in cells are in the asked language. */
const COLUMNS: readonly TColumn[] = [
  { header: 'orderId', text: (r) => r.order.orderId },
  { header: 'placed', dateTime: (r) => r.order.createdAt },
  { header: 'status', text: (r, f) => f.status(r.order) },
  { header: 'customer', text: (r) => r.order.customer.name },
  { header: 'customerPhone', phone: (r) => r.order.customer.phone_number },
  { header: 'dropOff', text: (r) => r.order.customer.location.address },
  { header: 'description', text: (r) => r.order.details.description },
  { header: 'coldBag', text: (r, f) => f.answer(r.order.details.cold_bag_needed) },
  { header: 'ageCheck', text: (r, f) => f.answer(r.order.ageValidationRequired) },
  { header: 'paymentMethod', text: (r, f) => f.paymentMethod(r.order.details.payment_method) },
  { header: 'paymentStatus', text: (r, f) => f.paymentStatus(r.paymentStatus) },
  { header: 'orderAmount', money: (r) => r.order.details.amount },
  { header: 'deliveryFee', money: (r) => r.order.deliveryFee },
  { header: 'discountedFee', money: (r) => r.order.discountedDeliveryFee },
  { header: 'currency', text: (r) => r.order.currency },
  { header: 'vatNumber', text: (r) => r.order.vatNumber },
  { header: 'scheduledFor', dateTime: (r) => r.order.preorderedFor },
  { header: 'cancelReason', text: (r, f) => f.cancelReason(r.order.cancelReason) },
];

/** A CSV line of one order: each cell as its kind is written (TColumn). */
function csvLine(row: TExportRow, words: TDocumentFormat): string {
  const cells = COLUMNS.map((c) => {
    if ('money' in c) return csvQuoted(words.plainAmount(c.money(row)) ?? '');
    if ('dateTime' in c) return csvQuoted(words.isoDateTime(c.dateTime(row)) ?? '');
    if ('phone' in c) return csvQuoted(phoneCell(c.phone(row)));
    return csvField(c.text(row, words));
  });
  return cells.join(',') + '\r\n';
}

/** An XLSX row of one order: numbers and dates as typed cells, text made inert. */
function xlsxCells(row: TExportRow, words: TDocumentFormat): (string | number | Date | null)[] {
  return COLUMNS.map((c) => {
    if ('money' in c) return words.amount(c.money(row));
    if ('dateTime' in c) return words.wallTime(c.dateTime(row));
    // A string cell is never evaluated: the number stays as it is, + and all.
    if ('phone' in c) return phoneCell(c.phone(row));
    const text = c.text(row, words);
    return text === null ? null : inertCell(text);
  });
}

/** Number formats of the XLSX cells that are not text. */
function numberFormat(column: TColumn, minorUnits: number): string | null {
  if ('money' in column) return minorUnits > 0 ? `#,##0.${'0'.repeat(minorUnits)}` : '#,##0';
  // The same order of parts in every language, and it sorts as it reads.
  if ('dateTime' in column) return 'yyyy-mm-dd hh:mm';
  return null;
}

/** Characters a sheet name may not hold, and its length limit (Excel). */
function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Orders'
  );
}

/**
 * Every order of the filtered range with its card payment's status, page by page (keyset), never
 * all in memory.
 */
async function* allRows(ctx: TAppContext, query: TExportQuery): AsyncGenerator<TExportRow> {
  let key: string | null = null;
  do {
    const page = await findOrderPage(ctx.db, { ...query, count: PAGE, paginationKey: key });
    const payments = await findOrderPaymentStatuses(
      ctx.db,
      page.rows.map((o) => o.orderId),
    );
    for (const order of page.rows)
      yield { order, paymentStatus: payments.get(order.orderId) ?? null };
    key = page.paginationKey;
  } while (key);
}

/**
 * The export as a stream of CSV or XLSX bytes for spreadsheets: headers, statuses, payment methods,
 * yes/no and cancel reasons in the language asked, as the screen words them; amounts and times as
 * values a spreadsheet sums and sorts (TColumn). Every text cell, headers included, is made inert.
 */
export function exportStream(
  ctx: TAppContext,
  query: TExportQuery,
  format: TExportFormat,
  language: TLanguage,
): Readable {
  const words = documentFormat({
    language,
    country: ctx.config.country,
    timeZone: ctx.config.timeZone,
    now: ctx.clock.now(),
  });
  const headers = COLUMNS.map((c) => words.texts.export[c.header]);
  const out = new PassThrough();
  const run = async () => {
    if (format === 'csv') {
      // A byte-order mark so spreadsheet programs read UTF-8 (Greek, Arabic, Thai names).
      out.write('\uFEFF' + headers.map(csvField).join(',') + '\r\n');
      for await (const row of allRows(ctx, query)) {
        if (!out.write(csvLine(row, words)))
          await new Promise((resolve) => out.once('drain', resolve));
      }
      out.end();
      return;
    }
    const minorUnits = getMarket(ctx.config.country).currencyMinorUnits;
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useSharedStrings: false,
      useStyles: true,
    });
    const sheet = workbook.addWorksheet(sheetName(words.texts.export.sheet), {
      views: [{ rightToLeft: isRtl(language) }],
    });
    sheet.columns = COLUMNS.map((column, i) => {
      const numFmt = numberFormat(column, minorUnits);
      return {
        header: inertCell(headers[i]!),
        width: Math.max('dateTime' in column ? 18 : 12, headers[i]!.length + 4),
        ...(numFmt ? { style: { numFmt } } : {}),
      };
    });
    sheet.getRow(1).font = { bold: true };
    for await (const row of allRows(ctx, query)) sheet.addRow(xlsxCells(row, words)).commit();
    sheet.commit();
    await workbook.commit();
  };
  run().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

function linkToken(secret: string, exportId: string, expires: number): string {
  return createHmac('sha256', secret).update(`${exportId}.${expires}`).digest('base64url');
}

/** A signed download link to a finished export, valid for a week. */
export function exportLink(ctx: TAppContext, baseUrl: string, exportId: string): string {
  const expires = ctx.clock.now().getTime() + LINK_VALIDITY_MS;
  const token = linkToken(ctx.secrets.tokenSecret, exportId, expires);
  return `${baseUrl}/api/v1/exports/${exportId}?expires=${expires}&token=${token}`;
}

export function isValidExportLink(
  ctx: TAppContext,
  exportId: string,
  expires: number,
  token: string,
): boolean {
  if (expires < ctx.clock.now().getTime()) return false;
  const expected = Buffer.from(linkToken(ctx.secrets.tokenSecret, exportId, expires));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Builds a large export in the background into the blob store and mails the caller a link
 * ("report sent by e-mail"). The job row records its progress.
 */
export async function startMailedExport(
  ctx: TAppContext,
  input: {
    query: TExportQuery;
    format: TExportFormat;
    /** The file and the mail are in this language (the caller's, when the job was asked). */
    language: TLanguage;
    userId: string;
    email: string;
    baseUrl: string;
  },
): Promise<{ id: string; done: Promise<void> }> {
  const id = randomUUID();
  await insertExport(ctx.db, {
    id,
    vendorId: input.query.vendorId,
    userId: input.userId,
    format: input.format,
    status: 'RUNNING',
    createdAt: ctx.clock.now(),
  });
  const done = (async () => {
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of exportStream(ctx, input.query, input.format, input.language))
        chunks.push(Buffer.from(chunk as Buffer));
      const blobKey = `exports/${id}.${input.format}`;
      await ctx.blobs.put(blobKey, Buffer.concat(chunks));
      await finishExport(ctx.db, id, { status: 'DONE', blobKey, finishedAt: ctx.clock.now() });
      const link = exportLink(ctx, input.baseUrl, id);
      await ctx.mailer.send(
        exportReadyMail({
          to: input.email,
          link,
          validDays: LINK_VALIDITY_DAYS,
          language: input.language,
          entity: ctx.config.entity,
        }),
      );
    } catch {
      await finishExport(ctx.db, id, { status: 'FAILED', finishedAt: ctx.clock.now() });
    }
  })();
  return { id, done };
}

export async function findFinishedExport(ctx: TAppContext, id: string) {
  return findDoneExport(ctx.db, id);
}
