import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authorizationOf, signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en, startIn as start, tr } from '../support/locales.ts';
import { createTestOutlet, uniqueCustomerName } from '../support/orders.ts';
import {
  fillCard,
  fillRequest,
  LATER,
  openRequestPage as open,
  submitRequest as submit,
  type TTexts,
} from '../support/card-request.ts';
import { pickAddress } from '../support/request-form.ts';

// Card payments through the sandbox provider. Each vendor test works on a collection
// point of its own (its own wallet and saved cards); the guest starts a guest session of its own.
// Test cards: README "Card payments".

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

async function expectPushed(page: Page, texts: TTexts, vendorId: string): Promise<string> {
  await expect(page.getByText(tr(texts, 'order.created'))).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/order-tracking/${vendorId}\\?order_id=${vendorId}-\\d+$`),
  );
  return new URL(page.url()).searchParams.get('order_id')!;
}

type TOrderPayment = { status: string; card: { brand: string; last_four: string } | null };

async function paymentOf(request: APIRequestContext, authorization: string, orderId: string) {
  const vendorId = orderId.slice(0, orderId.lastIndexOf('-'));
  const res = await request.get('/api/v1/order/payment', {
    headers: { authorization },
    params: { vendorId, orderId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result as TOrderPayment | null;
}

async function orderOf(request: APIRequestContext, authorization: string, orderId: string) {
  const vendorId = orderId.slice(0, orderId.lastIndexOf('-'));
  const res = await request.get('/api/v1/order', {
    headers: { authorization },
    params: { vendorId, orderId },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result as {
    status: string;
    status_history: { status: string }[];
    sender: { name: string; phone_number: string; email: string } | null;
  };
}

/** Pays an order through the payment API with `number`, keeping the card (a saved card to use). */
async function payAndSaveCard(
  request: APIRequestContext,
  authorization: string,
  vendorId: string,
  number: string,
) {
  const headers = { authorization, ...LATER() };
  const destination = { lat: 35.1906, lng: 33.3873 };
  const fee = await request.post('/api/v1/delivery/fee', {
    headers,
    data: { destination, vendor_id: vendorId, delivery_type: 'food', payment_method: 'PAID' },
  });
  expect(fee.status(), await fee.text()).toBe(200);
  const quote = (await fee.json()).result as { fee: number; expires_at: string; signature: string };
  const wallet = await request.post(`/api/v1/order/payment/auth/${vendorId}`, {
    headers,
    data: {},
  });
  expect(wallet.status(), await wallet.text()).toBe(200);
  const session = (await wallet.json()) as { wallet_id: string; access_token: string };
  const intent = await request.post('/api/v1/order/payment/intent', {
    headers,
    data: {
      wallet_id: session.wallet_id,
      bearer_token: session.access_token,
      vendor_id: vendorId,
      order: { vendor_id: vendorId },
    },
  });
  expect(intent.status(), await intent.text()).toBe(200);
  const confirm = await request.post('/api/v1/order/payment/intent/confirm', {
    headers,
    data: {
      bearer_token: session.access_token,
      purchase_intent_id: (await intent.json()).intent_id,
      payment_method: 'generic_creditcard',
      card: {
        number,
        expiry_month: 11,
        expiry_year: 2031,
        cvc: '123',
        holder_name: 'Nikos Ioannou',
      },
      save_card: true,
      order: {
        vendor_id: vendorId,
        destinationName: uniqueCustomerName('Nikos'),
        destinationPhoneNumber: '+35799123456',
        orderDescription: 'Lunch boxes',
        destinationTextAddress: 'Stasikratous 12, Nicosia',
        destinationLatitude: destination.lat,
        destinationLongitude: destination.lng,
        orderAmount: 2450,
        paymentMethod: 'PAID',
        delivery_fee: { fee: quote.fee, expires_at: quote.expires_at, signature: quote.signature },
      },
    },
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
}

test.describe('card payments', () => {
  test(
    'a guest pays the delivery by card',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      await start(page, 'en');
      await page.goto('/');
      await page.getByRole('link', { name: tr(en, 'landing.doors.individual.send') }).click();
      await page.getByRole('button', { name: tr(en, 'connect.guest') }).click();
      await expect(page).toHaveURL(/\/request-a-rider/);
      const guestId = await page.evaluate(() => localStorage.getItem('guest_vendor_id'));
      const token = await page.evaluate(
        () =>
          (JSON.parse(localStorage.getItem('guest_token') ?? 'null') as { token: string }).token,
      );
      expect(guestId).toMatch(/^G\d+$/);
      await expect(
        page.getByRole('heading', { level: 1, name: tr(en, 'request.title') }),
      ).toBeVisible({ timeout: 60_000 });

      // A guest always types the collection point, and pays by card only.
      const origin = page.getByTestId('origin-section');
      await pickAddress(
        page,
        tr(en, 'request.origin.address'),
        'eleftheria sq',
        'Eleftheria Square, Nicosia',
      );
      // A guest's own name and phone go with the order (000 §3 "sender"): asked before going on.
      const confirmOrigin = origin.getByRole('button', { name: tr(en, 'request.origin.confirm') });
      await confirmOrigin.click();
      await expect(origin.getByText(tr(en, 'validation.sender-name-required'))).toBeVisible();
      await expect(origin.getByText(tr(en, 'validation.phone-number-required'))).toBeVisible();
      await origin.getByLabel(tr(en, 'request.sender.name')).fill('Andreas Ioannou');
      await origin.getByLabel(tr(en, 'request.sender.phone')).fill('99 654321');
      await origin.getByLabel(tr(en, 'request.sender.email')).fill('andreas@example.com');
      await saveScreenshot(page, testInfo, 'request-guest-sender');
      await confirmOrigin.click();
      await expect(origin.getByText('Andreas Ioannou', { exact: false })).toBeVisible();
      await fillRequest(page, en, uniqueCustomerName('Eleni'), 'recipient');
      const payment = page.getByTestId('payment-section');
      await expect(payment.getByText(tr(en, 'payment.delivery.card-only'))).toBeVisible();
      await expect(payment.getByText(tr(en, 'payment.delivery.account'))).toHaveCount(0);
      await expect(payment.getByLabel(tr(en, 'payment.card.save'))).toHaveCount(0);
      await fillCard(page, en, '4242 4242 4242 4242');
      await expect(payment.getByTestId('card-brand')).toHaveText('Visa');
      await payment.scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, 'payment-guest-card');
      await submit(page, en);
      const orderId = await expectPushed(page, en, guestId!);

      const paid = await paymentOf(request, `Bearer ${token}`, orderId);
      expect(paid).toMatchObject({ status: 'paid', card: { brand: 'visa', last_four: '4242' } });
      const order = await orderOf(request, `Bearer ${token}`, orderId);
      expect(order.sender).toMatchObject({
        name: 'Andreas Ioannou',
        phone_number: '+35799654321',
        email: 'andreas@example.com',
      });
      expect(order.status_history.map((h) => h.status).slice(0, 3)).toEqual([
        'INITIATED',
        'PAYMENT_INITIATED',
        'PAYMENT_COMMITTED',
      ]);
      const facts = page.getByTestId('order-card-payment');
      await expect(facts.getByText(tr(en, 'payment.order.status.paid'))).toBeVisible();
      await facts.scrollIntoViewIfNeeded();
      await saveScreenshot(page, testInfo, 'payment-guest-tracking');
    },
  );

  test('a vendor pays with a saved card (in Arabic)', async ({ page, request }, testInfo) => {
    const session = await signIn(page, request, 'parent@demo.test');
    const authorization = authorizationOf(session);
    const outlet = await createTestOutlet(request, authorization, 'Saved card kitchen');
    await payAndSaveCard(request, authorization, outlet, '5555555555554444');
    await page.setExtraHTTPHeaders(LATER());

    await start(page, 'ar');
    await open(page, `/request-a-rider/${outlet}`, ar);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await fillRequest(page, ar, uniqueCustomerName('Andreas'));
    const payment = page.getByTestId('payment-section');
    // A vendor keeps the delivery on its account unless it chooses the card.
    await expect(
      payment.getByRole('radio', { name: tr(ar, 'payment.delivery.account') }),
    ).toBeChecked();
    await payment.getByRole('radio', { name: tr(ar, 'payment.delivery.card') }).check();
    const saved = payment.getByRole('radio', {
      name: tr(ar, 'payment.card.saved-label', {
        brand: tr(ar, 'payment.brand.mastercard'),
        last4: '4444',
      }),
    });
    await expect(saved).toBeChecked();
    await expect(payment.getByTestId('card-form-generic')).toHaveCount(0);
    await payment.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'payment-saved-card-ar');
    await submit(page, ar);
    const orderId = await expectPushed(page, ar, outlet);
    expect(await paymentOf(request, authorization, orderId)).toMatchObject({
      status: 'paid',
      card: { brand: 'mastercard', last_four: '4444' },
    });
    const facts = page.getByTestId('order-card-payment');
    await expect(facts.getByText(tr(ar, 'payment.order.status.paid'))).toBeVisible();
    await facts.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'payment-tracking-ar');
  });

  test('a vendor removes a saved card', async ({ page, request }, testInfo) => {
    const session = await signIn(page, request, 'parent@demo.test');
    const authorization = authorizationOf(session);
    const outlet = await createTestOutlet(request, authorization, 'Removed card kitchen');
    await payAndSaveCard(request, authorization, outlet, '4242424242424242');
    await payAndSaveCard(request, authorization, outlet, '5555555555554444');
    await page.setExtraHTTPHeaders(LATER());

    await start(page, 'en');
    await open(page, `/request-a-rider/${outlet}`, en);
    await fillRequest(page, en, uniqueCustomerName('Sofia'));
    const payment = page.getByTestId('payment-section');
    await payment.getByRole('radio', { name: tr(en, 'payment.delivery.card') }).check();
    const label = (brand: string, last4: string) =>
      tr(en, 'payment.card.saved-label', { brand: tr(en, `payment.brand.${brand}`), last4 });
    const mastercard = label('mastercard', '4444');
    const visa = label('visa', '4242');
    await expect(payment.getByRole('radio', { name: mastercard })).toBeChecked();

    // Removing asks first, naming the card.
    await payment
      .getByRole('button', { name: tr(en, 'payment.card.remove', { card: mastercard }) })
      .click();
    const dialog = page.getByRole('dialog', { name: tr(en, 'payment.card.remove-title') });
    await expect(
      dialog.getByText(tr(en, 'payment.card.remove-body', { card: mastercard })),
    ).toBeVisible();
    await expect(dialog).toHaveCSS('opacity', '1'); // opened all the way, for the screenshot
    await saveScreenshot(page, testInfo, 'payment-remove-card-dialog');
    await dialog.getByRole('button', { name: tr(en, 'payment.card.remove-confirm') }).click();

    await expect(
      page.getByText(tr(en, 'payment.card.removed', { card: mastercard })),
    ).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(payment.getByRole('radio', { name: mastercard })).toHaveCount(0);
    // The next saved card is chosen.
    await expect(payment.getByRole('radio', { name: visa })).toBeChecked();
    await payment.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'payment-card-removed');

    // The wallet no longer offers it.
    const headers = { authorization, ...LATER() };
    const wallet = await request.post(`/api/v1/order/payment/auth/${outlet}`, {
      headers,
      data: {},
    });
    const walletSession = (await wallet.json()) as { wallet_id: string; access_token: string };
    const intent = await request.post('/api/v1/order/payment/intent', {
      headers,
      data: {
        wallet_id: walletSession.wallet_id,
        bearer_token: walletSession.access_token,
        vendor_id: outlet,
        order: { vendor_id: outlet },
      },
    });
    expect(intent.status(), await intent.text()).toBe(200);
    const cards = (await intent.json()).payment_methods[0].saved_cards as { last_four: string }[];
    expect(cards.map((c) => c.last_four)).toEqual(['4242']);
  });

  test('a declined card keeps everything typed; another card pays the same order', async ({
    page,
    request,
  }, testInfo) => {
    const session = await signIn(page, request, 'parent@demo.test');
    const authorization = authorizationOf(session);
    const outlet = await createTestOutlet(request, authorization, 'Declined card kitchen');
    await page.setExtraHTTPHeaders(LATER());
    await start(page, 'en');
    await open(page, `/request-a-rider/${outlet}`, en);
    const customer = uniqueCustomerName('Maria');
    await fillRequest(page, en, customer);
    const payment = page.getByTestId('payment-section');
    await payment.getByRole('radio', { name: tr(en, 'payment.delivery.card') }).check();

    // The form checks the card as the processor will, before anything is sent.
    await payment.getByLabel(tr(en, 'payment.card.number')).fill('4242 4242 4242 4241');
    await submit(page, en);
    await expect(payment.getByText(tr(en, 'error.payment.card-number-invalid'))).toBeVisible();
    await expect(payment.getByText(tr(en, 'payment.card.holder-required'))).toBeVisible();

    await fillCard(page, en, '4000 0000 0000 0002');
    await payment.getByLabel(tr(en, 'payment.card.save')).check();
    await submit(page, en);
    await expect(payment.getByTestId('payment-error')).toHaveText(tr(en, 'error.payment.declined'));
    await expect(page.getByTestId('request-error')).toHaveText(tr(en, 'error.payment.declined'));
    await expect(page.getByLabel(tr(en, 'request.customer.name'))).toHaveValue(customer);
    await expect(payment.getByLabel(tr(en, 'payment.card.number'))).toHaveValue(
      '4000 0000 0000 0002',
    );
    await expect(payment.getByLabel(tr(en, 'payment.card.holder'))).toHaveValue('Maria Georgiou');
    await expect(payment.getByLabel(tr(en, 'payment.card.save'))).toBeChecked();
    await payment.scrollIntoViewIfNeeded();
    await saveScreenshot(page, testInfo, 'payment-declined');

    await payment.getByLabel(tr(en, 'payment.card.number')).fill('4242424242424242');
    await payment.getByLabel(tr(en, 'payment.card.cvc')).fill('123');
    await submit(page, en);
    const orderId = await expectPushed(page, en, outlet);
    // The declined attempt and the paid one are the same order.
    const order = await orderOf(request, authorization, orderId);
    expect(order.status_history.map((h) => h.status)).toEqual(
      expect.arrayContaining(['PAYMENT_FAILED', 'PAYMENT_COMMITTED']),
    );
    expect(await paymentOf(request, authorization, orderId)).toMatchObject({
      status: 'paid',
      card: { last_four: '4242' },
    });
  });

  test('a 3-D Secure card goes through the challenge page and back', async ({
    page,
    request,
  }, testInfo) => {
    const session = await signIn(page, request, 'parent@demo.test');
    const authorization = authorizationOf(session);
    const outlet = await createTestOutlet(request, authorization, 'Challenge kitchen');
    await page.setExtraHTTPHeaders(LATER());
    await start(page, 'ar');
    await open(page, `/request-a-rider/${outlet}`, ar);
    await fillRequest(page, ar, uniqueCustomerName('Nikos'));
    const payment = page.getByTestId('payment-section');
    await payment.getByRole('radio', { name: tr(ar, 'payment.delivery.card') }).check();
    await fillCard(page, ar, '4000 0000 0000 3220');
    await submit(page, ar);

    await expect(page).toHaveURL(/\/payment\/challenge\?token=/);
    await expect(
      page.getByRole('heading', { level: 1, name: tr(ar, 'payment.challenge.title') }),
    ).toBeVisible();
    await expect(page.getByText('3220')).toBeVisible();
    await saveScreenshot(page, testInfo, 'payment-challenge-ar');
    await page.getByRole('button', { name: tr(ar, 'payment.challenge.approve') }).click();

    const orderId = await expectPushed(page, ar, outlet);
    expect(await paymentOf(request, authorization, orderId)).toMatchObject({
      status: 'paid',
      card: { brand: 'visa', last_four: '3220' },
    });
    await saveScreenshot(page, testInfo, 'payment-challenge-done-ar');
  });
});
