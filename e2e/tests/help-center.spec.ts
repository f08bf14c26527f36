import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { embeddedToken } from '../support/embedded-token.ts';
import { ar, el, en, startIn } from '../support/locales.ts';

// 001 §2 "Help centre button" and "Per-country FAQ pages", 001 §7 the help-centre token and
// conditions init: parent@demo.test owns V1000 in Cyprus (EUR: 2.50 base + 0.50 per km).

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Opens the help centre as the project's screen does, and returns its frame. */
async function openHelpCentre(page: Page, testInfo: TestInfo, texts: Record<string, string>) {
  const button = page
    .getByRole('link', { name: texts['help.open'] })
    .or(page.getByRole('button', { name: texts['help.open'] }));
  await expect(button).toBeVisible({ timeout: 30_000 });
  await button.click();
  if (isPhone(testInfo)) {
    await expect(page).toHaveURL(/\/helpcenter\/V1000$/);
  } else {
    await expect(page.getByRole('dialog', { name: texts['help.title'] })).toBeVisible();
  }
  return page.frameLocator(`iframe[title="${texts['help.title']}"]`);
}

test.describe('the help centre', () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    'a vendor user opens the help centre and reads the fee of Cyprus',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      await startIn(page, 'en');
      await signIn(page, request, 'parent@demo.test');
      // The button covers nothing: it sits in the top bar, on every page (the request
      // form's submit bar included), phone and desktop.
      await page.goto('/request-a-rider/V1000');
      const submitBar = page.getByRole('complementary', { name: en['request.summary.title'] });
      await expect(submitBar).toBeVisible({ timeout: 30_000 });
      const banner = page.getByRole('banner');
      const inBar = banner
        .getByRole('link', { name: en['help.open'] })
        .or(banner.getByRole('button', { name: en['help.open'] }));
      await expect(inBar).toBeVisible();
      const help = (await inBar.boundingBox())!;
      const header = (await banner.boundingBox())!;
      expect(help.y + help.height).toBeLessThanOrEqual(header.y + header.height);
      if (isPhone(testInfo)) {
        // The menu leads there too.
        await page.getByRole('button', { name: en['nav.menu'], exact: true }).click();
        const menu = page.getByRole('dialog');
        await expect(menu.getByRole('link', { name: en['help.title'] })).toHaveAttribute(
          'href',
          '/helpcenter/V1000',
        );
        await page.getByRole('button', { name: en['nav.close-menu'] }).click();
      }
      await saveScreenshot(page, testInfo, 'help-button-request-en');
      await page.goto('/order-tracking/V1000');
      const frame = await openHelpCentre(page, testInfo, en);

      await expect(
        frame.getByRole('heading', { level: 1, name: 'Help for vendors in Cyprus' }),
      ).toBeVisible({ timeout: 30_000 });
      // Inside the help centre the site header is not shown.
      await expect(frame.getByRole('banner')).toHaveCount(0);
      await frame.getByRole('button', { name: en['help.article.fee'] }).click();
      const fees = frame.getByRole('table');
      await expect(fees.getByRole('row', { name: `${en['help.fee.base']} €2.50` })).toBeVisible();
      await expect(fees.getByRole('row', { name: `${en['help.fee.per-km']} €0.50` })).toBeVisible();
      // 3 km: 2.50 + 3 × 0.50.
      await expect(fees.getByRole('row', { name: 'Example: 3 km €4.00' })).toBeVisible();
      await saveScreenshot(page, testInfo, 'help-centre-en');

      if (!isPhone(testInfo)) {
        await page.getByRole('button', { name: en['help.close'] }).click();
        await expect(page.getByRole('dialog', { name: en['help.title'] })).toHaveCount(0);
      }
    },
  );

  test(
    'in Arabic the help button sits at the left, and the help centre reads right to left',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      await startIn(page, 'ar');
      await signIn(page, request, 'parent@demo.test');
      await page.goto('/history/V1000');
      const button = page
        .getByRole('link', { name: ar['help.open'] })
        .or(page.getByRole('button', { name: ar['help.open'] }));
      await expect(button).toBeVisible({ timeout: 30_000 });
      const box = (await button.boundingBox())!;
      const width = page.viewportSize()!.width;
      expect(box.x + box.width / 2).toBeLessThan(width / 2);
      await saveScreenshot(page, testInfo, 'help-button-ar');

      const frame = await openHelpCentre(page, testInfo, ar);
      await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl', { timeout: 30_000 });
      await expect(frame.getByRole('button', { name: ar['help.article.fee'] })).toBeVisible();
      await frame.getByRole('button', { name: ar['help.article.fee'] }).click();
      await expect(frame.getByRole('cell', { name: ar['help.fee.base'] })).toBeVisible();
      if (!isPhone(testInfo)) {
        // The panel opens at the end side: the left in a right-to-left language.
        const panel = (await page.getByRole('dialog', { name: ar['help.title'] }).boundingBox())!;
        expect(panel.x).toBeLessThan(width / 2);
      }
      await saveScreenshot(page, testInfo, 'help-centre-ar');
    },
  );

  test('guests and the embedded mode get no help button', async ({ page }, testInfo) => {
    await startIn(page, 'en');
    await page.goto('/connect');
    await page.getByRole('button', { name: en['connect.guest'] }).click();
    await expect(page).toHaveURL(/\/request-a-rider/);
    await expect(page.getByRole('link', { name: en['nav.tracking'] }).first()).toBeVisible();
    // A guest has no history or bulk upload: an account's areas.
    await expect(page.getByRole('link', { name: en['nav.history'] })).toHaveCount(0);
    await expect(page.getByRole('link', { name: en['nav.bulk-order'] })).toHaveCount(0);
    await expect(page.getByRole('link', { name: en['help.open'] })).toHaveCount(0);
    await expect(page.getByRole('button', { name: en['help.open'] })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'help-none-guest');

    const tool = await page.context().newPage();
    await startIn(tool, 'en');
    await tool.addInitScript(
      (value) => window.localStorage.setItem('godroid_token', value),
      embeddedToken('V2000'),
    );
    await tool.goto('/order-tracking/V2000');
    await expect(tool.getByRole('link', { name: en['nav.history'] }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(tool.getByRole('link', { name: en['help.open'] })).toHaveCount(0);
    await expect(tool.getByRole('button', { name: en['help.open'] })).toHaveCount(0);
  });

  test('the public help page of Cyprus in Greek', async ({ page }, testInfo) => {
    await page.goto('/help/CY?lang=el');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      el['help.faq.title']!.replace('{{country}}', 'Κύπρος'),
    );
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('button', { name: el['help.article.fee'] }).click();
    await expect(
      page.getByRole('row', { name: new RegExp(`^${el['help.fee.base']} 2,50\\s€$`) }),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: el['help.faq.search'] }).fill('xlsx');
    await expect(page.getByRole('button', { name: el['help.article.bulk'] })).toBeVisible();
    await expect(page.getByRole('button', { name: el['help.article.fee'] })).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'help-faq-el');
  });
});
