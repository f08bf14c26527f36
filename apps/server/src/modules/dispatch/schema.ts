import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** Every logistics event ever accepted, by its id: a redelivered event is recognised and skipped. */
export const logisticsEvents = pgTable(
  'logistics_events',
  {
    eventId: text('event_id').primaryKey(),
    orderId: text('order_id').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('logistics_events_order_idx').on(t.orderId)],
);

/** Per-vendor sequence of live events, so a client that reconnects can ask for what it missed. */
export const vendorEventSequences = pgTable('vendor_event_sequences', {
  vendorId: text('vendor_id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
});

export const liveEvents = pgTable(
  'live_events',
  {
    vendorId: text('vendor_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.seq] })],
);
