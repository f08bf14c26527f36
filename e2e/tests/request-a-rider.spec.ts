import { expect as baseExpect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, el, en } from '../support/locales.ts';
import { createTestOutlet, placeOrder, uniqueCustomerName } from '../support/orders.ts';
import { runOperatorCommand } from '../support/operator.ts';
import { pickAddress } from '../support/request-form.ts';

// Request a rider. Each test works on a collection point of its own (or, for the outlet
// without coordinates, never saves what it types), so tests running in parallel see nothing of
// each other. Time and service hours are moved for one page's requests only, with the test-hook
// headers the e2e server accepts (PORTAL_TEST_HOOKS): the market's real settings never change.

// The machine may be busy (parallel workers, a server, a simulator): waits are generous.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

function tr(texts: Record<string, string>, key: string, params: Record<string, string> = {}) {
  const text = texts[key];
  if (text === undefined) throw new Error(`no text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}

async function start(page: Page, language = 'en') {
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), language);
}

/** Opens a page of the flow; the first visit on a busy machine may take a while to paint. */
async function open(page: Page, path: string, heading = tr(en, 'request.title')) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 60_000,
  });
}

const summary = (page: Page) =>
  page.getByRole('complementary', { name: tr(en, 'request.summary.title') });

/** Types an address and picks the suggestion that reads `choice`. */

async function fillCustomerAndOrder(page: Page, name: string) {
  await page.getByLabel(tr(en, 'request.customer.name')).fill(name);
  await page.getByLabel(tr(en, 'request.customer.phone')).fill('99123456');
  await page.getByLabel(tr(en, 'request.details.description')).fill('Two souvlaki pitas');
  await page.getByLabel(tr(en, 'request.details.amount', { currency: 'EUR' })).fill('18.50');
}

async function submitAndExpectPushed(page: Page, vendorId: string): Promise<string> {
  await summary(page)
    .getByRole('button', { name: tr(en, 'request.submit.create') })
    .click();
  await expect(page.getByText(tr(en, 'order.created'))).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/order-tracking/${vendorId}\\?order_id=${vendorId}-\\d+$`),
  );
  return new URL(page.url()).searchParams.get('order_id')!;
}

