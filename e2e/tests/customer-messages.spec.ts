import { readFileSync } from 'node:fs';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en, tr } from '../support/locales.ts';
import { createTestOutlet, uniqueCustomerName } from '../support/orders.ts';
import { pickAddress } from '../support/request-form.ts';

/** The text messages' texts of a language, as the server reads them. */
function smsTexts(language: string): Record<string, string> {
  return JSON.parse(
    readFileSync(
      new URL(`../../packages/i18n/locales/${language}/sms.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;
}

// Issue 21: the customer is texted the tracking link in the language the order names; the
// sandbox SMS provider keeps the message at /dev/messages, and the order's detail says what
// became of it. Each test works on a collection point and a phone number of its own.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

async function start(page: Page, language: string) {
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), language);
}

/** A Cypriot mobile number no other test uses. */
function uniquePhone(): string {
  return `99${String(Math.floor(Math.random() * 1_000_000)).padStart(6, '0')}`;
}

test(
  'the customer is texted the tracking link in the language chosen for them',
  { tag: '@phone' },
  async ({ page, request, browser }, testInfo) => {
    const session = await signIn(page, request, 'parent@demo.test');
    const outlet = await createTestOutlet(
      request,
      authorizationOf(session),
      'Messages test kitchen',
    );
    const phone = uniquePhone();
    await start(page, 'en');
    await page.goto(`/request-a-rider/${outlet}`);
    await expect(
      page.getByRole('heading', { level: 1, name: tr(en, 'request.title') }),
    ).toBeVisible({
      timeout: 60_000,
    });
    await pickAddress(page, tr(en, 'request.drop-off.address'), 'ledra', 'Ledra Street, Nicosia');
    await page.getByLabel(tr(en, 'request.customer.name')).fill(uniqueCustomerName('Layla'));
    await page.getByLabel(tr(en, 'request.customer.phone')).fill(phone);
    // The market's first language by default; Arabic chosen for this customer.
    const language = page.getByRole('textbox', { name: tr(en, 'request.customer.language') });
    await expect(language).toHaveValue('Ελληνικά');
    await language.click();
    await page
      .getByRole('listbox', { name: tr(en, 'request.customer.language') })
      .getByRole('option', { name: 'العربية' })
      .click();
    await expect(language).toHaveValue('العربية');
    // And by e-mail too.
    await page
      .getByLabel(tr(en, 'request.customer.email'))
      .fill(`layla-${testInfo.project.name}@customer.example`);
    await page.getByLabel(tr(en, 'request.details.description')).fill('Two souvlaki pitas');
    await page.getByLabel(tr(en, 'request.details.amount', { currency: 'EUR' })).fill('18.50');
    await saveScreenshot(page, testInfo, 'messages-request-language');
    await page
      .getByRole('complementary', { name: tr(en, 'request.summary.title') })
      .getByRole('button', { name: tr(en, 'request.submit.create') })
      .click();
    await expect(page).toHaveURL(
      new RegExp(`/order-tracking/${outlet}\\?order_id=${outlet}-\\d+$`),
    );
    const orderId = new URL(page.url()).searchParams.get('order_id')!;

    // The order's detail says the booking message was sent, by text and by e-mail.
    const section = page.getByRole('region', { name: tr(en, 'order-detail.section.messages') });
    const booked = section
      .getByRole('listitem')
      .filter({ hasText: tr(en, 'messages.step.placed') });
    await expect(booked).toHaveCount(2);
    await expect(
      booked.filter({ hasText: tr(en, 'notification-settings.channel.sms') }),
    ).toContainText(/Sent /);
    await expect(
      booked.filter({ hasText: tr(en, 'notification-settings.channel.email') }),
    ).toContainText(/Sent /);
    await section.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'messages-order-detail');

    // The sandbox kept it: in Arabic, with the link that opens the tracking page in Arabic.
    await page.goto('/dev/messages');
    await expect(
      page.getByRole('heading', { level: 1, name: tr(en, 'messages.title') }),
    ).toBeVisible();
    await page.getByLabel(tr(en, 'messages.filter')).fill(`+357${phone}`);
    // The placed step's message: the demo fleet may already have sent the order's next step.
    const item = page
      .getByRole('listitem')
      .filter({ hasText: tr(en, 'messages.order', { orderId }) })
      .filter({ hasText: `+357${phone}` })
      .filter({ hasText: tr(en, 'messages.step.placed') });
    await expect(item).toHaveCount(1);
    const link = item.getByRole('link');
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`/tracking/${orderId}\\?t=[\\w-]+&lang=ar$`),
    );
    // The Arabic text as the catalogue has it (its words between the shop's name and the link).
    const arabic = smsTexts('ar')
      .placed!.split(/\{\{\w+\}\}/)
      .map((part) => part.trim());
    for (const part of arabic.filter(Boolean)) await expect(item).toContainText(part);
    await saveScreenshot(page, testInfo, 'messages-outbox');

    // Opened on the customer's own phone (no language saved there): the page is in Arabic.
    const href = new URL((await link.getAttribute('href'))!);
    const customer = await browser.newPage({
      locale: 'el-CY',
      viewport: { width: 390, height: 844 },
    });
    await customer.goto(`${href.pathname}${href.search}`);
    await expect(customer.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(customer.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(customer.getByRole('heading', { level: 1 })).toBeVisible();
    await saveScreenshot(customer, testInfo, 'messages-tracking-in-arabic');
    await customer.close();
  },
);

test(
  'the test messages page in Arabic, right to left',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    await signIn(page, request, 'parent@demo.test');
    await start(page, 'ar');
    await page.goto('/dev/messages');
    await expect(
      page.getByRole('heading', { level: 1, name: tr(ar, 'messages.title') }),
    ).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await saveScreenshot(page, testInfo, 'messages-outbox-ar');
  },
);
