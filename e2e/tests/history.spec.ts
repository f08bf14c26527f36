import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { authorizationOf, signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, el, en, startIn } from '../support/locales.ts';

// The history screen on the demo data (past orders of V1001: delivered 26 h ago and
// cancelled 28 h ago, and one placed minutes ago). Tests read those orders and never change them.

/** Types a day into a date field until the page has taken it (the URL carries it). */
async function setDay(page: Page, label: string, day: string, inUrl: RegExp) {
  await expect(async () => {
    const field = page.getByLabel(label);
    await field.fill(day);
    await field.press('Tab');
    await expect(page).toHaveURL(inUrl, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
}

/** Clicks a filter chip (its radio input is visually hidden under the label). */
function pickChip(page: Page, group: string, name: string) {
  return page.getByRole('radiogroup', { name: group }).getByText(name, { exact: true }).click();
}

/** The from/to (unix seconds) of the next orders-list request the page sends. */
async function nextListRange(page: Page, action: () => Promise<unknown>) {
  const [request] = await Promise.all([
    page.waitForRequest((r) => /\/api\/v1\/vendor\/[^/]+\/orders\?/.test(r.url())),
    action(),
  ]);
  const url = new URL(request.url());
  return {
    from: new Date(Number(url.searchParams.get('from')) * 1000).toISOString(),
    to: new Date(Number(url.searchParams.get('to')) * 1000).toISOString(),
  };
}

/** Parses CSV (RFC 4180: quoted fields, doubled quotes, CRLF) back into rows. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let isQuoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i];
    if (isQuoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') isQuoted = false;
      else cell += char;
    } else if (char === '"') isQuoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The delivered demo order of V1001, found through the API. */
async function deliveredOrderOf(request: APIRequestContext, authorization: string) {
  const now = Math.floor(Date.now() / 1000);
  const res = await request.get('/api/v1/vendor/V1001/orders', {
    headers: { authorization },
    params: { from: now - 7 * 86_400, to: now, status: 'delivered' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { result } = (await res.json()) as {
    result: { data: { order_id: string; status: string }[] };
  };
  // The "delivered" group holds returned parcels too (the simulator returns about one in fifty,
  // the demo's fresh order among them now and then): a receipt needs a delivery.
  const delivered = result.data.find((order) => order.status === 'DELIVERED');
  expect(delivered, JSON.stringify(result.data)).toBeDefined();
  return delivered!.order_id;
}

// The machine the browser tests share can be slow to serve a page's first load: the first
// render of each page gets a long wait, the checks after it the usual one.
const FIRST_RENDER = { timeout: 90_000 };

/** Opens a page and waits until its title is on screen. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_RENDER);
}

test.describe('history', () => {
  test.describe.configure({ timeout: 240_000 });

  test('pointing at the History tab loads its page before the click', async ({ page, request }) => {
    await startIn(page, 'en');
    await signIn(page, request, 'parent@demo.test');
    await open(page, '/order-tracking/V1001');
    const tab = page.getByRole('link', { name: en['nav.history'] });
    // The page's code is asked for on the pointer's arrival, not on the click.
    const chunk = page.waitForRequest((r) => /\/assets\/history-page-[\w-]+\.js$/.test(r.url()));
    await tab.hover();
    await chunk;
    await tab.click();
    await expect(page).toHaveURL(/\/history\/V1001/);
    await expect(page.getByRole('radiogroup', { name: en['history.filter.range'] })).toBeVisible();
  });

  test('a custom range that ends before it starts says so', async ({ page, request }, testInfo) => {
    await startIn(page, 'en');
    const session = await signIn(page, request, 'parent@demo.test');
    await open(page, '/history/V1001');
    await pickChip(page, en['history.filter.range']!, en['history.range.custom']!);
    await setDay(page, en['history.range.start']!, '2026-11-10', /start=2026-11-10/);
    await setDay(page, en['history.range.end']!, '2026-11-05', /end=2026-11-05/);
    await expect(page.getByRole('alert')).toHaveText(en['validation.end-before-start']!);
    await expect(page).toHaveURL(/range=custom&start=2026-11-10&end=2026-11-05/);
    await saveScreenshot(page, testInfo, 'history-custom-range-error');

    // The server refuses the same range with the same key.
    const res = await request.get('/api/v1/vendor/V1001/orders', {
      headers: { authorization: authorizationOf(session) },
      params: { from: 1_700_000_000, to: 1_600_000_000 },
    });
    expect(res.status()).toBe(400);
    expect((await res.json()).meta.translation_key).toBe('validation.end-before-start');

    // A valid range removes the message.
    await setDay(page, en['history.range.end']!, '2026-11-12', /end=2026-11-12/);
    await expect(page.getByText(en['validation.end-before-start']!)).toHaveCount(0);
  });

  test(
    'the search history keeps ten non-empty keys without duplicates',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      await startIn(page, 'en');
      await signIn(page, request, 'parent@demo.test');
      await open(page, '/history/V1001');
      const search = page.getByRole('textbox', { name: en['history.search.label'] });
      for (let i = 1; i <= 11; i += 1) {
        await search.fill(`V1001-${i}`);
        await search.press('Enter');
        await expect(page).toHaveURL(new RegExp(`q=V1001-${i}(&|$)`));
        await search.press('Escape');
      }
      // Empty and repeated keys.
      await search.fill('   ');
      await search.press('Enter');
      await search.press('Escape');
      await search.fill('V1001-5');
      await search.press('Enter');
      await search.press('Escape');

      // Emptying the box lifts the search.
      await search.fill('');
      await expect(page).not.toHaveURL(/q=/);
      await search.click();
      // The search box's own suggestions (the language menu holds options too).
      const options = page
        .getByRole('listbox')
        .filter({ has: page.getByRole('option', { name: 'V1001-5', exact: true }) })
        .getByRole('option');
      await expect(options).toHaveCount(10);
      await expect(options.first()).toHaveText('V1001-5');
      await expect(options).toHaveText([
        'V1001-5',
        'V1001-11',
        'V1001-10',
        'V1001-9',
        'V1001-8',
        'V1001-7',
        'V1001-6',
        'V1001-4',
        'V1001-3',
        'V1001-2',
      ]);
      await saveScreenshot(page, testInfo, 'history-search-history');

      // Kept locally across a reload; picking one searches it.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(FIRST_RENDER);
      await search.click();
      await page.getByRole('option', { name: 'V1001-11' }).click();
      await expect(page).toHaveURL(/q=V1001-11/);
      await expect(page.getByText(en['history.empty.search']!)).toBeVisible();
    },
  );

  test('show more loads the next page with the pagination key', async ({
    page,
    request,
  }, testInfo) => {
    await startIn(page, 'en');
    await signIn(page, request, 'parent@demo.test');
    // The demo has only a few orders: pages of one make the cursor do the work of 30.
    const cursors: (string | null)[] = [];
    await page.route(/\/api\/v1\/vendor\/V1001\/orders\?/, async (route) => {
      const url = new URL(route.request().url());
      expect(url.searchParams.get('count')).toBe('30');
      url.searchParams.set('count', '1');
      cursors.push(url.searchParams.get('pagination_key'));
      await route.continue({ url: url.toString() });
    });
    await open(page, '/history/V1001?range=7-days&status=any');
    await expect(page.getByText('Orders shown: 1')).toBeVisible(FIRST_RENDER);
    await page.getByRole('button', { name: en['history.show-more'] }).click();
    await expect(page.getByText('Orders shown: 2')).toBeVisible();
    await page.getByRole('button', { name: en['history.show-more'] }).click();
    await expect(page.getByText('Orders shown: 3')).toBeVisible();
    // The first page starts without a key (a refresh on connecting may ask for it again); each
    // show more sends the key the last page answered.
    expect(cursors[0]).toBeNull();
    const keys = cursors.filter((c): c is string => typeof c === 'string' && c.length > 0);
    expect(new Set(keys).size).toBe(2);
    const ids = await page
      .getByRole('button', { name: /^Open order / })
      .evaluateAll((els) => els.map((el) => el.textContent));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id?.startsWith('V1001-'))).toBe(true);
    await saveScreenshot(page, testInfo, 'history-show-more');

    // A row opens the order detail.
    await page.getByRole('button', { name: `Open order ${ids[0]}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await saveScreenshot(page, testInfo, 'history-order-detail');
  });

  test('export downloads a CSV that opens with the listed orders', async ({
    page,
    request,
  }, testInfo) => {
    await startIn(page, 'en');
    await signIn(page, request, 'parent@demo.test');
    await open(page, '/history/V1001?range=7-days&status=any');
    await expect(page.getByText(/^Orders shown: \d+$/)).toBeVisible(FIRST_RENDER);
    const shown = Number(
      (await page.getByText(/^Orders shown: \d+$/).textContent())?.split(': ')[1],
    );

    await page.getByRole('button', { name: en['history.export.label'] }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: en['history.export.csv'] }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^orders-V1001-.*\.csv$/);
    const rows = parseCsv(await readFile((await download.path())!, 'utf8'));
    expect(rows[0]?.[0]).toBe('Order ID');
    const data = rows.slice(1).filter((row) => row.some((cell) => cell !== ''));
    expect(data).toHaveLength(shown);
    expect(data.every((row) => row[0]?.startsWith('V1001-'))).toBe(true);
    await saveScreenshot(page, testInfo, 'history-export');
  });

  test('the delivery receipt shows the order and downloads its PDF', async ({
    page,
    request,
  }, testInfo) => {
    await startIn(page, 'en');
    const session = await signIn(page, request, 'parent@demo.test');
    const orderId = await deliveredOrderOf(request, authorizationOf(session));
    await open(page, `/delivery-receipt/${orderId}`);
    await expect(page.getByRole('heading', { name: `Delivery receipt ${orderId}` })).toBeVisible();
    await expect(page.getByText(en['receipt.total']!)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: en['receipt.download-pdf'] }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${orderId}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1000);
    await saveScreenshot(page, testInfo, 'receipt-en');
  });

  for (const [language, texts] of [
    ['el', el],
    ['ar', ar],
  ] as const) {
    test(
      `history and receipt read in ${language}`,
      { tag: '@phone' },
      async ({ page, request }, testInfo) => {
        await startIn(page, language);
        const session = await signIn(page, request, 'parent@demo.test');
        await open(page, '/history/V1001?range=7-days&status=any');
        await expect(
          page.getByRole('radio', { name: texts['history.range.7-days'] }),
        ).toBeChecked();
        await expect(
          page.getByRole('button', { name: texts['history.export.label'] }),
        ).toBeVisible();
        await saveScreenshot(page, testInfo, `history-${language}`);
        const orderId = await deliveredOrderOf(request, authorizationOf(session));
        await open(page, `/delivery-receipt/${orderId}`);
        await expect(
          page.getByRole('button', { name: texts['receipt.download-pdf'] }),
        ).toBeVisible();
        await saveScreenshot(page, testInfo, `receipt-${language}`);
      },
    );
  }

  test.describe('in a browser far from the market', () => {
    // The browser runs in Los Angeles; the presets follow the market (CY, Asia/Nicosia).
    test.use({ timezoneId: 'America/Los_Angeles' });

    test('presets are market days around midnight, kept across a reload', async ({
      page,
      request,
    }, testInfo) => {
      // 22:30 UTC on 10 March is 00:30 on 11 March in Nicosia: yesterday there is 10 March.
      await page.clock.setFixedTime(new Date('2026-03-10T22:30:00Z'));
      await startIn(page, 'en');
      await signIn(page, request, 'parent@demo.test');

      const initial = await nextListRange(page, () => open(page, '/history/V1001'));
      expect(initial).toEqual({
        from: '2026-03-09T22:00:00.000Z',
        to: '2026-03-10T21:59:59.000Z',
      });
      await expect(page.getByRole('radio', { name: en['history.range.yesterday'] })).toBeChecked();
      await expect(page.getByRole('radio', { name: en['history.status.any'] })).toBeChecked();

      const week = await nextListRange(page, () =>
        pickChip(page, en['history.filter.range']!, en['history.range.7-days']!),
      );
      expect(week).toEqual({ from: '2026-03-04T22:00:00.000Z', to: '2026-03-11T21:59:59.000Z' });
      const month = await nextListRange(page, () =>
        pickChip(page, en['history.filter.range']!, en['history.range.30-days']!),
      );
      expect(month).toEqual({ from: '2026-02-09T22:00:00.000Z', to: '2026-03-11T21:59:59.000Z' });
      await pickChip(page, en['history.filter.status']!, en['history.status.delivered']!);
      await expect(page).toHaveURL(/range=30-days/);
      await expect(page).toHaveURL(/status=delivered/);
      await saveScreenshot(page, testInfo, 'history-presets');

      // The range and status are kept locally: the bare address opens on them again.
      await open(page, '/history/V1001');
      await expect(page.getByRole('radio', { name: en['history.range.30-days'] })).toBeChecked();
      await expect(page.getByRole('radio', { name: en['history.status.delivered'] })).toBeChecked();
    });
  });
});
