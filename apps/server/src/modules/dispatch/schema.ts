import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
