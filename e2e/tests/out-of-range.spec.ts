import { expect as baseExpect, test, type Page } from '@playwright/test';
import { authorizationOf, signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en, tr } from '../support/locales.ts';
import { createTestOutlet } from '../support/orders.ts';
import { pickAddress } from '../support/request-form.ts';

// A drop-off the market cannot serve is not priced. The form says why (the
// distance and the market's limit: 10 km from the collection point in CY) and shows no fee, no
// total and no delivery time; a near address is priced again.

const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 150_000 });

/** Nicosia (the test outlet) to Limassol: far beyond the 10 km CY delivers. */
const LIMASSOL = 'Limassol';
const CY_LIMIT_KM = 10;

async function open(page: Page, language: string, texts: Record<string, string>, path: string) {
  await page.addInitScript((value) => window.localStorage.setItem('locale', value), language);
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1, name: tr(texts, 'request.title') }),
  ).toBeVisible({ timeout: 60_000 });
}

for (const [language, texts] of [
  ['en', en],
  ['ar', ar],
] as const) {
  test(`an address out of range says why and is not priced (${language})`, async ({
    page,
    request,
  }, testInfo) => {
    const session = await signIn(page, request, 'parent@demo.test');
    const authorization = authorizationOf(session);
    const outlet = await createTestOutlet(request, authorization, 'E2E Range Kitchen');
    await open(page, language, texts, `/request-a-rider/${outlet}`);
    const summary = page.getByRole('complementary', { name: tr(texts, 'request.summary.title') });
    const fee = summary.getByTestId(`summary-${tr(texts, 'request.summary.fee')}`);
    const total = summary.getByTestId(`summary-${tr(texts, 'request.summary.total')}`);
    const dropOff = page.getByTestId('drop-off-section');

    // The distance the server measured, as the form writes it in the language.
    const [checked] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/delivery/area/validate')),
      pickAddress(page, tr(texts, 'request.drop-off.address'), LIMASSOL, LIMASSOL),
    ]);
    const check = (await checked.json()) as { result: string; reason: string; distance_km: number };
    expect(check).toMatchObject({ result: 'UNDELIVERABLE', reason: 'distance' });
    const km = new Intl.NumberFormat(`${language}-CY`, { maximumFractionDigits: 1 }).format(
      check.distance_km,
    );
    await expect(dropOff.getByRole('alert')).toHaveText(
      tr(texts, 'request.drop-off.too-far', {
        km,
        limit: new Intl.NumberFormat(`${language}-CY`).format(CY_LIMIT_KM),
        brand: 'foody',
      }),
    );
    // No fee, no total, no time for an address that cannot be served, and nothing to send.
    await expect(fee).toHaveText('—');
    await expect(total).toHaveText('—');
    await expect(summary).not.toContainText('€');
    await expect(page.getByText(/€/)).toHaveCount(0);
    // The estimate's words around its duration (a lone full stop says nothing).
    const etaWords = texts['request.time.instant-eta']!.split(/\s*\{\{duration\}\}\s*/);
    const deliveryTime = page.getByTestId('time-section');
    for (const words of etaWords.filter((part) => part.length > 2)) {
      await expect(deliveryTime).not.toContainText(words);
    }
    await expect(deliveryTime).not.toContainText(tr(texts, 'request.time.instant-promise'));
    await expect(
      summary.getByRole('button', { name: tr(texts, 'request.submit.create') }),
    ).toBeDisabled();
    await dropOff.getByRole('alert').evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, testInfo, `request-too-far-${language}`);

    // A near address is priced again.
    await pickAddress(
      page,
      tr(texts, 'request.drop-off.address'),
      'ledra',
      'Ledra Street, Nicosia',
    );
    await expect(dropOff.getByRole('alert')).toHaveCount(0);
    await expect(fee).toContainText('€');
    await expect(
      summary.getByRole('button', { name: tr(texts, 'request.submit.create') }),
    ).toBeEnabled();
  });
}
