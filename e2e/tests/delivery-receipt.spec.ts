import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en, tr, startIn } from '../support/locales.ts';
import {
  createTestOutlet,
  demoParentAuthorization,
  getOrder,
  placeOrder,
  uniqueCustomerName,
} from '../support/orders.ts';

// The receipt of a delivered order shows its proof photos. The rider-fleet
// simulator (SIM_SPEED=20) attaches a pickup and a delivery photo to every order it delivers.

const expect = baseExpect.configure({ timeout: 30_000 });

/**
 * An order of `outlet` the simulator has delivered. It returns about one parcel in fifty to the
 * collection point instead (no receipt then): another order is placed until one is delivered.
 */
async function deliveredOrder(
  request: APIRequestContext,
  authorization: string,
  outlet: string,
): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const orderId = await placeOrder(request, authorization, outlet, {
      customerName: uniqueCustomerName('Sofia'),
      meters: 800,
    });
    let status = '';
    await expect
      .poll(
        async () => {
          status = (await getOrder(request, authorization, orderId)).status;
          return status === 'DELIVERED' || status === 'RETURNED_TO_VENDOR';
        },
        { timeout: 120_000, intervals: [1000] },
      )
      .toBe(true);
    if (status === 'DELIVERED') return orderId;
  }
  throw new Error('the simulator returned three parcels in a row');
}

/** Waits until an image has been fetched and decoded (a broken image has no natural width). */
async function expectLoaded(page: Page, name: string) {
  const image = page.getByRole('img', { name, exact: true });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((node: HTMLImageElement) => node.complete && node.naturalWidth))
    .toBeGreaterThan(0);
}

test.describe('the delivery receipt', () => {
  test(
    'shows the proof photos of a delivered order, in English and Arabic',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      test.setTimeout(240_000);
      const authorization = await demoParentAuthorization(request);
      const outlet = await createTestOutlet(request, authorization, 'E2E Receipt Kitchen');
      const orderId = await deliveredOrder(request, authorization, outlet);
      const proofRequests: { url: string; status: number }[] = [];
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (pathname.startsWith('/api/') && pathname.includes('proof')) {
          proofRequests.push({ url: response.url(), status: response.status() });
        }
      });

      await startIn(page, 'en');
      await signIn(page, request, 'parent@demo.test');
      await page.goto(`/delivery-receipt/${orderId}`);
      await expect(page.getByRole('heading', { name: tr(en, 'receipt.proofs') })).toBeVisible({
        timeout: 90_000,
      });
      await expectLoaded(page, tr(en, 'receipt.proof.pickup'));
      await expectLoaded(page, tr(en, 'receipt.proof.delivery'));
      // One call for the order detail and the receipt: GET /order/proof, every one answered.
      expect(proofRequests.length).toBeGreaterThan(0);
      for (const { url, status } of proofRequests) {
        expect(new URL(url).pathname).toBe('/api/v1/order/proof');
        expect(status).toBe(200);
      }
      await page
        .getByRole('img', { name: tr(en, 'receipt.proof.delivery') })
        .scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, 'receipt-proofs-en');

      // The same signed-in browser, in Arabic (a page of its own: the first one starts in English).
      const arabic = await page.context().newPage();
      await startIn(arabic, 'ar');
      await arabic.goto(`/delivery-receipt/${orderId}`);
      await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
      await expectLoaded(arabic, tr(ar, 'receipt.proof.pickup'));
      await expectLoaded(arabic, tr(ar, 'receipt.proof.delivery'));
      await arabic
        .getByRole('img', { name: tr(ar, 'receipt.proof.delivery') })
        .scrollIntoViewIfNeeded();
      await saveScreenshot(arabic, testInfo, 'receipt-proofs-ar');
    },
  );
});
