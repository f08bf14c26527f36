import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
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
