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

// An order can be cancelled until a rider accepts it (001 §4 "Cancellable" stops
// at ASSIGNED_TO_TRANSPORT). The screens offer the cancel only while it is allowed, say until when
// and, once a rider has accepted, why not; a refusal closes the dialog and says why; every text
// that describes cancelling states that rule. The e2e simulator (SIM_SPEED=20) accepts an instant
// order within seconds; a pre-order for tomorrow stays received, and cancellable.

const expect = baseExpect.configure({ timeout: 30_000 });

/** Statuses in which a rider has not accepted the order yet (or it is not handed out yet). */
const BEFORE_ACCEPTANCE = new Set([
  'NEW',
  'RECEIVED',
  'WAITING_FOR_TRANSPORT',
  'ASSIGNED_TO_TRANSPORT',
]);

/** Out of town, one place per project: riders must ride there, so acceptance comes before pickup. */
function outOfTown(projectName: string) {
  return projectName === 'phone' ? { lat: 35.09, lng: 33.48 } : { lat: 35.07, lng: 33.22 };
}

async function waitUntilAccepted(request: APIRequestContext, authorization: string, id: string) {
  await expect
    .poll(async () => (await getOrder(request, authorization, id)).status, {
      timeout: 60_000,
      intervals: [250],
    })
    .not.toMatch(new RegExp(`^(${[...BEFORE_ACCEPTANCE].join('|')})$`));
}

/** The cancel button of the open order and the text it is described by. */
function cancelOf(page: Page, texts: Record<string, string>) {
  const button = page.getByRole('button', { name: tr(texts, 'order-detail.cancel.button') });
  return { button, hint: page.getByTestId('cancel-hint') };
}

const whyNot = (texts: Record<string, string>) =>
  new RegExp(
    `^(${tr(texts, 'order-detail.cancel.blocked.rider-accepted')}|${tr(texts, 'order-detail.cancel.blocked.collected')})$`,
  );

