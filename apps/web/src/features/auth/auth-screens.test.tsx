import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { renderApp } from '../../test/render-app';
import { setTrackingSink } from '../../shared/analytics/track';
import { EMPTY_SESSION, getSession, setSession } from '../../shared/session/session-store';
import { STORAGE_KEYS } from '../../shared/session/storage-keys';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (status: number, key: string, errors: unknown[] = []) =>
  json(status, { message: key, meta: { translation_key: key }, errors });
const loginAnswer = {
  result: {
    AuthenticationResult: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r', ExpiresIn: 3600 },
    user: { id: 'U1', email: 'owner@example.com' },
  },
};
const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
/** A form field by the start of its label (required ones end with an asterisk). */
const field = (label: string | RegExp) =>
  screen.getByLabelText(typeof label === 'string' ? new RegExp(`^${label}`) : label, {
    selector: 'input',
  }) as HTMLInputElement;
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const bodyOf = (call: number) => JSON.parse(String(fetchMock.mock.calls[call]![1].body));

// Each test renders the whole app and loads its page chunk: generous time for a busy machine.
describe('access screens', { timeout: 20_000 }, () => {
  const events: string[] = [];
  beforeEach(() => {
    localStorage.clear();
    setSession(EMPTY_SESSION);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    events.length = 0;
    setTrackingSink((event, properties) =>
      events.push(`${event}${properties.reason ? `:${properties.reason}` : ''}`),
    );
  });
  afterEach(() => {
    // A page reached after signing in may leave its notices (the request page's vendor call).
    notifications.clean();
    cleanup();
    vi.unstubAllGlobals();
    setTrackingSink(null);
  });

  describe('/connect', () => {
    it('signs in, stores the session, and shows the welcome carousel once over the request page', async () => {
      localStorage.setItem(STORAGE_KEYS.guestOrderIds, '["g-1"]');
      fetchMock.mockResolvedValueOnce(json(200, loginAnswer));
      const { router } = await renderApp('/connect');
      await heading('Sign in');
      type('Email address', ' owner@example.com ');
      type(/^Password/, 'Secret#2026');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(
        await screen.findByRole('heading', { name: 'Welcome to foody' }, { timeout: 10_000 }),
      ).toBeTruthy();
      expect(bodyOf(0)).toEqual({ email_address: 'owner@example.com', password: 'Secret#2026' });
      expect(getSession().user).toEqual({ id: 'U1', email: 'owner@example.com' });
      expect(getSession().meta?.Expires).toBeGreaterThan(Date.now() + 3_590_000);
      expect(localStorage.getItem(STORAGE_KEYS.guestOrderIds)).toBeNull();
      expect(events).toEqual(['login_attempt', 'login_success']);
      // Over the request page already: nothing waits for the carousel to end.
      expect(router.state.location.pathname).toBe('/request-a-rider');

      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('heading', { name: 'Add order details' })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      const carousel = screen.getByRole('dialog');
      expect(within(carousel).getByRole('heading', { name: 'Request a rider' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Skip' })).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Start' }));
      await waitFor(() =>
        expect(screen.queryByRole('heading', { name: 'Welcome to foody' })).toBeNull(),
      );
      expect(router.state.location.pathname).toBe('/request-a-rider');
      expect(localStorage.getItem(STORAGE_KEYS.welcomeSeen)).toBe('1');
    });

    it('shows the translated failure, keeps what was typed and tracks it', async () => {
      fetchMock.mockResolvedValueOnce(envelope(401, 'auth.your-password-is-invalid'));
      await renderApp('/connect');
      await heading('Sign in');
      type('Email address', 'owner@example.com');
      type(/^Password/, 'Wrong#2026');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Failed to login. your password is invalid',
      );
      expect(field('Email address').value).toBe('owner@example.com');
      expect(getSession().user).toBeNull();
      expect(events).toEqual(['login_attempt', 'login_failure:auth.your-password-is-invalid']);
    });

    it('says in how many seconds to try again after too many failures, without retrying', async () => {
      fetchMock.mockResolvedValueOnce(
        json(429, {
          message: 'Too many failed sign-in attempts. Please try again in {{seconds}} s.',
          meta: { translation_key: 'auth.login-throttled', retry_after_seconds: 8 },
          errors: [],
        }),
      );
      await renderApp('/connect');
      await heading('Sign in');
      type('Email address', 'owner@example.com');
      type(/^Password/, 'Secret#2026');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Too many failed sign-in attempts. Please try again in 8 s.',
      );
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(events).toEqual(['login_attempt', 'login_failure:auth.login-throttled']);
    });

    it('says the user may be offline when no answer comes, without retrying', async () => {
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await renderApp('/connect');
      await heading('Sign in');
      type('Email address', 'owner@example.com');
      type(/^Password/, 'Secret#2026');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Something went wrong. Please try again. You could be offline.',
      );
      expect(fetchMock).toHaveBeenCalledTimes(1);
    });

    it('checks the fields before calling the server', async () => {
      await renderApp('/connect');
      await heading('Sign in');
      type('Email address', 'not-an-email');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
      expect(screen.getByText('Please enter your password')).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('offers a new link to an unconfirmed account', async () => {
      fetchMock
        .mockResolvedValueOnce(envelope(403, 'auth.user-is-not-confirmed'))
        .mockResolvedValueOnce(json(200, { result: true }));
      await renderApp('/connect');
      await heading('Sign in');
      type('Email address', 'new@example.com');
      type(/^Password/, 'Secret#2026');
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
      await screen.findByText(/a new link is on its way/);
      expect(fetchMock.mock.calls[1]![0]).toBe('/api/v1/register/resend-verification');
      expect(bodyOf(1)).toEqual({ email_address: 'new@example.com', language: 'en' });
    });

    it('confirms the email of the verification link and fills the form with it', async () => {
      fetchMock.mockResolvedValueOnce(json(200, { result: { email: 'new@example.com' } }));
      await renderApp('/connect?verify=tok123');
      expect(
        await screen.findByText('Your email address is confirmed. Sign in to start.'),
      ).toBeTruthy();
      expect(bodyOf(0)).toEqual({ token: 'tok123' });
      expect(field('Email address').value).toBe('new@example.com');
    });

    it('says when the verification link has expired', async () => {
      fetchMock.mockResolvedValueOnce(envelope(410, 'auth.verification-link-expired'));
      await renderApp('/connect?verify=old');
      expect(
        await screen.findByText('This verification link has expired. Please ask for a new one.'),
      ).toBeTruthy();
    });

    it('starts a guest session when guest checkout is on, and offers none when it is off', async () => {
      fetchMock.mockResolvedValueOnce(
        json(201, { vendor_id: 'G1', token: { value: 'guest.jwt', exp: 4_000_000_000 } }),
      );
      const { router } = await renderApp('/connect', { flags: { 'guest-checkout': true } });
      fireEvent.click(await screen.findByRole('button', { name: 'Continue as a guest' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/request-a-rider'), {
        timeout: 10_000,
      });
      expect(getSession()).toMatchObject({ mode: 'GUEST', vendorId: 'G1' });
      expect(localStorage.getItem(STORAGE_KEYS.guestVendorId)).toBe('G1');
      expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.guestToken) ?? '{}')).toEqual({
        token: 'guest.jwt',
        exp: 4_000_000_000,
      });
      cleanup();
      setSession(EMPTY_SESSION);
      await renderApp('/connect', { flags: { 'guest-checkout': false } });
      await heading('Sign in');
      expect(screen.queryByRole('button', { name: 'Continue as a guest' })).toBeNull();
    });

    it('has the terms and privacy lines', async () => {
      await renderApp('/connect');
      await heading('Sign in');
      expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe(
        '/termsandconditions',
      );
      expect(screen.getByRole('link', { name: 'privacy policy' }).getAttribute('href')).toBe(
        '/termsandconditions#data',
      );
    });
  });

  describe('/register', () => {
    const fill = () => {
      type('Vendor code', 'V1000');
      type('Mobile number', '+357 99-123456');
      type('Email address', 'new@example.com');
      type(/^Password/, 'Ride-2026!');
      type(/^Repeat the password/, 'Ride-2026!');
    };

    it('sends the registration and says to check the email', async () => {
      fetchMock.mockResolvedValueOnce(
        json(201, {
          result: {
            user: { id: 'U9', email: 'new@example.com' },
            is_email_verification_required: true,
          },
        }),
      );
      await renderApp('/register');
      await heading('Create a business account');
      fill();
      fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
      expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
      expect(bodyOf(0)).toEqual({
        vendor_code: 'V1000',
        phone_number: '+35799123456',
        email_address: 'new@example.com',
        password: 'Ride-2026!',
        repeat_password: 'Ride-2026!',
        language: 'en',
      });
      expect(screen.getByRole('link', { name: 'Open the test mailbox' })).toBeTruthy();
    });

    it('shows the rule a password misses and a repetition that differs, without calling', async () => {
      await renderApp('/register');
      await heading('Create a business account');
      fill();
      type(/^Password/, 'ride2026');
      fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
      expect(
        await screen.findByText('Password must contain at least one uppercase letter'),
      ).toBeTruthy();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("shows the server's reason with the next step: a code and email that do not match", async () => {
      fetchMock.mockResolvedValueOnce(envelope(400, 'register.vendor-code-email-mismatch'));
      await renderApp('/register');
      await heading('Create a business account');
      fill();
      fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'We could not match this vendor code with this email address. Check both, or ask your account manager',
      );
    });

    it('asks for a business name with NPV registration', async () => {
      const { defaultPortalConfig } = await import('../../shared/config/portal-config');
      await renderApp('/register', {
        config: { ...defaultPortalConfig(), registrationType: 'NPV' },
      });
      await heading('Create a business account');
      expect(screen.getByLabelText(/^Business name/)).toBeTruthy();
      expect(screen.queryByLabelText(/^Vendor code/)).toBeNull();
    });
  });

  describe('/forgot-password', () => {
    it('asks for a code, then changes the password with it and goes to sign in', async () => {
      fetchMock
        .mockResolvedValueOnce(json(200, { result: true }))
        .mockResolvedValueOnce(json(200, { result: true }));
      const { router } = await renderApp('/forgot-password');
      await heading('Reset your password');
      type('Email address', 'owner@example.com');
      fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
      await screen.findByText(/we have sent it a 6-digit code\. It is valid for 10 minutes/);
      expect(bodyOf(0)).toEqual({ email_address: 'owner@example.com', language: 'en' });
      const digits = screen.getAllByLabelText('Code from the email', { selector: 'input' });
      '123456'
        .split('')
        .forEach((digit, i) => fireEvent.change(digits[i]!, { target: { value: digit } }));
      type(/^New password/, 'Fresh-2027!');
      type(/^Repeat the new password/, 'Fresh-2027!');
      fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/connect'), {
        timeout: 10_000,
      });
      expect(bodyOf(1)).toEqual({
        email_address: 'owner@example.com',
        code: '123456',
        password: 'Fresh-2027!',
        repeat_password: 'Fresh-2027!',
      });
      expect(
        await screen.findByText(
          'Your password has been changed. Sign in with your new password.',
          {},
          { timeout: 10_000 },
        ),
      ).toBeTruthy();
    });

    it('shows a wrong code', async () => {
      fetchMock
        .mockResolvedValueOnce(json(200, { result: true }))
        .mockResolvedValueOnce(envelope(400, 'auth.code-is-not-valid'));
      await renderApp('/forgot-password');
      await heading('Reset your password');
      type('Email address', 'owner@example.com');
      fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
      const digits = await screen.findAllByLabelText('Code from the email', { selector: 'input' });
      '654321'
        .split('')
        .forEach((digit, i) => fireEvent.change(digits[i]!, { target: { value: digit } }));
      type(/^New password/, 'Fresh-2027!');
      type(/^Repeat the new password/, 'Fresh-2027!');
      fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'Failed to login. code is not valid',
      );
    });
  });
});
