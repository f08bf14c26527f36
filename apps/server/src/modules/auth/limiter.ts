import { lte, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { TDb } from '../../platform/db.ts';
import { rateLimitCounters } from './schema.ts';

/**
 * Fixed-window counters shared by every server instance: in Redis when REDIS_URL is set, else in
 * the database. A window opens with a key's first hit and lasts windowMs; times come from the
 * caller's clock, so tests move them by hand on either store.
 */
export type TCounterStore = {
  kind: 'redis' | 'database';
  /** Adds one to the key's counter (opening a window when none is open) and returns the count. */
  increment(key: string, windowMs: number, now: Date): Promise<number>;
  /** The key's count in its open window; 0 when none is open. */
  count(key: string, now: Date): Promise<number>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
};

export function createDatabaseCounterStore(db: TDb): TCounterStore {
  let writes = 0;
  return {
    kind: 'database',
    increment: async (key, windowMs, now) => {
      const expiresAt = new Date(now.getTime() + windowMs);
      const isOver = sql`${rateLimitCounters.expiresAt} <= ${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, count: 1, expiresAt })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${isOver} then 1 else ${rateLimitCounters.count} + 1 end`,
            expiresAt: sql`case when ${isOver} then ${expiresAt.toISOString()}::timestamptz else ${rateLimitCounters.expiresAt} end`,
          },
        })
        .returning({ count: rateLimitCounters.count });
      // Now and then, forget windows that closed long ago.
      writes += 1;
      if (writes % 500 === 0) {
        const longAgo = new Date(now.getTime() - 86_400_000);
        await db.delete(rateLimitCounters).where(lte(rateLimitCounters.expiresAt, longAgo));
      }
      return row?.count ?? 1;
    },
    count: async (key, now) => {
      const [row] = await db
        .select({ count: rateLimitCounters.count, expiresAt: rateLimitCounters.expiresAt })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${key}`)
        .limit(1);
      return row && row.expiresAt.getTime() > now.getTime() ? row.count : 0;
    },
    clear: async (key) => {
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
    },
    close: async () => {},
  };
}

// One round trip, atomic: a closed window restarts at 1; Redis's own expiry only cleans up.
const INCREMENT_SCRIPT = `
local exp = tonumber(redis.call('HGET', KEYS[1], 'exp'))
local now = tonumber(ARGV[1])
if (not exp) or exp <= now then
  redis.call('HSET', KEYS[1], 'count', 1, 'exp', now + tonumber(ARGV[2]))
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  return 1
end
return redis.call('HINCRBY', KEYS[1], 'count', 1)
`;

export function createRedisCounterStore(url: string, prefix = 'rp:limit:'): TCounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2 });
  return {
    kind: 'redis',
    increment: async (key, windowMs, now) => {
      const n = await redis.eval(
        INCREMENT_SCRIPT,
        1,
        prefix + key,
        String(now.getTime()),
        String(windowMs),
      );
      return Number(n);
    },
    count: async (key, now) => {
      const [count, exp] = await redis.hmget(prefix + key, 'count', 'exp');
      if (count === null || exp === null || Number(exp) <= now.getTime()) return 0;
      return Number(count);
    },
    clear: async (key) => {
      await redis.del(prefix + key);
    },
    close: async () => {
      redis.disconnect();
    },
  };
}

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** 'at most 10 failures per 15 minutes per account' (issue 3), then locked for 15 minutes. */
export const LOGIN_FAILURES_PER_ACCOUNT = 10;
/**
 * Per client address: our choice, ten accounts' worth, so one office behind a shared address is
 * not locked out by a colleague while a password-guessing script is.
 */
export const LOGIN_FAILURES_PER_ADDRESS = 100;

export type TLoginAttempt = { account: string; address: string };

/** Login throttling per account and per client address. */
export function createLoginLimiter(store: TCounterStore) {
  const keys = ({ account, address }: TLoginAttempt) => ({
    account: `login:account:${account.trim().toLowerCase()}`,
    address: `login:address:${address}`,
  });
  const noteFailure = async (key: string, limit: number, now: Date) => {
    const failures = await store.increment(`${key}:failures`, LOGIN_WINDOW_MS, now);
    if (failures >= limit) {
      await store.increment(`${key}:locked`, LOGIN_WINDOW_MS, now);
      await store.clear(`${key}:failures`);
    }
  };
  return {
    isLocked: async (attempt: TLoginAttempt, now: Date): Promise<boolean> => {
      const k = keys(attempt);
      const [account, address] = await Promise.all([
        store.count(`${k.account}:locked`, now),
        store.count(`${k.address}:locked`, now),
      ]);
      return account > 0 || address > 0;
    },
    noteFailure: async (attempt: TLoginAttempt, now: Date): Promise<void> => {
      const k = keys(attempt);
      await noteFailure(k.account, LOGIN_FAILURES_PER_ACCOUNT, now);
      await noteFailure(k.address, LOGIN_FAILURES_PER_ADDRESS, now);
    },
    noteSuccess: async (attempt: TLoginAttempt): Promise<void> => {
      await store.clear(`${keys(attempt).account}:failures`);
    },
  };
}

export type TLoginLimiter = ReturnType<typeof createLoginLimiter>;
