import { bigint, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

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
