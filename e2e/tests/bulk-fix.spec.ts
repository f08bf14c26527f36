import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en, tr } from '../support/locales.ts';
import { fillTemplate, goodRow, signedInOnOwnOutlet, XLSX_MIME } from '../support/bulk.ts';

// Issue 22, a forgiving bulk upload as a person uses it: a file with two bad rows, one fixed by
// retyping the phone, one by dropping its pin on the map, the totals following each fix; then the
// same file again, asked about before anything is checked. Each test has a collection point of
// its own.

const expect = baseExpect.configure({ timeout: 30_000 });
const FIRST_RENDER = { timeout: 90_000 };

const total = (page: Page, texts: Record<string, string>, key: string) =>
  page.getByRole('group', { name: tr(texts, key), exact: true });

async function openWithTemplate(page: Page, outletId: string, texts: Record<string, string>) {
  await page.goto(`/bulk-order/${outletId}`);
  await expect(page.getByRole('heading', { level: 1, name: tr(texts, 'bulk.title') })).toBeVisible(
    FIRST_RENDER,
  );
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: tr(texts, 'bulk.template.download') }).click(),
  ]);
  return readFile(await download.path());
}

/** Three good rows, a phone that is no phone (row 4) and a row without any drop-off (row 5). */
async function fileWithTwoBadRows(template: Buffer, prefix: string): Promise<Buffer> {
  return fillTemplate(template, [
    goodRow(`${prefix} Alpha`, 400),
    goodRow(`${prefix} Bravo`, 500),
    { ...goodRow(`${prefix} Charlie`, 600), 'Customer phone': '12' },
    { ...goodRow(`${prefix} Delta`), 'Drop-off address': '', Latitude: '', Longitude: '' },
    goodRow(`${prefix} Echo`, 700),
  ]);
}

/** A dialog done with its opening transition, for a screenshot of what the person sees. */
async function settled(page: Page) {
  await expect(page.locator('.mantine-Modal-content').last()).toHaveCSS('opacity', '1');
}

function upload(page: Page, name: string, buffer: Buffer) {
  return page.locator('input[type="file"]').setInputFiles({ name, mimeType: XLSX_MIME, buffer });
}

