import { BRAND_THEMES } from '@rider-portal/domain/brands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { desc } from 'drizzle-orm';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createOrder, createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { mailOutbox, orders } from '../../db/schema.ts';
import { runAdminCommand } from '../admin/commands.ts';
import { readTexts } from '@rider-portal/i18n/catalogue';
import { documentTexts } from './document-texts.ts';
import { parseCsv } from '../../../test/helpers/csv.ts';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const unix = (ms: number) => Math.floor(ms / 1000);
const RANGE = `from=${unix(NOW - 7 * 86_400_000)}&to=${unix(NOW)}`;

describe.each(testDatabaseLabels())('history on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let owner: { authorization: string; email: string };
  let stranger: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ database, now: new Date(NOW).toISOString() });
    vendorId = (await createVendor(t.ctx)).vendorId;
    owner = await createUser(t.ctx, [vendorId]);
    stranger = await createUser(t.ctx, [(await createVendor(t.ctx)).vendorId]);
    const at = (hoursAgo: number) => new Date(NOW - hoursAgo * 3_600_000);
    await createOrder(t.ctx, vendorId, { status: 'DELIVERED', createdAt: at(30) });
    await createOrder(t.ctx, vendorId, { status: 'CANCELLED', createdAt: at(31) });
    await createOrder(t.ctx, vendorId, { status: 'PICKED_UP', createdAt: at(32) });
    await createOrder(t.ctx, vendorId, {
      status: 'DELAYED',
      createdAt: at(33),
      statusHistory: [
        { status: 'NEW', created_at: at(33).toISOString() },
        { status: 'PICKED_UP', created_at: at(32.9).toISOString() },
        { status: 'DELAYED', created_at: at(32.8).toISOString() },
      ],
    });
    await createOrder(t.ctx, vendorId, { status: 'WAITING_FOR_TRANSPORT', createdAt: at(34) });
    await createOrder(t.ctx, vendorId, {
      status: 'DELIVERED',
      createdAt: at(35),
      customer: {
        name: '=HYPERLINK("http://evil.example","click")',
        phone_number: '+35799555777',
        location: {
          address: '+1 Evil Street, "Nicosia"',
          latitude: 35.17,
          longitude: 33.36,
          notes: '',
        },
      },
    });
  });
  afterAll(() => t.close());

  const get = (url: string, authorization = owner.authorization) =>
    t.app.inject({ method: 'GET', url, headers: { authorization } });
  const ids = (res: { json(): { result: { data: { status: string }[] } } }) =>
    res.json().result.data.map((o) => o.status);

  it('filters by the status groups, placing DELAYED by its history', async () => {
    const base = `/api/v1/vendor/${vendorId}/orders?${RANGE}`;
    expect(ids(await get(`${base}&status=delivered`))).toEqual(['DELIVERED', 'DELIVERED']);
    expect(ids(await get(`${base}&status=cancelled`))).toEqual(['CANCELLED']);
    expect(ids(await get(`${base}&status=collected`))).toEqual(['PICKED_UP', 'DELAYED']);
    expect(ids(await get(`${base}&status=new`))).toEqual(['WAITING_FOR_TRANSPORT']);
    expect(ids(await get(`${base}&status=any`))).toHaveLength(6);
  });

  it('searches order ids by prefix, possible phone numbers, and names', async () => {
    const base = `/api/v1/vendor/${vendorId}/orders?${RANGE}`;
    const byId = await get(`${base}&search=${encodeURIComponent(`${vendorId}-2`)}`);
    expect(byId.json().result.data.map((o: { order_id: string }) => o.order_id)).toEqual([
      `${vendorId}-2`,
    ]);
    const byPhone = await get(`${base}&search=${encodeURIComponent('99 555 777')}`);
    expect(byPhone.json().result.data).toHaveLength(1);
    const notAPhone = await get(`${base}&search=555`);
    expect(notAPhone.json().result.data).toHaveLength(0);
    const byName = await get(`${base}&search=maria`);
    expect(byName.json().result.data).toHaveLength(5);
  });

  it('refuses an end before the start with the specification message', async () => {
    const res = await get(
      `/api/v1/vendor/${vendorId}/orders?from=${unix(NOW)}&to=${unix(NOW - 1000)}`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      'The end date cannot be set before the start date. Please try again.',
    );
  });

  it('exports CSV that opens, with formula cells made inert', async () => {
    const res = await get(
      `/api/v1/vendor/${vendorId}/orders/export?${RANGE}&format=csv&language=en`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="orders-.*\.csv"/);
    const rows = parseCsv(res.body);
    expect(rows[0]![0]).toBe('Order ID');
    expect(rows).toHaveLength(7);
    const evil = rows.find((r) => r[3]!.includes('HYPERLINK'))!;
    expect(evil[3]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(evil[5]).toBe(`'+1 Evil Street, "Nicosia"`);
  });

  it('exports XLSX that opens, with formula cells made inert and no formulas', async () => {
    const res = await get(
      `/api/v1/vendor/${vendorId}/orders/export?${RANGE}&format=xlsx&status=delivered&language=en`,
    );
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Past orders')!;
    expect(sheet.rowCount).toBe(3);
    const names = [2, 3].map((r) => sheet.getRow(r).getCell(4).value);
    expect(names).toContain(`'=HYPERLINK("http://evil.example","click")`);
    sheet.eachRow((row) =>
      row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)),
    );
  });

  it('answers 404 to another vendor on export and receipt', async () => {
    const [order] = await t.ctx.db.select().from(orders).orderBy(desc(orders.createdAt)).limit(1);
    for (const url of [
      `/api/v1/vendor/${vendorId}/orders/export?${RANGE}`,
      `/api/v1/delivery-receipt/${order!.orderId}`,
      `/api/v1/delivery-receipt/${order!.orderId}/pdf`,
    ]) {
      const res = await get(url, stranger.authorization);
      expect(res.statusCode).toBe(404);
      expect(res.json().meta.translation_key).toBe('error.not-found');
    }
  });

  it('gives a delivered order a receipt, as page data and PDF, under its flag', async () => {
    const delivered = await createOrder(t.ctx, vendorId, {
      status: 'DELIVERED',
      vatNumber: 'CY123456',
      discountedDeliveryFee: 250,
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
    const data = await get(`/api/v1/delivery-receipt/${delivered.orderId}?language=en`);
    expect(data.json().result).toMatchObject({
      order_id: delivered.orderId,
      delivery_fee: 350,
      discount: 100,
      total: 250,
      vat_number: 'CY123456',
      formatted: { total: '€2.50' },
    });
    const pdf = await get(`/api/v1/delivery-receipt/${delivered.orderId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const notYet = await createOrder(t.ctx, vendorId, { status: 'PICKED_UP' });
    const refused = await get(`/api/v1/delivery-receipt/${notYet.orderId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().meta.translation_key).toBe('receipt.not-delivered');
    await runAdminCommand(t.ctx, ['flag:set', 'delivery-receipt', 'off', '--vendor', vendorId]);
    expect((await get(`/api/v1/delivery-receipt/${delivered.orderId}`)).statusCode).toBe(404);
    await runAdminCommand(t.ctx, ['flag:set', 'delivery-receipt', 'default', '--vendor', vendorId]);
  });
});

describe('large export', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: new Date(NOW).toISOString() });
  });
  afterAll(() => t.close());

  it('over 10,000 rows is built in the background and mailed as a working link', async () => {
    const vendorId = (await createVendor(t.ctx)).vendorId;
    const owner = await createUser(t.ctx, [vendorId]);
    const rows = Array.from({ length: 10_001 }, (_, i) => ({
      orderId: `${vendorId}-${i + 1}`,
      vendorId,
      status: 'DELIVERED',
      statusHistory: [{ status: 'DELIVERED', created_at: new Date(NOW - i * 1000).toISOString() }],
      createdAt: new Date(NOW - i * 1000),
      updatedAt: new Date(NOW - i * 1000),
      currency: 'EUR',
      deliveryFee: 350,
      pickup: { address: 'A', latitude: 35.1, longitude: 33.3 },
      customer: {
        name: `Customer ${i}`,
        phone_number: '+35799000000',
        location: { address: 'B', latitude: 35.2, longitude: 33.4, notes: '' },
      },
      details: { amount: 1000, description: '', payment_method: 'PAID', cold_bag_needed: false },
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await t.ctx.db.insert(orders).values(rows.slice(i, i + 1000));
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/${vendorId}/orders/export?from=${unix(NOW - 86_400_000)}&to=${unix(NOW)}&format=csv&language=de`,
      headers: { authorization: owner.authorization },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json().result).toMatchObject({
      status: 'emailed',
      rows: 10_001,
      translation_key: 'export.sent-by-email',
    });
    await t.ctx.background.settled();
    const [mail] = await t.ctx.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
    expect(mail!.to).toBe(owner.email);
    // Built later in the background, the report and its mail are still in the language asked.
    const de = documentTexts('de');
    const mailTexts = readTexts('de', 'mail');
    expect(mail!.subject).toBe(mailTexts['export-ready.subject']);
    expect(mail!.text).toContain(mailTexts['export-ready.intro']);
    expect(mail!.text).toContain('Der Link ist 7 Tage gültig.');
    expect(mail!.html).toContain('<html lang="de" dir="ltr">');
    // In the brand's frame, as the account mails are.
    expect(mail!.html).toContain(`>${BRAND_THEMES[t.ctx.config.entity].name}</div>`);
    const link = /https?:\/\/[^\s]+/.exec(mail!.text)![0];
    const download = await t.app.inject({
      method: 'GET',
      url: link.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(download.statusCode).toBe(200);
    const report = parseCsv(download.body);
    expect(report).toHaveLength(10_002);
    expect(report[0]!.slice(0, 3)).toEqual([de.export.orderId, de.export.placed, de.export.status]);
    expect(report[1]![2]).toBe(de.statuses.delivered);
    expect(report[1]![report[0]!.indexOf(de.export.paymentMethod)]).toBe(de.paymentMethods.PAID);
    const tampered = await t.app.inject({
      method: 'GET',
      url: link.replace(/^https?:\/\/[^/]+/, '').replace(/token=./, 'token=x'),
    });
    expect(tampered.statusCode).toBe(404);
  }, 120_000);
});
