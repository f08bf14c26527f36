import { readFile } from 'node:fs/promises';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en, tr, startIn } from '../support/locales.ts';
import { fillTemplate, signedInOnOwnOutlet, twentyRows, XLSX_MIME } from '../support/bulk.ts';

// Bulk orders from a spreadsheet, as a person does it: download the template, fill in
// 20 rows (5 of them wrong), upload, review the errors, confirm, watch the orders being placed,
// land on order tracking; then the job history and the job's detail. Each test uploads for a
// collection point of its own.

const expect = baseExpect.configure({ timeout: 30_000 });
const FIRST_RENDER = { timeout: 90_000 };

async function openBulkPage(page: Page, outletId: string, texts: Record<string, string>) {
  await page.goto(`/bulk-order/${outletId}`);
  await expect(page.getByRole('heading', { level: 1, name: tr(texts, 'bulk.title') })).toBeVisible(
    FIRST_RENDER,
  );
}

/** Downloads the template through the page and fills it in with the 20 rows. */
async function filledTemplateFrom(page: Page, texts: Record<string, string>, prefix: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: tr(texts, 'bulk.template.download') }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Template.xlsx');
  const template = await readFile(await download.path());
  const { rows, good } = twentyRows(prefix);
  return { bytes: await fillTemplate(template, rows), good };
}

function upload(page: Page, name: string, buffer: Buffer, mimeType = XLSX_MIME) {
  return page.locator('input[type="file"]').setInputFiles({ name, mimeType, buffer });
}

const total = (page: Page, texts: Record<string, string>, key: string) =>
  page.getByRole('group', { name: tr(texts, key), exact: true });

