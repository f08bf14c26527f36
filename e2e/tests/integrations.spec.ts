import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { authorizationOf, signIn } from '../support/session.ts';
import { saveScreenshot } from '../support/screenshot.ts';
import { ar, en, startIn, tr } from '../support/locales.ts';

// The Integrations screen (issue 19) on the demo data: parent@demo.test owns V1000 and its
// outlets V1001-V1003. Each run works on a branch of its own, so the desktop and phone runs and
// the two languages never see each other's clients.

const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** A callback URL on 127.0.0.1 that answers 200 and counts what it received. */
async function startReceiver(): Promise<{ url: string; received: string[]; server: Server }> {
  const received: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(body);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('thanks, received');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks/rider`, received, server };
}

/** Opens Integrations from the account menu (the drawer on a phone). */
async function openIntegrations(page: Page, testInfo: TestInfo, texts: Record<string, string>) {
  if (isPhone(testInfo)) {
    await page.getByRole('button', { name: texts['nav.menu'], exact: true }).click();
    await page.getByRole('link', { name: texts['nav.integrations'] }).click();
  } else {
    await page.getByRole('button', { name: texts['nav.account'] }).click();
    await page.getByRole('link', { name: texts['nav.integrations'] }).click();
  }
  await expect(
    page.getByRole('heading', { level: 1, name: texts['integrations.title'] }),
  ).toBeVisible();
}

test.describe('integrations', () => {
  test.describe.configure({ timeout: 120_000 });

  test(
    'a parent creates a client with a generated key, sends a test event and replays it',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const receiver = await startReceiver();
      try {
        const vendorId = isPhone(testInfo) ? 'V1001' : 'V1000';
        await startIn(page, 'en');
        await signIn(page, request, 'parent@demo.test');
        await page.goto(`/order-tracking/${vendorId}`);
        await openIntegrations(page, testInfo, en);
        await expect(page).toHaveURL(new RegExp(`/integrations/${vendorId}$`));
        await expect(
          page.getByRole('heading', { name: en['integrations.empty.title'] }),
        ).toBeVisible();
        await saveScreenshot(page, testInfo, 'integrations-empty');

        // Create: the portal makes the key pair and shows the private key this once.
        await page.getByRole('button', { name: en['integrations.create.button'] }).click();
        const dialog = page.getByRole('dialog', { name: en['integrations.create.title'] });
        await expect(
          dialog.getByRole('radio', { name: en['integrations.key.generate'] }),
        ).toBeChecked();
        await dialog.getByRole('button', { name: en['integrations.create.submit'] }).click();
        await expect(dialog.getByText(en['integrations.private-key.warning']!)).toBeVisible();
        await expect(
          dialog.getByRole('textbox', { name: en['integrations.private-key.label'] }),
        ).toHaveValue(/^-----BEGIN PRIVATE KEY-----/);
        await saveScreenshot(page, testInfo, 'integrations-private-key');
        const download = page.waitForEvent('download');
        await dialog.getByRole('button', { name: en['integrations.private-key.download'] }).click();
        expect((await download).suggestedFilename()).toMatch(/^rider-portal-[0-9a-f-]{36}\.pem$/);
        await dialog.getByRole('button', { name: en['integrations.private-key.saved'] }).click();

        // The client's page: its ids, the secret masked until revealed.
        await expect(page).toHaveURL(new RegExp(`/integrations/${vendorId}/clients/cy%3A`));
        const clientId = page.getByRole('textbox', { name: en['integrations.client-id'] });
        await expect(clientId).toHaveValue(/^cy:[0-9a-f-]{36}$/);
        const secret = page.getByRole('textbox', { name: en['integrations.webhook-secret'] });
        await expect(secret).toHaveValue(/^whsec_•+$/);
        await page
          .getByRole('button', {
            name: tr(en, 'integrations.reveal-named', { name: en['integrations.webhook-secret']! }),
          })
          .click();
        await expect(secret).toHaveValue(/^whsec_[A-Za-z0-9+/]+=*$/);
        await saveScreenshot(page, testInfo, 'integrations-client');

        await page
          .getByRole('textbox', { name: en['integrations.webhook.url'] })
          .fill(receiver.url);
        await page.getByRole('button', { name: en['integrations.webhook.save'] }).click();
        await expect(page.getByText(en['integrations.webhook.saved']!)).toBeVisible();

        // Deliveries: a test event arrives, then a replay makes a second attempt.
        await page.getByRole('tab', { name: en['integrations.tab.deliveries'] }).click();
        await expect(
          page.getByRole('heading', { name: en['integrations.deliveries.empty.title'] }),
        ).toBeVisible();
        await page.getByRole('button', { name: en['integrations.deliveries.send-test'] }).click();
        const log = page.getByLabel(en['integrations.deliveries.label']!, { exact: true });
        await expect(log.getByText(en['integrations.deliveries.event.test']!)).toBeVisible();
        await expect(log.getByText(en['integrations.deliveries.state.delivered']!)).toBeVisible({
          timeout: 15_000,
        });
        expect(receiver.received).toHaveLength(1);
        expect(JSON.parse(receiver.received[0]!)).toMatchObject({
          test: true,
          order_id: expect.stringMatching(/^test-\d+$/),
        });
        await expect(
          log.getByText(tr(en, 'integrations.deliveries.attempts', { count: 1 })),
        ).toBeVisible();
        await saveScreenshot(page, testInfo, 'integrations-deliveries');

        await log.getByRole('button', { name: /^Replay delivery \d+$/ }).click();
        await expect(
          log.getByText(tr(en, 'integrations.deliveries.attempts', { count: 2 })),
        ).toBeVisible({
          timeout: 15_000,
        });
        expect(receiver.received).toHaveLength(2);
        await log.getByText(tr(en, 'integrations.deliveries.attempts', { count: 2 })).click();
        const attempts = page.getByRole('dialog');
        await expect(attempts.getByText(/^Attempt 2 ·/)).toBeVisible();
        await expect(attempts.getByText('thanks, received')).toHaveCount(2);
        await saveScreenshot(page, testInfo, 'integrations-attempts');
      } finally {
        receiver.server.close();
      }
    },
  );

  test(
    'the Integrations screen reads right to left in Arabic',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const receiver = await startReceiver();
      try {
        const vendorId = isPhone(testInfo) ? 'V1003' : 'V1002';
        await startIn(page, 'ar');
        const session = await signIn(page, request, 'parent@demo.test');
        const headers = { authorization: authorizationOf(session) };
        // Seeded through the API: a client with its callback URL and a test event delivered.
        const created = await request.post(`/api/v1/vendor/${vendorId}/api-clients`, {
          headers,
          data: { key: { source: 'generate' } },
        });
        expect(created.status(), await created.text()).toBe(201);
        const clientId = ((await created.json()) as { result: { client: { client_id: string } } })
          .result.client.client_id;
        const base = `/api/v1/vendor/${vendorId}/api-clients/${encodeURIComponent(clientId)}`;
        expect(
          (
            await request.put(base, {
              headers,
              data: { callback_url: receiver.url, includes_portal_orders: true },
            })
          ).status(),
        ).toBe(200);
        expect((await request.post(`${base}/test-event`, { headers, data: {} })).status()).toBe(
          202,
        );

        await page.goto(`/integrations/${vendorId}`);
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(
          page.getByRole('heading', { level: 1, name: ar['integrations.title'] }),
        ).toBeVisible();
        await expect(page.getByRole('link', { name: clientId })).toBeVisible();
        await saveScreenshot(page, testInfo, 'integrations-list-ar');

        await page.getByRole('link', { name: clientId }).click();
        await expect(page.getByRole('textbox', { name: ar['integrations.client-id'] })).toHaveValue(
          clientId,
        );
        await saveScreenshot(page, testInfo, 'integrations-client-ar');

        await page.getByRole('tab', { name: ar['integrations.tab.deliveries'] }).click();
        const log = page.getByLabel(ar['integrations.deliveries.label']!, { exact: true });
        await expect(log.getByText(ar['integrations.deliveries.state.delivered']!)).toBeVisible({
          timeout: 15_000,
        });
        await saveScreenshot(page, testInfo, 'integrations-deliveries-ar');
      } finally {
        receiver.server.close();
      }
    },
  );
});
