import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { TLanguage } from '@rider-portal/domain/markets';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createOrder, createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { parseCsv } from '../../../test/helpers/csv.ts';
import { readPdfLines } from '../../../test/helpers/pdf-text.ts';
import { insertIntent, insertRefund } from '../payments/store.ts';
import { documentFormat } from './document-format.ts';
import { documentTexts } from './document-texts.ts';
import type { TDocumentTexts } from './document-texts.ts';

// The export read back as a spreadsheet or a script reads it (issue 20): amounts are numbers,
// times are instants, the order's description, cold bag, age check and card payment are there,
// text that looks like a formula is still inert, and every figure is the receipt's.

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const unix = (ms: number) => Math.floor(ms / 1000);
const RANGE = `from=${unix(NOW - 7 * 86_400_000)}&to=${unix(NOW)}`;
const PLACED = new Date(NOW - 24 * 3_600_000); // 12:00 on 20 November in Nicosia (UTC+2)
const SCHEDULED = new Date('2026-11-22T16:30:00.000Z');
const LANGUAGES = ['en', 'el'] as const;

type THeader = keyof TDocumentTexts['export'];

describe.each(testDatabaseLabels())('exports for spreadsheets on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let authorization: string;
  let paidId: string;
  let refundedId: string;
  let plainId: string;

  beforeAll(async () => {
    t = await createTestApp({ database, now: new Date(NOW).toISOString() });
    vendorId = (await createVendor(t.ctx)).vendorId;
    authorization = (await createUser(t.ctx, [vendorId])).authorization;
    const delivered = (at: Date) => [
      { status: 'NEW', created_at: at.toISOString() },
      { status: 'DELIVERED', created_at: new Date(at.getTime() + 40 * 60_000).toISOString() },
    ];
    const paid = await createOrder(t.ctx, vendorId, {
      status: 'DELIVERED',
      createdAt: PLACED,
      statusHistory: delivered(PLACED),
      deliveryFee: 1234,
      discountedDeliveryFee: 1005,
      ageValidationRequired: true,
      details: {
        amount: 2550,
        description: '=SUM(1+1) two pizzas',
        payment_method: 'PAID',
        cold_bag_needed: true,
      },
    });
    paidId = paid.orderId;
    const refundedAt = new Date(NOW - 30 * 3_600_000);
    const refunded = await createOrder(t.ctx, vendorId, {
      status: 'CANCELLED',
      createdAt: refundedAt,
      cancelReason: 'BAD_WEATHER',
      details: {
        amount: 990,
        description: 'Salad',
        payment_method: 'PAID',
        cold_bag_needed: false,
      },
    });
    refundedId = refunded.orderId;
    const plain = await createOrder(t.ctx, vendorId, {
      status: 'NEW',
      createdAt: new Date(NOW - 40 * 3_600_000),
      preorderedFor: SCHEDULED,
    });
    plainId = plain.orderId;
    // Card payments of the delivery fee: one paid, one paid and refunded.
    for (const [orderId, amount] of [
      [paidId, 1005],
      [refundedId, 350],
    ] as const) {
      await insertIntent(t.ctx.db, {
        intentId: `pi_${orderId}`,
        walletId: 'w_export',
        vendorId,
        orderId,
        provider: 'sandbox',
        providerIntentId: `sandbox_${orderId}`,
        amount,
        currency: 'EUR',
        status: 'succeeded',
        paymentMethod: 'generic_creditcard',
        createdAt: PLACED,
        updatedAt: PLACED,
        paidAt: PLACED,
      });
    }
    await insertRefund(t.ctx.db, {
      refundId: 'rf_export',
      intentId: `pi_${refundedId}`,
      orderId: refundedId,
      amount: 350,
      currency: 'EUR',
      status: 'succeeded',
      attempts: 1,
      nextAttemptAt: null,
      lastFailedAt: null,
      createdAt: refundedAt,
      updatedAt: refundedAt,
    });
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization } });

  /** The CSV's rows as records keyed by the column's id, found through its header in the language. */
  const exportCsv = async (language: TLanguage) => {
    const res = await get(`/api/v1/vendor/${vendorId}/orders/export?${RANGE}&language=${language}`);
    expect(res.statusCode).toBe(200);
    const [headers, ...rows] = parseCsv(res.body);
    const ids = Object.entries(documentTexts(language).export);
    return rows.map(
      (cells) =>
        Object.fromEntries(
          headers!.map((header, i) => [ids.find(([, text]) => text === header)![0], cells[i]!]),
        ) as Record<THeader, string>,
    );
  };

  const exportXlsx = async (language: TLanguage) => {
    const res = await get(
      `/api/v1/vendor/${vendorId}/orders/export?${RANGE}&format=xlsx&language=${language}`,
    );
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    const texts = documentTexts(language).export;
    const at = (header: THeader) => headers.indexOf(texts[header]) + 1;
    const rowOf = (orderId: string) => {
      for (let r = 2; r <= sheet.rowCount; r += 1)
        if (sheet.getRow(r).getCell(1).value === orderId) return sheet.getRow(r);
      throw new Error(`no row for ${orderId}`);
    };
    return {
      headers,
      cell: (orderId: string, header: THeader) => rowOf(orderId).getCell(at(header)),
    };
  };

  it.each(LANGUAGES)(
    'writes CSV in %s that a script reads back with its types',
    async (language) => {
      const texts = documentTexts(language);
      const rows = await exportCsv(language);
      expect(rows).toHaveLength(3);
      const paid = rows.find((r) => r.orderId === paidId)!;
      // Amounts: major units with a dot and two decimals, no currency sign; the currency beside.
      expect([paid.orderAmount, paid.deliveryFee, paid.discountedFee]).toEqual([
        '25.50',
        '12.34',
        '10.05',
      ]);
      expect(Number(paid.orderAmount) + Number(paid.deliveryFee)).toBeCloseTo(37.84, 10);
      expect(paid.currency).toBe('EUR');
      // Times: ISO 8601 with the market's offset, the instant itself.
      expect(paid.placed).toBe('2026-11-20T12:00:00+02:00');
      expect(new Date(paid.placed).getTime()).toBe(PLACED.getTime());
      const plain = rows.find((r) => r.orderId === plainId)!;
      expect(plain.scheduledFor).toBe('2026-11-22T18:30:00+02:00');
      expect(new Date(plain.scheduledFor).getTime()).toBe(SCHEDULED.getTime());
      expect(plain.discountedFee).toBe('');
      // The new columns, worded in the language.
      expect(paid.description).toBe(`'=SUM(1+1) two pizzas`);
      expect([paid.coldBag, paid.ageCheck]).toEqual([texts.answers.yes, texts.answers.yes]);
      expect([plain.coldBag, plain.ageCheck]).toEqual([texts.answers.no, texts.answers.no]);
      expect(paid.paymentStatus).toBe(texts.paymentStatuses.paid);
      const refunded = rows.find((r) => r.orderId === refundedId)!;
      expect(refunded.paymentStatus).toBe(texts.paymentStatuses.refunded);
      expect(refunded.cancelReason).toBe(texts.cancelReasons.BAD_WEATHER);
      expect(plain.paymentStatus).toBe('');
      // A phone number is not text to defuse: as stored, no quote in front.
      expect(paid.customerPhone).toBe('+35799123456');
    },
  );

  it('words the new columns in Greek', async () => {
    const paid = (await exportCsv('el')).find((r) => r.orderId === paidId)!;
    expect([paid.coldBag, paid.paymentStatus]).toEqual(['Ναι', 'Πληρώθηκε']);
    expect(documentTexts('el').export.description).toBe('Περιγραφή');
  });

  it.each(LANGUAGES)(
    'writes XLSX in %s with number and date cells, text made inert',
    async (language) => {
      const texts = documentTexts(language);
      const { headers, cell } = await exportXlsx(language);
      expect(headers).toContain(texts.export.paymentStatus);
      const amount = cell(paidId, 'orderAmount');
      expect(amount.type).toBe(ExcelJS.ValueType.Number);
      expect(amount.value).toBe(25.5);
      expect(amount.numFmt).toBe('#,##0.00');
      expect(cell(paidId, 'discountedFee').value).toBe(10.05);
      // A date cell holds the market's wall time (a cell has no zone): 12:00 in Nicosia.
      const placed = cell(paidId, 'placed');
      expect(placed.type).toBe(ExcelJS.ValueType.Date);
      expect(placed.value).toEqual(new Date('2026-11-20T12:00:00.000Z'));
      expect(placed.numFmt).toBe('yyyy-mm-dd hh:mm');
      const offsetMs = 2 * 3_600_000;
      expect((placed.value as Date).getTime() - offsetMs).toBe(PLACED.getTime());
      expect((cell(plainId, 'scheduledFor').value as Date).getTime() - offsetMs).toBe(
        SCHEDULED.getTime(),
      );
      expect(cell(paidId, 'customerPhone').value).toBe('+35799123456');
      expect(cell(paidId, 'customerPhone').type).toBe(ExcelJS.ValueType.String);
      expect(cell(paidId, 'description').value).toBe(`'=SUM(1+1) two pizzas`);
      expect(cell(paidId, 'coldBag').value).toBe(texts.answers.yes);
      expect(cell(paidId, 'ageCheck').value).toBe(texts.answers.yes);
      expect(cell(refundedId, 'paymentStatus').value).toBe(texts.paymentStatuses.refunded);
    },
  );

  it('agrees with the receipt on every figure of the order', async () => {
    const row = (await exportCsv('en')).find((r) => r.orderId === paidId)!;
    const { cell } = await exportXlsx('en');
    const receipt = (await get(`/api/v1/delivery-receipt/${paidId}?language=en`)).json().result;
    const major = (minor: number) => minor / 100;
    expect(Number(row.deliveryFee)).toBe(major(receipt.delivery_fee));
    expect(Number(row.deliveryFee) - Number(row.discountedFee)).toBeCloseTo(
      major(receipt.discount),
      10,
    );
    expect(Number(row.discountedFee || row.deliveryFee)).toBe(major(receipt.total));
    expect(cell(paidId, 'deliveryFee').value).toBe(major(receipt.delivery_fee));
    expect(cell(paidId, 'discountedFee').value).toBe(major(receipt.total));
    expect(new Date(row.placed).toISOString()).toBe(receipt.created_at);
    // The PDF prints the same figures and the same time, worded.
    const pdf = await get(`/api/v1/delivery-receipt/${paidId}/pdf?language=en`);
    const lines = readPdfLines(pdf.rawPayload);
    const words = documentTexts('en').receipt;
    const figure = (label: string) => {
      const line = lines.find((l) => l.startsWith(`${label} | `))!;
      return Number(line.slice(label.length + 3).replace(/[^0-9.]/g, ''));
    };
    expect(figure(words.deliveryFee)).toBe(Number(row.deliveryFee));
    expect(figure(words.discount)).toBeCloseTo(Number(row.deliveryFee) - Number(row.discountedFee));
    expect(figure(words.total)).toBe(Number(row.discountedFee));
    const format = documentFormat({
      language: 'en',
      country: t.ctx.config.country,
      timeZone: t.ctx.config.timeZone,
      now: new Date(NOW),
    });
    expect(lines).toContain(`${words.placedAt} | ${format.dateTime(new Date(row.placed))}`);
  });
});
