import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { LANGUAGES } from '@rider-portal/domain/markets';
import type { TLanguage } from '@rider-portal/domain/markets';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createOrder, createUser, createVendor } from '../../../test/helpers/factories.ts';
import { documentTexts } from './document-texts.ts';
import type { TDocumentTexts } from './document-texts.ts';
import { readPdfLines, readPdfPieces } from '../../../test/helpers/pdf-text.ts';
import { parseCsv } from '../../../test/helpers/csv.ts';

// The server-made documents in the user's language: the export (CSV, XLSX) and the delivery
// receipt PDF. The mailed export is in history.test.ts ("large export").

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const unix = (ms: number) => Math.floor(ms / 1000);
const RANGE = `from=${unix(NOW - 7 * 86_400_000)}&to=${unix(NOW)}`;

const COLUMN_ORDER = [
  'orderId',
  'placed',
  'status',
  'customer',
  'customerPhone',
  'dropOff',
  'description',
  'coldBag',
  'ageCheck',
  'paymentMethod',
  'paymentStatus',
  'orderAmount',
  'deliveryFee',
  'discountedFee',
  'currency',
  'vatNumber',
  'scheduledFor',
  'cancelReason',
] as const;
const headersOf = (texts: TDocumentTexts) => COLUMN_ORDER.map((c) => texts.export[c]);
const column = (name: (typeof COLUMN_ORDER)[number]) => COLUMN_ORDER.indexOf(name);

