import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test/render-app';
import { EMPTY_SESSION, setSession } from '../shared/session/session-store';

function signIn() {
  setSession({
    ...EMPTY_SESSION,
    user: { id: 'u1', email: 'owner@example.com' },
    meta: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r', Expires: Date.now() + 3_600_000 },
  });
}

// Pages are lazy chunks; the first import of one can take a moment under the test transform.
const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('route table and guards (000 §2, 001 §2)', () => {
  beforeEach(() => {
    localStorage.clear();
    setSession(EMPTY_SESSION);
  });
  afterEach(() => {
    cleanup();
  });

  it('shows the landing page to visitors, with one call to action and the language selector', async () => {
    await renderApp('/');
    expect(await heading('A rider for every order, in minutes')).toBeTruthy();
    const cta = screen.getByRole('link', { name: 'Request a rider' });
    expect(cta.getAttribute('href')).toBe('/connect');
    const language = screen.getByRole('combobox', { name: 'Language' });
    expect(language).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Ελληνικά' })).toBeTruthy();
    expect(screen.getAllByRole('option')).toHaveLength(26);
  });

  it('sends a signed-in user from / to /request-a-rider', async () => {
    signIn();
    const { router } = await renderApp('/');
    expect(await heading('Request a rider')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/request-a-rider');
  });

  it('sends a visitor from a protected page to /', async () => {
    const { router } = await renderApp('/history/v1');
    expect(await heading('A rider for every order, in minutes')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends everyone to /maintenance while unplanned maintenance is on', async () => {
    signIn();
    const { router } = await renderApp('/order-tracking', {
      flags: { 'unplanned-maintenance': true },
    });
    expect(await heading('We will be back soon')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/maintenance');
  });

  it('keeps orders readable during planned maintenance and closes the pages that write', async () => {
    signIn();
    const flags = { 'planned-maintenance': true, 'bulk-order-upload': true };
    const tracking = await renderApp('/order-tracking/v1', { flags });
    expect(await heading('Order tracking')).toBeTruthy();
    expect(tracking.router.state.location.pathname).toBe('/order-tracking/v1');
    expect((await screen.findByTestId('maintenance-banner')).textContent).toContain(
      'You can follow and cancel your orders as usual.',
    );
    tracking.unmount();

    const history = await renderApp('/history/v1', { flags });
    expect(await heading('History')).toBeTruthy();
    expect(history.router.state.location.pathname).toBe('/history/v1');
    history.unmount();

    for (const path of ['/request-a-rider/v1', '/bulk-order/v1', '/bulk-order/v1/job-7']) {
      const closed = await renderApp(path, { flags });
      expect(await heading('Planned maintenance')).toBeTruthy();
      expect(closed.router.state.location.pathname).toBe('/maintenance');
      const follow = screen.getByRole('link', { name: 'Follow my orders' });
      expect(follow.getAttribute('href')).toBe('/order-tracking');
      closed.unmount();
    }
  });

  it('shows bulk order, and its tab, only with the bulk-order-upload flag', async () => {
    signIn();
    const on = await renderApp('/bulk-order/v1', { flags: { 'bulk-order-upload': true } });
    expect(await heading('Bulk order')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Bulk order' }).length).toBeGreaterThan(0);
    on.unmount();

    const off = await renderApp('/bulk-order/v1/job-7', { flags: { 'bulk-order-upload': false } });
    expect(await heading('Request a rider')).toBeTruthy();
    expect(off.router.state.location.pathname).toBe('/request-a-rider');
    expect(screen.queryByRole('link', { name: 'Bulk order' })).toBeNull();
  });

  it('keeps the vendor in the tab links', async () => {
    signIn();
    await renderApp('/order-tracking/v42');
    expect(await heading('Order tracking')).toBeTruthy();
    const history = screen.getAllByRole('link', { name: 'History' })[0];
    expect(history?.getAttribute('href')).toBe('/history/v42');
    const current = screen.getAllByRole('link', { name: 'Order tracking' })[0];
    expect(current?.getAttribute('aria-current')).toBe('page');
  });

  it('hides /register while sign-up is deactivated', async () => {
    const open = await renderApp('/register');
    expect(await heading('Create a business account')).toBeTruthy();
    open.unmount();

    const { router } = await renderApp('/register', { flags: { 'sign-up-deactivation': true } });
    expect(await heading('A rider for every order, in minutes')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the public pages without signing in', async () => {
    // A tracking link without its token opens the page, which says the link is not valid.
    await renderApp('/tracking/v1-12');
    expect(await heading('This tracking link is not valid.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    await renderApp('/prohibiteditems-c2c');
    expect(await heading('Prohibited items')).toBeTruthy();
  });

  it('falls back to the not-found page with a link home', async () => {
    await renderApp('/no/such/page');
    expect(await heading('We could not find this page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });

  it('switches language and direction from the selector, and remembers it', async () => {
    await renderApp('/');
    await heading('A rider for every order, in minutes');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'el' },
    });
    expect(await heading('Ένας διανομέας για κάθε παραγγελία, σε λίγα λεπτά')).toBeTruthy();
    expect(document.documentElement.lang).toBe('el');
    expect(localStorage.getItem('locale')).toBe('el');

    fireEvent.change(screen.getByRole('combobox', { name: 'Γλώσσα' }), {
      target: { value: 'ar' },
    });
    await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
    expect(document.documentElement.lang).toBe('ar');
    expect(await heading('سائق توصيل لكل طلب، خلال دقائق')).toBeTruthy();
  });

  it('speaks Urdu right to left once Urdu is chosen', async () => {
    await renderApp('/');
    await heading('A rider for every order, in minutes');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), {
      target: { value: 'ur' },
    });
    await waitFor(() => expect(document.documentElement.lang).toBe('ur'));
    expect(document.documentElement.dir).toBe('rtl');
    expect(localStorage.getItem('locale')).toBe('ur');
    expect(await heading('ہر آرڈر کے لیے رائیڈر، چند منٹوں میں')).toBeTruthy();
  });
});
