import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en, tr } from '../support/locales.ts';
import {
  createTestOutlet,
  demoParentAuthorization,
  placeOrder,
  uniqueCustomerName,
} from '../support/orders.ts';

// One presentation of an order's number (the full id, V1001-4, in the list as in
// the detail), group chips that filter the tracking list, and times on the market's clock: 24-hour
// in Cyprus, in English as in Arabic.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

/** HH:MM of a unix time on Cyprus's 24-hour clock, without a leading zero (as Intl writes it). */
function cyprusClock(seconds: number): string {
  const clock = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Nicosia',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(seconds * 1000);
  return clock.replace(/^0(\d)/, '$1');
}

const ARABIC_DIGITS = '٠١٢٣٤٥٦٧٨٩';
const latinDigits = (text: string) =>
  text.replace(/[٠-٩]/g, (digit) => String(ARABIC_DIGITS.indexOf(digit)));

function row(page: Page, customer: string) {
  return page.getByRole('button', { name: new RegExp(customer) });
}

for (const [language, texts] of [
  ['en', en],
  ['ar', ar],
] as const) {
  test(
    `the tracking list names orders by their full number, filters by group and keeps the market's clock (${language})`,
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const authorization = await demoParentAuthorization(request);
      const outlet = await createTestOutlet(request, authorization, 'E2E Glossary Kitchen');
      // Tomorrow, on a quarter hour: the simulator leaves a pre-order alone until then.
      const tomorrow = Math.floor((Date.now() + 26 * 3_600_000) / 900_000) * 900;
      const later = uniqueCustomerName('Anna');
      const now = uniqueCustomerName('Petros');
      const scheduledId = await placeOrder(request, authorization, outlet, {
        customerName: later,
        preorderedFor: tomorrow,
      });
      await placeOrder(request, authorization, outlet, { customerName: now });
      await page.addInitScript((value) => window.localStorage.setItem('locale', value), language);
      await signIn(page, request, 'parent@demo.test');
      await page.goto(`/order-tracking/${outlet}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({
        timeout: 90_000,
      });

      // The full number, as the detail, history and receipts write it.
      const scheduledRow = row(page, later);
      await expect(scheduledRow).toContainText(scheduledId);
      await expect(scheduledRow).not.toContainText('#');
      // The pre-order's time on Cyprus's 24-hour clock, whatever the language.
      const when = latinDigits((await scheduledRow.textContent()) ?? '');
      expect(when).toContain(cyprusClock(tomorrow));
      expect(when).not.toMatch(/\b(AM|PM|am|pm)\b|[صم]\s*$/);

      // The group chips filter the list, and say which one is on.
      const chips = page.getByRole('group', { name: tr(texts, 'tracking.groups.label') });
      const scheduledChip = chips.getByRole('button', {
        name: new RegExp(`^${tr(texts, 'tracking.group.scheduled')}`),
      });
      await expect(scheduledChip).toHaveAttribute('aria-pressed', 'false');
      await scheduledChip.click();
      await expect(scheduledChip).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/[?&]group=scheduled/);
      await expect(row(page, later)).toBeVisible();
      await expect(row(page, now)).toHaveCount(0);
      await saveScreenshot(page, testInfo, `tracking-group-filter-${language}`);
      await scheduledChip.click();
      await expect(row(page, now)).toBeVisible();
      await expect(page).not.toHaveURL(/group=/);

      // The order's own page: the same number.
      await row(page, later).click();
      await expect(
        page.getByRole('heading', {
          name: tr(texts, 'order-detail.title', { orderId: scheduledId }),
        }),
      ).toBeVisible();
      await saveScreenshot(page, testInfo, `tracking-full-number-${language}`);
    },
  );
}
