import { expect as baseExpect, test, type Page, type TestInfo } from '@playwright/test';
import { authorizationOf, signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en, startIn, tr } from '../support/locales.ts';
import { createTestOutlet } from '../support/orders.ts';
import { NOTIFICATION_STEPS } from '@rider-portal/domain/notifications';

// Issue 21: the Customer messages screen, where a vendor chooses which text messages its
// customers get. Each test works on a collection point of its own under the demo brand V1000
// (parent@demo.test), so the phone and desktop runs never see each other's settings.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 120_000 });

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** Opens Customer messages from the account menu (the drawer on a phone). */
async function openFromMenu(page: Page, testInfo: TestInfo, texts: Record<string, string>) {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: texts['nav.menu'], exact: true }).click();
  } else {
    await page.getByRole('button', { name: texts['nav.account'] }).click();
  }
  await page.getByRole('link', { name: texts['nav.customer-messages'] }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: texts['notification-settings.title'] }),
  ).toBeVisible();
}

test(
  'a step turned off and saved stays off after a reload, until the outlet goes back to the default',
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const session = await signIn(page, request, 'parent@demo.test');
    const outlet = await createTestOutlet(
      request,
      authorizationOf(session),
      `Messages settings ${testInfo.project.name}`,
    );
    await startIn(page, 'en');
    await page.goto(`/order-tracking/${outlet}`);
    await openFromMenu(page, testInfo, en);
    await expect(page).toHaveURL(new RegExp(`/customer-messages/${outlet}$`));

    const source = page.getByRole('note');
    // Nothing of its own yet: it follows the brand, or the market's default.
    await expect(source).not.toContainText(tr(en, 'notification-settings.source.own'));
    const pickedUp = page.getByRole('checkbox', { name: tr(en, 'messages.step.picked-up') });
    await expect(pickedUp).toBeChecked();
    const save = page.getByRole('button', { name: tr(en, 'notification-settings.save') });
    await expect(save).toBeDisabled();
    await expect(page.getByTestId('message-example')).toContainText(
      'has booked a rider for your order',
    );
    await saveScreenshot(page, testInfo, 'notification-settings-en');

    await pickedUp.uncheck();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText(tr(en, 'notification-settings.saved'))).toBeVisible();
    await expect(source).toContainText(tr(en, 'notification-settings.source.own'));
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(source).toContainText(tr(en, 'notification-settings.source.own'));
    await expect(pickedUp).not.toBeChecked();
    await expect(
      page.getByRole('checkbox', { name: tr(en, 'messages.step.placed') }),
    ).toBeChecked();
    const reset = page.getByRole('button', { name: tr(en, 'notification-settings.reset') });
    await reset.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'notification-settings-en-own');

    // Back to the default asks once; then the outlet follows again and the step is on.
    await reset.click();
    const dialog = page.getByRole('dialog', { name: tr(en, 'notification-settings.reset.title') });
    await expect(dialog).toBeVisible();
    // Once its opening transition is over, so the screenshot shows what a person reads.
    await expect(dialog).toHaveCSS('opacity', '1');
    await saveScreenshot(page, testInfo, 'notification-settings-en-reset');
    await dialog.getByRole('button', { name: tr(en, 'notification-settings.reset') }).click();
    await expect(page.getByText(tr(en, 'notification-settings.reset.done'))).toBeVisible();
    await expect(source).not.toContainText(tr(en, 'notification-settings.source.own'));
    await expect(pickedUp).toBeChecked();
    await expect(reset).toBeHidden();
  },
);

test(
  "an outlet follows its brand's settings (in Arabic, right to left)",
  { tag: '@phone' },
  async ({ page, request }, testInfo) => {
    const session = await signIn(page, request, 'parent@demo.test');
    const authorization = authorizationOf(session);
    // The brand saves the settings in force as its own: nothing changes for the other tests.
    const brandPath = '/api/v1/vendor/V1000/notification-settings';
    const inForce = await request.get(brandPath, { headers: { authorization } });
    const brandSettings = ((await inForce.json()) as { result: { settings: { steps: string[] } } })
      .result.settings;
    const brandAnswer = await request.put(brandPath, {
      headers: { authorization },
      data: brandSettings,
    });
    expect(brandAnswer.status(), await brandAnswer.text()).toBe(200);
    const vendors = await request.get('/api/v1/vendors', { headers: { authorization } });
    const brandName = (
      (await vendors.json()) as {
        result: { vendors: { vendor_id: string; vendor_information: { name: string } }[] };
      }
    ).result.vendors.find((v) => v.vendor_id === 'V1000')!.vendor_information.name;
    const outlet = await createTestOutlet(
      request,
      authorization,
      `مطبخ الرسائل ${testInfo.project.name}`,
    );

    await startIn(page, 'ar');
    await page.goto(`/customer-messages/${outlet}`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(
      page.getByRole('heading', { level: 1, name: tr(ar, 'notification-settings.title') }),
    ).toBeVisible();
    await expect(page.getByRole('note')).toContainText(
      tr(ar, 'notification-settings.source.parent', { brand: brandName }),
    );
    // The brand's steps, each ticked or not as the brand has it.
    for (const step of NOTIFICATION_STEPS) {
      const box = page.getByRole('checkbox', { name: tr(ar, `messages.step.${step}`) });
      if (brandSettings.steps.includes(step)) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    }
    await expect(
      page.getByRole('button', { name: tr(ar, 'notification-settings.reset') }),
    ).toBeHidden();
    await saveScreenshot(page, testInfo, 'notification-settings-ar');
    await page
      .getByRole('button', { name: tr(ar, 'notification-settings.save') })
      .scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'notification-settings-ar-end');
  },
);
