import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TAttentionThresholds } from '@rider-portal/domain/attention';
import { vendors } from '../../db/schema.ts';

/**
 * A vendor's own limits for orders that are stuck (issue 21), set by an operator (npm run admin);
 * a limit not named here is the market's.
 */
export const attentionThresholds = pgTable('attention_thresholds', {
  vendorId: text('vendor_id')
    .primaryKey()
    .references(() => vendors.vendorId, { onDelete: 'cascade' }),
  thresholds: jsonb('thresholds').$type<Partial<TAttentionThresholds>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
