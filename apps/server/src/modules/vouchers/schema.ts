import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Voucher codes created by an operator (npm run admin -- voucher:create). Amounts are in minor
 * units (flat) or a percentage; uses counts every redemption so the total limit holds under load.
 */
export const vouchers = pgTable('vouchers', {
  code: text('code').primaryKey(),
  type: text('type').notNull(),
  amount: integer('amount').notNull(),
  /** The smallest delivery fee the voucher applies to, in minor units. */
  minFee: integer('min_fee').notNull().default(0),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validUntil: timestamp('valid_until', { withTimezone: true }),
  maxUses: integer('max_uses'),
  maxUsesPerVendor: integer('max_uses_per_vendor'),
  uses: integer('uses').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * One row per order that used a voucher. A card order whose payment ends unpaid (PAYMENT_FAILED,
 * PAYMENT_CANCELLED) gives its use back: released_at is set and the voucher's uses go down; paying
 * that order again takes the use again (released_at back to null).
 */
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    vendorId: text('vendor_id').notNull(),
    orderId: text('order_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('voucher_redemptions_code_vendor_idx').on(t.code, t.vendorId),
    index('voucher_redemptions_order_idx').on(t.orderId),
  ],
);
