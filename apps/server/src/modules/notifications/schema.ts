import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { TNotificationChannel, TNotificationStep } from '@rider-portal/domain/notifications';
import { orders, vendors } from '../../db/schema.ts';

/**
 * The recipient's messages (issue 21): one row per order, step and channel, queued by a trigger
 * on orders in the transaction that placed the order or changed its status (so a replayed event
 * or a retried request never queues a second), sent by the notification worker after it commits.
 */
export const notificationMessages = pgTable(
  'notification_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    vendorId: text('vendor_id').notNull(),
    step: text('step').notNull(),
    channel: text('channel').notNull(),
    /** pending → sent | failed | skipped (TNotificationState). */
    state: text('state').notNull().default('pending'),
    /** Why it was not sent (TNotificationSkipReason), or the provider's last error. */
    reason: text('reason'),
    /** Filled when it is sent: the number, the language and the text as sent. */
    to: text('to'),
    language: text('language'),
    text: text('text'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_messages_step_idx').on(t.orderId, t.step, t.channel),
    index('notification_messages_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`state = 'pending'`),
    index('notification_messages_to_idx').on(t.to, t.id),
  ],
);

/** Numbers that replied STOP (and not START since): they get nothing more. */
export const notificationOptOuts = pgTable('notification_opt_outs', {
  phone: text('phone').primaryKey(),
  optedOutAt: timestamp('opted_out_at', { withTimezone: true }).notNull(),
});

/**
 * A vendor's own choice of its customers' messages (issue 21); an outlet without one follows its
 * parent's, and a vendor without either the market's default.
 */
export const notificationSettings = pgTable('notification_settings', {
  vendorId: text('vendor_id')
    .primaryKey()
    .references(() => vendors.vendorId, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull(),
  steps: jsonb('steps').$type<TNotificationStep[]>().notNull(),
  channels: jsonb('channels').$type<TNotificationChannel[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
