import { expect as baseExpect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, el, en, tr, startIn } from '../support/locales.ts';
import {
  createTestOutlet,
  demoParentAuthorization,
  getOrder,
  placeOrder,
  uniqueCustomerName,
} from '../support/orders.ts';

// The tracking screen follows orders live. The e2e server runs the rider-fleet simulator
// at SIM_SPEED=20, so an order is assigned within seconds and delivered within about a minute.
// Each test places its orders on a collection point of its own.

// The machine may be busy (two workers, a server and a simulator): waits are generous.
const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * Records, inside the page (so a busy machine misses nothing), every tracking message the open
 * order shows and every place the rider marker takes relative to the collection point's pin.
 */
async function recordJourney(page: Page) {
  await page.evaluate(() => {
    const journey = { messages: [] as string[], riderOffsets: [] as string[] };
    (window as unknown as { __journey: typeof journey }).__journey = journey;
    setInterval(() => {
      const text = document.querySelector('[data-testid="tracking-message"]')?.textContent ?? '';
      if (text && journey.messages[journey.messages.length - 1] !== text) {
        journey.messages.push(text);
      }
      const rider = document.querySelector('[data-kind="rider"]')?.getBoundingClientRect();
      const pickup = document.querySelector('[data-kind="pickup"]')?.getBoundingClientRect();
      if (rider && pickup && rider.width > 0 && pickup.width > 0) {
        const offset = `${Math.round(rider.x - pickup.x)},${Math.round(rider.y - pickup.y)}`;
        if (!journey.riderOffsets.includes(offset)) journey.riderOffsets.push(offset);
      }
    }, 50);
  });
}

const journeyOf = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __journey: { messages: string[]; riderOffsets: string[] } })
        .__journey,
  );

function groupSection(page: Page, label: string) {
  return page.getByRole('region', { name: label, exact: true });
}

