import { lte, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { TDb } from '../../platform/db.ts';
import { rateLimitCounters } from './schema.ts';

/**
 * Fixed-window counters shared by every server instance: in Redis when REDIS_URL is set, else in
 * the database. A window opens with a key's first hit and lasts windowMs (holdOpen can keep it
 * open longer); times come from the caller's clock, so tests move them by hand on either store.
 */
export type TCounterStore = {
  kind: 'redis' | 'database';
  /** Adds one to the key's counter (opening a window when none is open) and returns the count. */
  increment(key: string, windowMs: number, now: Date): Promise<number>;
  /** The key's count in its open window; 0 when none is open. */
  count(key: string, now: Date): Promise<number>;
  /**
   * Keeps the key's window open until at least now + ms (opening one with a count of 0 when none
   * is open); never shortens it.
   */
  holdOpen(key: string, ms: number, now: Date): Promise<void>;
  /** Milliseconds until the key's window closes; 0 when none is open. */
  remainingMs(key: string, now: Date): Promise<number>;
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
    holdOpen: async (key, ms, now) => {
      const until = new Date(now.getTime() + ms).toISOString();
      const isOver = sql`${rateLimitCounters.expiresAt} <= ${now.toISOString()}::timestamptz`;
      await db
        .insert(rateLimitCounters)
        .values({ key, count: 0, expiresAt: new Date(until) })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            count: sql`case when ${isOver} then 0 else ${rateLimitCounters.count} end`,
            expiresAt: sql`greatest(${rateLimitCounters.expiresAt}, ${until}::timestamptz)`,
          },
        });
    },
    remainingMs: async (key, now) => {
      const [row] = await db
        .select({ expiresAt: rateLimitCounters.expiresAt })
        .from(rateLimitCounters)
        .where(sql`${rateLimitCounters.key} = ${key}`)
        .limit(1);
      return row ? Math.max(0, row.expiresAt.getTime() - now.getTime()) : 0;
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

const HOLD_OPEN_SCRIPT = `
local exp = tonumber(redis.call('HGET', KEYS[1], 'exp'))
local now = tonumber(ARGV[1])
local ends = now + tonumber(ARGV[2])
if (not exp) or exp <= now then
  redis.call('HSET', KEYS[1], 'count', 0, 'exp', ends)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
elseif exp < ends then
  redis.call('HSET', KEYS[1], 'exp', ends)
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1
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
    holdOpen: async (key, ms, now) => {
      await redis.eval(HOLD_OPEN_SCRIPT, 1, prefix + key, String(now.getTime()), String(ms));
    },
    remainingMs: async (key, now) => {
      const exp = await redis.hget(prefix + key, 'exp');
      return exp === null ? 0 : Math.max(0, Number(exp) - now.getTime());
    },
    clear: async (key) => {
      await redis.del(prefix + key);
    },
    close: async () => {
      redis.disconnect();
    },
  };
}
