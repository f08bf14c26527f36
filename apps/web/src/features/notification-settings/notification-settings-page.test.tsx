import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import en from '@rider-portal/i18n/locales/en/web.json';
import type { TNotificationSettings } from '@rider-portal/domain/notifications';
import { renderApp } from '../../test/render-app';
import { vendorFixture } from '../../test/vendor-fixture';
import { EMPTY_SESSION, setSession } from '../../shared/session/session-store';

// The customer-messages settings screen (issue 21) on the whole app, the network stubbed
// (fetch, not our modules): where the settings come from, changing and saving them, going back
// to the default, and a refused read.

const fetchMock = vi.fn<(input: string | URL, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (status: number, key: string) =>
  json(status, { message: key, meta: { translation_key: key }, errors: [] });
const fill = (key: keyof typeof en, values: Record<string, string>) =>
  en[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const brand = vendorFixture({
  vendor_id: 'V1000',
  client_vendor_id: 'B1',
  is_parent: true,
  name: 'Souvlaki Group',
});
const outlet = vendorFixture({ vendor_id: 'V1', parent_vendor_id: 'V1000' });

const BRAND_SETTINGS: TNotificationSettings = {
  enabled: true,
  steps: ['placed', 'picked-up', 'delivered'],
  channels: ['sms'],
};

/** The server's state for V1: its own settings, or none (it follows its brand). */
let own: TNotificationSettings | null;
let settingsAnswer: (() => Response) | null;
let sent: { method: string; body: unknown }[];

function answerSettings(): Response {
  return json(200, {
    result: own ? { settings: own, source: 'own' } : { settings: BRAND_SETTINGS, source: 'parent' },
  });
}

function signIn() {
  setSession({
    ...EMPTY_SESSION,
    user: { id: 'U1', email: 'owner@example.com' },
    meta: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r', Expires: Date.now() + 3_600_000 },
  });
}

// Mantine's label of a switch holds its description too.
const masterSwitch = () =>
  screen.getByRole('switch', {
    name: (name) => name.startsWith(en['notification-settings.enabled']),
  });

async function openPage() {
  await renderApp('/customer-messages/V1');
  return screen.findByRole('note', undefined, { timeout: 30_000 });
}

describe('/customer-messages', { timeout: 40_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'en');
    own = null;
    settingsAnswer = null;
    sent = [];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://portal.test').pathname;
      if (path === '/api/v1/vendors') return json(200, { result: { vendors: [brand, outlet] } });
      if (path === '/api/v1/vendor/V1/notification-settings') {
        const method = init.method ?? 'GET';
        if (method !== 'GET') sent.push({ method, body: JSON.parse(String(init.body)) });
        if (method === 'PUT') own = JSON.parse(String(init.body)) as TNotificationSettings;
        if (method === 'DELETE') own = null;
        return settingsAnswer ? settingsAnswer() : answerSettings();
      }
      return envelope(404, 'error.not-found');
    });
    vi.stubGlobal('fetch', fetchMock);
    signIn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setSession(EMPTY_SESSION);
  });

  it("shows an outlet following its brand's settings, with an example message", async () => {
    const source = await openPage();
    expect(
      screen.getByRole('heading', { level: 1, name: en['notification-settings.title'] }),
    ).toBeTruthy();
    expect(
      within(source).getByText(
        fill('notification-settings.source.parent', { brand: 'Souvlaki Group' }),
      ),
    ).toBeTruthy();
    expect(
      within(source).getByText(
        fill('notification-settings.source.hint', { vendor: 'Corner Café' }),
      ),
    ).toBeTruthy();
    const isChecked = (key: keyof typeof en) =>
      (screen.getByRole('checkbox', { name: en[key] }) as HTMLInputElement).checked;
    expect(masterSwitch()).toBeTruthy();
    expect(isChecked('messages.step.placed')).toBe(true);
    expect(isChecked('messages.step.rider-assigned')).toBe(false);
    expect(isChecked('messages.step.picked-up')).toBe(true);
    expect(isChecked('notification-settings.channel.sms')).toBe(true);
    // The step's text says when it is sent.
    expect(screen.getByText(en['notification-settings.step.rider-assigned'])).toBeTruthy();
    // The first chosen step's message, as the customer reads it, with this outlet's name.
    expect(
      (await screen.findByTestId('message-example', undefined, { timeout: 10_000 })).textContent,
    ).toMatch(
      /^Corner Café has booked a rider for your order\. Follow it here: http.+\/tracking\//,
    );
    expect(screen.getByRole('button', { name: en['notification-settings.save'] })).toHaveProperty(
      'disabled',
      true,
    );
    // Following its brand: nothing of its own to forget.
    expect(screen.queryByRole('button', { name: en['notification-settings.reset'] })).toBeNull();
  });

  it('saves a step turned off as the outlet’s own settings', async () => {
    await openPage();
    const save = screen.getByRole('button', { name: en['notification-settings.save'] });
    fireEvent.click(screen.getByRole('checkbox', { name: en['messages.step.picked-up'] }));
    fireEvent.click(screen.getByRole('checkbox', { name: en['messages.step.rider-assigned'] }));
    expect(save).toHaveProperty('disabled', false);
    fireEvent.click(save);
    expect(
      await screen.findByText(en['notification-settings.saved'], undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    // Steps in the order they happen, whatever the order they were ticked in.
    expect(sent).toEqual([
      {
        method: 'PUT',
        body: {
          enabled: true,
          steps: ['placed', 'rider-assigned', 'delivered'],
          channels: ['sms'],
        },
      },
    ]);
    expect(
      within(screen.getByRole('note')).getByText(en['notification-settings.source.own']),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: en['notification-settings.save'] })).toHaveProperty(
      'disabled',
      true,
    );
    expect(
      (screen.getByRole('checkbox', { name: en['messages.step.picked-up'] }) as HTMLInputElement)
        .checked,
    ).toBe(false);
  });

  it('turns every message off with the switch, and says so', async () => {
    await openPage();
    fireEvent.click(masterSwitch());
    expect(screen.getByText(en['notification-settings.none-sent'])).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: en['messages.step.placed'] })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.click(screen.getByRole('button', { name: en['notification-settings.save'] }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ method: 'PUT', body: { ...BRAND_SETTINGS, enabled: false } });
  });

  it('goes back to the default after asking once', async () => {
    own = { enabled: true, steps: ['delivered'], channels: ['sms'] };
    const source = await openPage();
    expect(within(source).getByText(en['notification-settings.source.own'])).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en['notification-settings.reset'] }));
    const dialog = await screen.findByRole('dialog', {
      name: en['notification-settings.reset.title'],
    });
    expect(
      within(dialog).getByText(fill('notification-settings.reset.body', { vendor: 'Corner Café' })),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.click(
      within(dialog).getByRole('button', { name: en['notification-settings.reset'] }),
    );
    expect(
      await screen.findByText(en['notification-settings.reset.done'], undefined, {
        timeout: 10_000,
      }),
    ).toBeTruthy();
    expect(sent).toEqual([{ method: 'DELETE', body: {} }]);
    expect(
      within(screen.getByRole('note')).getByText(
        fill('notification-settings.source.parent', { brand: 'Souvlaki Group' }),
      ),
    ).toBeTruthy();
  });

  it('says why the settings could not be read, and reads them again', async () => {
    settingsAnswer = () => envelope(403, 'error.forbidden');
    await renderApp('/customer-messages/V1');
    expect(
      await screen.findByText(en['error.forbidden'], undefined, { timeout: 30_000 }),
    ).toBeTruthy();
    settingsAnswer = null;
    fireEvent.click(screen.getByRole('button', { name: en['notification-settings.retry'] }));
    expect(await screen.findByRole('note', undefined, { timeout: 10_000 })).toBeTruthy();
  });

  it('tells a guest the screen belongs to a business account', async () => {
    setSession({
      ...EMPTY_SESSION,
      mode: 'GUEST',
      guestToken: { token: 'g', exp: Math.floor(Date.now() / 1000) + 3600 },
      vendorId: 'V1',
    });
    await renderApp('/customer-messages');
    expect(
      await screen.findByRole(
        'heading',
        { name: en['notification-settings.not-available.title'] },
        { timeout: 30_000 },
      ),
    ).toBeTruthy();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes('notification'))).toBe(
      false,
    );
  });
});
