import { expect, test, type Browser, type Page } from '@playwright/test';
import { SIGNED_IN_COOKIE } from '@rider-portal/domain/prerender';
import { ar, el, en } from '../support/locales.ts';
import { placedOrderTrackingPath } from '../support/orders.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { signIn } from '../support/session.ts';
import { startInstance, stopInstance, type TInstance } from '../support/server-instance.ts';

// The public pages arrive as HTML in the visitor's language, so a phone paints the
// landing page's heading before (and without) any JavaScript; the app then hydrates that same
// page, keeping its elements rather than drawing it again. Greek on the shared server (Cyprus);
// Arabic, right to left, on a server of its own for the United Arab Emirates.

/** A page whose first <h1> is remembered as the HTML parser built it, before any script ran. */
async function openRemembering(
  browser: Browser,
  options: { baseURL: string; locale: string; viewport: { width: number; height: number } | null },
  path: string,
) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { parsedHeading: Element | null }).parsedHeading =
        document.querySelector('h1');
    });
  });
  await page.goto(path);
  return { page, errors, close: () => context.close() };
}

/** Holds back the app's entry script until the returned function is called. */
async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** True once the app has taken over the page (it moves the page's styles onto its elements). */
async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('#rp-prerendered-styles')).toHaveCount(0);
}

