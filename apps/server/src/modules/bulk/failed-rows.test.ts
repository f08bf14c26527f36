import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTexts } from '@rider-portal/i18n/catalogue';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { uploadChecked, vendorAndStranger } from '../../../test/helpers/bulk-api.ts';
import { filledTemplate, validOrder } from '../../../test/helpers/bulk-files.ts';
import { BULK_COLUMNS } from './template.ts';

// Issue 22, download what failed: the rows with errors as an XLSX in the template's layout with the
// error in the user's language in a last column, parsed back here, corrected and uploaded again.

const greek = readTexts('el', 'web');

describe.each(testDatabaseLabels())('the failed rows file on %s', (database) => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;
  let strangerAuth: string;

  beforeAll(async () => {
    t = await createTestApp({ database });
    ({ vendorId, auth, strangerAuth } = await vendorAndStranger(t));
  });
  afterAll(() => t.close());

  it('lists the rows with errors in the template layout, re-uploadable once corrected', async () => {
    const detail = await uploadChecked(
      t,
      auth,
      vendorId,
      await filledTemplate([
        validOrder('Good Alpha'),
        validOrder('Bad Phone', { customer_phone: '12' }),
        validOrder('Bad Payment', { payment_type: 'BITCOIN', scheduled_date: '2026-11-21' }),
      ]),
    );
    const url = `/api/v1/bulk-job/failed-rows/${vendorId}/${detail.bulk_job.bulk_job_id}?language=el`;
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: auth } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="Failed rows.xlsx"');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders')!;
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
      ...BULK_COLUMNS.map((c) => c.header),
      greek['bulk.failed-rows.error-column'],
    ]);
    expect(sheet.actualRowCount).toBe(3);
    const errorCell = (row: number) =>
      String(sheet.getRow(row).getCell(BULK_COLUMNS.length + 1).value);
    expect(sheet.getRow(2).getCell(1).value).toBe('Bad Phone');
    expect(errorCell(2)).toBe(
      `${greek['bulk.sheet-column.customer_phone']}: ${greek['validation.phone-invalid']}`,
    );
    expect(errorCell(3).startsWith(`${greek['bulk.sheet-column.payment_type']}: `)).toBe(true);
    expect(workbook.getWorksheet('Instructions')).toBeDefined();

    // Corrected where it says, and uploaded again as it is: the error column is ignored.
    sheet.getRow(2).getCell(2).value = '+35799123456';
    sheet.getRow(3).getCell(11).value = 'PAID';
    const again = await uploadChecked(
      t,
      auth,
      vendorId,
      new Uint8Array(await workbook.xlsx.writeBuffer()),
      'Failed rows.xlsx',
    );
    expect(again.orders.map((o) => [o.customer_name, o.status])).toEqual([
      ['Bad Phone', 'VALID'],
      ['Bad Payment', 'VALID'],
    ]);

    const stranger = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: strangerAuth },
    });
    expect(stranger.statusCode).toBe(404);
    const badLanguage = await t.app.inject({
      method: 'GET',
      url: url.replace('language=el', 'language=xx'),
      headers: { authorization: auth },
    });
    expect(badLanguage.statusCode).toBe(400);
  });
});
