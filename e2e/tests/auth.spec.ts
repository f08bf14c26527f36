import { expect as baseExpect, test, type Page } from '@playwright/test';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, el, en, startIn, tr } from '../support/locales.ts';
import {
  NEW_PASSWORD,
  lastMailTo,
  registerVerifiedAccount,
  seedVendorFor,
  uniqueEmail,
} from '../support/accounts.ts';
import { embeddedToken } from '../support/embedded-token.ts';
import { E2E_ADMIN_TOKEN } from '../support/operator.ts';

// Sign in, registration, password reset, guest and embedded modes, logout.

// First loads fetch several lazy chunks; on a busy machine they take more than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 992;

/** The field whose label starts with `label` (required fields add an asterisk). */
const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).first();

async function logOut(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: en['nav.menu'] }).click();
  await page.getByRole('button', { name: en['nav.logout'] }).first().click();
}

test.describe('accounts and sessions', () => {
  test(
    'register, confirm from the mailbox, sign in, stay signed in on reload, log out',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      // Seven screens in a row, each a first load of its chunks.
      test.setTimeout(120_000);
      const email = uniqueEmail(`register-${testInfo.project.name}`);
      const vendorCode = await seedVendorFor(request, email);
      await startIn(page, 'en');

      await page.goto('/register');
      await expect(
        page.getByRole('heading', { level: 1, name: en['register.title'] }),
      ).toBeVisible();
      await field(page, en['register.vendor-code']!).fill(vendorCode);
      await field(page, en['register.phone']!).fill('+357 99 123456');
      await field(page, en['register.email']!).fill(email);
      await field(page, en['register.password']!).fill(NEW_PASSWORD);
      await field(page, en['register.repeat-password']!).fill(NEW_PASSWORD);
      await saveScreenshot(page, testInfo, 'auth-register-filled');
      await page.getByRole('button', { name: en['register.submit'] }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: en['register.sent.title'] }),
      ).toBeVisible();
      await expect(page.getByText(tr(en, 'register.sent.body', { email }))).toBeVisible();
      await saveScreenshot(page, testInfo, 'auth-register-sent');

      // The link is read in the development mailbox, as a person would: not signed in yet, with
      // the operator token of the server (which listens on loopback only).
      await page.getByRole('link', { name: en['mailbox.open'] }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: en['mailbox.title'] }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: en['mailbox.locked'] })).toBeVisible();
      await field(page, en['mailbox.operator-token']!).fill(E2E_ADMIN_TOKEN);
      await page.getByRole('button', { name: en['mailbox.operator-token.submit'] }).click();
      await field(page, en['mailbox.filter']!).fill(email);
      const mail = page.getByText('Confirm your email address for foody').first();
      await expect(mail).toBeVisible();
      await saveScreenshot(page, testInfo, 'auth-mailbox');
      await page
        .getByRole('link', { name: /\/connect\?verify=/ })
        .first()
        .click();

      await expect(page.getByText(en['connect.verified']!)).toBeVisible();
      await expect(field(page, en['connect.email']!)).toHaveValue(email);
      await field(page, en['connect.password']!).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: en['connect.submit'], exact: true }).click();

      // The first sign-in in this browser shows the welcome carousel, over the request page the
      // user has already reached (not over the sign-in form).
      await expect(page).toHaveURL(/\/request-a-rider/);
      const welcome = page.getByRole('dialog');
      await expect(welcome.getByRole('heading', { name: 'Welcome to foody' })).toBeVisible();
      await saveScreenshot(page, testInfo, 'auth-welcome');
      await welcome.getByRole('button', { name: en['welcome.next'] }).click();
      await expect(
        welcome.getByRole('heading', { name: en['welcome.details.title'] }),
      ).toBeVisible();
      await welcome.getByRole('button', { name: en['welcome.skip'] }).click();
      await expect(page).toHaveURL(/\/request-a-rider/);

      await page.reload();
      await expect(page).toHaveURL(/\/request-a-rider/);
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
      expect(stored.user.email).toBe(email);

      await logOut(page);
      await expect(page.getByText(en['auth.disconnected']!)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
      await saveScreenshot(page, testInfo, 'auth-disconnected');
    },
  );

  test('forgot password: a code by email, a new password, then sign in with it', async ({
    page,
    request,
  }, testInfo) => {
    const account = await registerVerifiedAccount(request, `forgot-${testInfo.project.name}`);
    await startIn(page, 'en');
    await page.addInitScript(() => window.localStorage.setItem('welcome_seen', '1'));
    await page.goto('/connect');
    await page.getByRole('link', { name: en['connect.forgot'] }).click();
    await expect(page.getByRole('heading', { level: 1, name: en['forgot.title'] })).toBeVisible();
    await field(page, en['forgot.email']!).fill(account.email);
    await page.getByRole('button', { name: en['forgot.send'] }).click();
    await expect(page.getByText(/It is valid for 10 minutes/)).toBeVisible();

    const code = /\b(\d{6})\b/.exec((await lastMailTo(request, account.email)).text)?.[1] ?? '';
    expect(code).toHaveLength(6);
    await page.getByLabel(en['forgot.code']!).first().click();
    await page.keyboard.type(code);
    await field(page, en['forgot.new-password']!).fill('Fresh-2027!');
    await field(page, en['forgot.repeat-password']!).fill('Fresh-2027!');
    await saveScreenshot(page, testInfo, 'auth-forgot-code');
    await page.getByRole('button', { name: en['forgot.submit'] }).click();

    await expect(page.getByText(en['connect.password-changed']!)).toBeVisible();
    await expect(field(page, en['connect.email']!)).toHaveValue(account.email);
    await field(page, en['connect.password']!).fill('Fresh-2027!');
    await page.getByRole('button', { name: en['connect.submit'], exact: true }).click();
    await expect(page).toHaveURL(/\/request-a-rider/);
  });

  test('a wrong password shows the translated failure and keeps the email', async ({
    page,
    request,
  }, testInfo) => {
    const account = await registerVerifiedAccount(request, `wrong-${testInfo.project.name}`);
    await startIn(page, 'el');
    await page.goto('/connect');
    await expect(
      page.getByRole('heading', { level: 1, name: el['connect.title'], exact: true }),
    ).toBeVisible();
    await field(page, el['connect.email']!).fill(account.email);
    await field(page, el['connect.password']!).fill('Not-The-Password1!');
    await page.getByRole('button', { name: el['connect.submit'], exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(el['auth.your-password-is-invalid']!);
    await expect(field(page, el['connect.email']!)).toHaveValue(account.email);
    await saveScreenshot(page, testInfo, 'auth-wrong-password-el');
  });

  test('a guest starts from the sign-in page while guest checkout is on', async ({
    page,
  }, testInfo) => {
    await startIn(page, 'en');
    await page.goto('/connect');
    await expect(page.getByRole('heading', { level: 1, name: en['connect.title'] })).toBeVisible();
    await saveScreenshot(page, testInfo, 'auth-connect');
    await page.getByRole('button', { name: en['connect.guest'] }).click();
    await expect(page).toHaveURL(/\/request-a-rider/);
    const guest = await page.evaluate(() => ({
      vendorId: localStorage.getItem('guest_vendor_id'),
      token: JSON.parse(localStorage.getItem('guest_token') ?? 'null'),
    }));
    expect(guest.vendorId).toMatch(/^G\d+$/);
    expect(typeof guest.token.exp).toBe('number');
    // The server knows the guest by that token.
    const answer = await page.evaluate(async (token) => {
      const res = await fetch('/api/v1/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      return res.status;
    }, guest.token.token as string);
    expect(answer).toBe(200);
  });

  test('an embedded token in local storage opens the portal in GODROID mode', async ({
    page,
  }, testInfo) => {
    const token = embeddedToken('V2000');
    await startIn(page, 'en');
    await page.addInitScript((value) => window.localStorage.setItem('godroid_token', value), token);
    // A protected page opens without signing in: the session is valid in GODROID mode (000 §4),
    // with the vendor of the token's restaurantId.
    await page.goto('/request-a-rider');
    await expect(page.getByText('Corner Café').filter({ visible: true }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/request-a-rider/);
    // The API accepts the tool's token for its restaurant.
    const status = await page.evaluate(async (value) => {
      const res = await fetch('/api/v1/logout', {
        method: 'POST',
        headers: { Authorization: `GoDroid ${value}`, 'Content-Type': 'application/json' },
        body: '{}',
      });
      return res.status;
    }, token);
    expect(status).toBe(200);
    await saveScreenshot(page, testInfo, 'auth-godroid');
  });

  test('a vendor tool hand-off that fails says so, in Arabic right to left', async ({
    page,
  }, testInfo) => {
    await startIn(page, 'ar');
    await page.goto('/odwp?token=not-a-token');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText(/not a JWT|Not a JWT/)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await saveScreenshot(page, testInfo, 'auth-handoff-failed-ar');
  });

  test(
    'the register page reads right to left in Arabic',
    { tag: '@phone' },
    async ({ page }, testInfo) => {
      await startIn(page, 'ar');
      await page.goto('/register');
      await expect(
        page.getByRole('heading', { level: 1, name: ar['register.title'] }),
      ).toBeVisible();
      await saveScreenshot(page, testInfo, 'auth-register-ar');
    },
  );
});