for (const { language, messages, locale, country } of [
  { language: 'el', messages: el, locale: 'el-CY', country: 'CY' },
  { language: 'ar', messages: ar, locale: 'ar-AE', country: 'AE' },
] as const) {
  test.describe(`the landing page prerendered (${language})`, () => {
    let instance: TInstance | undefined;
    test.beforeAll(async ({ browserName: _browser }, testInfo) => {
      // A fresh server with its demo data: up to a minute on two busy cores.
      testInfo.setTimeout(180_000);
      if (country === 'AE') instance = await startInstance({ PORTAL_COUNTRY: 'AE', SIM: 'off' });
    });
    test.afterAll(async () => {
      await stopInstance(instance);
    });

    test(
      `shows its heading without JavaScript, and the app keeps it (${language})`,
      { tag: '@phone' },
      async ({ browser, baseURL }, testInfo) => {
        const base = instance?.url ?? baseURL!;
        const title = messages['landing.hero.title']!;
        const dir = language === 'ar' ? 'rtl' : 'ltr';

        const noScript = await browser.newContext({
          baseURL: base,
          locale,
          javaScriptEnabled: false,
          viewport: testInfo.project.use.viewport ?? null,
        });
        const still = await noScript.newPage();
        await still.goto('/');
        await expect(still.getByRole('heading', { level: 1 })).toHaveText(title);
        await expect(still.locator('html')).toHaveAttribute('lang', language);
        await expect(still.locator('html')).toHaveAttribute('dir', dir);
        // Styled as the app draws it: the call to action is a filled button, not bare text.
        const cta = still.getByRole('link', { name: messages['landing.hero.cta'] });
        await expect(cta).toBeVisible();
        expect(await cta.evaluate((a) => getComputedStyle(a).backgroundColor)).not.toBe(
          'rgba(0, 0, 0, 0)',
        );
        await saveScreenshot(still, testInfo, `prerendered-no-js-${language}`);
        await noScript.close();

        const viewport = testInfo.project.use.viewport ?? null;
        const live = await openRemembering(browser, { baseURL: base, locale, viewport }, '/');
        // A visitor who only reads downloads no app code: it is asked for when they act.
        const appCode: string[] = [];
        live.page.on('request', (request) => {
          if (/\/assets\/index-[\w-]+\.js$/.test(request.url())) appCode.push(request.url());
        });
        await live.page.waitForLoadState('networkidle');
        expect(appCode).toEqual([]);
        await expect(live.page.locator('#rp-prerendered-styles')).toHaveCount(1);
        await live.page.mouse.move(20, 20);
        await waitForHydration(live.page);
        expect(appCode).toHaveLength(1);
        await expect(live.page.getByRole('heading', { level: 1 })).toHaveText(title);
        // The heading the parser built is the one on screen: hydrated, not drawn again.
        expect(
          await live.page.evaluate(() => {
            const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
            return parsed !== null && parsed === document.querySelector('h1');
          }),
        ).toBe(true);
        // And it is the app now: its sign-in link leads on without a page load.
        await live.page.getByRole('link', { name: messages['landing.hero.cta'] }).click();
        await expect(live.page).toHaveURL(/\/connect$/);
        await expect(live.page.getByRole('heading', { level: 1 })).toHaveText(
          messages['connect.title']!,
        );
        expect(live.errors).toEqual([]);
        await saveScreenshot(live.page, testInfo, `prerendered-hydrated-${language}`);
        await live.close();
      },
    );

    test(
      `a signed-in area arrives drawn, and the app takes its place without a move (${language})`,
      { tag: '@phone' },
      async ({ browser, baseURL }, testInfo) => {
        const base = instance?.url ?? baseURL!;
        const viewport = testInfo.project.use.viewport ?? null;
        const dir = language === 'ar' ? 'rtl' : 'ltr';
        const context = await browser.newContext({ baseURL: base, locale, viewport });
        const page = await context.newPage();
        await signIn(page, context.request, 'parent@demo.test');
        await page.goto('/history');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          messages['history.title']!,
        );
        // The app itself tells the server that this browser holds a session.
        const hint = (await context.cookies()).find((c) => c.name === SIGNED_IN_COOKIE);
        expect(hint?.value).toBe('1');

        // The next visit, without JavaScript: the page's title and lead, in the bar's frame.
        const noScript = await browser.newContext({
          baseURL: base,
          locale,
          viewport,
          javaScriptEnabled: false,
          storageState: await context.storageState(),
        });
        const still = await noScript.newPage();
        await still.goto('/request-a-rider');
        await expect(still.getByRole('heading', { level: 1 })).toHaveText(
          messages['request.title']!,
        );
        await expect(still.getByText(messages['request.lead']!)).toBeVisible();
        await expect(still.locator('html')).toHaveAttribute('dir', dir);
        await saveScreenshot(still, testInfo, `frame-no-js-${language}`);
        await noScript.close();

        // With the app's code held back, the frame; then the app's page where it was.
        const live = await context.newPage();
        const errors: string[] = [];
        live.on('pageerror', (error) => errors.push(error.message));
        const release = await holdAppCode(live);
        await live.goto('/request-a-rider', { waitUntil: 'commit' });
        const lead = live.getByText(messages['request.lead']!);
        await expect(lead).toBeVisible();
        const before = await lead.boundingBox();
        release();
        await waitForHydration(live);
        await expect(lead).toBeVisible();
        expect(await lead.boundingBox()).toEqual(before);
        // The request form itself, drawn by the app.
        await expect(live.getByRole('main').getByRole('textbox').first()).toBeVisible();
        expect(errors).toEqual([]);
        await saveScreenshot(live, testInfo, `frame-replaced-${language}`);

        // A press on the frame's search box, before the app runs, focuses nothing (the box and
        // what would be typed in it are replaced); the app's own box then takes it.
        const history = await context.newPage();
        const releaseHistory = await holdAppCode(history);
        await history.goto('/history', { waitUntil: 'commit' });
        const search = history.getByRole('textbox', { name: messages['history.search.label'] });
        await expect(search).toBeVisible();
        const box = (await search.boundingBox())!;
        await history.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        expect(await history.evaluate(() => document.activeElement?.tagName)).not.toBe('INPUT');
        releaseHistory();
        await waitForHydration(history);
        await search.click();
        await expect(search).toBeFocused();
        await context.close();
      },
    );
  });
}

test('the sign-in form waits, disabled, until the page is live', async ({ page }, testInfo) => {
  // The app's code held back: the prerendered form is on screen, the app not yet running. A
  // press on its button would submit the form the browser's way and empty it.
  const release = await holdAppCode(page);
  // Not until 'load': that waits for the app's code.
  await page.goto('/connect', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: el['connect.title'] })).toBeVisible();
  const email = page.getByRole('textbox', { name: el['connect.email'] });
  const submit = page.getByRole('button', { name: el['connect.submit'], exact: true });
  await expect(email).toBeDisabled();
  await expect(submit).toBeDisabled();
  await saveScreenshot(page, testInfo, 'prerendered-connect-waiting');
  release();
  await expect(email).toBeEnabled();
  await expect(submit).toBeEnabled();
});

