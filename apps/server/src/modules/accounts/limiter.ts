import type { TCounterStore } from './counter-store.ts';

/**
 * How login failures slow the next attempt down: a few failures are free, then each
 * further one makes the next attempt wait twice as long, from LOGIN_FIRST_WAIT_MS up to a cap.
 * Failures are forgotten `memoryMs` after the latest one. No wait is longer than its cap and the
 * right password after the wait signs in, so typing someone's email cannot lock them out.
 */
export type TLoginBackoff = { freeFailures: number; maxWaitMs: number; memoryMs: number };

export const LOGIN_FIRST_WAIT_MS = 1_000;
/** Per account: 3 failures free, then 1 s, 2 s, 4 s … up to 1 minute. */
export const LOGIN_BACKOFF_PER_ACCOUNT: TLoginBackoff = {
  freeFailures: 3,
  maxWaitMs: 60_000,
  memoryMs: 15 * 60_000,
};
/**
 * Per client address: more free failures (an office behind one address mistypes now and then)
 * and a longer cap and memory (a script tries many accounts from one address).
 */
export const LOGIN_BACKOFF_PER_ADDRESS: TLoginBackoff = {
  freeFailures: 20,
  maxWaitMs: 5 * 60_000,
  memoryMs: 60 * 60_000,
};

/** How long the attempt after the given number of failures must wait. */
export function loginWaitMs(failures: number, backoff: TLoginBackoff): number {
  const extra = failures - backoff.freeFailures;
  if (extra <= 0) return 0;
  return Math.min(backoff.maxWaitMs, LOGIN_FIRST_WAIT_MS * 2 ** Math.min(extra - 1, 30));
}

export type TLoginAttempt = { account: string; address: string };

/** Login throttling per account and per client address, with exponential back-off. */
export function createLoginLimiter(store: TCounterStore) {
  const account = (attempt: TLoginAttempt) => ({
    key: `login:account:${attempt.account.trim().toLowerCase()}`,
    backoff: LOGIN_BACKOFF_PER_ACCOUNT,
  });
  const address = (attempt: TLoginAttempt) => ({
    key: `login:address:${attempt.address}`,
    backoff: LOGIN_BACKOFF_PER_ADDRESS,
  });
  return {
    /** Milliseconds the attempt must still wait; 0 when it may go ahead. */
    waitMs: async (attempt: TLoginAttempt, now: Date): Promise<number> => {
      const waits = await Promise.all([
        store.remainingMs(`${account(attempt).key}:wait`, now),
        store.remainingMs(`${address(attempt).key}:wait`, now),
      ]);
      return Math.max(...waits);
    },
    noteFailure: async (attempt: TLoginAttempt, now: Date): Promise<void> => {
      for (const { key, backoff } of [account(attempt), address(attempt)]) {
        const failures = await store.increment(`${key}:failures`, backoff.memoryMs, now);
        // Failures are forgotten memoryMs after the latest one, not the first.
        await store.holdOpen(`${key}:failures`, backoff.memoryMs, now);
        const wait = loginWaitMs(failures, backoff);
        if (wait > 0) await store.holdOpen(`${key}:wait`, wait, now);
      }
    },
    /** The account's failures are forgotten; the address's are not (one right password of many). */
    noteSuccess: async (attempt: TLoginAttempt): Promise<void> => {
      const { key } = account(attempt);
      await Promise.all([store.clear(`${key}:failures`), store.clear(`${key}:wait`)]);
    },
  };
}

export type TLoginLimiter = ReturnType<typeof createLoginLimiter>;
