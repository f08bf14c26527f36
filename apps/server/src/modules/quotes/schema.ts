import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Delivery areas drawn for a vendor (000 §6 "draw delivery areas"): while the draw-delivery-areas
 * flag is on and a vendor has any, a drop-off must fall inside one of them. Rings are [lng, lat]
 * pairs, as GeoJSON writes them.
 */
export const vendorDeliveryAreas = pgTable(
  'vendor_delivery_areas',
  {
    id: serial('id').primaryKey(),
    vendorId: text('vendor_id').notNull(),
    name: text('name').notNull().default(''),
    polygon: jsonb('polygon').$type<[number, number][]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('vendor_delivery_areas_vendor_idx').on(t.vendorId)],
);
