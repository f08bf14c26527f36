import { randomUUID, createHmac, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { getMarket, isRtl } from '@rider-portal/domain/markets';
import type { TLanguage } from '@rider-portal/domain/markets';
import type { TAppContext } from '../../app-context.ts';
import { findOrderPage } from '../orders/list-store.ts';
import type { TOrderListQuery } from '../orders/list-store.ts';
import type { TOrderRow } from '../orders/store.ts';
import { documentFormat } from './document-format.ts';
import type { TDocumentFormat } from './document-format.ts';
import type { TDocumentTexts } from './document-texts.ts';
import { exportReadyMail } from './export-mail.ts';
import { finishExport, findDoneExport, insertExport } from './store.ts';
import { csvField, inertCell } from './spreadsheet-cells.ts';

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
/**
 * A column of text, or of money in minor units: money is a number cell in XLSX (so it sums) and
 * the amount with its currency, formatted for the language, in CSV.
 */
type TColumn =
  | { header: THeader; text: (order: TOrderRow, format: TDocumentFormat) => string | null }
  | { header: THeader; money: (order: TOrderRow) => number | null | undefined };

/** The export's columns, in order; headers and the words in cells are in the asked language. */
const COLUMNS: readonly TColumn[] = [
  { header: 'orderId', text: (o) => o.orderId },
  { header: 'placed', text: (o, f) => f.dateTime(o.createdAt) },
  { header: 'status', text: (o, f) => f.status(o) },
  { header: 'customer', text: (o) => o.customer.name },
  { header: 'customerPhone', text: (o) => o.customer.phone_number },
  { header: 'dropOff', text: (o) => o.customer.location.address },
  { header: 'paymentMethod', text: (o, f) => f.paymentMethod(o.details.payment_method) },
  { header: 'orderAmount', money: (o) => o.details.amount },
  { header: 'deliveryFee', money: (o) => o.deliveryFee },
  { header: 'discountedFee', money: (o) => o.discountedDeliveryFee },
  { header: 'currency', text: (o) => o.currency },
  { header: 'vatNumber', text: (o) => o.vatNumber },
  { header: 'scheduledFor', text: (o, f) => f.dateTime(o.preorderedFor) },
  { header: 'cancelReason', text: (o, f) => f.cancelReason(o.cancelReason) },
];

/** Characters a sheet name may not hold, and its length limit (Excel). */
function sheetName(name: string): string {
  return (
    name
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Orders'
  );
}

/** Every order of the filtered range, page by page (keyset), never all in memory. */
async function* allRows(ctx: TAppContext, query: TExportQuery) {
  let key: string | null = null;
  do {
    const page = await findOrderPage(ctx.db, { ...query, count: PAGE, paginationKey: key });
    for (const row of page.rows) yield row;
    key = page.paginationKey;
  } while (key);
}

/**
 * The export as a stream of CSV or XLSX bytes, in the language asked: headers, statuses, payment
 * methods and cancel reasons as the screen words them, dates and money formatted for the language
 * in the market's time zone and currency. Every text cell, headers included, is made inert.
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
      const cells = (order: TOrderRow) =>
        COLUMNS.map((c) => ('money' in c ? words.money(c.money(order)) : c.text(order, words)));
      // A byte-order mark so spreadsheet programs read UTF-8 (Greek, Arabic, Thai names).
      out.write('\uFEFF' + headers.map(csvField).join(',') + '\r\n');
      for await (const row of allRows(ctx, query)) {
        const line = cells(row).map(csvField).join(',') + '\r\n';
        if (!out.write(line)) await new Promise((resolve) => out.once('drain', resolve));
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
    sheet.columns = COLUMNS.map((column, i) => ({
      header: inertCell(headers[i]!),
      width: Math.max(12, headers[i]!.length + 4),
      ...('money' in column
        ? { style: { numFmt: minorUnits > 0 ? `#,##0.${'0'.repeat(minorUnits)}` : '#,##0' } }
        : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    for await (const row of allRows(ctx, query)) {
      const cells = COLUMNS.map((c) =>
        'money' in c ? words.amount(c.money(row)) : c.text(row, words),
      );
      sheet.addRow(cells.map((c) => (typeof c === 'string' ? inertCell(c) : c))).commit();
    }
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