test('an English page downloads the Latin font files only', async ({ browser, baseURL }) => {
  // The language menu names every language in its own script; drawn in Noto Sans, it alone made
  // an English page download the Greek and Latin Extended files (66 KB).
  const context = await browser.newContext({ baseURL, locale: 'en-US' });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (/\.woff2?$/.test(request.url())) fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  // The landing page asks for the app when the person acts on it.
  await page.mouse.move(20, 20);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en['landing.hero.title']!);
  await page.waitForLoadState('networkidle');
  expect(fonts.length).toBeGreaterThan(0);
  expect(fonts.filter((path) => !/\/noto-sans-latin-\d00-normal-/.test(path))).toEqual([]);
  await context.close();
});

test('a question pressed before the app runs opens once it does', async ({ page }) => {
  // The app's code held back: the help page is on screen as HTML only.
  const release = await holdAppCode(page);
  await page.goto('/help/CY?lang=el', { waitUntil: 'commit' });
  // public/boot.js (deferred: it runs once the HTML is parsed) remembers the press.
  await page.waitForFunction(() => 'rpTakeEarlyPress' in window);
  await page.getByRole('button', { name: el['help.article.fee'] }).click();
  const fee = page.getByRole('row', { name: new RegExp(`^${el['help.fee.base']} 2,50\\s€$`) });
  await expect(fee).toBeHidden();
  release();
  await expect(fee).toBeVisible();
});

test(
  "a tracking link's page comes with its order, and the app keeps it",
  { tag: '@phone' },
  async ({ browser, baseURL, request }, testInfo) => {
    const { orderId, path } = await placedOrderTrackingPath(request);
    const viewport = testInfo.project.use.viewport ?? null;

    // Without JavaScript: the order itself, not a skeleton waiting for it.
    const noScript = await browser.newContext({
      baseURL,
      locale: 'el-CY',
      javaScriptEnabled: false,
      viewport,
    });
    const still = await noScript.newPage();
    await still.goto(path);
    await expect(still.getByRole('heading', { level: 1 })).toContainText(orderId);
    await expect(still.getByText('Stasikratous 12, Nicosia')).toBeVisible();
    await expect(
      still.getByRole('heading', { level: 2, name: el['public-tracking.section.addresses'] }),
    ).toBeVisible();
    await expect(still.locator('[aria-busy="true"]')).toHaveCount(0);
    await saveScreenshot(still, testInfo, 'tracking-with-order-no-js-el');
    await noScript.close();

    // A wrong token gets the page's frame, with nothing of the order in it.
    const wrong = await request.get(
      path.replace(/t=[^&]+/, 't=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    );
    expect(wrong.status()).toBe(200);
    expect(await wrong.text()).not.toContain('Stasikratous');

    // With JavaScript: the app hydrates the server's page, it does not draw it again.
    const live = await openRemembering(
      browser,
      { baseURL: baseURL!, locale: 'el-CY', viewport },
      path,
    );
    await waitForHydration(live.page);
    expect(
      await live.page.evaluate(() => {
        const parsed = (window as unknown as { parsedHeading: Element | null }).parsedHeading;
        return parsed !== null && parsed === document.querySelector('h1');
      }),
    ).toBe(true);
    await expect(live.page.getByText('Stasikratous 12, Nicosia')).toBeVisible();
    // Live: the map comes (Leaflet draws it in the browser), or, while no rider is on the way
    // yet, the card that says it will.
    await expect(
      live.page.locator('.leaflet-container').or(live.page.getByTestId('map-hidden')),
    ).toBeVisible();
    expect(live.errors).toEqual([]);
    await saveScreenshot(live.page, testInfo, 'tracking-with-order-hydrated-el');
    await live.close();
  },
);
