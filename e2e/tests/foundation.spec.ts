import { expect, test } from '@playwright/test';
import { BRAND_THEMES } from '@rider-portal/domain/brands';
import { saveScreenshot } from '../support/screenshot.ts';
import { LANGUAGES, isRtl } from '@rider-portal/domain/markets';
import { el, en, loadLocale } from '../support/locales.ts';

/** A page loaded (and the app started) on a busy machine. */
const PAGE_LOAD = { timeout: 60_000 };

test.describe('foundation', () => {
  test(
    'the landing page shows the brand title and the language selector',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/');
      await expect(page).toHaveTitle(BRAND_THEMES.FOODY.pageTitle);
      // The example market (CY) lists Greek first, so a first visit is in Greek.
      await expect(page.locator('html')).toHaveAttribute('lang', 'el');
      await expect(
        page.getByRole('heading', { level: 1, name: el['landing.hero.title'] }),
      ).toBeVisible();
      await expect(page.getByRole('combobox', { name: el['nav.language'] })).toBeVisible();
      await saveScreenshot(page, testInfo, 'landing-el');
    },
  );

  test('switching language changes the text and survives a reload', async ({ page }, testInfo) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: el['nav.language'] }).selectOption('en');
    await expect(
      page.getByRole('heading', { level: 1, name: en['landing.hero.title'] }),
    ).toBeVisible(PAGE_LOAD);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: en['landing.hero.title'] }),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, 'landing-en');

    await page.getByRole('combobox', { name: en['nav.language'] }).selectOption('el');
    await expect(
      page.getByRole('heading', { level: 1, name: el['landing.hero.title'] }),
    ).toBeVisible();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'el');
    await expect(
      page.getByRole('heading', { level: 1, name: el['landing.hero.title'] }),
    ).toBeVisible();
  });

  test(
    'a right-to-left language turns the page around',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await page.goto('/');
      await page.getByRole('combobox', { name: el['nav.language'] }).selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl', PAGE_LOAD);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await saveScreenshot(page, testInfo, 'landing-ar');
    },
  );

  test('every interface language can be chosen and speaks its own words', async ({
    page,
  }, testInfo) => {
    // 26 languages, each a locale file (and some a font) to fetch: on a busy machine, minutes.
    test.setTimeout(240_000);
    await page.goto('/');
    let current = el;
    for (const language of LANGUAGES) {
      const texts = loadLocale(language);
      await page.getByRole('combobox', { name: current['nav.language'] }).selectOption(language);
      // Picked before the app runs, a language reloads the page (and a language the market does
      // not offer starts the app there): up to a first render's time on a busy machine.
      await expect(page.locator('html')).toHaveAttribute('lang', language, PAGE_LOAD);
      await expect(page.locator('html')).toHaveAttribute('dir', isRtl(language) ? 'rtl' : 'ltr');
      await expect(
        page.getByRole('heading', { level: 1, name: texts['landing.hero.title'] }),
      ).toBeVisible();
      if (['de', 'th', 'ur', 'zh-TW', 'my'].includes(language)) {
        await saveScreenshot(page, testInfo, `landing-${language}`);
      }
      current = texts;
    }
  });

  test('an unknown route shows the not-found page', async ({ page }, testInfo) => {
    await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: en['not-found.title'] })).toBeVisible();
    await page.getByRole('link', { name: en['not-found.home'] }).click();
    await expect(page).toHaveURL(/\/$/);
    await saveScreenshot(page, testInfo, 'not-found');
  });

  test('a protected route while logged out lands on /', async ({ page }) => {
    for (const path of ['/history', '/order-tracking/V1001', '/request-a-rider']) {
      await page.goto(path);
      // The guard runs once the page's lazy chunk has loaded: seconds on a busy phone run.
      await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
      await expect(
        page.getByRole('heading', { level: 1, name: el['landing.hero.title'] }),
      ).toBeVisible();
    }
  });
});
