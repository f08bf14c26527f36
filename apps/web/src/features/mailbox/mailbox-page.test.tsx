import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { EMPTY_SESSION, setSession } from '../../shared/session/session-store';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (status: number, key: string) =>
  json(status, { message: key, meta: { translation_key: key }, errors: [] });
const mail = (to: string, subject: string) => ({
  id: 1,
  to,
  subject,
  text: 'https://portal.test/connect?verify=abc',
  html: '',
  created_at: '2026-11-21T10:00:00.000Z',
  delivered_at: null,
});
const headersOf = (call: number) =>
  (fetchMock.mock.calls[call]![1].headers ?? {}) as Record<string, string>;

describe('/dev/mailbox', { timeout: 20_000 }, () => {
  beforeEach(() => {
    localStorage.clear();
    setSession(EMPTY_SESSION);
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks a visitor to sign in, or to give the operator token, which shows every mail', async () => {
    fetchMock
      .mockResolvedValueOnce(envelope(401, 'error.unauthorized'))
      .mockResolvedValueOnce(envelope(401, 'error.unauthorized'))
      .mockResolvedValueOnce(json(200, { result: { mails: [mail('a@test.example', 'Hello A')] } }));
    const { router } = await renderApp('/dev/mailbox');
    expect(await screen.findByRole('heading', { name: 'Sign in to read your email' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/connect');
    expect(headersOf(0)['x-admin-token']).toBeUndefined();

    const token = screen.getByLabelText('Operator token');
    fireEvent.change(token, { target: { value: 'not-it' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show every email' }));
    expect(await screen.findByText(/This token was refused/)).toBeTruthy();
    expect(headersOf(1)['x-admin-token']).toBe('not-it');

    fireEvent.change(screen.getByLabelText('Operator token'), { target: { value: 'the-token' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show every email' }));
    expect(await screen.findByText('Hello A')).toBeTruthy();
    expect(headersOf(2)['x-admin-token']).toBe('the-token');
    // The operator may filter by recipient.
    expect(screen.getByLabelText('Recipient')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dev/mailbox');
  });

  it('shows a signed-in user their own mail, with no recipient to choose', async () => {
    setSession({
      ...EMPTY_SESSION,
      user: { id: 'U1', email: 'owner@test.example' },
      meta: { AccessToken: 'a', IdToken: 'i', RefreshToken: 'r', Expires: Date.now() + 3_600_000 },
    });
    fetchMock.mockResolvedValue(
      json(200, { result: { mails: [mail('owner@test.example', 'Your code')] } }),
    );
    await renderApp('/dev/mailbox');
    expect(await screen.findByText('Your code')).toBeTruthy();
    expect(screen.getByText('The emails sent to owner@test.example, newest first.')).toBeTruthy();
    expect(screen.queryByLabelText('Recipient')).toBeNull();
    expect(headersOf(0).Authorization).toBe('Bearer a|i');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/dev/mailbox');
  });

  it('says the mailbox is off when the server does not have it', async () => {
    fetchMock.mockResolvedValue(envelope(404, 'error.not-found'));
    await renderApp('/dev/mailbox');
    expect(
      await screen.findByRole('heading', { name: 'The test mailbox is off on this server' }),
    ).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
