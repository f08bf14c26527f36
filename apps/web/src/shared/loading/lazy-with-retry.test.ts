import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAZY_LOAD_RETRIES, LAZY_LOAD_RETRY_DELAY_MS } from '@rider-portal/domain/constants';
import { lazyWithRetry, LoadFailureError } from './lazy-with-retry';

describe('lazyWithRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('resolves at once when the import succeeds', async () => {
    const importer = vi.fn().mockResolvedValue({ Component: 'page' });
    await expect(lazyWithRetry(importer)()).resolves.toEqual({ Component: 'page' });
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('retries a failed import 2 s apart until it succeeds', async () => {
    const importer = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Component: 'page' });
    const promise = lazyWithRetry(importer)();

    await vi.advanceTimersByTimeAsync(0);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_RETRY_DELAY_MS - 1);
    expect(importer).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LAZY_LOAD_RETRY_DELAY_MS);
    expect(importer).toHaveBeenCalledTimes(3);
    await expect(promise).resolves.toEqual({ Component: 'page' });
  });

  it('gives up with a LoadFailureError after 10 retries (11 attempts, 20 s)', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const importer = vi.fn().mockRejectedValue(cause);
    const promise = lazyWithRetry(importer)();
    const outcome = promise.then(
      () => null,
      (error: unknown) => error,
    );

    await vi.advanceTimersByTimeAsync(LAZY_LOAD_RETRIES * LAZY_LOAD_RETRY_DELAY_MS - 1);
    expect(importer).toHaveBeenCalledTimes(LAZY_LOAD_RETRIES);
    await vi.advanceTimersByTimeAsync(1);
    expect(importer).toHaveBeenCalledTimes(LAZY_LOAD_RETRIES + 1);

    const error = await outcome;
    expect(error).toBeInstanceOf(LoadFailureError);
    expect((error as LoadFailureError).cause).toBe(cause);
    expect(LAZY_LOAD_RETRIES).toBe(10);
    expect(LAZY_LOAD_RETRY_DELAY_MS).toBe(2000);
  });
});
