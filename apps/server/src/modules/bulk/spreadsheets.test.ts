import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { strToU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_FILE_LIMITS, BULK_FILE_MAX_BYTES } from '@rider-portal/domain/constants';
import { LANGUAGES } from '@rider-portal/domain/markets';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor } from '../../../test/helpers/factories.ts';
import { detailOf, upload, uploadChecked } from '../../../test/helpers/bulk-api.ts';
import {
  filledTemplate,
  validOrder,
  xlsxWithDoctype,
  zipBomb,
} from '../../../test/helpers/bulk-files.ts';
import { SOFFICE, convertWithLibreOffice } from '../../../test/helpers/soffice.ts';
import { waitForBulkWork } from './runner.ts';

// API tests with real spreadsheets: what people and programs really send, and what
// must be refused. One database is enough here: the files are the subject.

const run = promisify(execFile);

/** A customer name and an order description in each of the 26 interface languages. */
const TEXTS: Record<(typeof LANGUAGES)[number], [string, string]> = {
  en: ['Mary Smith', 'Two pizzas'],
  ar: ['مريم أحمد', 'بيتزا كبيرة'],
  ckb: ['ئاران کەریم', 'خواردنی نیوەڕۆ'],
  ur: ['عائشہ خان', 'دوپہر کا کھانا'],
  el: ['Ελένη Παπαδοπούλου', 'Δύο πίτσες'],
  'zh-TW': ['陳美玲', '兩個便當'],
  'zh-HK': ['李嘉欣', '點心外賣'],
  th: ['สมชาย ใจดี', 'ข้าวผัดกุ้ง'],
  ms: ['Siti Nurhaliza', 'Nasi lemak'],
  fil: ['Maria Santos', 'Pansit at lumpia'],
  bn: ['রহিম উদ্দিন', 'বিরিয়ানি'],
  km: ['សុខ ចាន់', 'បាយឆា'],
  lo: ['ສົມພອນ ແກ້ວ', 'ເຝີ'],
  my: ['မောင်မောင်', 'မုန့်ဟင်းခါး'],
  sv: ['Åsa Öberg', 'Köttbullar'],
  nb: ['Bjørn Dæhlie', 'Fiskesuppe'],
  fi: ['Äijä Mäkinen', 'Karjalanpiirakka'],
  de: ['Jürgen Groß', 'Käsespätzle'],
  hu: ['Győző Őry', 'Gulyásleves'],
  cs: ['Jiří Dvořák', 'Svíčková'],
  es: ['Zoë Ñúñez', 'Paella valenciana'],
  ca: ['Núria Ferrer', 'Pa amb tomàquet'],
  it: ['Niccolò Bianchi', 'Lasagne al forno'],
  pt: ['João Araújo', 'Bacalhau à Brás'],
  tr: ['Çağla Şahin', 'İskender kebap'],
  id: ['Dewi Lestari', 'Nasi goreng'],
};

