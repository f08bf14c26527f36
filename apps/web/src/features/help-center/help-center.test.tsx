import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { formatMoney } from '../../shared/format/money';
import { EMPTY_SESSION, setSession } from '../../shared/session/session-store';
import en from '@rider-portal/i18n/locales/en/web.json';

// The help centre (001 §2, §7) and the per-country help pages, on the whole app with a stubbed
// network (fetch, not our modules).

const fetchMock = vi.fn<(input: string | URL, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const notFound = () =>
  json(404, { message: 'error.not-found', meta: { translation_key: 'error.not-found' } });

/** base64url of the UTF-8 JSON, as a JWT carries it. */
const b64 = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const helpToken = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({
  sub: 'U1',
  email: 'owner@example.com',
  name: 'Corner Café',
  vendor_id: 'V1',
  country: 'CY',
  global_entity_id: 'FY_CY',
})}.signature`;

const vendor = {
  vendor_id: 'V1',
  parent_vendor_id: null,
  client_vendor_id: 'C1',
  is_active: true,
  is_registered: true,
  is_parent: false,
  vendor_information: { name: 'Corner Café', owners: [], contact: { phone: '' }, location: {} },
};

let tokenAnswers: (() => Response)[] = [];
let initBodies: unknown[] = [];

function signIn() {
  setSession({
    ...EMPTY_SESSION,
    user: { id: 'U1', email: 'owner@example.com' },
    meta: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r', Expires: Date.now() + 3_600_000 },
  });
}

describe('the help centre', () => {
  beforeEach(() => {
    localStorage.clear();
    localStorage.setItem('locale', 'en');
    tokenAnswers = [];
    initBodies = [];
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://portal.test').pathname;
      if (path === '/api/v1/vendors') return json(200, { result: { vendors: [vendor] } });
      if (path === '/api/v1/vendor/V1/hc_jwt_token') {
        return (tokenAnswers.shift() ?? (() => json(200, { result: helpToken })))();
      }
      if (path === '/api/v1/help-center/init') {
        initBodies.push(JSON.parse(String(init.body)));
        return json(200, { result: { url: '/help/CY?embed=1&lang=en' } });
      }
      return notFound();
    });
    vi.stubGlobal('fetch', fetchMock);
    signIn();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    setSession(EMPTY_SESSION);
  });

  it('shows a signed-in vendor user the help button, which takes a phone to /helpcenter/{vendor}', async () => {
    await renderApp('/history/V1');
    const button = await screen.findByRole('link', { name: en['help.open'] }, { timeout: 30_000 });
    expect(button.getAttribute('href')).toBe('/helpcenter/V1');
  });

  it.each([
    ['the help-center flag is off', () => signIn(), { 'help-center': false }],
    [
      'a guest',
      () =>
        setSession({
          ...EMPTY_SESSION,
          mode: 'GUEST',
          guestToken: { token: 'g', exp: Math.floor(Date.now() / 1000) + 3600 },
          vendorId: 'V1',
        }),
      {},
    ],
    [
      'the embedded GODROID mode',
      () => setSession({ ...EMPTY_SESSION, mode: 'GODROID', embeddedToken: 'x', vendorId: 'V1' }),
      {},
    ],
  ])('hides the help button when %s', async (_case, start, flags) => {
    start();
    await renderApp('/order-tracking/V1', { flags });
    await screen.findAllByRole('link', { name: en['nav.tracking'] }, { timeout: 30_000 });
    expect(screen.queryByRole('link', { name: en['help.open'] })).toBeNull();
    expect(screen.queryByRole('button', { name: en['help.open'] })).toBeNull();
  });

  it('says help-center.failed when the token fails, and loads the help page on retry', async () => {
    tokenAnswers = [() => json(500, {}), () => json(500, {})];
    await renderApp('/helpcenter/V1');
    expect(
      await screen.findByText(en['help-center.failed'], undefined, { timeout: 30_000 }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: en['help.retry'] }));
    const frame = await screen.findByTitle(en['help.title'], undefined, { timeout: 10_000 });
    expect(frame.getAttribute('src')).toBe(`${window.location.origin}/help/CY?embed=1&lang=en`);
    expect(initBodies).toEqual([
      {
        user_id: 'U1',
        email: 'owner@example.com',
        guest: false,
        name: 'Corner Café',
        brand: 'FOODY',
        global_entity_id: 'FY_CY',
        country: 'CY',
        locale: 'en',
        app_version: 'unknown',
        verification_token: helpToken,
        service_type: 'rider-request',
      },
    ]);
  });

  it('sends /helpcenter/{vendor} to the orders when the help centre is off', async () => {
    const { router } = await renderApp('/helpcenter/V1', { flags: { 'help-center': false } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-tracking/V1'), {
      timeout: 30_000,
    });
  });
});

describe('the per-country help pages', () => {
  afterEach(() => cleanup());

  it("quotes Taiwan's fee from the pricing rule, and searches the articles", async () => {
    localStorage.setItem('locale', 'en');
    await renderApp('/help/TW');
    const fee = await screen.findByRole(
      'button',
      { name: en['help.article.fee'] },
      { timeout: 30_000 },
    );
    fireEvent.click(fee);
    const money = (amount: number) => formatMoney(amount, 'TW', 'en');
    for (const amount of [
      money(9900),
      money(1000),
      `+ ${money(2500)}`,
      money(11_900),
      money(14_400),
    ]) {
      expect(await screen.findByText(amount)).toBeTruthy();
    }
    expect(screen.getByText('Per km after the first 1 km')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: en['help.faq.search'] }), {
      target: { value: 'xlsx' },
    });
    expect(screen.getByRole('button', { name: en['help.article.bulk'] })).toBeTruthy();
    expect(screen.queryByRole('button', { name: en['help.article.fee'] })).toBeNull();
  });

  it('sends an unknown country to the country list', async () => {
    const { router } = await renderApp('/help/XX');
    await waitFor(() => expect(router.state.location.pathname).toBe('/help'), { timeout: 30_000 });
    expect(await screen.findByRole('link', { name: /Taiwan/ })).toBeTruthy();
  });
});
