import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { vendors } from '../../db/schema.ts';

/**
 * The owner emails a collection point lists (000 §3 "owners"), whether or not they have an
 * account yet. An owner with an account may act for the vendor (a vendor_users row is added).
 */
export const vendorOwners = pgTable(
  'vendor_owners',
  {
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.email] })],
);