describe('bulk upload of real spreadsheets', () => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;

  async function refused(bytes: Uint8Array, fileName = 'orders.xlsx') {
    const res = await upload(t, auth, vendorId, bytes, fileName);
    return { status: res.statusCode, key: res.json().meta?.translation_key as string };
  }

  beforeAll(async () => {
    t = await createTestApp();
    vendorId = (await createVendor(t.ctx)).vendorId;
    auth = (await createUser(t.ctx, [vendorId])).authorization;
  });
  afterAll(() => t.close());

  it('reads a file saved by LibreOffice Calc like the one the script wrote', async () => {
    // Not skipped when missing: CI installs LibreOffice (Debian package libreoffice-calc).
    expect(existsSync(SOFFICE), `LibreOffice is needed at ${SOFFICE} (libreoffice-calc)`).toBe(
      true,
    );
    const dir = await mkdtemp(join(tmpdir(), 'rp-soffice-'));
    try {
      const source = join(dir, 'in', 'orders.xlsx');
      await run('mkdir', ['-p', join(dir, 'in'), join(dir, 'out')]);
      await writeFile(
        source,
        await filledTemplate([
          validOrder('Calc Alpha', { customer_phone: 35799123456 }),
          validOrder('Calc Bravo', { order_amount: '12,40', delivery_type: '' }),
          validOrder('Calc Charlie', { payment_type: 'wire' }),
        ]),
      );
      await convertWithLibreOffice({
        source,
        filter: 'xlsx:Calc MS Excel 2007 XML',
        outDir: join(dir, 'out'),
        workDir: dir,
      });
      const saved = new Uint8Array(await readFile(join(dir, 'out', 'orders.xlsx')));
      const app = new TextDecoder().decode(unzipSync(saved)['docProps/app.xml']);
      expect(app).toContain('LibreOffice');

      const detail = await uploadChecked(t, auth, vendorId, saved);
      expect(detail.bulk_job.status).toBe('PREPROCESS_SUCCESS_WITH_ERROR');
      expect(detail.orders.map((r) => [r.customer_name, r.status, r.error])).toEqual([
        ['Calc Alpha', 'VALID', null],
        ['Calc Bravo', 'VALID', null],
        ['Calc Charlie', 'INVALID', 'validation.payment-method-required'],
      ]);
      expect(detail.orders[0]?.customer_phone).toBe('+35799123456');
      expect(detail.orders[1]?.order_amount).toBe(1240);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('refuses a file of 5 MB + 1 byte, and reads up to exactly 5 MB', async () => {
    const over = new Uint8Array(BULK_FILE_MAX_BYTES + 1);
    over.set([0x50, 0x4b, 0x03, 0x04]);
    expect(await refused(over)).toEqual({ status: 413, key: 'bulk.file-too-large' });
    // At the limit the size passes and the content decides.
    expect(await refused(over.subarray(0, BULK_FILE_MAX_BYTES))).toEqual({
      status: 400,
      key: 'bulk.file-format-invalid',
    });
  });

  it('refuses a CSV renamed to .xlsx, a zip bomb and a DOCTYPE, by their content', async () => {
    const csv = strToU8('Customer name,Customer phone\nMaria Georgiou,+35799123456\n');
    expect(await refused(csv, 'orders.xlsx')).toEqual({
      status: 400,
      key: 'bulk.file-format-invalid',
    });
    const bomb = zipBomb(BULK_FILE_LIMITS.expandedBytes + 1024 * 1024);
    expect(bomb.byteLength).toBeLessThan(BULK_FILE_MAX_BYTES);
    expect(await refused(bomb)).toEqual({ status: 422, key: 'bulk.file-too-complex' });
    expect(await refused(await xlsxWithDoctype())).toEqual({
      status: 400,
      key: 'bulk.file-format-invalid',
    });
    // A real spreadsheet under any name is read.
    const named = await upload(
      t,
      auth,
      vendorId,
      await filledTemplate([validOrder('Named')]),
      'x.bin',
    );
    expect(named.statusCode).toBe(200);
    await waitForBulkWork(t.ctx);
  });

  it('reads formula cells by their cached values and never evaluates them', async () => {
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate([
        validOrder('Formula Alpha', {
          order_amount: { formula: '9+9.5', result: 18.5 },
          customer_name: { formula: 'CONCAT("Formula ","Alpha")', result: 'Formula Alpha' },
        }),
        validOrder('Formula Bravo', {
          order_amount: { formula: 'WEBSERVICE("http://127.0.0.1:9/steal")', result: undefined },
        } as never),
      ]),
    );
    expect(detail.orders.map((r) => [r.customer_name, r.status, r.order_amount, r.error])).toEqual([
      ['Formula Alpha', 'VALID', 1850, null],
      ['Formula Bravo', 'INVALID', null, 'validation.amount-required'],
    ]);
  });

  it('skips empty rows and keeps the sheet row numbers', async () => {
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate(
        [validOrder('Gap Alpha'), validOrder('Gap Bravo'), validOrder('Gap Charlie')],
        { emptyRowsBefore: [1, 2] },
      ),
    );
    expect(detail.bulk_job.total_rows).toBe(3);
    expect(detail.orders.map((r) => r.row_number)).toEqual([2, 4, 6]);
  });

  it('keeps text in all 26 languages as written, through to the placed orders', async () => {
    const languages = Object.keys(TEXTS) as (keyof typeof TEXTS)[];
    expect([...languages].sort()).toEqual([...LANGUAGES].sort());
    const rows = languages.map((l) =>
      validOrder(TEXTS[l][0], { description: TEXTS[l][1], notes: `${TEXTS[l][1]} · ${l}` }),
    );
    const detail = await uploadChecked(t, auth, vendorId, await filledTemplate(rows));
    expect(detail.bulk_job.status).toBe('PREPROCESS_SUCCESS');
    expect(detail.orders.map((r) => [r.customer_name, r.description])).toEqual(
      languages.map((l) => TEXTS[l]),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/bulk-job/place-orders/${detail.bulk_job.bulk_job_id}`,
      headers: { authorization: auth },
    });
    expect(res.statusCode).toBe(200);
    await waitForBulkWork(t.ctx);
    const placed = await detailOf(t, auth, vendorId, detail.bulk_job.bulk_job_id);
    expect(placed.bulk_job.orders_placed).toBe(26);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/v1/order?vendorId=${vendorId}&orderId=${placed.orders[1]!.order_id}`,
      headers: { authorization: auth },
    });
    expect(order.json().result.customer.name).toBe(TEXTS.ar[0]);
  });

  it('fails preprocessing of a sheet without the template columns or without rows', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Orders').addRow(['Name', 'Phone']).commit();
    workbook.getWorksheet('Orders')!.addRow(['Maria', '+35799123456']);
    const wrong = await uploadChecked(
      t,
      auth,
      vendorId,
      new Uint8Array(await workbook.xlsx.writeBuffer()),
    );
    expect(wrong.bulk_job).toMatchObject({
      status: 'PREPROCESS_FAIL',
      stage: 'DONE',
      error: 'bulk.column-missing',
      error_params: { sheet: 'Orders', row: '1', column: 'customer_name' },
    });
    const empty = await uploadChecked(t, auth, vendorId, await filledTemplate([]));
    expect(empty.bulk_job).toMatchObject({ status: 'PREPROCESS_FAIL', error: 'bulk.no-rows' });
  });

  it('asks for the vendor and the file', async () => {
    const { multipartBody } = await import('../../../test/helpers/bulk-files.ts');
    const noVendor = multipartBody({ bytes: await filledTemplate([validOrder('Lost')]) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bulk-job/create',
      headers: { authorization: auth, 'content-type': noVendor.contentType },
      payload: noVendor.payload,
    });
    expect([res.statusCode, res.json().meta.translation_key]).toEqual([400, 'bulk.no-vendor']);
    const noFile = multipartBody({ vendorId });
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/bulk-job/create',
      headers: { authorization: auth, 'content-type': noFile.contentType },
      payload: noFile.payload,
    });
    expect([missing.statusCode, missing.json().meta.translation_key]).toEqual([
      400,
      'bulk.file-format-invalid',
    ]);
  });
});