test.describe('bulk order', () => {
  test.describe.configure({ timeout: 240_000 });

  test(
    'a 20-row file with errors: review, confirm, placing, then order tracking and the job history',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const { outletId, authorization } = await signedInOnOwnOutlet(page, request, {
        language: 'en',
        name: `Bulk ${testInfo.project.name}`,
      });
      await openBulkPage(page, outletId, en);
      await saveScreenshot(page, testInfo, 'bulk-file');

      const prefix = testInfo.project.name === 'phone' ? 'Phone' : 'Desk';
      const { bytes, good } = await filledTemplateFrom(page, en, prefix);
      const fileName = `orders-${testInfo.project.name}.xlsx`;
      await upload(page, fileName, bytes);

      // The preview: totals, every row, the errors in the specification's words.
      await expect(total(page, en, 'bulk.totals.rows')).toContainText('20');
      await expect(total(page, en, 'bulk.totals.to-be-placed')).toContainText('15');
      await expect(total(page, en, 'bulk.totals.errors')).toContainText('5');
      await expect(total(page, en, 'bulk.totals.fee')).toContainText('€');
      await expect(page.getByText(good[0]!).first()).toBeVisible();
      await saveScreenshot(page, testInfo, 'bulk-review');

      await page.getByText(tr(en, 'bulk.rows.only-errors', { count: 5 })).click();
      const rows = page.getByRole(testInfo.project.name === 'phone' ? 'list' : 'table', {
        name: tr(en, 'bulk.rows.label'),
      });
      for (const key of [
        'validation.customer-name-required',
        'validation.phone-invalid',
        'error.undeliverable-address',
        'validation.payment-method-required',
        'bulk.row.yes-no-invalid',
      ]) {
        await expect(rows).toContainText(tr(en, key));
      }
      await expect(rows.getByText(good[0]!)).toHaveCount(0);
      await saveScreenshot(page, testInfo, 'bulk-review-errors');

      await page.getByRole('button', { name: tr(en, 'bulk.review.place', { count: 15 }) }).click();
      const dialog = page.getByRole('dialog', { name: tr(en, 'bulk.confirm.title') });
      await expect(dialog).toContainText(tr(en, 'bulk.confirm.errors-skipped', { count: 5 }));
      await saveScreenshot(page, testInfo, 'bulk-confirm');
      await dialog.getByRole('button', { name: tr(en, 'bulk.confirm.place') }).click();
      await expect(page.getByText(tr(en, 'bulk.place-order-success'))).toBeVisible();

      // The done step says how many were placed before the user goes to tracking.
      await expect(page.getByRole('heading', { name: tr(en, 'bulk.done.title') })).toBeVisible({
        timeout: 90_000,
      });
      await expect(page.getByTestId('bulk-done-placed')).toHaveText(
        tr(en, 'bulk.done.placed', { count: 15 }),
      );
      if (testInfo.project.name === 'phone') {
        await expect(
          page.getByText(
            tr(en, 'bulk.step.of', { step: 5, total: 5, name: tr(en, 'bulk.step.done') }),
          ),
        ).toBeVisible();
      } else {
        await expect(page.locator('.mantine-Stepper-step[data-progress]')).toContainText(
          tr(en, 'bulk.step.done'),
        );
        await expect(page.locator('.mantine-Stepper-step[data-completed]')).toHaveCount(4);
      }
      await expect(page).toHaveURL(new RegExp(`/bulk-order/${outletId}`));
      await saveScreenshot(page, testInfo, 'bulk-done');
      await page.getByRole('link', { name: tr(en, 'bulk.done.to-tracking') }).click();
      await expect(page).toHaveURL(new RegExp(`/order-tracking/${outletId}`), { timeout: 90_000 });
      await saveScreenshot(page, testInfo, 'bulk-placed-tracking');

      // Each valid row became one order of the outlet.
      const now = Math.floor(Date.now() / 1000);
      const list = await request.get(`/api/v1/vendor/${outletId}/orders`, {
        headers: { authorization },
        params: { from: now - 3600, to: now + 60, count: 200 },
      });
      const names = ((await list.json()).result.data as { customer: { name: string } }[]).map(
        (o) => o.customer.name,
      );
      expect(names.sort()).toEqual([...good].sort());

      // The job history lists the upload; its detail shows every row and what became of it.
      await page.goto(`/bulk-order/${outletId}?tab=history`);
      const link = page.getByRole('link', {
        name: tr(en, 'bulk.history.open', { name: fileName }),
      });
      await expect(link).toBeVisible(FIRST_RENDER);
      await expect(
        page.getByText(tr(en, 'bulk.status.ORDER_PLACEMENT_SUCCESS')).first(),
      ).toBeVisible();
      await saveScreenshot(page, testInfo, 'bulk-history');
      await link.click();
      await expect(page.getByRole('heading', { level: 1, name: fileName })).toBeVisible();
      await expect(total(page, en, 'bulk.totals.placed')).toContainText('15');
      const detailRows = page.getByRole(testInfo.project.name === 'phone' ? 'list' : 'table', {
        name: tr(en, 'bulk.rows.label'),
      });
      await expect(
        detailRows.getByText(tr(en, 'bulk.row-status.PLACED'), { exact: true }),
      ).toHaveCount(15);
      await saveScreenshot(page, testInfo, 'bulk-job-detail');
    },
  );

  test(
    'in Arabic, right to left: the review and the confirmation',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const { outletId } = await signedInOnOwnOutlet(page, request, {
        language: 'ar',
        name: `Bulk AR ${testInfo.project.name}`,
      });
      await openBulkPage(page, outletId, ar);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await saveScreenshot(page, testInfo, 'bulk-file-ar');
      const { bytes } = await filledTemplateFrom(page, ar, 'Arabic');
      await upload(page, 'طلبات.xlsx', bytes);
      await expect(total(page, ar, 'bulk.totals.errors')).toContainText('5');
      await expect(page.getByText(tr(ar, 'validation.phone-invalid')).first()).toBeVisible();
      await saveScreenshot(page, testInfo, 'bulk-review-ar');
      await page.getByRole('button', { name: tr(ar, 'bulk.review.place', { count: 15 }) }).click();
      await expect(page.getByRole('dialog', { name: tr(ar, 'bulk.confirm.title') })).toBeVisible();
      await saveScreenshot(page, testInfo, 'bulk-confirm-ar');
      await page.getByRole('button', { name: tr(ar, 'bulk.confirm.cancel') }).click();
      await page.getByRole('tab', { name: tr(ar, 'bulk.tab.history') }).click();
      await expect(
        page.getByText(tr(ar, 'bulk.status.PREPROCESS_SUCCESS_WITH_ERROR')).first(),
      ).toBeVisible();
      await saveScreenshot(page, testInfo, 'bulk-history-ar');

      // Placed later from the upload's own page: its done step, in Arabic.
      await page
        .getByRole('link', { name: tr(ar, 'bulk.history.open', { name: 'طلبات.xlsx' }) })
        .click();
      await page.getByRole('button', { name: tr(ar, 'bulk.review.place', { count: 15 }) }).click();
      await page
        .getByRole('dialog', { name: tr(ar, 'bulk.confirm.title') })
        .getByRole('button', { name: tr(ar, 'bulk.confirm.place') })
        .click();
      await expect(page.getByRole('heading', { name: tr(ar, 'bulk.done.title') })).toBeVisible({
        timeout: 90_000,
      });
      await expect(page.getByTestId('bulk-done-placed')).toHaveText(
        tr(ar, 'bulk.done.placed', { count: 15 }),
      );
      await expect(page.getByRole('link', { name: tr(ar, 'bulk.done.to-tracking') })).toBeVisible();
      await saveScreenshot(page, testInfo, 'bulk-done-ar');
    },
  );

  test('a file that is not a spreadsheet or is too large is refused, with the specification words', async ({
    page,
    request,
  }) => {
    await startIn(page, 'en');
    await signIn(page, request, 'parent@demo.test');
    await openBulkPage(page, 'V1001', en);
    await upload(
      page,
      'orders.xlsx',
      Buffer.from('Customer name,Customer phone\nMaria,+35799123456\n'),
    );
    await expect(page.getByText(tr(en, 'bulk.file-format-invalid'))).toBeVisible();
    // Back at the file step.
    await expect(page.locator('input[type="file"]')).toBeAttached();
    await expect(
      page.getByRole('button', { name: tr(en, 'bulk.template.download') }),
    ).toBeVisible();
    const tooLarge = Buffer.alloc(5_242_881);
    await upload(page, 'big.xlsx', tooLarge);
    await expect(page.getByText(tr(en, 'bulk.file-too-large'))).toBeVisible();
  });
});
