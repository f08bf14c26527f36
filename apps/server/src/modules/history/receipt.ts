import PDFDocument from 'pdfkit';
import { BRAND_THEMES } from '@rider-portal/domain/brands';
import { isRtl } from '@rider-portal/domain/markets';
import type { TLanguage } from '@rider-portal/domain/markets';
import type { TStatusHistoryEntry } from '@rider-portal/domain/statuses';
import type { TAppContext } from '../../app-context.ts';
import type { TOrderRow } from '../orders/store.ts';
import { documentTexts } from './document-texts.ts';
import { documentFormat, fillText } from './document-format.ts';
import { isDrawable } from './pdf-fonts.ts';
import { createPdfWriter } from './pdf-text.ts';

/** The delivery receipt's content (page data and PDF share it), worded in the language. */
export function receiptData(
  ctx: TAppContext,
  order: TOrderRow,
  vendorName: string,
  language: TLanguage,
) {
  const format = documentFormat({
    language,
    country: ctx.config.country,
    timeZone: ctx.config.timeZone,
    now: ctx.clock.now(),
  });
  const fee = order.discountedDeliveryFee ?? order.deliveryFee;
  const discount =
    order.discountedDeliveryFee === null ? 0 : order.deliveryFee - order.discountedDeliveryFee;
  const deliveredAt =
    [...order.statusHistory].reverse().find((h) => h.status === 'DELIVERED')?.created_at ?? null;
  return {
    order_id: order.orderId,
    brand: BRAND_THEMES[ctx.config.entity].name,
    vendor: { id: order.vendorId, name: vendorName, address: order.pickup.address },
    customer: { name: order.customer.name, address: order.customer.location.address },
    created_at: order.createdAt.toISOString(),
    delivered_at: deliveredAt,
    currency: order.currency,
    delivery_fee: order.deliveryFee,
    discount,
    total: fee,
    vat_number: order.vatNumber,
    payment_method: order.details.payment_method,
    // The order's statuses are the domain's (the order presenter reads them the same way).
    status_history: order.statusHistory as TStatusHistoryEntry[],
    language,
    formatted: {
      delivery_fee: format.money(order.deliveryFee),
      discount: order.discountedDeliveryFee === null ? null : format.money(discount),
      total: format.money(fee),
      created_at: format.dateTime(order.createdAt),
      delivered_at: format.dateTime(deliveredAt),
      payment_method: format.paymentMethod(order.details.payment_method),
      status_history: order.statusHistory.map((h) => ({
        status: h.status,
        label: format.status({ status: h.status, statusHistory: [], preorderedFor: null }),
        at: format.dateTime(h.created_at),
      })),
    },
  };
}

export type TReceipt = ReturnType<typeof receiptData>;

/** The language a receipt PDF can be drawn in: its own, or English where no font has its script. */
export function pdfLanguage(language: TLanguage): TLanguage {
  const words = Object.values(documentTexts(language).receipt).join(' ');
  return isDrawable(words) ? language : 'en';
}

/** The receipt as an A4 PDF, laid out right to left in Arabic, Sorani and Urdu. */
export function receiptPdf(receipt: TReceipt): PDFKit.PDFDocument {
  const t = documentTexts(receipt.language).receipt;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: receipt.language,
    info: { Title: fillText(t.title, { orderId: receipt.order_id }) },
  });
  const write = createPdfWriter(doc, isRtl(receipt.language) ? 'rtl' : 'ltr');
  const f = receipt.formatted;
  const row = (label: string, value: string | null) => {
    if (value) write.row(label, value);
  };
  write.heading(fillText(t.heading, { brand: receipt.brand }), { size: 20, isBold: true });
  write.space(6);
  row(t.order, receipt.order_id);
  row(t.placedAt, f.created_at);
  row(t.deliveredAt, f.delivered_at);
  write.rule();
  write.heading(t.from);
  write.paragraph(`${receipt.vendor.name} (${receipt.vendor.id})`);
  write.paragraph(receipt.vendor.address);
  write.space(8);
  write.heading(t.to);
  write.paragraph(receipt.customer.name);
  write.paragraph(receipt.customer.address);
  write.rule();
  row(t.paymentMethod, f.payment_method);
  row(t.vatNumber, receipt.vat_number);
  row(t.deliveryFee, f.delivery_fee);
  row(t.discount, f.discount && receipt.discount > 0 ? `−${f.discount}` : null);
  write.row(t.total, f.total ?? '', { size: 12, isBold: true });
  write.rule();
  write.heading(t.statusHistory);
  for (const entry of f.status_history) row(entry.label, entry.at);
  doc.end();
  return doc;
}