test.describe('cancelling an order', () => {
  for (const [language, texts] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    test(
      `offered until a rider accepts, then disabled with the reason (${language})`,
      { tag: '@phone' },
      async ({ page, request }, testInfo) => {
        test.setTimeout(150_000);
        const authorization = await demoParentAuthorization(request);
        const outlet = await createTestOutlet(
          request,
          authorization,
          'E2E Cancel Rule Kitchen',
          outOfTown(testInfo.project.name),
        );
        const tomorrow = Math.floor((Date.now() + 26 * 3_600_000) / 900_000) * 900;
        const scheduled = await placeOrder(request, authorization, outlet, {
          customerName: uniqueCustomerName('Anna'),
          preorderedFor: tomorrow,
        });
        const instant = await placeOrder(request, authorization, outlet, {
          customerName: uniqueCustomerName('Petros'),
          meters: 7000,
        });
        await startIn(page, language);
        await signIn(page, request, 'parent@demo.test');

        // Received, not yet accepted: the cancel is offered, and says until when.
        await expect
          .poll(async () => (await getOrder(request, authorization, scheduled)).status)
          .toBe('RECEIVED');
        await page.goto(`/order-tracking/${outlet}?order_id=${scheduled}`);
        const open = cancelOf(page, texts);
        await expect(open.button).toBeEnabled({ timeout: 90_000 });
        await expect(open.hint).toHaveText(tr(texts, 'order-detail.cancel.until'));
        await expect(open.button).toHaveAttribute('aria-describedby', /.+/);
        await saveScreenshot(page, testInfo, `cancel-offered-${language}`);

        // Accepted by a rider: the same button, disabled, and why.
        await waitUntilAccepted(request, authorization, instant);
        await page.goto(`/order-tracking/${outlet}?order_id=${instant}`);
        const closed = cancelOf(page, texts);
        await expect(closed.button).toBeDisabled({ timeout: 90_000 });
        await expect(closed.hint).toHaveText(whyNot(texts));
        await saveScreenshot(page, testInfo, `cancel-refused-reason-${language}`);
      },
    );
  }

  test('a refusal closes the dialog and says why', async ({ page, request }, testInfo) => {
    test.setTimeout(150_000);
    const authorization = await demoParentAuthorization(request);
    const outlet = await createTestOutlet(
      request,
      authorization,
      'E2E Cancel Race Kitchen',
      outOfTown(testInfo.project.name),
    );
    const orderId = await placeOrder(request, authorization, outlet, {
      customerName: uniqueCustomerName('Stella'),
      meters: 7000,
    });

    // The screen falls behind (no live channel, answers held at "received"), as a screen does when
    // a rider accepts while the user is choosing a reason; the server knows better.
    let isBehind = true;
    await page.routeWebSocket(/\/live/, () => {});
    await page.route(/\/api\/v1\/(order\?|vendor\/[^/]+\/orders\?)/, async (route) => {
      const response = await route.fetch();
      if (!isBehind) return route.fulfill({ response });
      const answer = (await response.json()) as {
        result: Record<string, unknown> & { data?: Record<string, unknown>[] };
      };
      const heldBack = (order: Record<string, unknown>) => ({
        ...order,
        status: 'RECEIVED',
        status_history: (order.status_history as { status: string }[]).filter((entry) =>
          ['NEW', 'RECEIVED'].includes(entry.status),
        ),
        rider: null,
        eta_pickup_at: null,
        eta_dropoff_at: null,
        proofs: {},
      });
      const result = answer.result.data
        ? { ...answer.result, data: answer.result.data.map(heldBack) }
        : heldBack(answer.result);
      return route.fulfill({ response, json: { ...answer, result } });
    });
    await startIn(page, 'en');
    await signIn(page, request, 'parent@demo.test');
    await page.goto(`/order-tracking/${outlet}?order_id=${orderId}`);
    const { button } = cancelOf(page, en);
    await expect(button).toBeEnabled({ timeout: 90_000 });
    await waitUntilAccepted(request, authorization, orderId);

    await button.click();
    const dialog = page.getByRole('dialog', {
      name: tr(en, 'order-detail.cancel.title', { orderId }),
    });
    await dialog.getByRole('radio', { name: tr(en, 'cancel.reason.customer-cancelled') }).check();
    isBehind = false;
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/order/cancel')),
      dialog.getByRole('button', { name: tr(en, 'order-detail.cancel.confirm') }).click(),
    ]);
    expect(answer.status()).toBe(409);

    await expect(dialog).toBeHidden();
    const notice = page.getByRole('alert').filter({ hasText: tr(en, 'order.cant-cancel-order') });
    await expect(notice.getByText(whyNot(en))).toBeVisible();
    await expect(button).toBeDisabled();
    await saveScreenshot(page, testInfo, 'cancel-refusal-explained-en');
    expect((await getOrder(request, authorization, orderId)).status).not.toBe('CANCELLED');
  });

  for (const [language, texts] of [
    ['en', en],
    ['ar', ar],
  ] as const) {
    test(`the landing page, the terms and the help page state the rule (${language})`, async ({
      page,
    }, testInfo) => {
      await startIn(page, language);
      await page.goto('/');
      await page.getByRole('button', { name: tr(texts, 'landing.faq.cancel.q') }).click();
      await expect(page.getByText(tr(texts, 'landing.faq.cancel.a'))).toBeVisible({
        timeout: 60_000,
      });
      await page.waitForTimeout(500);
      await saveScreenshot(page, testInfo, `cancel-rule-landing-${language}`);

      await page.goto('/termsandconditions#cancellation');
      await expect(page.getByText(tr(texts, 'terms.cancellation.body'))).toBeVisible({
        timeout: 60_000,
      });

      await page.goto(`/help/CY?lang=${language}`);
      await page.getByRole('button', { name: tr(texts, 'help.article.cancel') }).click();
      await expect(
        page.getByText(tr(texts, 'help.cancel.body', { area: tr(texts, 'nav.tracking') })),
      ).toBeVisible({ timeout: 60_000 });
      // The article opens with an animation: let it end before the picture.
      await page.waitForTimeout(500);
      await saveScreenshot(page, testInfo, `cancel-rule-help-${language}`);
    });
  }
});
