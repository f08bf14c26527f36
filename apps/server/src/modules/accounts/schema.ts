import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Counters of the login limiter when no Redis is configured (one row per key and window). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
