import {
  expect as baseExpect,
  test,
  type APIRequestContext,
  type Browser,
  type Page,
} from '@playwright/test';
import { signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en, tr } from '../support/locales.ts';
import {
  createTestOutlet,
  demoParentAuthorization,
  placeOrder,
  uniqueCustomerName,
} from '../support/orders.ts';

// The public tracking pages (001 §2 /tracking/{orderID}, /tracking-c2c/{orderID}): opened from a
// signed link in a browser that has never signed in. The e2e server runs the rider-fleet
// simulator at SIM_SPEED=20, so a rider comes within seconds.

const expect = baseExpect.configure({ timeout: 30_000 });

type TLinks = { tracking_url: string; c2c_tracking_url: string | null };

async function linksOf(
  request: APIRequestContext,
  authorization: string,
  orderId: string,
): Promise<TLinks> {
  const vendorId = orderId.slice(0, orderId.lastIndexOf('-'));
  const res = await request.get('/api/v1/order/tracking-link', {
    headers: { authorization },
    params: { vendorId, orderId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result as TLinks;
}

/** A page in a fresh browser context: no session, no stored language unless given. */
async function signedOutPage(browser: Browser, language: string, isPhone: boolean): Promise<Page> {
  const context = await browser.newContext({
    viewport: isPhone ? { width: 390, height: 844 } : { width: 1366, height: 860 },
    ...(isPhone ? { deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), language);
  return page;
}

/** A guest's order, placed and paid by card through the API as the guest form does. */
async function placeGuestOrder(request: APIRequestContext, sender: string, receiver: string) {
  const started = await request.post('/api/v1/guest/session', { data: {} });
  expect(started.status(), await started.text()).toBe(201);
  const session = (await started.json()) as {
    vendor_id: string;
    token: { value: string; exp: number };
  };
  const guestId = session.vendor_id;
  const authorization = `Bearer ${session.token.value}`;
  const origin = { lat: 35.1656, lng: 33.3602 };
  const destination = { lat: 35.1731, lng: 33.3701 };
  const quote = await request.post('/api/v1/delivery/fee', {
    headers: { authorization },
    data: {
      destination,
      source: origin,
      vendor_id: guestId,
      delivery_type: 'food',
      payment_method: 'PAID',
    },
  });
  expect(quote.status(), await quote.text()).toBe(200);
  const fee = (await quote.json()).result as { fee: number; expires_at: string; signature: string };
  const order = {
    vendor_id: guestId,
    destinationName: receiver,
    destinationPhoneNumber: '+35799123456',
    orderDescription: 'A birthday cake',
    destinationTextAddress: 'Stasikratous 12, Nicosia',
    destinationLatitude: destination.lat,
    destinationLongitude: destination.lng,
    orderAmount: 3500,
    paymentMethod: 'PAID',
    riderNotes: 'Second floor, ring twice',
    delivery_fee: { fee: fee.fee, expires_at: fee.expires_at, signature: fee.signature },
    origin: {
      street_address: 'Ledra Street 10, Nicosia',
      latitude: origin.lat,
      longitude: origin.lng,
    },
    sender: { name: sender, phone_number: '+35799654321' },
  };
  const wallet = await request.post(`/api/v1/order/payment/auth/${guestId}`, {
    headers: { authorization },
    data: {},
  });
  expect(wallet.status(), await wallet.text()).toBe(200);
  const { wallet_id, access_token } = (await wallet.json()) as {
    wallet_id: string;
    access_token: string;
  };
  const intent = await request.post('/api/v1/order/payment/intent', {
    headers: { authorization },
    data: { wallet_id, bearer_token: access_token, vendor_id: guestId, order },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const confirm = await request.post('/api/v1/order/payment/intent/confirm', {
    headers: { authorization },
    data: {
      bearer_token: access_token,
      purchase_intent_id: ((await intent.json()) as { intent_id: string }).intent_id,
      payment_method: 'generic_creditcard',
      order,
      card: {
        number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 2030,
        cvc: '123',
        holder_name: sender,
      },
    },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  const orderId = ((await confirm.json()) as { order_id: string }).order_id;
  return { orderId, session, links: await linksOf(request, authorization, orderId) };
}

async function expectNoNavigation(page: Page) {
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: tr(en, 'nav.tracking') })).toHaveCount(0);
}

test.describe('public tracking', () => {
  test(
    'a customer follows an order from its link, signed out, and sees nothing private',
    { tag: '@phone' },
    async ({ page, request, browser }, testInfo) => {
      test.setTimeout(150_000);
      const isPhone = testInfo.project.name === 'phone';
      const authorization = await demoParentAuthorization(request);
      // Out of town, one place per project and away from the other tests' kitchens, so the rider
      // that takes this order rides to it and shows on the map on the way.
      const at = isPhone ? { lat: 34.985, lng: 33.56 } : { lat: 35.27, lng: 33.13 };
      const outlet = await createTestOutlet(request, authorization, 'E2E Public Kitchen', at);
      const customer = uniqueCustomerName('Irini');
      const orderId = await placeOrder(request, authorization, outlet, {
        customerName: customer,
        meters: 4000,
      });

      const { tracking_url, c2c_tracking_url } = await linksOf(request, authorization, orderId);
      expect(c2c_tracking_url).toBeNull();

      const visitor = await signedOutPage(browser, 'en', isPhone);
      await visitor.goto(tracking_url);
      await expect(
        visitor.getByRole('heading', { name: tr(en, 'public-tracking.title', { orderId }) }),
      ).toBeVisible();
      await expect(visitor.getByTestId('tracking-message')).toBeVisible();
      await expect(visitor.getByText('E2E Public Kitchen', { exact: false })).toBeVisible();
      await expectNoNavigation(visitor);

      // The rider comes: on the map with the pickup and drop-off pins, first name and vehicle.
      const map = visitor.getByRole('region', { name: tr(en, 'tracking.map.label', { orderId }) });
      await expect(map.locator('[data-kind="rider"]')).toBeVisible({ timeout: 60_000 });
      await expect(map.locator('[data-kind="pickup"]')).toBeVisible();
      await expect(map.locator('[data-kind="dropoff"]')).toBeVisible();
      const riderCard = visitor.getByRole('region', { name: tr(en, 'order-detail.section.rider') });
      await expect(riderCard.getByText(tr(en, 'order-detail.field.vehicle'))).toBeVisible();
      const riderName = (await riderCard.locator('bdi').first().textContent())?.trim() ?? '';
      expect(riderName).toMatch(/^\S+$/);
      await saveScreenshot(visitor, testInfo, 'public-tracking-rider-en');

      const body = (await visitor.locator('body').textContent()) ?? '';
      for (const secret of [customer, '+35799123456', 'Ring twice', 'Two lunch boxes', '24.50']) {
        expect(body).not.toContain(secret);
      }

      // The vendor copies the same link from the order detail.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(() => window.localStorage.setItem('locale', 'en'));
      await signIn(page, request, 'parent@demo.test');
      await page.goto(`/order-tracking/${outlet}?order_id=${orderId}`);
      await page.getByRole('button', { name: tr(en, 'order-detail.share.button') }).click();
      await expect(page.getByText(tr(en, 'order-detail.share.copied'))).toBeVisible();
      await saveScreenshot(page, testInfo, 'public-tracking-share-en');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(new URL(tracking_url, page.url()).href);

      // A wrong token opens nothing, and says so.
      await visitor.goto(`/tracking/${orderId}?t=not-the-token`);
      await expect(
        visitor.getByRole('heading', { name: tr(en, 'public-tracking.not-found') }),
      ).toBeVisible();
      await expect(visitor.getByText(customer)).toHaveCount(0);
      await expectNoNavigation(visitor);
      await saveScreenshot(visitor, testInfo, 'public-tracking-invalid-en');
      await visitor.context().close();
    },
  );

  test(
    "the sender's page of a guest order shows sender, receiver, parcel and payment",
    { tag: '@phone' },
    async ({ page, request, browser }, testInfo) => {
      test.setTimeout(90_000);
      const isPhone = testInfo.project.name === 'phone';
      const sender = uniqueCustomerName('Andreas');
      const receiver = uniqueCustomerName('Maria');
      const { orderId, session, links } = await placeGuestOrder(request, sender, receiver);
      expect(links.c2c_tracking_url).not.toBeNull();

      // The guest copies the sender's link from the order detail.
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.addInitScript(
        ({ vendorId, token, exp, ids }) => {
          window.localStorage.setItem('locale', 'en');
          window.localStorage.setItem('guest_vendor_id', vendorId);
          window.localStorage.setItem('guest_token', JSON.stringify({ token, exp }));
          window.localStorage.setItem('guest_order_ids', ids);
        },
        {
          vendorId: session.vendor_id,
          token: session.token.value,
          exp: session.token.exp,
          ids: JSON.stringify([orderId]),
        },
      );
      await page.goto(`/order-tracking/${session.vendor_id}?order_id=${orderId}`);
      await page.getByRole('button', { name: tr(en, 'order-detail.share.button') }).click();
      await expect(
        page.getByRole('menuitem', { name: tr(en, 'order-detail.share.public') }),
      ).toBeVisible();
      await saveScreenshot(page, testInfo, 'public-tracking-share-guest-en');
      await page.getByRole('menuitem', { name: tr(en, 'order-detail.share.c2c') }).click();
      await expect(page.getByText(tr(en, 'order-detail.share.copied'))).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        new URL(links.c2c_tracking_url!, page.url()).href,
      );

      const visitor = await signedOutPage(browser, 'en', isPhone);
      await visitor.goto(links.c2c_tracking_url!);
      await expect(
        visitor.getByRole('heading', { name: tr(en, 'c2c-tracking.title', { orderId }) }),
      ).toBeVisible();
      const senderCard = visitor.getByRole('region', {
        name: tr(en, 'c2c-tracking.section.sender'),
      });
      await expect(senderCard.getByText(sender)).toBeVisible();
      await expect(senderCard.getByText('+35799654321')).toBeVisible();
      const receiverCard = visitor.getByRole('region', {
        name: tr(en, 'c2c-tracking.section.receiver'),
      });
      await expect(receiverCard.getByText(receiver)).toBeVisible();
      await expect(visitor.getByText('A birthday cake')).toBeVisible();
      await expect(visitor.getByText('Second floor, ring twice')).toBeVisible();
      const parcelCard = visitor.getByRole('region', {
        name: tr(en, 'c2c-tracking.section.parcel'),
      });
      await expect(parcelCard.getByText(tr(en, 'c2c-tracking.field.payment-status'))).toBeVisible();
      // Paid by card: the method and the card payment's state both say so.
      await expect(parcelCard.getByText(tr(en, 'payment.order.status.paid'))).toHaveCount(2);
      await expectNoNavigation(visitor);
      const c2cMap = visitor.getByRole('region', {
        name: tr(en, 'tracking.map.label', { orderId }),
      });
      await expect(c2cMap.or(visitor.getByTestId('map-hidden')).first()).toBeVisible();
      await saveScreenshot(visitor, testInfo, 'c2c-tracking-en');

      // The receiver's link does not open the sender's page, and shows neither name.
      const publicPath = links.tracking_url.replace('/tracking/', '/tracking-c2c/');
      await visitor.goto(publicPath);
      await expect(
        visitor.getByRole('heading', { name: tr(en, 'public-tracking.not-found') }),
      ).toBeVisible();
      await visitor.goto(links.tracking_url);
      await expect(visitor.getByTestId('tracking-message')).toBeVisible();
      await expect(visitor.getByText(sender)).toHaveCount(0);
      await expect(visitor.getByText(receiver)).toHaveCount(0);
      await visitor.context().close();
    },
  );

  test(
    'reads right to left in Arabic while the map stays as it is',
    { tag: '@phone' },
    async ({ request, browser }, testInfo) => {
      test.setTimeout(90_000);
      const isPhone = testInfo.project.name === 'phone';
      const { orderId, links } = await placeGuestOrder(
        request,
        uniqueCustomerName('Omar'),
        uniqueCustomerName('Layla'),
      );
      const visitor = await signedOutPage(browser, 'ar', isPhone);
      await visitor.goto(links.c2c_tracking_url!);
      await expect(visitor.locator('html')).toHaveAttribute('dir', 'rtl');
      await expect(
        visitor.getByRole('heading', { name: tr(ar, 'c2c-tracking.title', { orderId }) }),
      ).toBeVisible();
      await expect(
        visitor.getByRole('region', { name: tr(ar, 'c2c-tracking.section.receiver') }),
      ).toBeVisible();
      const c2cMap = visitor.getByRole('region', {
        name: tr(ar, 'tracking.map.label', { orderId }),
      });
      await expect(c2cMap.or(visitor.getByTestId('map-hidden')).first()).toBeVisible();
      await saveScreenshot(visitor, testInfo, 'c2c-tracking-ar');

      await visitor.goto(links.tracking_url);
      await expect(visitor.getByTestId('tracking-message')).toBeVisible();
      // The map (once a rider is on the way; a card before) never mirrors.
      const map = visitor.getByRole('region', { name: tr(ar, 'tracking.map.label', { orderId }) });
      await expect(map.or(visitor.getByTestId('map-hidden')).first()).toBeVisible();
      if ((await map.count()) > 0) await expect(map).toHaveAttribute('dir', 'ltr');
      await saveScreenshot(visitor, testInfo, 'public-tracking-ar');

      await visitor.goto(`/tracking/${orderId}`);
      await expect(
        visitor.getByRole('heading', { name: tr(ar, 'public-tracking.not-found') }),
      ).toBeVisible();
      await saveScreenshot(visitor, testInfo, 'public-tracking-invalid-ar');
      await visitor.context().close();
    },
  );
});
