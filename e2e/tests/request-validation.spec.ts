import { expect as baseExpect, test } from '@playwright/test';
import { authorizationOf, signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en, tr } from '../support/locales.ts';
import { createTestOutlet, uniqueCustomerName } from '../support/orders.ts';
import { pickAddress } from '../support/request-form.ts';
import { DESCRIPTION_MAX_CHARS } from '@rider-portal/domain/constants';

// A failed submit takes the user to the first field to fix (focused, in view),
// says why a name is refused (digits), stops the description at 200 characters, and asks to
// confirm a cash amount far above the usual (CY: 1,000 EUR) before the rider is requested.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

for (const [language, texts] of [
  ['en', en],
  ['ar', ar],
] as const) {
  test(
    `a refused request leads to the field to fix (${language})`,
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const session = await signIn(page, request, 'parent@demo.test');
      const outlet = await createTestOutlet(
        request,
        authorizationOf(session),
        'E2E Checks Kitchen',
      );
      await page.addInitScript((value) => window.localStorage.setItem('locale', value), language);
      await page.goto(`/request-a-rider/${outlet}`);
      await expect(
        page.getByRole('heading', { level: 1, name: tr(texts, 'request.title') }),
      ).toBeVisible({ timeout: 60_000 });
      const summary = page.getByRole('complementary', { name: tr(texts, 'request.summary.title') });
      const submit = summary.getByRole('button', { name: tr(texts, 'request.submit.create') });
      await pickAddress(
        page,
        tr(texts, 'request.drop-off.address'),
        'ledra',
        'Ledra Street, Nicosia',
      );
      await expect(
        summary.getByTestId(`summary-${tr(texts, 'request.summary.fee')}`),
      ).toContainText('4');

      // The description stops at its limit; the counter says so.
      const description = page.getByLabel(tr(texts, 'request.details.description'));
      await description.fill('x'.repeat(DESCRIPTION_MAX_CHARS + 40));
      await expect(description).toHaveValue('x'.repeat(DESCRIPTION_MAX_CHARS));
      await expect(
        page.getByText(tr(texts, 'request.details.characters-left', { count: 0 })),
      ).toBeVisible();
      await description.fill('Two souvlaki pitas');

      // A name with digits: the submit goes to the name, which says why.
      const name = page.getByLabel(tr(texts, 'request.customer.name'));
      await name.fill('Maria 2');
      await page.getByLabel(tr(texts, 'request.customer.phone')).fill('99123456');
      const amount = page.getByLabel(tr(texts, 'request.details.amount', { currency: 'EUR' }));
      await amount.fill('18.50');
      await submit.click();
      await expect(name).toBeFocused();
      await expect(name).toBeInViewport();
      await expect(
        page
          .getByTestId('customer-section')
          .getByText(tr(texts, 'validation.customer-name-invalid')),
      ).toBeVisible();
      await saveScreenshot(page, testInfo, `request-invalid-name-${language}`);

      // A cash amount far above the usual asks to be confirmed, and the submit goes to the box.
      await name.fill(uniqueCustomerName('Maria'));
      await amount.fill('1500');
      const unusual = page.getByRole('alert').filter({
        hasText: tr(texts, 'request.details.cash-unusual-title'),
      });
      await expect(unusual).toBeVisible();
      await submit.click();
      const confirm = page.getByRole('checkbox', {
        name: tr(texts, 'request.details.cash-unusual-confirm'),
      });
      await expect(confirm).toBeFocused();
      await expect(confirm).toBeInViewport();
      await expect(unusual.getByText(tr(texts, 'request.details.confirm-required'))).toBeVisible();
      await saveScreenshot(page, testInfo, `request-unusual-cash-${language}`);

      // Confirmed, the rider is requested.
      await confirm.check();
      await submit.click();
      await expect(page).toHaveURL(new RegExp(`/order-tracking/${outlet}\\?order_id=`));
    },
  );
}
