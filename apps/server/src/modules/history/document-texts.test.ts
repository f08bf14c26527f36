import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@rider-portal/domain/markets';
import type { TLanguage } from '@rider-portal/domain/markets';
import { CANCEL_REASONS, cancelReasonKey } from '@rider-portal/domain/cancel-reasons';
import { PAYMENT_METHODS } from '@rider-portal/domain/payments';
import { DOCUMENT_TEXTS } from './document-texts.ts';
import type { TDocumentTexts } from './document-texts.ts';

/** Every label of a language as [path, text], e.g. ['export.orderId', 'Order ID']. */
function labels(texts: TDocumentTexts): [string, string][] {
  return Object.entries(texts).flatMap(([group, entries]) =>
    Object.entries(entries as Record<string, string>).map(([key, text]): [string, string] => [
      `${group}.${key}`,
      text,
    ]),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The web locale key whose wording each reused document label takes (the screen's words). */
const SCREEN_WORDING: Record<string, string> = {
  'export.orderId': 'order-detail.field.order-id',
  'export.placed': 'history.column.created',
  'export.status': 'history.column.status',
  'export.customer': 'history.column.customer',
  'export.customerPhone': 'bulk.sheet-column.customer_phone',
  'export.dropOff': 'order-detail.field.dropoff',
  'export.paymentMethod': 'order-detail.field.payment-method',
  'export.orderAmount': 'order-detail.field.amount',
  'export.deliveryFee': 'order-detail.field.delivery-fee',
  'export.discountedFee': 'order-detail.field.discounted-fee',
  'export.vatNumber': 'order-detail.field.vat-number',
  'export.scheduledFor': 'order-detail.field.scheduled',
  'export.cancelReason': 'order-detail.field.cancel-reason',
  'export.sheet': 'history.orders',
  'receipt.title': 'receipt.title',
  'receipt.heading': 'receipt.heading',
  'receipt.order': 'order-detail.field.order-id',
  'receipt.placedAt': 'receipt.placed-at',
  'receipt.deliveredAt': 'receipt.delivered-at',
  'receipt.from': 'receipt.from',
  'receipt.to': 'receipt.to',
  'receipt.paymentMethod': 'receipt.payment-method',
  'receipt.vatNumber': 'receipt.vat-number',
  'receipt.deliveryFee': 'receipt.delivery-fee',
  'receipt.discount': 'receipt.discount',
  'receipt.total': 'receipt.total',
  'receipt.statusHistory': 'receipt.status-history',
  ...Object.fromEntries(
    Object.keys(DOCUMENT_TEXTS.en.statuses).map((id) => [`statuses.${id}`, `order.status.${id}`]),
  ),
  ...Object.fromEntries(PAYMENT_METHODS.map((m) => [`paymentMethods.${m}`, `payment-method.${m}`])),
  ...Object.fromEntries(CANCEL_REASONS.map((r) => [`cancelReasons.${r}`, cancelReasonKey(r)])),
};

function webLocale(language: TLanguage): Record<string, string> {
  const file = new URL(`../../../../web/src/locales/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
}

describe('document texts', () => {
  it('has every interface language', () => {
    expect(Object.keys(DOCUMENT_TEXTS).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has every label, none empty, with the placeholders of English', (lang) => {
    const english = labels(DOCUMENT_TEXTS.en);
    const own = new Map(labels(DOCUMENT_TEXTS[lang]));
    expect([...own.keys()].sort()).toEqual(english.map(([path]) => path).sort());
    for (const [path, text] of english) {
      const translated = own.get(path)!;
      expect(translated.trim(), `${lang} ${path}`).not.toBe('');
      expect(placeholders(translated), `${lang} ${path}`).toEqual(placeholders(text));
    }
  });

  it.each(LANGUAGES)('%s says what the screen says where the screen has the label', (lang) => {
    const web = webLocale(lang);
    for (const [path, text] of labels(DOCUMENT_TEXTS[lang])) {
      const key = SCREEN_WORDING[path];
      // English keeps "Order ID" as the export's first header: spreadsheets and scripts read it.
      if (!key || (lang === 'en' && path === 'export.orderId')) continue;
      expect(text, `${lang} ${path} = ${key}`).toBe(web[key]);
    }
  });
});
