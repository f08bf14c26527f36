import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { authorizationOf, signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import {
  demoParentAuthorization,
  placedOrderTrackingPath,
  placeOrder,
  uniqueCustomerName,
} from '../support/orders.ts';
import { ar, en, startIn } from '../support/locales.ts';

// What a restaurant met in its first hour: a session that ends sends the user to sign
// in (2), phone numbers in Arabic (3), history's today and search as you type (8), signing out
// and the account menu (10). parent@demo.test owns V1000 and its outlet V1001 in Cyprus.

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';
const FIRST_RENDER = { timeout: 90_000 };
/** The demo seed's customers (apps/server/src/seed/demo-orders.ts): no test places orders for them. */
const DEMO_CUSTOMER =
  /Maria Georgiou|Andreas Christou|Eleni Pavlou|Nikos Ioannou|Sofia Demetriou|Anna Michael|Omar Haddad|Priya Nair|Lucas Martin|Hana Sato/;

async function openTracking(page: Page) {
  await page.goto('/order-tracking/V1000');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_RENDER);
}

test.describe('the first hour', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a session ended elsewhere sends the user to sign in, with a word why', async ({
    page,
    request,
  }, testInfo) => {
    await startIn(page, 'en');
    const session = await signIn(page, request, 'parent@demo.test');
    await openTracking(page);
    // Signed out on another device: the server ends the session.
    const out = await request.post('/api/v1/logout', {
      headers: { authorization: authorizationOf(session) },
      data: {},
    });
    expect(out.status()).toBe(200);
    // The next call the page makes is refused: the page does not stay on "Try again".
    await page.goto('/history/V1000');
    await expect(page).toHaveURL(/\/(connect)?$/, { timeout: 30_000 });
    await expect(page.getByText(en['auth.session-ended']!)).toBeVisible();
    await saveScreenshot(page, testInfo, 'session-ended');
  });

  test(
    'signing out in one tab signs out the others, calmly',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      await startIn(page, 'en');
      await signIn(page, request, 'parent@demo.test');
      await openTracking(page);
      const other = await page.context().newPage();
      await openTracking(other);
      if (isPhone(testInfo)) {
        await other.getByRole('button', { name: en['nav.menu'], exact: true }).click();
        await other.getByRole('dialog').getByRole('button', { name: en['nav.logout'] }).click();
      } else {
        // The account menu says who and for which vendor, and signs out.
        await other.getByRole('button', { name: en['nav.account'] }).click();
        const menu = other.getByRole('dialog');
        await expect(menu.getByText('parent@demo.test')).toBeVisible();
        await expect(menu.getByText(en['nav.vendor']!)).toBeVisible();
        await saveScreenshot(other, testInfo, 'account-menu');
        await menu.getByRole('button', { name: en['nav.logout'] }).click();
      }
      const notice = other.getByText(en['auth.disconnected']!);
      await expect(notice).toBeVisible();
      // Not the brand's red, which is also the colour of errors.
      const colour = await other
        .locator('.mantine-Notification-root')
        .filter({ hasText: en['auth.disconnected']! })
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--notification-color'));
      expect(colour.trim()).toBe('#12b886'); // Mantine's teal
      await expect(notice).toHaveCount(0, { timeout: 10_000 });
      // The first tab follows, and its live channel closes with the session.
      await expect(page).toHaveURL(/\/(connect)?$/, { timeout: 30_000 });
      await saveScreenshot(other, testInfo, 'signed-out');
    },
  );

  test(
    'in Arabic a phone number reads left to right, its prefix beside it, not over it',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      await startIn(page, 'ar');
      await signIn(page, request, 'parent@demo.test');
      await page.goto('/request-a-rider/V1001');
      // The customer's fields open once the drop-off is chosen.
      const dropOff = page.getByRole('textbox', { name: ar['request.drop-off.address'] });
      await expect(dropOff).toBeVisible(FIRST_RENDER);
      await dropOff.fill('ledra');
      await page.getByRole('option', { name: 'Ledra Street, Nicosia' }).click();
      const phone = page.getByRole('textbox', { name: ar['request.customer.phone'] });
      await expect(phone).toBeVisible();
      await phone.fill('99123456');
      const prefix = page.getByText('+357', { exact: true }).first();
      const field = (await phone.boundingBox())!;
      const box = (await prefix.boundingBox())!;
      const padding = await phone.evaluate((el) => ({
        left: parseFloat(getComputedStyle(el).paddingLeft),
        direction: getComputedStyle(el).direction,
        align: getComputedStyle(el).textAlign,
      }));
      expect(padding.direction).toBe('ltr');
      expect(padding.align).toBe('left');
      // The prefix sits at the left of the field, and the digits begin after it.
      expect(box.x).toBeLessThan(field.x + field.width / 2);
      expect(box.x + box.width).toBeLessThanOrEqual(field.x + padding.left + 1);
      // The label still reads from the right.
      const label = (await page.getByText(ar['request.customer.phone']!).first().boundingBox())!;
      expect(label.x + label.width).toBeGreaterThan(field.x + field.width / 2);
      await phone.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await saveScreenshot(page, testInfo, 'phone-field-ar');
    },
  );

  test("history shows today's orders and searches as the user types", async ({
    page,
    request,
  }, testInfo) => {
    await startIn(page, 'en');
    await signIn(page, request, 'parent@demo.test');
    const authorization = await demoParentAuthorization(request);
    const name = `Today ${uniqueCustomerName('Tester')}`;
    await placeOrder(request, authorization, 'V1001', { customerName: name });
    await page.goto('/history/V1001?range=today&status=any');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_RENDER);
    const today = page
      .getByRole('radiogroup', { name: en['history.filter.range'] })
      .getByText(en['history.range.today']!, { exact: true });
    await expect(today).toBeVisible();
    await expect(page.getByText(name).first()).toBeVisible({ timeout: 30_000 });
    // Type, pause: the list answers without Enter.
    const search = page.getByRole('textbox', { name: en['history.search.label'] });
    await search.pressSequentially('Nobody Of That Name', { delay: 20 });
    await expect(page).toHaveURL(/q=Nobody/, { timeout: 5000 });
    await expect(page.getByText(en['history.empty.search']!)).toBeVisible();
    await search.fill('');
    await search.pressSequentially(name.slice(0, 11), { delay: 20 });
    await expect(page.getByText(name).first()).toBeVisible({ timeout: 10_000 });
    await saveScreenshot(page, testInfo, 'history-today');
  });

  test("right after the first start, History and Order tracking show the demo's own orders @phone", async ({
    page,
    request,
  }, testInfo) => {
    // Left to right on the desktop, right to left on the phone.
    const language = isPhone(testInfo) ? 'ar' : 'en';
    const texts = language === 'ar' ? ar : en;
    await startIn(page, language);
    await signIn(page, request, 'parent@demo.test');
    // Past orders of the seeded month (names only the demo uses), their statuses in words.
    await page.goto('/history/V1000');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_RENDER);
    await expect(page.getByText(DEMO_CUSTOMER).first()).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText(texts['order.status.delivered']!, { exact: true }).first(),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, `demo-history-${language}`);
    // Orders on their way, moved by the rider-fleet simulator.
    await openTracking(page);
    await expect(page.getByText(DEMO_CUSTOMER).first()).toBeVisible({ timeout: 30_000 });
    await saveScreenshot(page, testInfo, `demo-tracking-${language}`);
  });

  test.describe('in a browser that speaks English', () => {
    test.use({ locale: 'en-GB' });

    test(
      "the landing page and a receiver's tracking page open in the browser's language",
      { tag: '@phone' },
      async ({ page, request }, testInfo) => {
        await page.goto('/');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en', FIRST_RENDER);
        await expect(
          page.getByRole('heading', { level: 1, name: en['landing.hero.title'] }),
        ).toBeVisible();
        await saveScreenshot(page, testInfo, 'landing-browser-en');

        const { path } = await placedOrderTrackingPath(request);
        const receiver = await page.context().browser()!.newPage({ locale: 'en-US' });
        await receiver.goto(path);
        await expect(receiver.locator('html')).toHaveAttribute('lang', 'en', FIRST_RENDER);
        // A link that names the recipient's language opens in it.
        const greek = await page.context().browser()!.newPage({ locale: 'en-US' });
        await greek.goto(`${path}&lang=el`);
        await expect(greek.locator('html')).toHaveAttribute('lang', 'el', FIRST_RENDER);
        await saveScreenshot(receiver, testInfo, 'public-tracking-browser-en');
        await receiver.close();
        await greek.close();
      },
    );
  });

  test.describe('in a browser whose language the market does not offer', () => {
    test.use({ locale: 'fr-FR' });

    test("the landing page opens in the market's first language", async ({ page }) => {
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'el', FIRST_RENDER);
    });
  });

  test('a guest sends to a recipient, and the help page gives a support address', async ({
    page,
  }, testInfo) => {
    await startIn(page, 'en');
    await page.goto('/connect');
    await page.getByRole('button', { name: en['connect.guest'] }).click();
    await expect(page).toHaveURL(/\/request-a-rider/, FIRST_RENDER);
    await expect(
      page.getByRole('heading', { level: 2, name: en['request.recipient.title'] }),
    ).toBeVisible(FIRST_RENDER);
    await expect(
      page.getByRole('heading', { name: en['request.customer.title'], exact: true }),
    ).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'guest-recipient');

    await page.goto('/help/cy');
    await page.getByRole('button', { name: en['help.article.contact'] }).click();
    await expect(page.getByRole('link', { name: 'partners@foody.com.cy' })).toHaveAttribute(
      'href',
      'mailto:partners@foody.com.cy',
    );
    await saveScreenshot(page, testInfo, 'help-contact');
  });
});
