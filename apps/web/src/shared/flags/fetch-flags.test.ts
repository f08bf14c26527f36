import { afterEach, describe, expect, it, vi } from 'vitest';
import { FLAG_DEFAULTS } from '@rider-portal/domain/flags';
import { FLAG_REQUEST_TIMEOUT_MS } from '@rider-portal/domain/constants';
import { NO_CREDENTIALS } from '../api/authorization';
import { createApiClient } from '../api/client';
import { fetchFlags } from './fetch-flags';

type THandler = (url: string, init: RequestInit) => Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** One fake fetch for both the API (flag service) and the fallback file. */
function setup(service: THandler, fallbackFile: THandler) {
  const urls: string[] = [];
  const fetch = vi.fn((url: string, init: RequestInit) => {
    urls.push(url);
    return url.startsWith('/api/v1/') ? service(url, init) : fallbackFile(url, init);
  });
  const client = createApiClient({
    fetch,
    sleep: async () => {},
    getCredentials: () => NO_CREDENTIALS,
  });
  return { deps: { client, fetch }, urls };
}

/** Never answers; rejects like fetch does when its signal aborts. */
const hang: THandler = (_url, init) =>
  new Promise((_resolve, reject) => {
    init.signal?.addEventListener('abort', () =>
      reject(new DOMException('The operation was aborted.', 'AbortError')),
    );
  });

describe('fetchFlags: service, then fwfFallback.json, then defaults (001 §7)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the flag service when it answers, over the defaults', async () => {
    const { deps, urls } = setup(
      async () => json(200, { result: { flags: { 'bulk-order-upload': false } } }),
      async () => json(200, { flags: { 'bulk-order-upload': true } }),
    );
    const { flags, source } = await fetchFlags('v42', deps);
    expect(source).toBe('service');
    expect(flags['bulk-order-upload']).toBe(false);
    expect(flags['help-center']).toBe(FLAG_DEFAULTS['help-center']);
    expect(urls).toEqual(['/api/v1/flags?vendor_id=v42']);
  });

  it('falls back to /fwfFallback.json when the service fails', async () => {
    const { deps, urls } = setup(
      async () => json(500, { message: 'x', meta: { translation_key: 'error.internal' } }),
      async () => json(200, { flags: { 'planned-maintenance': true } }),
    );
    const { flags, source } = await fetchFlags(null, deps);
    expect(source).toBe('fallback');
    expect(flags['planned-maintenance']).toBe(true);
    // No retries: a failing flag service must not hold the page for seconds.
    expect(urls).toEqual(['/api/v1/flags', '/fwfFallback.json']);
  });

  it('gives the service 2 s, then asks the fallback file', async () => {
    vi.useFakeTimers();
    const { deps, urls } = setup(hang, async () =>
      json(200, { flags: { 'unplanned-maintenance': true } }),
    );
    const result = fetchFlags(null, deps);
    await vi.advanceTimersByTimeAsync(FLAG_REQUEST_TIMEOUT_MS - 1);
    expect(urls).toEqual(['/api/v1/flags']);
    await vi.advanceTimersByTimeAsync(1);
    const { flags, source } = await result;
    expect(source).toBe('fallback');
    expect(flags['unplanned-maintenance']).toBe(true);
    expect(FLAG_REQUEST_TIMEOUT_MS).toBe(2000);
  });

  it('treats an answer without a flag map as a failure', async () => {
    const { deps } = setup(
      async () => json(200, { result: {} }),
      async () => json(200, { flags: { voucher: false } }),
    );
    const { flags, source } = await fetchFlags(null, deps);
    expect(source).toBe('fallback');
    expect(flags.voucher).toBe(false);
  });

  it('ends at the built-in defaults when both sources fail', async () => {
    const { deps } = setup(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => new Response('Not found', { status: 404 }),
    );
    await expect(fetchFlags(null, deps)).resolves.toEqual({
      flags: FLAG_DEFAULTS,
      source: 'defaults',
    });
  });

  it('ends at the defaults when the fallback file hangs too', async () => {
    vi.useFakeTimers();
    const { deps } = setup(hang, hang);
    const result = fetchFlags(null, deps);
    await vi.advanceTimersByTimeAsync(2 * FLAG_REQUEST_TIMEOUT_MS);
    await expect(result).resolves.toEqual({ flags: FLAG_DEFAULTS, source: 'defaults' });
  });

  // A value that is not a boolean breaks the answer's schema (packages/domain/src/api/flags.ts),
  // which the server's serializer refuses to send.
  it('keeps only known flags; the others keep their defaults', async () => {
    const { deps } = setup(
      async () => json(200, { result: { flags: { 'not-a-flag': true, 'map-pin': false } } }),
      async () => json(404, {}),
    );
    const { flags } = await fetchFlags(null, deps);
    expect(flags['bulk-order-upload']).toBe(FLAG_DEFAULTS['bulk-order-upload']);
    expect(flags['map-pin']).toBe(false);
    expect(flags).not.toHaveProperty('not-a-flag');
  });
});
