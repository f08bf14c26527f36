import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en, tr, startIn } from '../support/locales.ts';
import { runOperatorCommand } from '../support/operator.ts';
import {
  createTestOutlet,
  demoParentAuthorization,
  placeOrder,
  uniqueCustomerName,
} from '../support/orders.ts';

// During planned maintenance the orders it says are still being delivered can
// be followed (order tracking, the public page), while new requests, bulk orders and changes wait.
// The flag is turned on for the test's own collection point only: other tests go on as usual.

const expect = baseExpect.configure({ timeout: 30_000 });

async function trackingUrlOf(request: APIRequestContext, authorization: string, orderId: string) {
  const vendorId = orderId.slice(0, orderId.lastIndexOf('-'));
  const res = await request.get('/api/v1/order/tracking-link', {
    headers: { authorization },
    params: { vendorId, orderId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()).result as { tracking_url: string }).tracking_url;
}

for (const [language, texts] of [
  ['en', en],
  ['ar', ar],
] as const) {
  test(
    `planned maintenance keeps orders readable and pauses new requests (${language})`,
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      test.setTimeout(150_000);
      const authorization = await demoParentAuthorization(request);
      const outlet = await createTestOutlet(request, authorization, 'E2E Maintenance Kitchen');
      const orderId = await placeOrder(request, authorization, outlet, {
        customerName: uniqueCustomerName('Irini'),
      });
      const trackingUrl = await trackingUrlOf(request, authorization, orderId);
      await runOperatorCommand(request, [
        'flag:set',
        'planned-maintenance',
        'on',
        '--vendor',
        outlet,
      ]);
      try {
        await startIn(page, language);
        await signIn(page, request, 'parent@demo.test');

        // The order is followed as usual, under a banner that says what waits.
        // (Once, in a fresh CI run, the desktop page showed no banner within 90 s although its
        // branch was this outlet: the page is opened again until it does, and the flake is noted.)
        await expect(async () => {
          await page.goto(`/order-tracking/${outlet}?order_id=${orderId}`);
          await expect(page.getByTestId('maintenance-banner')).toContainText(
            tr(texts, 'maintenance.banner'),
            { timeout: 20_000 },
          );
        }).toPass({ timeout: 100_000 });
        await expect(page).toHaveURL(new RegExp(`/order-tracking/${outlet}`));
        await expect(page.getByTestId('tracking-message')).toBeVisible();
        await saveScreenshot(page, testInfo, `maintenance-tracking-${language}`);

        // Requesting a rider (and bulk) leads to the maintenance page, which leads back to orders.
        await page.goto(`/request-a-rider/${outlet}`);
        await expect(page).toHaveURL(/\/maintenance$/);
        await expect(
          page.getByRole('heading', { name: tr(texts, 'maintenance.planned.title') }),
        ).toBeVisible();
        await expect(page.getByText(tr(texts, 'maintenance.planned.read-only'))).toBeVisible();
        await saveScreenshot(page, testInfo, `maintenance-page-${language}`);
        await page.getByRole('link', { name: tr(texts, 'maintenance.follow-orders') }).click();
        await expect(page).toHaveURL(/\/order-tracking/);
        await page.goto(`/bulk-order/${outlet}`);
        await expect(page).toHaveURL(/\/maintenance$/);

        // The server refuses a new request for the outlet, whatever the screen.
        const fee = await request.post('/api/v1/delivery/fee', {
          headers: { authorization },
          data: {
            destination: { lat: 35.1906, lng: 33.3873 },
            vendor_id: outlet,
            delivery_type: 'food',
          },
        });
        expect(fee.status(), await fee.text()).toBe(200);
        const quote = (await fee.json()).result as {
          fee: number;
          expires_at: string;
          signature: string;
        };
        const refused = await request.post('/api/v1/order', {
          headers: { authorization },
          data: {
            vendor_id: outlet,
            destinationName: uniqueCustomerName('Kostas'),
            destinationPhoneNumber: '+35799123456',
            orderDescription: 'Two lunch boxes',
            destinationTextAddress: 'Stasikratous 12, Nicosia',
            destinationLatitude: 35.1906,
            destinationLongitude: 33.3873,
            orderAmount: 2450,
            paymentMethod: 'CASH_ON_DELIVERY',
            delivery_fee: {
              fee: quote.fee,
              expires_at: quote.expires_at,
              signature: quote.signature,
            },
          },
        });
        expect(refused.status()).toBe(503);
        expect((await refused.json()).meta.translation_key).toBe('error.maintenance');

        // The receiver's public page stays readable.
        const receiver = await page.context().browser()!.newPage();
        await receiver.addInitScript(
          (value) => window.localStorage.setItem('locale', value),
          language,
        );
        await receiver.goto(trackingUrl);
        await expect(receiver.getByTestId('tracking-message')).toBeVisible({ timeout: 90_000 });
        await receiver.close();
      } finally {
        await runOperatorCommand(request, [
          'flag:set',
          'planned-maintenance',
          'default',
          '--vendor',
          outlet,
        ]);
      }
    },
  );
}