async function getOrder(page: Page, authorization: string, orderId: string) {
  const vendorId = orderId.slice(0, orderId.lastIndexOf('-'));
  const res = await page.request.get('/api/v1/order', {
    headers: { authorization },
    params: { vendorId, orderId },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).result;
}

test.describe('request a rider', () => {
  test(
    'a full instant request from a collection point with coordinates',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const session = await signIn(page, request, 'parent@demo.test');
      const authorization = authorizationOf(session);
      const outlet = await createTestOutlet(request, authorization, 'Request test kitchen');
      await start(page);
      await open(page, `/request-a-rider/${outlet}`);
      await expect(page.getByText('Makariou III Avenue 40, Nicosia')).toBeVisible();
      await pickAddress(page, tr(en, 'request.drop-off.address'), 'ledra', 'Ledra Street, Nicosia');
      await expect(page.getByText(/We deliver there: [\d.]+ km/)).toBeVisible();
      const fee = summary(page).getByTestId(`summary-${tr(en, 'request.summary.fee')}`);
      await expect(fee).toHaveText(/€\s?4\.50|4\.50\s?€/);

      // 000 §5: sent as it is, the request names its first missing field.
      await summary(page)
        .getByRole('button', { name: tr(en, 'request.submit.create') })
        .click();
      await expect(page.getByTestId('request-error')).toHaveText(
        tr(en, 'validation.customer-name-required'),
      );

      const name = uniqueCustomerName('Maria');
      await fillCustomerAndOrder(page, name);
      await expect(page.getByTestId('request-error')).toHaveCount(0);
      await saveScreenshot(page, testInfo, 'request-filled');
      const orderId = await submitAndExpectPushed(page, outlet);
      const order = await getOrder(page, authorization, orderId);
      expect(order).toMatchObject({
        status: expect.any(String),
        delivery_fee: 450,
        customer: {
          name,
          phone_number: '+35799123456',
          location: { address: 'Ledra Street, Nicosia' },
        },
        order: {
          amount: 1850,
          description: 'Two souvlaki pitas',
          payment_method: 'CASH_ON_DELIVERY',
        },
      });
    },
  );

  test('an outlet without coordinates asks for its origin first', async ({
    page,
    request,
  }, testInfo) => {
    await signIn(page, request, 'parent@demo.test');
    await start(page);
    await open(page, '/request-a-rider/V1003');

    const origin = page.getByTestId('origin-section');
    await expect(origin.getByText(tr(en, 'request.origin.lead'))).toBeVisible();
    // The later sections wait for the origin.
    await expect(
      page.getByRole('textbox', { name: tr(en, 'request.drop-off.address') }),
    ).toHaveCount(0);
    await pickAddress(
      page,
      tr(en, 'request.origin.address'),
      'eleftheria sq',
      'Eleftheria Square, Nicosia',
    );
    // Other tests use this demo outlet too: keep its address as it is.
    await origin.getByLabel(tr(en, 'request.origin.save')).uncheck();
    await saveScreenshot(page, testInfo, 'request-origin');
    await origin.getByRole('button', { name: tr(en, 'request.origin.confirm') }).click();
    await expect(origin.getByText('Eleftheria Square, Nicosia')).toBeVisible();

    await pickAddress(
      page,
      tr(en, 'request.drop-off.address'),
      'famagusta gate',
      'Famagusta Gate, Nicosia',
    );
    await fillCustomerAndOrder(page, uniqueCustomerName('Andreas'));
    const orderId = await submitAndExpectPushed(page, 'V1003');
    expect(orderId).toMatch(/^V1003-\d+$/);
  });

  test('outside the service hours the closed step shows the hours and the time', async ({
    page,
    request,
  }, testInfo) => {
    await signIn(page, request, 'parent@demo.test');
    await start(page);
    // 10:00 UTC is 12:00 in Nicosia (EET); the hours end at 11:00.
    await page.setExtraHTTPHeaders({
      'x-portal-test-now': '2030-01-15T10:00:00Z',
      'x-portal-test-service-hours': '0700:1100',
    });
    await page.goto('/request-a-rider/V1001');
    await expect(
      page.getByRole('heading', {
        name: tr(en, 'service.closed', { from: '07:00', to: '11:00', time: '12:00' }),
      }),
    ).toBeVisible();
    await expect(
      page.getByRole('textbox', { name: tr(en, 'request.drop-off.address') }),
    ).toHaveCount(0);
    await saveScreenshot(page, testInfo, 'request-closed');
    // The hours open again: checking again goes on to the form.
    await page.setExtraHTTPHeaders({});
    await page.getByRole('button', { name: tr(en, 'request.closed.check-again') }).click();
    await expect(
      page.getByRole('textbox', { name: tr(en, 'request.drop-off.address') }),
    ).toBeVisible();
  });

  test('a pre-order for a later time', async ({ page, request }) => {
    const session = await signIn(page, request, 'parent@demo.test');
    const authorization = authorizationOf(session);
    const outlet = await createTestOutlet(request, authorization, 'Pre-order kitchen');
    await start(page);
    await open(page, `/request-a-rider/${outlet}`);
    await pickAddress(page, tr(en, 'request.drop-off.address'), 'ledra', 'Ledra Street, Nicosia');
    await fillCustomerAndOrder(page, uniqueCustomerName('Eleni'));
    await page.getByText(tr(en, 'request.time.preorder'), { exact: true }).click();
    const time = page.getByRole('textbox', { name: tr(en, 'request.time.time') });
    await expect(time).not.toHaveValue('');
    const before = Date.now() / 1000;
    const orderId = await submitAndExpectPushed(page, outlet);
    const order = await getOrder(page, authorization, orderId);
    expect(order.preordered_for).toBeGreaterThanOrEqual(before + 29 * 60);
    expect(order.preordered_for).toBeLessThanOrEqual(before + 2 * 86_400);
  });

  test('a voucher discounts the fee; a failed one is cleared', async ({
    page,
    request,
  }, testInfo) => {
    const session = await signIn(page, request, 'parent@demo.test');
    const authorization = authorizationOf(session);
    const outlet = await createTestOutlet(request, authorization, 'Voucher kitchen');
    const code = `HALF${Date.now().toString(36).toUpperCase()}${testInfo.project.name.length}`;
    await runOperatorCommand(request, [
      'voucher:create',
      code,
      '--type',
      'percentage',
      '--amount',
      '50',
    ]);
    await start(page);
    await open(page, `/request-a-rider/${outlet}`);
    await pickAddress(page, tr(en, 'request.drop-off.address'), 'ledra', 'Ledra Street, Nicosia');
    await fillCustomerAndOrder(page, uniqueCustomerName('Nikos'));

    const voucher = page.getByLabel(tr(en, 'request.voucher.code'));
    await voucher.fill('NOSUCHCODE');
    await page.getByRole('button', { name: tr(en, 'request.voucher.apply') }).click();
    await expect(page.getByText(tr(en, 'voucher.error.validation.message'))).toBeVisible();

    await voucher.fill(code.toLowerCase());
    await page.getByRole('button', { name: tr(en, 'request.voucher.apply') }).click();
    await expect(page.getByTestId('applied-voucher')).toContainText(code);
    await expect(page.getByText(tr(en, 'voucher.error.validation.message'))).toHaveCount(0);
    await expect(
      summary(page).getByTestId(`summary-${tr(en, 'request.summary.total')}`),
    ).toHaveText(/2\.25/);
    await saveScreenshot(page, testInfo, 'request-voucher');
    const orderId = await submitAndExpectPushed(page, outlet);
    const order = await getOrder(page, authorization, orderId);
    expect(order).toMatchObject({
      delivery_fee: 450,
      discounted_delivery_fee: 225,
      voucher: { code, amount: 50, type: 'percentage' },
    });
  });

  test('an order is edited through ?orderID= until it is picked up', async ({
    page,
    request,
  }, testInfo) => {
    const session = await signIn(page, request, 'parent@demo.test');
    const authorization = authorizationOf(session);
    const outlet = await createTestOutlet(request, authorization, 'Edit kitchen');
    // A pre-order three hours ahead: the rider-fleet simulator leaves it alone meanwhile.
    const orderId = await placeOrder(request, authorization, outlet, {
      customerName: uniqueCustomerName('Sofia'),
      preorderedFor: Math.floor(Date.now() / 1000) + 3 * 3600,
    });
    await start(page);
    await open(page, `/request-a-rider/${outlet}?orderID=${orderId}`, tr(en, 'request.edit.title'));
    const amount = page.getByLabel(tr(en, 'request.details.amount', { currency: 'EUR' }));
    await expect(amount).toHaveValue('24.5');
    await amount.fill('31.20');
    await page.getByLabel(tr(en, 'request.details.description')).fill('Three lunch boxes');
    await saveScreenshot(page, testInfo, 'request-edit');
    await summary(page)
      .getByRole('button', { name: tr(en, 'request.submit.update') })
      .click();
    await expect(page.getByText(tr(en, 'order.updated'))).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/order-tracking/${outlet}\\?order_id=${orderId}$`));
    const order = await getOrder(page, authorization, orderId);
    expect(order.order).toMatchObject({ amount: 3120, description: 'Three lunch boxes' });
  });

  test('an expired fee is quoted again and must be confirmed', async ({
    page,
    request,
  }, testInfo) => {
    const session = await signIn(page, request, 'parent@demo.test');
    const outlet = await createTestOutlet(request, authorizationOf(session), 'Expiry kitchen');
    await start(page);
    await open(page, `/request-a-rider/${outlet}`);
    // The fee's own timer starts once a drop-off is known: the clock takes over before that.
    await page.clock.install();
    await pickAddress(page, tr(en, 'request.drop-off.address'), 'ledra', 'Ledra Street, Nicosia');
    await expect(summary(page).getByTestId(`summary-${tr(en, 'request.summary.fee')}`)).toHaveText(
      /4\.50/,
    );
    // 000 §4: 1 s after the signature expires (5 minutes) the fee is fetched again by itself.
    const refetch = page.waitForResponse((r) => r.url().endsWith('/api/v1/delivery/fee'));
    await page.clock.fastForward('05:02');
    expect((await refetch).status()).toBe(200);
    await fillCustomerAndOrder(page, uniqueCustomerName('Irene'));
    // The page sleeps through the expiry: the server now lives 10 minutes later than the quote.
    await page.setExtraHTTPHeaders({
      'x-portal-test-now': new Date(Date.now() + 10 * 60_000).toISOString(),
    });
    const refused = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/order') && r.request().method() === 'POST',
    );
    await summary(page)
      .getByRole('button', { name: tr(en, 'request.submit.create') })
      .click();
    // What the server answered comes first, so a failure here says which step went wrong.
    const answer = await refused;
    expect((await answer.json()).meta?.translation_key).toBe('error.fee.changed');
    const dialog = page.getByRole('dialog', { name: tr(en, 'error.fee.changed') });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByRole('button', { name: tr(en, 'request.fee-changed.confirm') }),
    ).toBeEnabled();
    await saveScreenshot(page, testInfo, 'request-fee-changed');
    await dialog.getByRole('button', { name: tr(en, 'request.fee-changed.confirm') }).click();
    await expect(page.getByText(tr(en, 'order.created'))).toBeVisible();
  });

  test('the form in Greek, the market language', async ({ page, request }, testInfo) => {
    await signIn(page, request, 'parent@demo.test');
    await start(page, 'el');
    await open(page, '/request-a-rider/V1002', tr(el, 'request.title'));
    await pickAddress(page, tr(el, 'request.drop-off.address'), 'Λήδρας', 'Οδός Λήδρας, Λευκωσία');
    await expect(page.getByText(tr(el, 'request.customer.name'))).toBeVisible();
    await saveScreenshot(page, testInfo, 'request-el');
  });

  test(
    'the form reads right to left in Arabic',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      await signIn(page, request, 'parent@demo.test');
      await start(page, 'ar');
      await open(page, '/request-a-rider/V1001', tr(ar, 'request.title'));
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await pickAddress(page, tr(ar, 'request.drop-off.address'), 'ledra', 'Ledra Street, Nicosia');
      await expect(page.getByText(tr(ar, 'request.customer.name'))).toBeVisible();
      await saveScreenshot(page, testInfo, 'request-ar');
    },
  );
});
