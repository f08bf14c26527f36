import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { NO_CREDENTIALS, type TAuthCredentials } from './authorization';
import { createApiClient, IDEMPOTENCY_IN_PROGRESS_KEY } from './client';

type TAnswer = Response | Error | DOMException;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function envelope(status: number, key: string): Response {
  return json(status, { message: key, meta: { translation_key: key }, errors: [] });
}

function setup(answers: TAnswer[], credentials: TAuthCredentials = NO_CREDENTIALS) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const delays: number[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error('No more answers');
    if (answer instanceof Response) return answer;
    throw answer;
  });
  const client = createApiClient({
    fetch,
    sleep: async (ms) => {
      delays.push(ms);
    },
    getCredentials: () => credentials,
  });
  return { client, calls, delays };
}

const header = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

describe('api client: authorization header (000 §7)', () => {
  const all: TAuthCredentials = {
    embeddedToken: 'embedded.jwt',
    accessToken: 'access',
    idToken: 'id',
    guestToken: 'guest.jwt',
  };

  it('sends GoDroid {token} when the embedded token is stored, whatever else is there', async () => {
    const { client, calls } = setup([json(200, { result: 1 })], all);
    await client.request('/vendors');
    expect(header(calls[0]!.init)).toBe('GoDroid embedded.jwt');
  });

  it('otherwise sends Bearer {access}|{id} from the session', async () => {
    const { client, calls } = setup([json(200, {})], { ...all, embeddedToken: null });
    await client.request('/vendors');
    expect(header(calls[0]!.init)).toBe('Bearer access|id');
  });

  it('otherwise sends Bearer {token} from the stored guest token', async () => {
    const { client, calls } = setup([json(200, {})], {
      ...NO_CREDENTIALS,
      guestToken: 'guest.jwt',
    });
    await client.request('/vendors');
    expect(header(calls[0]!.init)).toBe('Bearer guest.jwt');
  });

  it('sends no Authorization header without credentials', async () => {
    const { client, calls } = setup([json(200, {})]);
    await client.request('/flags');
    expect(header(calls[0]!.init)).toBeUndefined();
  });

  it('builds the URL under /api/v1, sends JSON and returns the parsed body', async () => {
    const { client, calls } = setup([json(200, { result: { order_id: 'v1-1' } })]);
    const body = await client.request('/order', {
      method: 'POST',
      query: { vendor_id: 'v1', empty: undefined },
      body: { amount: 10 },
    });
    expect(body).toEqual({ result: { order_id: 'v1-1' } });
    expect(calls[0]!.url).toBe('/api/v1/order?vendor_id=v1');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"amount":10}');
    expect((calls[0]!.init.headers as Record<string, string>)['Content-Type']).toBe(
      'application/json',
    );
  });
});

describe('api client: retry policy (000 §7)', () => {
  it('retries network errors 3 times, waiting 1 s × attempt, then throws status 0', async () => {
    const offline = () => new TypeError('Failed to fetch');
    const { client, calls, delays } = setup([offline(), offline(), offline(), offline()]);
    const error = await client.request('/vendors').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).isNetworkError).toBe(true);
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([1000, 2000, 3000]);
  });

  it('retries HTTP 429 and returns the answer that finally succeeds', async () => {
    const { client, calls, delays } = setup([
      envelope(429, 'error.rate-limited'),
      json(200, { result: 'ok' }),
    ]);
    await expect(client.request('/vendors')).resolves.toEqual({ result: 'ok' });
    expect(calls).toHaveLength(2);
    expect(delays).toEqual([1000]);
  });

  it(`retries 409 ${IDEMPOTENCY_IN_PROGRESS_KEY} (a request still being processed)`, async () => {
    const { client, calls } = setup([
      envelope(409, IDEMPOTENCY_IN_PROGRESS_KEY),
      envelope(409, IDEMPOTENCY_IN_PROGRESS_KEY),
      json(201, { result: { order_id: 'v1-7' } }),
    ]);
    await expect(client.request('/order', { method: 'POST' })).resolves.toEqual({
      result: { order_id: 'v1-7' },
    });
    expect(calls).toHaveLength(3);
    // The caller's Idempotency-Key goes out unchanged on every attempt.
  });

  it.each([
    [400, 'error.validation'],
    [401, 'error.unauthorized'],
    [404, 'error.not-found'],
    [409, 'error.idempotency-conflict'],
    [500, 'error.internal'],
    [503, 'error.maintenance'],
  ])('never retries HTTP %i and throws its envelope', async (status, key) => {
    const { client, calls, delays } = setup([envelope(status, key), json(200, {})]);
    const error = (await client.request('/vendors').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(status);
    expect(error.translationKey).toBe(key);
    expect(error.envelope?.meta.translation_key).toBe(key);
    expect(calls).toHaveLength(1);
    expect(delays).toEqual([]);
  });

  it('gives up after 3 retries of 429', async () => {
    const { client, calls } = setup(Array.from({ length: 5 }, () => envelope(429, 'x')));
    const error = (await client.request('/vendors').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(429);
    expect(calls).toHaveLength(4);
  });

  it('does not retry when the caller turns retries off', async () => {
    const { client, calls } = setup([new TypeError('Failed to fetch'), json(200, {})]);
    await expect(client.request('/flags', { retry: false })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('does not retry an aborted request', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    const { client, calls } = setup([abort, json(200, {})]);
    await expect(client.request('/flags')).rejects.toBe(abort);
    expect(calls).toHaveLength(1);
  });

  it('keeps an error answer that is not an envelope readable', async () => {
    const html = new Response('<html>Bad gateway</html>', { status: 502 });
    const { client } = setup([html]);
    const error = (await client.request('/vendors').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(502);
    expect(error.envelope).toBeNull();
    expect(error.translationKey).toBeNull();
  });
});

describe('api client: endpoints by name', () => {
  it('fills the path parameters, escaped, and uses the endpoint method', async () => {
    const { client, calls } = setup([
      json(200, { result: 'hc.jwt' }),
      json(200, { return_url: '/payment/return' }),
    ]);
    await client.call('getHelpCenterToken', { params: { id: 'V/1' } });
    await client.call('answerSandboxChallenge', { body: { token: 't', action: 'approve' } });
    expect(calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'GET /api/v1/vendor/V%2F1/hc_jwt_token',
      'POST /api/v1/order/payment/sandbox/challenge',
    ]);
    expect(calls[1]!.init.body).toBe('{"token":"t","action":"approve"}');
  });

  it('gives the answer that fits its schema', async () => {
    const { client } = setup([json(200, { result: 'hc.jwt' })]);
    await expect(client.call('getHelpCenterToken', { params: { id: 'V1' } })).resolves.toEqual({
      result: 'hc.jwt',
    });
  });

  it('fails, in development and tests, on an answer that breaks its schema', async () => {
    const { client } = setup([json(200, { result: 42 })]);
    await expect(client.call('getHelpCenterToken', { params: { id: 'V1' } })).rejects.toThrow(
      /GET \/vendor\/:id\/hc_jwt_token: the answer breaks its schema/,
    );
  });
});