test.describe('order tracking', () => {
  test(
    'follows a placed order through assignment, pickup and delivery without a reload',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      test.setTimeout(180_000);
      const authorization = await demoParentAuthorization(request);
      // The simulator's riders stand around central Nicosia and wait where they finished: riders of
      // other tests (a returned parcel ends at their collection point) may stand at the default
      // test outlet, and would reach it at once. This kitchen is out of town, one per project, more
      // than the dispatch radius from everyone, so its rider always rides to it first.
      const outOfTown =
        testInfo.project.name === 'phone' ? { lat: 35.1, lng: 33.5 } : { lat: 35.06, lng: 33.2 };
      const outlet = await createTestOutlet(request, authorization, 'E2E Live Kitchen', outOfTown);
      await startIn(page, 'en');
      await signIn(page, request, 'parent@demo.test');
      let loads = 0;
      page.on('load', () => (loads += 1));
      await page.goto(`/order-tracking/${outlet}`);
      await expect(
        page.getByRole('heading', { name: tr(en, 'tracking.empty.title') }),
      ).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: tr(en, 'tracking.live.connected') }),
      ).toBeVisible();

      // The order is placed while the screen is open: it arrives in the list by itself.
      const customer = uniqueCustomerName('Eleni');
      const orderId = await placeOrder(request, authorization, outlet, {
        customerName: customer,
        meters: 3000,
      });
      await page.getByRole('button', { name: new RegExp(customer) }).click();
      await expect(page).toHaveURL(new RegExp(`order_id=${orderId}`));
      await recordJourney(page);

      // Assignment: a rider comes, shown on the map, moving towards the collection point.
      const map = page.getByRole('region', { name: `Map of order ${orderId}` });
      await expect(map.locator('[data-kind="rider"]')).toBeVisible({ timeout: 45_000 });
      await expect
        .poll(async () => (await journeyOf(page)).riderOffsets.length, { timeout: 45_000 })
        .toBeGreaterThan(2);
      await saveScreenshot(page, testInfo, 'tracking-live-en');

      // Pickup, then the delivery, every change on the same page. The simulator returns about one
      // parcel in fifty to the vendor instead of delivering it: that ends the journey too.
      const finalMessages = [
        tr(en, 'tracking.message.delivered'),
        tr(en, 'tracking.message.returned'),
      ];
      await expect(page.getByTestId('tracking-message')).toHaveText(
        new RegExp(finalMessages.join('|')),
        { timeout: 120_000 },
      );
      const { messages } = await journeyOf(page);
      const journey = [
        tr(en, 'tracking.message.to-collection'),
        tr(en, 'tracking.message.collected'),
        messages.includes(tr(en, 'tracking.message.returned'))
          ? tr(en, 'tracking.message.returned')
          : tr(en, 'tracking.message.delivered'),
      ].map((m) => messages.indexOf(m));
      expect(
        journey.every((i) => i >= 0),
        messages.join(' → '),
      ).toBe(true);
      expect([...journey].sort((a, b) => a - b)).toEqual(journey);
      await expect(page.getByTestId('tracking-eta')).toHaveCount(0);
      await saveScreenshot(page, testInfo, 'tracking-delivered-en');

      if (testInfo.project.name === 'phone') {
        await page.getByRole('button', { name: tr(en, 'order-detail.back') }).click();
      }
      await expect(
        groupSection(page, tr(en, 'tracking.group.delivered')).getByRole('button', {
          name: new RegExp(customer),
        }),
      ).toBeVisible();
      expect(loads).toBe(1);
    },
  );

  test('cancels a scheduled order with a reason', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const authorization = await demoParentAuthorization(request);
    const outlet = await createTestOutlet(request, authorization, 'E2E Cancel Kitchen');
    const customer = uniqueCustomerName('Andreas');
    const tomorrow = Math.floor((Date.now() + 26 * 3_600_000) / 900_000) * 900;
    const orderId = await placeOrder(request, authorization, outlet, {
      customerName: customer,
      preorderedFor: tomorrow,
    });
    await startIn(page, 'el');
    await signIn(page, request, 'parent@demo.test');
    await page.goto(`/order-tracking/${outlet}`);

    const scheduled = groupSection(page, tr(el, 'tracking.group.scheduled'));
    await scheduled.getByRole('button', { name: new RegExp(customer) }).click();
    await expect(page).toHaveURL(new RegExp(`order_id=${orderId}`));
    await expect(page.getByTestId('map-hidden')).toContainText(
      tr(el, 'tracking.map.scheduled.title'),
    );
    // The logistics side acknowledges the pre-order at once: received, and cancellable.
    await page.getByRole('button', { name: tr(el, 'order-detail.cancel.button') }).click();

    const dialog = page.getByRole('dialog', {
      name: tr(el, 'order-detail.cancel.title', { orderId }),
    });
    const confirm = dialog.getByRole('button', { name: tr(el, 'order-detail.cancel.confirm') });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('radio', { name: tr(el, 'cancel.reason.duplicate-order') }).check();
    await saveScreenshot(page, testInfo, 'tracking-cancel-dialog-el');
    await confirm.click();

    await expect(page.getByText(tr(el, 'order.attempt-cancel'))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('tracking-message')).toHaveText(
      tr(el, 'tracking.message.cancelled'),
    );
    await expect(page.getByText(tr(el, 'cancel.reason.duplicate-order'))).toBeVisible();
    await expect(
      page.getByRole('button', { name: tr(el, 'order-detail.cancel.button') }),
    ).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'tracking-cancelled-el');
    expect(await getOrder(request, authorization, orderId)).toMatchObject({
      status: 'CANCELLED',
      cancel_reason: 'DUPLICATE_ORDER',
    });

    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: tr(el, 'order-detail.back') }).click();
    }
    await expect(
      groupSection(page, tr(el, 'tracking.group.cancelled')).getByRole('button', {
        name: new RegExp(customer),
      }),
    ).toBeVisible();
  });

  test(
    'reads right to left in Arabic while the map stays as it is',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      test.setTimeout(120_000);
      const authorization = await demoParentAuthorization(request);
      const outlet = await createTestOutlet(request, authorization, 'E2E RTL Kitchen');
      await placeOrder(request, authorization, outlet, {
        customerName: uniqueCustomerName('Sara'),
      });
      await startIn(page, 'ar');
      await signIn(page, request, 'parent@demo.test');
      await page.goto(`/order-tracking/${outlet}`);
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(
        page.getByRole('status').filter({ hasText: tr(ar, 'tracking.live.connected') }),
      ).toBeVisible();

      const customer = uniqueCustomerName('Omar');
      const orderId = await placeOrder(request, authorization, outlet, {
        customerName: customer,
        meters: 4000,
      });
      await page.getByRole('button', { name: new RegExp(customer) }).click();
      const map = page.getByRole('region', {
        name: tr(ar, 'tracking.map.label', { orderId }),
      });
      await expect(map.locator('[data-kind="rider"]')).toBeVisible({ timeout: 45_000 });
      await expect(map).toHaveAttribute('dir', 'ltr');
      await expect(
        page.getByRole('heading', { name: tr(ar, 'order-detail.section.rider') }),
      ).toBeVisible();
      await saveScreenshot(page, testInfo, 'tracking-ar');
    },
  );

  test("shows nothing of another vendor's orders", async ({ page, request }) => {
    const authorization = await demoParentAuthorization(request);
    const outlet = await createTestOutlet(request, authorization, 'E2E Private Kitchen');
    const customer = uniqueCustomerName('Maria');
    const orderId = await placeOrder(request, authorization, outlet, { customerName: customer });
    await startIn(page, 'en');
    await signIn(page, request, 'single@demo.test');
    await page.goto(`/order-tracking/${outlet}?order_id=${orderId}`);

    await expect(page.getByText(tr(en, 'orders.current-load-failed'))).toBeVisible();
    await expect(page.getByText(tr(en, 'order-detail.not-found'))).toBeVisible();
    await expect(page.getByText(customer)).toHaveCount(0);
  });
});
