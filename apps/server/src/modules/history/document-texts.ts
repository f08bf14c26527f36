import { CANCEL_REASONS, cancelReasonKey } from '@rider-portal/domain/cancel-reasons';
import type { TCancelReason } from '@rider-portal/domain/cancel-reasons';
import type { TLanguage } from '@rider-portal/domain/markets';
import { PAYMENT_METHODS } from '@rider-portal/domain/payments';
import type { TPaymentMethod } from '@rider-portal/domain/payments';
import { ORDER_STATUSES, statusLabel } from '@rider-portal/domain/statuses';
import type { TStatusLabel } from '@rider-portal/domain/statuses';
import { textsIn } from '@rider-portal/i18n/catalogue';

/**
 * Where the words of the server-made documents (order export, delivery receipt PDF) come from in
 * the catalogue. A label the screen also shows is the screen's text (web namespace), so a
 * document says what the screen says; only what no screen says is in the document namespace.
 */
const EXPORT_KEYS = {
  // English keeps "Order ID" as the export's first header: spreadsheets and scripts read it.
  orderId: 'export.column.order-id',
  placed: 'history.column.created',
  status: 'history.column.status',
  customer: 'history.column.customer',
  customerPhone: 'bulk.sheet-column.customer_phone',
  dropOff: 'order-detail.field.dropoff',
  paymentMethod: 'order-detail.field.payment-method',
  orderAmount: 'order-detail.field.amount',
  deliveryFee: 'order-detail.field.delivery-fee',
  discountedFee: 'order-detail.field.discounted-fee',
  currency: 'export.column.currency',
  vatNumber: 'order-detail.field.vat-number',
  scheduledFor: 'order-detail.field.scheduled',
  cancelReason: 'order-detail.field.cancel-reason',
  /** The XLSX sheet's name. */
  sheet: 'history.orders',
} as const;

/** {{orderId}} in the title and {{brand}} in the heading are left for the receipt to fill in. */
const RECEIPT_KEYS = {
  title: 'receipt.title',
  heading: 'receipt.heading',
  order: 'order-detail.field.order-id',
  placedAt: 'receipt.placed-at',
  deliveredAt: 'receipt.delivered-at',
  from: 'receipt.from',
  to: 'receipt.to',
  paymentMethod: 'receipt.payment-method',
  vatNumber: 'receipt.vat-number',
  deliveryFee: 'receipt.delivery-fee',
  discount: 'receipt.discount',
  total: 'receipt.total',
  statusHistory: 'receipt.status-history',
} as const;

const STATUS_LABELS: readonly TStatusLabel[] = [
  ...new Set([...ORDER_STATUSES.map((status) => statusLabel(status, null)), 'scheduled' as const]),
];

export type TDocumentTexts = {
  /** Export column headers, in column order, and the XLSX sheet name. */
  export: Record<keyof typeof EXPORT_KEYS, string>;
  receipt: Record<keyof typeof RECEIPT_KEYS, string>;
  statuses: Record<TStatusLabel, string>;
  paymentMethods: Record<TPaymentMethod, string>;
  cancelReasons: Record<TCancelReason, string>;
};

const cache = new Map<TLanguage, TDocumentTexts>();

/** The documents' words in one language, placeholders unfilled. */
export function documentTexts(language: TLanguage): TDocumentTexts {
  const cached = cache.get(language);
  if (cached) return cached;
  // The document namespace first, then the screen's; the placeholders stay for the caller.
  const t = textsIn(language, ['document', 'web']);
  const text = (key: string) => t(key, { skipInterpolation: true });
  const words = <K extends string>(keys: Record<K, string>) =>
    Object.fromEntries(Object.entries<string>(keys).map(([id, key]) => [id, text(key)])) as Record<
      K,
      string
    >;
  const texts: TDocumentTexts = {
    export: words(EXPORT_KEYS),
    receipt: words(RECEIPT_KEYS),
    statuses: words(
      Object.fromEntries(STATUS_LABELS.map((id) => [id, `order.status.${id}`])) as Record<
        TStatusLabel,
        string
      >,
    ),
    paymentMethods: words(
      Object.fromEntries(PAYMENT_METHODS.map((m) => [m, `payment-method.${m}`])) as Record<
        TPaymentMethod,
        string
      >,
    ),
    cancelReasons: words(
      Object.fromEntries(CANCEL_REASONS.map((r) => [r, cancelReasonKey(r)])) as Record<
        TCancelReason,
        string
      >,
    ),
  };
  cache.set(language, texts);
  return texts;
}