test.describe('forgiving bulk upload', () => {
  test.describe.configure({ timeout: 240_000 });

  test(
    'fix a row by retyping, another on the map, the totals follow; the same file is asked about',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const { outletId, authorization } = await signedInOnOwnOutlet(page, request, {
        language: 'en',
        name: `Bulk fix ${testInfo.project.name}`,
      });
      const template = await openWithTemplate(page, outletId, en);
      const prefix = testInfo.project.name === 'phone' ? 'Phone' : 'Desk';
      const bytes = await fileWithTwoBadRows(template, prefix);
      await upload(page, `fix-${testInfo.project.name}.xlsx`, bytes);

      await expect(total(page, en, 'bulk.totals.to-be-placed')).toContainText('3');
      await expect(total(page, en, 'bulk.totals.errors')).toContainText('2');
      // The first problem, named where it is in the file.
      await expect(page.getByTestId('bulk-first-problem')).toContainText(
        tr(en, 'bulk.problem.at', {
          sheet: 'Orders',
          row: 4,
          column: tr(en, 'bulk.sheet-column.customer_phone'),
          message: tr(en, 'validation.phone-invalid'),
        }),
      );
      await saveScreenshot(page, testInfo, 'bulk-fix-review');

      // Another viewer of the vendor follows the job on its own page.
      const jobs = await request.get(`/api/v1/bulk-job/all/${outletId}`, {
        headers: { authorization },
      });
      const jobId = ((await jobs.json()) as { body: { bulk_job_id: string }[] }).body[0]!
        .bulk_job_id;
      const viewer = await page.context().newPage();
      await viewer.goto(`/bulk-order/${outletId}/${jobId}`);
      const fixRow4 = { name: tr(en, 'bulk.row-editor.title', { row: 4 }) };
      await expect(viewer.getByRole('button', fixRow4)).toBeVisible(FIRST_RENDER);

      // Row 4: the phone retyped.
      await page.getByRole('button', { name: tr(en, 'bulk.row-editor.title', { row: 4 }) }).click();
      const phoneDialog = page.getByRole('dialog', {
        name: tr(en, 'bulk.row-editor.title', { row: 4 }),
      });
      await phoneDialog.getByLabel(tr(en, 'bulk.sheet-column.customer_phone')).fill('+35799123456');
      await expect(phoneDialog.locator('.leaflet-marker-icon')).toHaveCount(1);
      await settled(page);
      await saveScreenshot(page, testInfo, 'bulk-fix-editor');
      await phoneDialog.getByRole('button', { name: tr(en, 'bulk.row-editor.save') }).click();
      await expect(phoneDialog).toBeHidden();
      await expect(total(page, en, 'bulk.totals.to-be-placed')).toContainText('4');
      await expect(total(page, en, 'bulk.totals.errors')).toContainText('1');
      // Live on the other viewer's page: the totals and the row.
      await expect(total(viewer, en, 'bulk.totals.errors')).toContainText('1');
      await expect(viewer.getByRole('button', fixRow4)).toHaveCount(0);
      await viewer.close();

      // Row 5: no drop-off at all; the pin dropped on the map, a little off the city centre.
      await page.getByRole('button', { name: tr(en, 'bulk.row-editor.title', { row: 5 }) }).click();
      const mapDialog = page.getByRole('dialog', {
        name: tr(en, 'bulk.row-editor.title', { row: 5 }),
      });
      const map = mapDialog.locator('.leaflet-container');
      await expect(map).toBeVisible();
      const box = (await map.boundingBox())!;
      await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 - 30 } });
      await expect(mapDialog.locator('.leaflet-marker-icon')).toHaveCount(1);
      await settled(page);
      await saveScreenshot(page, testInfo, 'bulk-fix-map');
      await mapDialog.getByRole('button', { name: tr(en, 'bulk.row-editor.save') }).click();
      await expect(mapDialog).toBeHidden();
      await expect(total(page, en, 'bulk.totals.to-be-placed')).toContainText('5');
      await expect(total(page, en, 'bulk.totals.errors')).toContainText('0');
      await saveScreenshot(page, testInfo, 'bulk-fix-fixed');

      // The same file again: asked before anything is checked; Cancel, then Upload again.
      await page.getByRole('button', { name: tr(en, 'bulk.review.again') }).click();
      await upload(page, `again-${testInfo.project.name}.xlsx`, bytes);
      const question = page.getByRole('dialog', { name: tr(en, 'bulk.duplicate.title') });
      await expect(question).toContainText('(0 orders placed)');
      await settled(page);
      await saveScreenshot(page, testInfo, 'bulk-duplicate-question');
      await question.getByRole('button', { name: tr(en, 'bulk.duplicate.cancel') }).click();
      await expect(question).toBeHidden();
      await upload(page, `again-${testInfo.project.name}.xlsx`, bytes);
      await question.getByRole('button', { name: tr(en, 'bulk.duplicate.again') }).click();
      await expect(total(page, en, 'bulk.totals.errors')).toContainText('2');
    },
  );

  test(
    'in Arabic, right to left: the row editor and the duplicate question',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const { outletId } = await signedInOnOwnOutlet(page, request, {
        language: 'ar',
        name: `Bulk fix AR ${testInfo.project.name}`,
      });
      const template = await openWithTemplate(page, outletId, ar);
      const bytes = await fileWithTwoBadRows(template, 'Arabic');
      await upload(page, 'طلبات.xlsx', bytes);
      await expect(total(page, ar, 'bulk.totals.errors')).toContainText('2');
      await page.getByRole('button', { name: tr(ar, 'bulk.row-editor.title', { row: 4 }) }).click();
      const dialog = page.getByRole('dialog', {
        name: tr(ar, 'bulk.row-editor.title', { row: 4 }),
      });
      await expect(dialog.locator('.leaflet-marker-icon')).toHaveCount(1);
      await settled(page);
      await saveScreenshot(page, testInfo, 'bulk-fix-editor-ar');
      await dialog.getByRole('button', { name: tr(ar, 'bulk.row-editor.cancel') }).click();
      await page.getByRole('button', { name: tr(ar, 'bulk.review.again') }).click();
      await upload(page, 'طلبات.xlsx', bytes);
      await expect(
        page.getByRole('dialog', { name: tr(ar, 'bulk.duplicate.title') }),
      ).toBeVisible();
      await settled(page);
      await saveScreenshot(page, testInfo, 'bulk-duplicate-question-ar');
    },
  );
});
