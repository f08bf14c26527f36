import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { getMarket } from '@rider-portal/domain/markets';
import { toMajorUnits } from '@rider-portal/domain/pricing';
import { BRAND_THEMES } from '@rider-portal/domain/brands';
import type { TAppContext } from '../../app-context.ts';
import type { TOrderRow } from '../orders/store.ts';

const require = createRequire(import.meta.url);
/** Noto Sans, split by script as @fontsource ships it; text is written run by run in the right one. */
const FONTS = {
  latin: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff'),
  'latin-ext': require.resolve('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff'),
  greek: require.resolve('@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff'),
  cyrillic: require.resolve('@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff'),
  bold: require.resolve('@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff'),
} as const;

type TScript = 'latin' | 'latin-ext' | 'greek' | 'cyrillic';

function scriptOf(char: string): TScript {
  const code = char.codePointAt(0) ?? 0;
  if ((code >= 0x370 && code <= 0x3ff) || (code >= 0x1f00 && code <= 0x1fff)) return 'greek';
  if (code >= 0x400 && code <= 0x52f) return 'cyrillic';
  if (code > 0xff) return 'latin-ext';
  return 'latin';
}

/** Runs of one script each, so every run is drawn with a font that has its glyphs. */
export function scriptRuns(text: string): { script: TScript; text: string }[] {
  const runs: { script: TScript; text: string }[] = [];
  for (const char of text) {
    const script =
      /\s|\d|[.,:;\-–()/#@+]/.test(char) && runs.length > 0
        ? runs[runs.length - 1]!.script
        : scriptOf(char);
    const last = runs[runs.length - 1];
    if (last && last.script === script) last.text += char;
    else runs.push({ script, text: char });
  }
  return runs;
}

/** The delivery receipt's content (page data and PDF share it). */
export function receiptData(ctx: TAppContext, order: TOrderRow, vendorName: string) {
  const market = getMarket(ctx.config.country);
  const money = (minor: number | null) =>
    minor === null
      ? null
      : new Intl.NumberFormat('en', { style: 'currency', currency: order.currency }).format(
          toMajorUnits(minor, market.currencyMinorUnits),
        );
  const local = (iso: string | Date | null) =>
    iso
      ? new Intl.DateTimeFormat('en-GB', {
          timeZone: ctx.config.timeZone,
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(new Date(iso))
      : null;
  const fee = order.discountedDeliveryFee ?? order.deliveryFee;
  return {
    order_id: order.orderId,
    brand: BRAND_THEMES[ctx.config.entity].name,
    vendor: { id: order.vendorId, name: vendorName, address: order.pickup.address },
    customer: { name: order.customer.name, address: order.customer.location.address },
    created_at: order.createdAt.toISOString(),
    delivered_at:
      [...order.statusHistory].reverse().find((h) => h.status === 'DELIVERED')?.created_at ?? null,
    currency: order.currency,
    delivery_fee: order.deliveryFee,
    discount:
      order.discountedDeliveryFee === null ? 0 : order.deliveryFee - order.discountedDeliveryFee,
    total: fee,
    vat_number: order.vatNumber,
    payment_method: order.details.payment_method,
    status_history: order.statusHistory,
    formatted: {
      delivery_fee: money(order.deliveryFee),
      discount:
        order.discountedDeliveryFee === null
          ? null
          : money(order.deliveryFee - order.discountedDeliveryFee),
      total: money(fee),
      created_at: local(order.createdAt),
      status_history: order.statusHistory.map((h) => ({
        status: h.status,
        at: local(h.created_at),
      })),
    },
  };
}

export type TReceipt = ReturnType<typeof receiptData>;

/** The receipt as a one-page A4 PDF. */
export function receiptPdf(receipt: TReceipt): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Delivery receipt ${receipt.order_id}` },
  });
  for (const [name, path] of Object.entries(FONTS)) doc.registerFont(name, path);
  const write = (text: string, opts: { size?: number; bold?: boolean; gap?: number } = {}) => {
    doc.fontSize(opts.size ?? 11);
    const runs = scriptRuns(text);
    runs.forEach((run, i) => {
      doc.font(opts.bold && run.script === 'latin' ? 'bold' : run.script);
      doc.text(run.text, { continued: i < runs.length - 1 });
    });
    if (opts.gap) doc.moveDown(opts.gap);
  };
  const line = (label: string, value: string | null) => {
    if (value) write(`${label}: ${value}`);
  };
  write(`${receipt.brand} · Delivery receipt`, { size: 20, bold: true, gap: 0.5 });
  line('Order', receipt.order_id);
  line('Placed', receipt.formatted.created_at);
  doc.moveDown();
  write('From', { bold: true });
  line('Vendor', `${receipt.vendor.name} (${receipt.vendor.id})`);
  line('Collection address', receipt.vendor.address);
  doc.moveDown();
  write('To', { bold: true });
  line('Customer', receipt.customer.name);
  line('Drop-off address', receipt.customer.address);
  doc.moveDown();
  write('Payment', { bold: true });
  line('Payment method', receipt.payment_method);
  line('Delivery fee', receipt.formatted.delivery_fee);
  line('Discount', receipt.formatted.discount);
  line('Total', receipt.formatted.total);
  line('VAT number', receipt.vat_number);
  doc.moveDown();
  write('Status history', { bold: true });
  for (const entry of receipt.formatted.status_history) line(entry.status, entry.at);
  doc.end();
  return doc;
}
