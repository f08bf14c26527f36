import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { EMPTY_SESSION, setSession } from '../../shared/session/session-store';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const envelope = (status: number, key: string) =>
  json(status, { message: key, meta: { translation_key: key }, errors: [] });
const LINK = 'http://localhost:8080/tracking/V1-7?t=abc&lang=en';
const message = {
  to: '+35799123456',
  channel: 'sms',
  text: `Souvlaki Corner has booked a rider for your order. Follow it here: ${LINK}`,
  step: 'placed',
  order_id: 'V1-7',
  created_at: '2026-11-21T10:00:00.000Z',
};

describe('/dev/messages', { timeout: 20_000 }, () => {
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

  it('shows the operator every text message, its step, order and working link', async () => {
    fetchMock
      .mockResolvedValueOnce(envelope(401, 'error.unauthorized'))
      .mockImplementation(() => Promise.resolve(json(200, { result: { messages: [message] } })));
    await renderApp('/dev/messages');
    expect(
      await screen.findByRole('heading', { name: "Sign in to read your customers' messages" }),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Operator token'), { target: { value: 'the-token' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show every message' }));
    const item = (await screen.findByText('+35799123456', {}, { timeout: 10_000 })).closest('li')!;
    expect(within(item).getByText('Rider booked')).toBeTruthy();
    expect(within(item).getByText(/Order V1-7/)).toBeTruthy();
    expect(within(item).getByRole('link', { name: LINK }).getAttribute('href')).toBe(LINK);
    const headers = (fetchMock.mock.calls[1]![1].headers ?? {}) as Record<string, string>;
    expect(headers['x-admin-token']).toBe('the-token');
  });

  it('says when the page is off on this server', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(envelope(404, 'error.not-found')));
    await renderApp('/dev/messages');
    expect(
      await screen.findByRole('heading', { name: 'The test messages page is off on this server' }),
    ).toBeTruthy();
  });
});
