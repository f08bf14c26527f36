import { expect as baseExpect, test } from '@playwright/test';
import { authorizationOf, signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en, startIn, tr } from '../support/locales.ts';
import { createTestOutlet, uniqueCustomerName } from '../support/orders.ts';
import { runOperatorCommand } from '../support/operator.ts';
import { fillCard, fillRequest, openRequestPage, submitRequest } from '../support/card-request.ts';

// Issue 21: an order that is stuck shows on every open tracking screen at once, and clears by
// itself. The fleet simulator takes a paid order within a second, so the stuck order here is a
// card payment left in its 3-D Secure challenge, with the outlet's limit set to 0 minutes by the
// operator: the next attention sweep (every 5 s) flags it.

const expect = baseExpect.configure({ timeout: 30_000 });

test(
  'a stuck order appears live with a banner on the tracking screen, and clears',
  {
    tag: '@phone',
  },
  async ({ page, context, request }, testInfo) => {
    test.setTimeout(150_000);
    const isPhone = testInfo.project.name === 'phone';
    const texts = isPhone ? ar : en;
    await startIn(page, isPhone ? 'ar' : 'en');
    const authorization = authorizationOf(await signIn(page, request, 'parent@demo.test'));
    const outlet = await createTestOutlet(request, authorization, 'Attention kitchen');
    expect(
      await runOperatorCommand(request, [
        'attention:set',
        'payment-pending',
        '0',
        '--vendor',
        outlet,
      ]),
    ).toBe(`payment-pending is 0 min for vendor ${outlet}`);

    await page.goto(`/order-tracking/${outlet}`);
    await expect(
      page.getByRole('heading', { name: tr(texts, 'tracking.empty.title') }),
    ).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: tr(texts, 'tracking.live.connected') }),
    ).toBeVisible();

    // A second tab of the same person places a card order and stops at the bank's challenge.
    const payer = await context.newPage();
    await openRequestPage(payer, `/request-a-rider/${outlet}`, texts);
    await fillRequest(payer, texts, uniqueCustomerName('Eleni'));
    await payer
      .getByTestId('payment-section')
      .getByRole('radio', { name: tr(texts, 'payment.delivery.card') })
      .check();
    await fillCard(payer, texts, '4000 0000 0000 3220');
    await submitRequest(payer, texts);
    await expect(payer).toHaveURL(/\/payment\/challenge\?token=/);

    // The tracking screen, untouched, shows it: the banner with the count, the row with its reason.
    const banner = page
      .getByRole('status')
      .filter({ hasText: tr(texts, 'tracking.attention.banner-title', { count: 1 }) });
    await expect(banner).toBeVisible();
    const newGroup = page.getByRole('region', {
      name: tr(texts, 'tracking.group.new'),
      exact: true,
    });
    await expect(
      newGroup.getByText(tr(texts, 'tracking.attention.reason.payment-pending')),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, `attention-banner-${isPhone ? 'ar' : 'en'}`);

    // "Open the first one" opens that order.
    await banner.getByRole('button', { name: tr(texts, 'tracking.attention.open-first') }).click();
    await expect(page).toHaveURL(new RegExp(`order_id=${outlet}-\\d+`));
    // Its detail says why, above what can be done about it.
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: tr(texts, 'tracking.attention.reason.payment-pending') }),
    ).toBeVisible();
    await saveScreenshot(page, testInfo, `attention-detail-${isPhone ? 'ar' : 'en'}`);
    if (isPhone) await page.goBack();

    // The payer approves: the payment ends, and so does the attention, on the open screen.
    await payer.getByRole('button', { name: tr(texts, 'payment.challenge.approve') }).click();
    await expect(banner).toBeHidden();
    await expect(
      page.getByText(tr(texts, 'tracking.attention.reason.payment-pending')),
    ).toBeHidden();
    await saveScreenshot(page, testInfo, `attention-cleared-${isPhone ? 'ar' : 'en'}`);
  },
);