describe('documents in the user language', () => {
  let t: TTestApp;
  let vendorId: string;
  let owner: { authorization: string };
  let deliveredId: string;

  beforeAll(async () => {
    t = await createTestApp({ now: new Date(NOW).toISOString() });
    vendorId = (await createVendor(t.ctx)).vendorId;
    owner = await createUser(t.ctx, [vendorId]);
    const at = (hoursAgo: number) => new Date(NOW - hoursAgo * 3_600_000);
    const delivered = await createOrder(t.ctx, vendorId, {
      status: 'DELIVERED',
      createdAt: at(24),
      discountedDeliveryFee: 250,
      vatNumber: 'CY123456',
      statusHistory: [
        { status: 'NEW', created_at: at(24).toISOString() },
        { status: 'PICKED_UP', created_at: at(23.7).toISOString() },
        { status: 'DELIVERED', created_at: at(23.3).toISOString() },
      ],
      customer: {
        name: 'Γιώργος Παπαδόπουλος',
        phone_number: '+35799111222',
        location: {
          address: 'Οδός Λήδρας 20, Λευκωσία',
          latitude: 35.17,
          longitude: 33.36,
          notes: '',
        },
      },
    });
    deliveredId = delivered.orderId;
    await createOrder(t.ctx, vendorId, {
      status: 'CANCELLED',
      createdAt: at(30),
      cancelReason: 'BAD_WEATHER',
      details: { amount: 990, description: '', payment_method: 'PAID', cold_bag_needed: false },
    });
  });
  afterAll(() => t.close());

  const get = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: owner.authorization } });
  const exportCsv = async (language?: string) => {
    const query = language ? `&language=${language}` : '';
    const res = await get(`/api/v1/vendor/${vendorId}/orders/export?${RANGE}&format=csv${query}`);
    expect(res.statusCode).toBe(200);
    return parseCsv(res.body);
  };
  const exportXlsx = async (language: TLanguage) => {
    const res = await get(
      `/api/v1/vendor/${vendorId}/orders/export?${RANGE}&format=xlsx&language=${language}`,
    );
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return workbook.worksheets[0]!;
  };
  const rowOf = (rows: string[][], orderId: string) => rows.find((r) => r[0] === orderId)!;

  it('exports CSV in German: German headers and words, numbers and times for spreadsheets', async () => {
    const de = documentTexts('de');
    const rows = await exportCsv('de');
    expect(rows[0]).toEqual(headersOf(de));
    expect(rows[0]!.slice(0, 3)).toEqual(['Bestellnummer', 'Aufgegeben', 'Status']);
    const delivered = rowOf(rows, deliveredId);
    expect(delivered[column('status')]).toBe(de.statuses.delivered);
    expect(delivered[column('status')]).toBe('Zugestellt');
    expect(delivered[column('paymentMethod')]).toBe('Barzahlung bei Lieferung');
    // Whatever the language: ISO 8601 in the market's time, amounts with a dot (001 §8, issue 20).
    expect(delivered[column('placed')]).toBe('2026-11-20T12:00:00+02:00');
    expect(delivered[column('orderAmount')]).toBe('18.50');
    expect(delivered[column('deliveryFee')]).toBe('3.50');
    expect(delivered[column('discountedFee')]).toBe('2.50');
    expect(delivered[column('currency')]).toBe('EUR');
    expect(delivered[column('coldBag')]).toBe('Nein');
    const cancelled = rows.find((r) => r[column('status')] === de.statuses.cancelled)!;
    expect(cancelled[column('cancelReason')]).toBe(de.cancelReasons.BAD_WEATHER);
    expect(cancelled[column('paymentMethod')]).toBe(de.paymentMethods.PAID);
  });

  it('exports XLSX in German with amounts kept as numbers', async () => {
    const de = documentTexts('de');
    const sheet = await exportXlsx('de');
    expect(sheet.name).toBe(de.export.sheet);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(headersOf(de));
    const delivered = [2, 3]
      .map((r) => sheet.getRow(r))
      .find((r) => r.getCell(1).value === deliveredId)!;
    expect(delivered.getCell(column('status') + 1).value).toBe(de.statuses.delivered);
    expect(delivered.getCell(column('orderAmount') + 1).value).toBe(18.5);
    expect(delivered.getCell(column('orderAmount') + 1).numFmt).toBe('#,##0.00');
  });

  it('exports in Arabic, the sheet laid out right to left', async () => {
    const ar = documentTexts('ar');
    const rows = await exportCsv('ar');
    expect(rows[0]).toEqual(headersOf(ar));
    expect(rowOf(rows, deliveredId)[column('status')]).toBe(ar.statuses.delivered);
    expect(rowOf(rows, deliveredId)[column('paymentMethod')]).toBe('الدفع نقدًا عند الاستلام');
    const sheet = await exportXlsx('ar');
    expect(sheet.name).toBe(ar.export.sheet);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(sheet.getRow(1).getCell(3).value).toBe(ar.export.status);
  });

  it('exports in the market first language when no language is asked', async () => {
    const first = t.ctx.config.languages[0]!;
    expect(first).toBe('el');
    const rows = await exportCsv();
    expect(rows[0]).toEqual(headersOf(documentTexts('el')));
    expect(rowOf(rows, deliveredId)[column('status')]).toBe(documentTexts('el').statuses.delivered);
  });

  it('refuses a language that is not an interface language, with the error envelope', async () => {
    for (const url of [
      `/api/v1/vendor/${vendorId}/orders/export?${RANGE}&language=xx`,
      `/api/v1/vendor/${vendorId}/orders/export?${RANGE}&language=de-DE`,
      `/api/v1/delivery-receipt/${deliveredId}/pdf?language=klingon`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().meta.translation_key).toBe('error.validation');
      expect(res.json().errors[0].field).toBe('language');
    }
  });

  it('words the receipt page data in the language asked', async () => {
    const res = await get(`/api/v1/delivery-receipt/${deliveredId}?language=de`);
    expect(res.json().result.formatted).toMatchObject({
      total: '2,50\u00A0€',
      discount: '1,00\u00A0€',
      payment_method: 'Barzahlung bei Lieferung',
    });
  });

  const receiptPdf = async (language: TLanguage) => {
    const res = await get(`/api/v1/delivery-receipt/${deliveredId}/pdf?language=${language}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    return res.rawPayload;
  };

  it('writes the receipt PDF in Greek', async () => {
    const el = documentTexts('el').receipt;
    const lines = readPdfLines(await receiptPdf('el'));
    expect(lines[0]).toMatch(/^Απόδειξη παράδοσης \S+$/);
    expect(lines).toContain(`${el.order} | ${deliveredId}`);
    // Cyprus keeps its 24-hour clock in every language.
    expect(lines).toContain(`${el.placedAt} | 20 Νοε 2026, 12:00`);
    expect(lines).toContain(`${el.deliveredAt} | 20 Νοε 2026, 12:42`);
    expect(lines).toContain(`${el.paymentMethod} | Αντικαταβολή`);
    expect(lines).toContain(`${el.total} | 2,50\u00A0€`);
    for (const label of [el.from, el.to, el.statusHistory]) expect(lines).toContain(label);
    expect(lines).toContain('Γιώργος Παπαδόπουλος');
    expect(lines).toContain(`${documentTexts('el').statuses['picked-up']} | 20 Νοε 2026, 12:18`);
  });

  it('writes the times of an English receipt on the 24-hour clock of Cyprus, as the screens do', async () => {
    const en = documentTexts('en').receipt;
    const lines = readPdfLines(await receiptPdf('en'));
    expect(lines).toContain(`${en.placedAt} | 20 Nov 2026, 12:00`);
    expect(lines).toContain(`${en.deliveredAt} | 20 Nov 2026, 12:42`);
  });

  it('writes the receipt PDF in Arabic right to left, with Arabic glyphs', async () => {
    const ar = documentTexts('ar').receipt;
    const pdf = await receiptPdf('ar');
    expect(pdf.toString('latin1')).toContain('/Lang (ar)');
    const lines = readPdfLines(pdf, 'rtl');
    expect(lines).toContain(`${ar.order} | ${deliveredId}`);
    expect(lines).toContain(`${ar.placedAt} | 20 نوفمبر 2026، 12:00`);
    expect(lines).toContain(`${ar.total} | 2.50\u00A0€`);
    // Labels start at the right edge, values end at the left one (A4 is 595 points wide).
    const pieces = readPdfPieces(pdf).filter((p) => p.span);
    const label = pieces.find((p) => p.span!.text === ar.placedAt)!;
    const value = pieces.find((p) => p.span!.text.startsWith('20 نوفمبر'))!;
    expect(label.x).toBeGreaterThan(595 / 2);
    expect(value.x).toBeLessThan(595 / 2);
    expect(label.font).toMatch(/^NotoSansArabic/);
  });

  it.each(LANGUAGES)('draws the %s receipt with a glyph for every character', async (language) => {
    const pdf = await receiptPdf(language);
    const pieces = readPdfPieces(pdf);
    // Glyph 0 is .notdef: the empty box of a character that the font lacks.
    expect(pieces.filter((p) => p.glyphIds.includes(0)).map((p) => p.span?.text)).toEqual([]);
    const texts = new Set(pieces.map((p) => p.span?.text));
    // No font has Chinese yet: those receipts are in English rather than in empty boxes.
    const drawn = language === 'zh-TW' || language === 'zh-HK' ? 'en' : language;
    expect(texts).toContain(documentTexts(drawn).receipt.total);
    expect(texts).toContain(documentTexts(drawn).receipt.statusHistory);
  });
});
