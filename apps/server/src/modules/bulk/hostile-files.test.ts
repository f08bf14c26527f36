import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_FILE_LIMITS, BULK_FILE_MAX_BYTES } from '@rider-portal/domain/constants';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor } from '../../../test/helpers/factories.ts';
import { detailOf, upload } from '../../../test/helpers/bulk-api.ts';
import {
  filledTemplate,
  manyMerges,
  manyZipEntries,
  rawWorkbook,
  sharedStringsBomb,
  validOrder,
} from '../../../test/helpers/bulk-files.ts';
import { waitForBulkWork } from './runner.ts';
import { inspectXlsx, readXlsxRowsOffThread } from './xlsx-reader.ts';

// Files made to hurt the server, and the spreadsheets of another project
// (../shared/corpora/xlsx-exceljs): each is answered with a job or a clear refusal within 10 s,
// none with a 5xx, and the server's memory comes back near where it started.

const CORPUS = fileURLToPath(
  new URL('../../../../../../shared/corpora/xlsx-exceljs', import.meta.url),
);
/** Each file is answered within this (the figure). */
const ANSWER_WITHIN_MS = 10_000;

describe('hostile and foreign spreadsheets', () => {
  let t: TTestApp;
  let vendorId: string;
  let auth: string;

  async function answerTo(bytes: Uint8Array, name = 'orders.xlsx') {
    const started = Date.now();
    const res = await upload(t, auth, vendorId, bytes, name);
    const ms = Date.now() - started;
    const body = res.json();
    return { status: res.statusCode, key: body.meta?.translation_key as string, body, ms };
  }

  beforeAll(async () => {
    t = await createTestApp();
    vendorId = (await createVendor(t.ctx)).vendorId;
    auth = (await createUser(t.ctx, [vendorId])).authorization;
  });
  afterAll(() => t.close());

  it('refuses the shared-strings bomb (one 1 MB string in 12,000 cells) by the text it expands to', async () => {
    const bomb = sharedStringsBomb();
    expect(bomb.byteLength).toBeLessThan(200_000);
    const answer = await answerTo(bomb);
    expect(answer.status).toBe(422);
    expect(answer.key).toBe('bulk.file-too-complex');
    expect(answer.body.meta.limit).toBe('cellChars');
    expect(answer.body.meta.max).toBe(BULK_FILE_LIMITS.cellChars);
    expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
    // Strings each within a cell's limit, used often enough to pass the sheet's.
    const wide = await answerTo(sharedStringsBomb(12_000, 20_000));
    expect([wide.status, wide.key, wide.body.meta.limit]).toEqual([
      422,
      'bulk.file-too-complex',
      'sheetChars',
    ]);
    expect(wide.ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it('refuses many merged ranges, and one range over a whole sheet, before reading cells', async () => {
    const many = await answerTo(manyMerges(BULK_FILE_LIMITS.mergedRanges + 1));
    expect([many.status, many.key, many.body.meta.limit]).toEqual([
      422,
      'bulk.file-too-complex',
      'mergedRanges',
    ]);
    const huge = await answerTo(manyMerges(1, 26 * 26));
    expect([huge.status, huge.key, huge.body.meta.limit]).toEqual([
      422,
      'bulk.file-too-complex',
      'mergedCells',
    ]);
    expect(Math.max(many.ms, huge.ms)).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it('refuses 30,000 zip entries at once', async () => {
    const answer = await answerTo(manyZipEntries(30_000));
    expect(answer.body.meta?.limit ?? answer.body).toBe('zipEntries');
    expect(answer.status).toBe(422);
    expect(answer.ms).toBeLessThan(ANSWER_WITHIN_MS);
  });

  it('refuses an empty file at once, without starting a reader', async () => {
    const answer = await answerTo(new Uint8Array(0));
    expect([answer.status, answer.key]).toEqual([400, 'bulk.file-format-invalid']);
    expect(answer.ms).toBeLessThan(500);
  });

  it('takes a 1e308 amount as an unreadable amount, and the stored job renders ever after', async () => {
    const bytes = await filledTemplate([
      validOrder('Maria Georgiou', { order_amount: 1e308 }),
      validOrder('Andreas Nikolaou', { order_amount: -1e308, latitude: 1e308 }),
    ]);
    const answer = await answerTo(bytes);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await waitForBulkWork(t.ctx);
    const detail = await detailOf(t, auth, vendorId, answer.body.body.bulk_job.bulk_job_id);
    expect(detail.orders).toHaveLength(2);
    for (const row of detail.orders) {
      expect(row.status).not.toBe('VALID');
      expect(row.order_amount).toBeNull();
    }
  });

  it('stops reading when the deadline passes, and when the uploader has gone', async () => {
    const big = await filledTemplate(
      Array.from({ length: 3000 }, (_, i) => validOrder(`Customer ${i}`)),
    );
    await expect(readXlsxRowsOffThread(big, { deadlineMs: 1 })).rejects.toMatchObject({
      translationKey: 'bulk.file-too-complex',
      details: { limit: 'readMs', max: BULK_FILE_LIMITS.readMs },
    });
    const gone = new AbortController();
    const reading = readXlsxRowsOffThread(big, { signal: gone.signal });
    gone.abort();
    await expect(reading).rejects.toMatchObject({ translationKey: 'bulk.file-upload-error' });
  });

  it('answers every workbook of another project with a job or a clear refusal, and gives its memory back', async () => {
    const files = readdirSync(CORPUS).filter((f) => f.endsWith('.xlsx'));
    expect(files.length).toBe(36);
    const before = process.memoryUsage().rss;
    const answers: Record<string, string> = {};
    for (const file of files) {
      const bytes = readFileSync(join(CORPUS, file));
      expect(bytes.byteLength).toBeLessThan(BULK_FILE_MAX_BYTES);
      const answer = await answerTo(bytes, file);
      expect(answer.status, `${file}: ${JSON.stringify(answer.body)}`).toBeLessThan(500);
      expect(answer.ms, file).toBeLessThan(ANSWER_WITHIN_MS);
      if (answer.status === 200) {
        expect(answer.body.code).toBe(200);
        answers[file] = `job ${answer.body.body.bulk_job.status}`;
      } else {
        expect(answer.key, file).toMatch(/^bulk\.file-/);
        expect(typeof answer.body.message).toBe('string');
        answers[file] = `${answer.status} ${answer.key}`;
      }
    }
    // The corpus README: these must load; this one must be refused.
    expect(answers['invalid-xml.xlsx']).toBe('400 bulk.file-format-invalid');
    expect(answers['missing-bits.xlsx']).toMatch(/^job /);
    expect(answers['bogus-defined-name.xlsx']).toMatch(/^job /);
    for (const bomb of [sharedStringsBomb(), manyMerges(1, 26 * 26), manyZipEntries(30_000)]) {
      expect((await answerTo(bomb)).status).toBe(422);
    }
    await waitForBulkWork(t.ctx);
    const grown = process.memoryUsage().rss - before;
    // Readers run in workers that are gone; what stays is the rows of the small jobs.
    expect(grown, `${Math.round(grown / 1e6)} MB`).toBeLessThan(256 * 1024 * 1024);
  }, 180_000);

  it('keeps a NUL a cell spells as _x0000_ out of the job, which renders', async () => {
    const parts = unzipSync(await filledTemplate([validOrder('Maria Georgiou')]));
    const strings = new TextDecoder().decode(parts['xl/sharedStrings.xml']);
    expect(strings).toContain('Maria Georgiou');
    parts['xl/sharedStrings.xml'] = strToU8(
      strings.replace('Maria Georgiou', 'Maria_x0000_ Geor_xD800_gios'),
    );
    const answer = await answerTo(zipSync(parts));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    await waitForBulkWork(t.ctx);
    const detail = await detailOf(t, auth, vendorId, answer.body.body.bulk_job.bulk_job_id);
    expect(detail.orders[0]?.customer_name).toBe('Maria Geor\uFFFDgios');
  });

  it('reads no more than a few files at once, asking the next uploader to wait', async () => {
    const big = await filledTemplate(
      Array.from({ length: 2000 }, (_, i) => validOrder(`Customer ${i}`)),
    );
    const readers = Array.from({ length: BULK_FILE_LIMITS.readers }, () =>
      readXlsxRowsOffThread(big),
    );
    await expect(readXlsxRowsOffThread(big)).rejects.toMatchObject({
      status: 429,
      translationKey: 'error.rate-limited',
    });
    await Promise.all(readers);
    expect((await readXlsxRowsOffThread(big)).rows).toHaveLength(2000);
  });

  it('reads past defined names, column ranges and validations over whole sheets, and refuses a merge over one', async () => {
    const whole = rawWorkbook({
      sheetData:
        '<row r="1"><c r="A1" t="inlineStr"><is><t>Customer name</t></is></c></row>' +
        '<row r="2"><c r="A2" t="inlineStr"><is><t>Maria</t></is></c></row>',
      extraParts: {},
    });
    const wholeParts = unzipSync(whole);
    const sheetXml = new TextDecoder().decode(wholeParts['xl/worksheets/sheet1.xml']);
    wholeParts['xl/worksheets/sheet1.xml'] = strToU8(
      sheetXml
        .replace('<sheetData>', '<cols><col min="1" max="16384" width="9"/></cols><sheetData>')
        .replace(
          '</worksheet>',
          '<dataValidations count="1"><dataValidation type="list" sqref="A1:XFD1048576"><formula1>"a,b"</formula1></dataValidation></dataValidations>' +
            '<conditionalFormatting sqref="A1:XFD1048576"><cfRule type="expression" priority="1"><formula>TRUE</formula></cfRule></conditionalFormatting></worksheet>',
        ),
    );
    const workbookXml = new TextDecoder().decode(wholeParts['xl/workbook.xml']);
    wholeParts['xl/workbook.xml'] = strToU8(
      workbookXml.replace(
        '</workbook>',
        '<definedNames><definedName name="all">Orders!$A:$XFD</definedName></definedNames></workbook>',
      ),
    );
    const read = await readXlsxRowsOffThread(zipSync(wholeParts));
    expect(read.header).toEqual(['Customer name']);
    expect(read.rows.map((r) => r.values[0])).toEqual(['Maria']);
    const quoted = rawWorkbook({
      sheetData: '<row r="1"><c r="A1" t="inlineStr"><is><t>x</t></is></c></row>',
      extraParts: {},
    });
    const parts = unzipSync(quoted);
    parts['xl/worksheets/sheet1.xml'] = strToU8(
      new TextDecoder()
        .decode(parts['xl/worksheets/sheet1.xml'])
        .replace(
          '</worksheet>',
          "<mergeCells><mergeCell ref='a1:a99999999'/></mergeCells></worksheet>",
        ),
    );
    expect(() => inspectXlsx(zipSync(parts))).toThrow(
      expect.objectContaining({ translationKey: 'bulk.file-too-complex' }),
    );
  }, 60_000);
});
