import { randomUUID, createHmac, timingSafeEqual } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { getMarket } from '@rider-portal/domain/markets';
import { toMajorUnits } from '@rider-portal/domain/pricing';
import type { TAppContext } from '../../app-context.ts';
import { findOrderPage } from '../orders/list.ts';
import type { TOrderListQuery } from '../orders/list.ts';
import type { TOrderRow } from '../orders/store.ts';
import { orderExports } from './schema.ts';
import { csvField, inertCell } from './spreadsheet-cells.ts';

/** Above this many rows an export is built in the background and mailed (001 §8). */
export const EXPORT_DIRECT_MAX_ROWS = 10_000;
const PAGE = 500;
const LINK_VALIDITY_MS = 7 * 86_400_000;

export type TExportFormat = 'csv' | 'xlsx';
export const EXPORT_CONTENT_TYPES: Record<TExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const HEADERS = [
  'Order ID',
  'Created',
  'Status',
  'Customer',
  'Customer phone',
  'Drop-off address',
  'Payment method',
  'Order amount',
  'Delivery fee',
  'Discounted fee',
  'Currency',
  'VAT number',
  'Pre-ordered for',
  'Cancel reason',
];

type TCell = string | number | null;

function rowCells(order: TOrderRow, timeZone: string, minorUnits: number): TCell[] {
  const local = (d: Date | null) =>
    d
      ? new Intl.DateTimeFormat('sv-SE', {
          timeZone,
          dateStyle: 'short',
          timeStyle: 'short',
        }).format(d)
      : null;
  const money = (minor: number | null | undefined) =>
    minor == null ? null : toMajorUnits(minor, minorUnits);
  return [
    order.orderId,
    local(order.createdAt),
    order.status,
    order.customer.name,
    order.customer.phone_number,
    order.customer.location.address,
    order.details.payment_method,
    money(order.details.amount),
    money(order.deliveryFee),
    money(order.discountedDeliveryFee),
    order.currency,
    order.vatNumber,
    local(order.preorderedFor),
    order.cancelReason,
  ];
}

/** Every order of the filtered range, page by page (keyset), never all in memory. */
async function* allRows(ctx: TAppContext, query: Omit<TOrderListQuery, 'count' | 'paginationKey'>) {
  let key: string | null = null;
  do {
    const page = await findOrderPage(ctx.db, { ...query, count: PAGE, paginationKey: key });
    for (const row of page.rows) yield row;
    key = page.paginationKey;
  } while (key);
}

/** The export as a stream of CSV or XLSX bytes; every text cell is made inert. */
export function exportStream(
  ctx: TAppContext,
  query: Omit<TOrderListQuery, 'count' | 'paginationKey'>,
  format: TExportFormat,
): Readable {
  const market = getMarket(ctx.config.country);
  const out = new PassThrough();
  const run = async () => {
    if (format === 'csv') {
      // A byte-order mark so spreadsheet programs read UTF-8 (Greek, Arabic, Thai names).
      out.write('\uFEFF' + HEADERS.map(csvField).join(',') + '\r\n');
      for await (const row of allRows(ctx, query)) {
        const line =
          rowCells(row, ctx.config.timeZone, market.currencyMinorUnits).map(csvField).join(',') +
          '\r\n';
        if (!out.write(line)) await new Promise((resolve) => out.once('drain', resolve));
      }
      out.end();
      return;
    }
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useSharedStrings: false,
      useStyles: true,
    });
    const sheet = workbook.addWorksheet('Orders');
    sheet.columns = HEADERS.map((header) => ({ header, width: Math.max(12, header.length + 4) }));
    sheet.getRow(1).font = { bold: true };
    for await (const row of allRows(ctx, query)) {
      const cells = rowCells(row, ctx.config.timeZone, market.currencyMinorUnits);
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
    query: Omit<TOrderListQuery, 'count' | 'paginationKey'>;
    format: TExportFormat;
    userId: string;
    email: string;
    baseUrl: string;
  },
): Promise<{ id: string; done: Promise<void> }> {
  const id = randomUUID();
  await ctx.db.insert(orderExports).values({
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
      for await (const chunk of exportStream(ctx, input.query, input.format))
        chunks.push(Buffer.from(chunk as Buffer));
      const blobKey = `exports/${id}.${input.format}`;
      await ctx.blobs.put(blobKey, Buffer.concat(chunks));
      await ctx.db
        .update(orderExports)
        .set({ status: 'DONE', blobKey, finishedAt: ctx.clock.now() })
        .where(eq(orderExports.id, id));
      const link = exportLink(ctx, input.baseUrl, id);
      await ctx.mailer.send({
        to: input.email,
        subject: 'Your order report is ready',
        text: `Your order report is ready. Download it within 7 days: ${link}`,
        html: `<p>Your order report is ready.</p><p><a href="${link}">Download the report</a> (valid for 7 days).</p>`,
      });
    } catch {
      await ctx.db
        .update(orderExports)
        .set({ status: 'FAILED', finishedAt: ctx.clock.now() })
        .where(eq(orderExports.id, id));
    }
  })();
  return { id, done };
}

export async function findFinishedExport(ctx: TAppContext, id: string) {
  const [row] = await ctx.db
    .select()
    .from(orderExports)
    .where(and(eq(orderExports.id, id), eq(orderExports.status, 'DONE')))
    .limit(1);
  return row ?? null;
}
