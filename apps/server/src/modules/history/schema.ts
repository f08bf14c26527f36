import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Exports too large to download at once: built in the background and mailed as a link. */
export const orderExports = pgTable('order_exports', {
  id: text('id').primaryKey(),
  vendorId: text('vendor_id').notNull(),
  userId: text('user_id').notNull(),
  format: text('format').notNull(),
  status: text('status').notNull(),
  blobKey: text('blob_key'),
  rowCount: integer('row_count'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
