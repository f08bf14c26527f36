import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { orders, vendors } from '../../db/schema.ts';

/**
 * A public API client (issue 19): one integration of a brand (a vendor; its outlets are the
 * brand's branches), its scope, webhook secret and callback URL.
 */
export const apiClients = pgTable(
  'api_clients',
  {
    /** `{market}:{uuid}` */
    clientId: text('client_id').primaryKey(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.vendorId, { onDelete: 'cascade' }),
    scope: text('scope').notNull(),
    /** Standard Webhooks' `whsec_{base64}`. */
    webhookSecret: text('webhook_secret').notNull(),
    callbackUrl: text('callback_url'),
    /** Also send the status changes of orders placed in the portal for the brand's outlets. */
    includesPortalOrders: boolean('includes_portal_orders').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Since when every delivery to the callback URL has failed (null once one succeeds). */
    webhookFailingSince: timestamp('webhook_failing_since', { withTimezone: true }),
    /** The endpoint is disabled (answered 410, or failed for WEBHOOK_DISABLE_AFTER_HOURS). */
    webhookDisabledAt: timestamp('webhook_disabled_at', { withTimezone: true }),
    webhookDisabledReason: text('webhook_disabled_reason').$type<'gone' | 'failing'>(),
  },
  (t) => [index('api_clients_vendor_idx').on(t.vendorId)],
);

/** A client's public keys (RSA 2048, PEM) by KeyID; several during a rotation's overlap. */
export const apiClientKeys = pgTable(
  'api_client_keys',
  {
    keyId: text('key_id').primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => apiClients.clientId, { onDelete: 'cascade' }),
    publicKeyPem: text('public_key_pem').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set when the key is rotated out or revoked: refused from then on. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('api_client_keys_client_idx').on(t.clientId)],
);

/**
 * The jti of every client assertion accepted, kept until the assertion expires (at most
 * API_ASSERTION_MAX_LIFETIME_SECONDS), so a replay is refused; expired rows are purged.
 */
export const apiAssertionJtis = pgTable(
  'api_assertion_jtis',
  {
    clientId: text('client_id').notNull(),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.clientId, t.jti] }),
    index('api_assertion_jtis_expires_idx').on(t.expiresAt),
  ],
);

/** The orders a client created, with its own reference (`client_order_id`). */
export const apiOrders = pgTable(
  'api_orders',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.orderId, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => apiClients.clientId, { onDelete: 'cascade' }),
    clientOrderId: text('client_order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('api_orders_client_ref_uq').on(t.clientId, t.clientOrderId)],
);

/**
 * A webhook message to a client's callback URL: one status change of one order (queued by the
 * orders table's trigger in the transaction that changed it, so none is lost), or a test event.
 * Delivered at least once, in order per order: the worker takes the oldest due message of an
 * order only when no earlier one of that order is still pending.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clientId: text('client_id')
      .notNull()
      .references(() => apiClients.clientId, { onDelete: 'cascade' }),
    /** Null for a test event. */
    orderId: text('order_id').references(() => orders.orderId, { onDelete: 'cascade' }),
    event: text('event').$type<'order.status' | 'test'>().notNull(),
    /** The order's status this message reports. */
    status: text('status').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
    state: text('state').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    /** Attempts since it was queued or replayed (the retry schedule's position). */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    /** A worker holds it until then; after a crash another worker takes it again. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    lastHttpStatus: integer('last_http_status'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`state = 'pending'`),
    index('webhook_deliveries_order_idx').on(t.clientId, t.orderId, t.id),
    index('webhook_deliveries_client_idx').on(t.clientId, t.id.desc()),
  ],
);

/** Every attempt to deliver a webhook message: the delivery log the portal shows. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    /** Null when no answer came (timeout, refused address, connection error). */
    httpStatus: integer('http_status'),
    latencyMs: integer('latency_ms').notNull(),
    /** The answer's first WEBHOOK_RESPONSE_EXCERPT_CHARS characters, or why none came. */
    responseExcerpt: text('response_excerpt').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.id)],
);
