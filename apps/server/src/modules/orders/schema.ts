import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency-Key of POST /order (ARCHITECTURE "Data rules"): per vendor, the key, a hash of the
 * body it came with and the order it created. Written in the order's own transaction, so a key
 * never creates two orders and a failed request leaves no key behind.
 */
export const orderIdempotencyKeys = pgTable(
  'order_idempotency_keys',
  {
    vendorId: text('vendor_id').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.key] })],
);
