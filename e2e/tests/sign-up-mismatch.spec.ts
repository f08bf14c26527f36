import { expect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en } from '../support/locales.ts';
import { NEW_PASSWORD, seedVendorFor, uniqueEmail } from '../support/accounts.ts';

// A vendor code that does not exist and a code the email does not own get one
// answer, which tells a stranger nothing about the code and tells a colleague what to do next.

const FIRST_RENDER = { timeout: 90_000 };

/** The field whose label starts with `label` (required fields add an asterisk). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).first();

async function tryToRegister(
  page: Page,
  texts: Record<string, string>,
  values: { code: string; email: string },
) {
  await field(page, texts['register.vendor-code']!).fill(values.code);
  await field(page, texts['register.phone']!).fill('+357 99 123456');
  await field(page, texts['register.email']!).fill(values.email);
  await field(page, texts['register.password']!).fill(NEW_PASSWORD);
  await field(page, texts['register.repeat-password']!).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: texts['register.submit'] }).click();
}

for (const [language, texts] of [
  ['en', en],
  ['ar', ar],
] as const) {
  test(`sign-up with a code and an email that do not match says what to do (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const owner = uniqueEmail(`mismatch-owner-${language}-${testInfo.project.name}`);
    const stranger = uniqueEmail(`mismatch-stranger-${language}-${testInfo.project.name}`);
    const code = await seedVendorFor(request, owner);
    await page.addInitScript((value) => window.localStorage.setItem('locale', value), language);
    await page.goto('/register');
    await expect(
      page.getByRole('heading', { level: 1, name: texts['register.title'] }),
    ).toBeVisible(FIRST_RENDER);
    const message = texts['register.vendor-code-email-mismatch']!;
    expect(message).toBeTruthy();

    // A code that exists, with an email its owners do not list.
    await tryToRegister(page, texts, { code, email: stranger });
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible();
    await expect(alert).toBeInViewport();
    // What the user typed stays.
    await expect(field(page, texts['register.vendor-code']!)).toHaveValue(code);
    await saveScreenshot(page, testInfo, `sign-up-mismatch-${language}`);

    // A code that does not exist: the very same answer.
    const answer = page.waitForResponse((res) => res.url().endsWith('/api/v1/register'));
    await tryToRegister(page, texts, { code: 'NO-SUCH-CODE', email: owner });
    expect((await answer).status()).toBe(400);
    await expect(alert).toBeVisible();
    await expect(alert).toBeInViewport();
    await expect(page.getByRole('alert')).toHaveCount(1);
  });
}
