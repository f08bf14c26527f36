import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authorizationOf, signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, el, en, startIn } from '../support/locales.ts';
import { runOperatorCommand } from '../support/operator.ts';

// The portal's frame (top bar, drawer, branch selector) and collection points, on the
// demo data: parent@demo.test owns V1000 with outlets V1001-V1003; single@demo.test owns V2000.

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 992;

/** Opens the branch list: the selector's popover on a desktop, the drawer on a phone. */
async function openBranches(page: Page, texts: Record<string, string> = en) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: texts['nav.menu'], exact: true }).click();
  } else {
    await page.getByRole('button', { name: /^(Branch|Κατάστημα|الفرع)/ }).click();
  }
  const branches = page.getByRole('radiogroup', { name: texts['vendors.branches'] });
  await expect(branches).toBeVisible();
  return branches;
}

/** A collection point added under the demo parent through the API, unique to the test. */
async function seedOutlet(request: APIRequestContext, authorization: string, name: string) {
  const res = await request.post('/api/v1/outlet', {
    headers: { authorization },
    data: {
      parent_vendor_id: 'V1000',
      client_vendor_id: `E2E-${Date.now()}-${Math.random().toString(36).slice(2, 6)}`,
      name,
      phone_number: '+35799111222',
      address: 'Ledras 100, Nicosia',
      latitude: 35.1731,
      longitude: 33.3614,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).result as { vendor_id: string };
}

test.describe('vendors and the portal frame', () => {
  // Many steps each, on a machine shared with other suites: more time than the default.
  test.describe.configure({ timeout: 120_000 });

  test(
    'a parent user switches branch and includes all outlets',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      await startIn(page, 'en');
      await signIn(page, request, 'parent@demo.test');
      await page.goto('/history/V1000');

      let branches = await openBranches(page);
      await expect(branches.getByRole('radio', { name: /Demo Kitchen Group/ })).toBeChecked();
      await expect(branches.getByRole('radio', { name: /Demo Kitchen Centre/ })).toBeVisible();
      await expect(branches.getByRole('radio', { name: /Demo Kitchen Pop-up/ })).toBeVisible();
      // Outlets of the parent carry an edit button; the parent itself does not.
      await expect(
        page.getByRole('button', { name: 'Edit Demo Kitchen Centre', exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Edit Demo Kitchen Group' })).toHaveCount(0);
      const outlets = page.getByRole('switch', { name: en['vendors.include-all-outlets'] });
      await expect(outlets).toBeEnabled();
      await expect(outlets).not.toBeChecked();
      await saveScreenshot(page, testInfo, 'vendors-branch-list');

      // Choosing an outlet moves the page to it, and the switch is then disabled.
      await branches.getByRole('radio', { name: /Demo Kitchen Centre/ }).click();
      await expect(page).toHaveURL(/\/history\/V1001$/);
      if (isPhone(page)) {
        await expect(
          page.getByRole('banner').getByText('Demo Kitchen Centre').filter({ visible: true }),
        ).toBeVisible();
      } else {
        await expect(
          page.getByRole('button', { name: /^Branch: Demo Kitchen Centre/ }),
        ).toBeVisible();
      }
      branches = await openBranches(page);
      await expect(outlets).toBeDisabled();

      await branches.getByRole('radio', { name: /Demo Kitchen Group/ }).click();
      await expect(page).toHaveURL(/\/history\/V1000$/);
      await openBranches(page);
      await page.getByText(en['vendors.include-all-outlets']!, { exact: true }).click();
      await expect(outlets).toBeChecked();
      await expect(page.getByText(en['vendors.include-all-outlets.on']!)).toBeVisible();
      await saveScreenshot(page, testInfo, 'vendors-all-outlets-on');

      // The choice persists, and the switch cannot change on the request page.
      await page.goto('/request-a-rider');
      await openBranches(page);
      await expect(outlets).toBeChecked();
      await expect(outlets).toBeDisabled();

      // Without a vendor in the path, a branch change still leaves the old filters behind. (On a
      // phone an open order is a screen of its own over the top bar: its back button comes first.)
      if (!isPhone(page)) {
        await page.goto('/order-tracking?order_id=V1000-1');
        branches = await openBranches(page);
        await branches.getByRole('radio', { name: /Demo Kitchen Centre/ }).click();
        await expect(page).toHaveURL(/\/order-tracking(\/V1001)?$/);
      }
    },
  );

  test('a single-outlet user sees their vendor and no switch', async ({
    page,
    request,
  }, testInfo) => {
    await startIn(page, 'en');
    await signIn(page, request, 'single@demo.test');
    await page.goto('/order-tracking');
    const branches = await openBranches(page);
    await expect(branches.getByRole('radio')).toHaveCount(1);
    await expect(branches.getByRole('radio', { name: /Corner Café/ })).toBeChecked();
    await expect(page.getByRole('switch', { name: en['vendors.include-all-outlets'] })).toHaveCount(
      0,
    );
    await expect(
      page.getByRole('button', { name: en['vendors.add-collection-point'] }),
    ).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'vendors-single');
  });

  test(
    'a parent user adds a collection point, seeing the validation messages in order first',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      await startIn(page, 'en');
      await signIn(page, request, 'parent@demo.test');
      await page.goto('/order-tracking/V1000');
      await openBranches(page);
      await page.getByRole('button', { name: en['vendors.add-collection-point'] }).click();
      const dialog = page.getByRole('dialog', { name: en['collection-point.add.title'] });
      // The dialog's code (map, form rules) is its own chunk.
      await expect(dialog).toBeVisible({ timeout: 30_000 });

      await dialog.getByRole('textbox', { name: 'Owner email 1' }).fill('not-an-email');
      await dialog.getByRole('button', { name: en['collection-point.save'] }).click();
      const messages = dialog.locator('.mantine-InputWrapper-error');
      await expect(messages).toHaveText([
        en['validation.collection-point-id-required']!,
        en['validation.label-required']!,
        en['validation.phone-number-required']!,
        en['validation.pickup-address-required']!,
        en['validation.email-invalid']!,
      ]);
      await saveScreenshot(page, testInfo, 'vendors-dialog-errors');

      const label = `Kiosk ${testInfo.project.name} ${Date.now()}`;
      await dialog
        .getByRole('textbox', { name: en['collection-point.client-id'] })
        .fill(`KIOSK-${Date.now()}-${testInfo.project.name}`);
      await dialog.getByRole('textbox', { name: en['collection-point.name'] }).fill(label);
      const phone = dialog.getByRole('textbox', { name: en['collection-point.phone'] });
      await phone.fill('+357 99-123 456');
      await expect(phone).toHaveValue('+35799123456');
      await dialog
        .getByRole('textbox', { name: en['collection-point.address'] })
        .fill('Ledras 120, Nicosia');
      // Dropping the pin on the map gives the coordinates, with or without tiles.
      await dialog.getByRole('region', { name: en['collection-point.map'] }).click();
      await expect(dialog.locator('.leaflet-marker-icon')).toBeVisible();
      await dialog
        .getByRole('textbox', { name: 'Owner email 1' })
        .fill('kiosk.manager@example.com');
      await expect(messages).toHaveCount(0);
      await saveScreenshot(page, testInfo, 'vendors-dialog-filled');

      await dialog.getByRole('button', { name: en['collection-point.save'] }).click();
      await expect(page.getByText(en['outlet.saved']!)).toBeVisible();
      await expect(page.getByText(en['outlet.available-soon']!)).toBeVisible();
      await expect(dialog).toHaveCount(0);

      const branches = await openBranches(page);
      const added = branches.getByRole('radio', { name: new RegExp(label) });
      await expect(added).toBeVisible();
      await expect(branches.getByText(en['vendors.available-soon']!).first()).toBeVisible();
      await saveScreenshot(page, testInfo, 'vendors-added');
    },
  );

  test('a parent user edits a collection point; its ID stays locked', async ({
    page,
    request,
  }, testInfo) => {
    await startIn(page, 'en');
    const session = await signIn(page, request, 'parent@demo.test');
    const name = `Edit me ${testInfo.project.name} ${Date.now()}`;
    const outlet = await seedOutlet(request, authorizationOf(session), name);

    await page.goto('/order-tracking/V1000');
    await openBranches(page);
    await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en['collection-point.edit.title'] });
    await expect(
      dialog.getByRole('textbox', { name: en['collection-point.client-id'] }),
    ).toBeDisabled();
    const label = dialog.getByRole('textbox', { name: en['collection-point.name'] });
    await expect(label).toHaveValue(name);
    await expect(dialog.locator('.leaflet-marker-icon')).toBeVisible();
    await saveScreenshot(page, testInfo, 'vendors-dialog-edit');

    const renamed = `${name} (renamed)`;
    await label.fill(renamed);
    await dialog.getByRole('button', { name: en['collection-point.save'] }).click();
    await expect(page.getByText(en['outlet.saved']!)).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const branches = await openBranches(page);
    await expect(
      branches.getByRole('radio', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) }),
    ).toBeVisible();
    const saved = await request.get(`/api/v1/vendor/${outlet.vendor_id}`, {
      headers: { authorization: authorizationOf(session) },
    });
    expect((await saved.json()).result.vendor_information.name).toBe(renamed);
  });

  test('the frame reads in Greek', async ({ page, request }, testInfo) => {
    await startIn(page, 'el');
    await signIn(page, request, 'parent@demo.test');
    await page.goto('/order-tracking/V1000');
    // The long Greek tab labels fit beside the controls at 1,366 px (two lines if need be): none
    // is cut, and the tabs do not scroll.
    const nav = page.getByRole('navigation', { name: el['nav.main']! });
    await expect(nav.getByRole('link', { name: el['nav.request']! })).toBeVisible();
    const clipped = await nav.evaluate((element) => ({
      nav: element.scrollWidth > element.clientWidth,
      // Each tab and its label (the label clips what does not fit); a pixel of rounding is not a
      // cut letter.
      labels: Array.from(element.querySelectorAll('a'))
        .filter((link) =>
          [link, ...Array.from(link.querySelectorAll('span'))].some(
            (e) => e.scrollWidth > e.clientWidth + 1,
          ),
        )
        .map((link) => link.textContent),
    }));
    expect(clipped).toEqual({ nav: false, labels: [] });
    await openBranches(page, el);
    await expect(page.getByText(el['vendors.include-all-outlets']!)).toBeVisible();
    await saveScreenshot(page, testInfo, 'vendors-frame-el');
  });

  test(
    'the frame reads right to left in Arabic',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      await startIn(page, 'ar');
      await signIn(page, request, 'parent@demo.test');
      await page.goto('/order-tracking/V1000');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await openBranches(page, ar);
      await expect(page.getByText(ar['vendors.include-all-outlets']!)).toBeVisible();
      await saveScreenshot(page, testInfo, 'vendors-frame-ar');
    },
  );

  test('operators can warn of contact-centre delays; a user may close the notice', async ({
    page,
    request,
  }, testInfo) => {
    await startIn(page, 'en');
    const session = await signIn(page, request, 'parent@demo.test');
    const outlet = await seedOutlet(request, authorizationOf(session), 'E2E Banner Kitchen');
    // For this collection point only: the other tests' screens stay as they are.
    await runOperatorCommand(request, [
      'flag:set',
      'technical-problems-banner',
      'on',
      '--vendor',
      outlet.vendor_id,
    ]);
    await page.goto(`/history/${outlet.vendor_id}`);
    const banner = page.getByTestId('technical-problems-banner');
    await expect(banner).toContainText(en['app.technical-problems']!);
    await saveScreenshot(page, testInfo, 'technical-problems-banner');
    await banner.getByRole('button', { name: en['app.banner.close'] }).click();
    await expect(banner).toHaveCount(0);
    // Closed for the rest of the visit.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('technical-problems-banner')).toHaveCount(0);
    // Another branch, without the flag, never showed it.
    await page.evaluate(() => window.sessionStorage.clear());
    await page.goto('/history/V1000');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByTestId('technical-problems-banner')).toHaveCount(0);
  });
});
