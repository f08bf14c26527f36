import {
  doublePrecision,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * A vendor's past customers (000 §3 "Saved address", stored form), saved from every placed order:
 * one row per customer phone and address, refreshed when they order again.
 */
export const savedAddresses = pgTable(
  'saved_addresses',
  {
    id: serial('id').primaryKey(),
    vendorId: text('vendor_id').notNull(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    addressText: text('address_text').notNull(),
    streetAddress: text('street_address').notNull().default(''),
    unit: text('unit').notNull().default(''),
    building: text('building').notNull().default(''),
    city: text('city').notNull().default(''),
    countryCode: text('country_code').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    notes: text('notes').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Name, phone and address folded for accent- and case-insensitive search. */
    searchText: text('search_text').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('saved_addresses_vendor_phone_address_uq').on(
      t.vendorId,
      t.phoneNumber,
      t.addressText,
    ),
    index('saved_addresses_vendor_used_idx').on(t.vendorId, t.lastUsedAt.desc()),
  ],
);
