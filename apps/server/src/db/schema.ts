import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type {
  TOrderDropOffView,
  TOrderPickupView,
  TOrderRiderView,
  TOrderView,
  TProofKindView,
} from '@rider-portal/domain/order-view';
import { ATTENTION_STATUSES } from '@rider-portal/domain/attention';

/** The statuses in which an order may be stuck, as the attention index's condition lists them. */
const ATTENTION_STATUSES_SQL = ATTENTION_STATUSES.map((s) => `'${s}'`).join(', ');

// The core tables. An area's own tables live in src/modules/<area>/schema.ts and are imported from
// there; drizzle.config.ts finds them by glob. Do not re-export them here: drizzle-kit cannot load
// re-exports written with a .ts extension.

/** The location of a vendor or collection point, as 000 §3 names its fields. */
export type TVendorLocation = {
  address_text: string;
  building: string;
  unit: string;
  city: string;
  country_code: string;
  latitude: number | null;
  longitude: number | null;
  postal_code: string;
  street: string;
  street_number: string;
  rider_instructions: string;
};

export const vendors = pgTable(
  'vendors',
  {
    vendorId: text('vendor_id').primaryKey(),
    parentVendorId: text('parent_vendor_id'),
    clientVendorId: text('client_vendor_id').notNull(),
    countryCode: text('country_code').notNull(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    location: jsonb('location').$type<TVendorLocation>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isRegistered: boolean('is_registered').notNull().default(true),
    isParent: boolean('is_parent').notNull().default(false),
    isGuest: boolean('is_guest').notNull().default(false),
    estimationPickUpTime: integer('estimation_pick_up_time').notNull().default(15),
    paymentMethods: jsonb('payment_methods').$type<string[]>().notNull(),
    activatesAt: timestamp('activates_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendors_parent_idx').on(t.parentVendorId),
    uniqueIndex('vendors_parent_client_uq').on(t.parentVendorId, t.clientVendorId),
  ],
);

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  /** Mobile number given at registration (000 §2), in the market's phone region. */
  phone: text('phone').notNull().default(''),
  locale: text('locale').notNull().default('en'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user owns vendors; owning a parent gives its children (resolved in the vendors module). */
export const vendorUsers = pgTable(
  'vendor_users',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.vendorId] }),
    index('vendor_users_vendor_idx').on(t.vendorId),
  ],
);

export type TStatusHistoryRow = { status: string; created_at: string };

// The JSON columns hold what the API shows (packages/domain order-view), plus what only the
// server keeps: the rider's id and phone (the API masks the phone) and where a proof is stored.

/** The rider as the logistics side last reported them; an older position never replaces a newer one. */
export type TOrderRider = TOrderRiderView & { id: string; phone: string };

/** Where the rider collects: the vendor's address, or the origin typed with the request (000 §4). */
export type TOrderPickup = TOrderPickupView;

/** The customer's drop-off (000 §3 "customer.location", with the request's unit, building, city). */
export type TOrderDropOff = TOrderDropOffView;

export type TProofKind = TProofKindView;
export type TOrderProofs = Partial<Record<TProofKind, { blob_key: string; taken_at: string }>>;

export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId),
    status: text('status').notNull(),
    statusHistory: jsonb('status_history').$type<TStatusHistoryRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    preorderedFor: timestamp('preordered_for', { withTimezone: true }),
    currency: text('currency').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    discountedDeliveryFee: integer('discounted_delivery_fee'),
    voucher: jsonb('voucher').$type<TOrderView['voucher']>(),
    vatNumber: text('vat_number'),
    ageValidationRequired: boolean('age_validation_required').notNull().default(false),
    loginPickupEstimation: integer('login_pickup_estimation').notNull().default(15),
    pickup: jsonb('pickup').$type<TOrderPickup>().notNull(),
    customer: jsonb('customer').$type<TOrderView['customer']>().notNull(),
    details: jsonb('details').$type<TOrderView['order']>().notNull(),
    sender: jsonb('sender').$type<TOrderView['sender']>(),
    /** The rider as the logistics side last reported them (001 §3 "Rider"). */
    rider: jsonb('rider').$type<TOrderRider | null>(),
    etaPickupAt: timestamp('eta_pickup_at', { withTimezone: true }),
    etaDropoffAt: timestamp('eta_dropoff_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    /** Proofs of pickup, delivery and return: a stored image and when it was taken. */
    proofs: jsonb('proofs').$type<TOrderProofs>().notNull().default({}),
    /** The signature of the discounted fee (000 §3 "discounted_delivery_fee and its signature"). */
    discountedDeliveryFeeSignature: text('discounted_delivery_fee_signature'),
    /** Road distance from pickup to drop-off when the order was priced. */
    distanceMeters: integer('distance_meters'),
    /** The vendor confirmed an item value above the market's limit (000 §5). */
    itemValueConfirmed: boolean('item_value_confirmed').notNull().default(false),
    /** The language of the recipient's messages and tracking link; null: the market's first. */
    recipientLanguage: text('recipient_language'),
    /** Why the order needs attention now (issue 21, TAttentionReason) and since when; null: fine. */
    attentionReason: text('attention_reason'),
    attentionSince: timestamp('attention_since', { withTimezone: true }),
    /** When the vendor's owners were told it is stuck: once per order. */
    attentionMailedAt: timestamp('attention_mailed_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_vendor_created_idx').on(t.vendorId, t.createdAt.desc(), t.orderId.desc()),
    index('orders_vendor_status_idx').on(t.vendorId, t.status),
    // The scheduled list (pre-orders by their time, 001 §7 `scheduled`): only pre-orders have one.
    // The attention sweep's orders: those that may be stuck, and those flagged (issue 21).
    index('orders_attention_idx')
      .on(t.vendorId)
      .where(
        sql`${t.status} in (${sql.raw(ATTENTION_STATUSES_SQL)}) or ${t.attentionReason} is not null`,
      ),
    index('orders_vendor_preorder_idx')
      .on(t.vendorId, t.preorderedFor)
      .where(sql`${t.preorderedFor} is not null`),
  ],
);

/** Per-vendor counter behind order ids `{vendor_id}-{n}`. */
export const vendorOrderCounters = pgTable('vendor_order_counters', {
  vendorId: text('vendor_id')
    .primaryKey()
    .references(() => vendors.vendorId, { onDelete: 'cascade' }),
  lastN: integer('last_n').notNull().default(0),
});

/** Operator overrides of feature flags; vendor_id '' means the whole market. */
export const flagOverrides = pgTable(
  'flag_overrides',
  {
    name: text('name').notNull(),
    vendorId: text('vendor_id').notNull().default(''),
    value: boolean('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.vendorId] })],
);

/** Country parameters (001 §7 get-country-parameter), set at run time by an operator. */
export const countryParameters = pgTable('country_parameters', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every mail the portal sends, kept whether or not an SMTP relay delivered it. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_to_idx').on(t.to)],
);
