import { CANCEL_REASONS, cancelReasonKey } from '@rider-portal/domain/cancel-reasons';
import type { TCancelReason } from '@rider-portal/domain/cancel-reasons';
import type { TLanguage } from '@rider-portal/domain/markets';
import { ORDER_PAYMENT_STATUSES, PAYMENT_METHODS } from '@rider-portal/domain/payments';
import type { TOrderPaymentStatus, TPaymentMethod } from '@rider-portal/domain/payments';
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
  // The bulk upload sheet's own headers for the same fields: the two spreadsheets agree.
  description: 'bulk.sheet-column.description',
  coldBag: 'bulk.sheet-column.cold_bag',
  ageCheck: 'bulk.sheet-column.age_check',
  paymentMethod: 'order-detail.field.payment-method',
  /** The status of the card payment, as the order screens show it. */
  paymentStatus: 'c2c-tracking.field.payment-status',
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

/** The words of yes/no cells (cold bag, age check): a pair translated together. */
const ANSWER_KEYS = { yes: 'export.value.yes', no: 'export.value.no' } as const;

const STATUS_LABELS: readonly TStatusLabel[] = [
  ...new Set([...ORDER_STATUSES.map((status) => statusLabel(status, null)), 'scheduled' as const]),
];

export type TDocumentTexts = {
  /** Export column headers, in column order, and the XLSX sheet name. */
  export: Record<keyof typeof EXPORT_KEYS, string>;
  receipt: Record<keyof typeof RECEIPT_KEYS, string>;
  statuses: Record<TStatusLabel, string>;
  paymentMethods: Record<TPaymentMethod, string>;
  /** The card payment's status, as the order screens word it. */
  paymentStatuses: Record<TOrderPaymentStatus, string>;
  answers: Record<keyof typeof ANSWER_KEYS, string>;
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
    paymentStatuses: words(
      Object.fromEntries(
        ORDER_PAYMENT_STATUSES.map((s) => [s, `payment.order.status.${s}`]),
      ) as Record<TOrderPaymentStatus, string>,
    ),
    answers: words(ANSWER_KEYS),
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
