import { LAZY_LOAD_RETRIES, LAZY_LOAD_RETRY_DELAY_MS } from '@rider-portal/domain/constants';

/** Thrown when a lazily loaded part of the app could not be fetched after every retry. */
export class LoadFailureError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('Could not load part of the application', options);
    this.name = 'LoadFailureError';
  }
}

export interface TLazyRetryOptions {
  retries?: number;
  delayMs?: number;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * 001 §4: a failed lazy load is retried up to 10 times, 2 s apart; after that it rejects with a
 * LoadFailureError and the router shows the load-failure screen. Used for every route's `lazy`.
 */
export function lazyWithRetry<T>(
  importer: () => Promise<T>,
  { retries = LAZY_LOAD_RETRIES, delayMs = LAZY_LOAD_RETRY_DELAY_MS }: TLazyRetryOptions = {},
): () => Promise<T> {
  return async () => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await importer();
      } catch (error) {
        if (attempt >= retries) throw new LoadFailureError({ cause: error });
        await wait(delayMs);
      }
    }
  };
}
