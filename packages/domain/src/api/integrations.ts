import { z } from 'zod';
import {
  API_CALLBACK_URL_MAX_CHARS,
  API_ID_MAX_CHARS,
  API_PUBLIC_KEY_MAX_CHARS,
  WEBHOOK_LOG_PAGE_SIZE,
} from '../constants.ts';
import { defineEndpoint } from './endpoint.ts';
import { VENDOR_SCOPED_ERRORS, ZErrorEnvelope } from './errors.ts';

// Integrations in the portal (issue 19): a vendor's public API clients, their keys and webhook
// endpoint, and the delivery log of their webhooks. Users only: guests and embedded tools 403.

const ZVendorParams = z.object({ vendorId: z.string().min(1).max(100) }).strict();
const ZClientParams = ZVendorParams.extend({
  clientId: z.string().min(1).max(API_ID_MAX_CHARS),
}).strict();
const ZDeliveryParams = ZClientParams.extend({
  deliveryId: z.coerce.number().int().positive(),
}).strict();

export const ZApiClientKey = z.object({
  key_id: z.string(),
  created_at: z.iso.datetime(),
  /** Set once the key is rotated out: it works until then. */
  expires_at: z.iso.datetime().nullable(),
});

export const ZWebhookDisabledReason = z.enum(['gone', 'failing']);

/** An API client as its vendor's users see it (webhook secret included: they configure it). */
export const ZApiClientView = z.object({
  client_id: z.string(),
  vendor_id: z.string(),
  scope: z.string(),
  webhook_secret: z.string(),
  callback_url: z.string().nullable(),
  includes_portal_orders: z.boolean(),
  created_at: z.iso.datetime(),
  revoked_at: z.iso.datetime().nullable(),
  webhook_failing_since: z.iso.datetime().nullable(),
  webhook_disabled_at: z.iso.datetime().nullable(),
  webhook_disabled_reason: ZWebhookDisabledReason.nullable(),
  /** Newest first. */
  keys: z.array(ZApiClientKey),
});
export type TApiClientView = z.infer<typeof ZApiClientView>;

/** A key pair's public half as uploaded (RSA 2048, PEM), or one the portal makes. */
export const ZKeySource = z.discriminatedUnion('source', [
  z
    .object({
      source: z.literal('upload'),
      public_key_pem: z.string().max(API_PUBLIC_KEY_MAX_CHARS),
    })
    .strict(),
  z.object({ source: z.literal('generate') }).strict(),
]);
export type TKeySource = z.infer<typeof ZKeySource>;

export const ZKeyRequest = z.object({ key: ZKeySource }).strict();

/** A client with its new key; the private key (PKCS#8 PEM) only when the portal made it, once. */
const ZKeyIssued = z.object({
  result: z.object({
    client: ZApiClientView,
    key_id: z.string(),
    private_key_pem: z.string().nullable(),
  }),
});
export type TKeyIssued = z.infer<typeof ZKeyIssued>['result'];

export const ZUpdateApiClientRequest = z
  .object({
    /** Checked by the server (https only in prd); null removes the endpoint. */
    callback_url: z.string().max(API_CALLBACK_URL_MAX_CHARS).nullable(),
    includes_portal_orders: z.boolean(),
  })
  .strict();
export type TUpdateApiClientRequest = z.infer<typeof ZUpdateApiClientRequest>;

export const ZWebhookState = z.enum(['pending', 'delivered', 'failed']);
export type TWebhookState = z.infer<typeof ZWebhookState>;

export const ZWebhookAttempt = z.object({
  attempted_at: z.iso.datetime(),
  /** Null when no answer came (timeout, refused address, connection error). */
  http_status: z.number().int().nullable(),
  latency_ms: z.number().int(),
  response_excerpt: z.string(),
});

/** One webhook message of the delivery log, with every attempt to deliver it. */
export const ZWebhookDelivery = z.object({
  id: z.number().int(),
  event: z.enum(['order.status', 'test']),
  order_id: z.string().nullable(),
  status: z.string(),
  state: ZWebhookState,
  attempts: z.number().int(),
  changed_at: z.iso.datetime(),
  delivered_at: z.iso.datetime().nullable(),
  last_http_status: z.number().int().nullable(),
  next_attempt_at: z.iso.datetime(),
  attempt_log: z.array(ZWebhookAttempt),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;

export const ZWebhookDeliveriesQuery = z
  .object({
    order_id: z.string().trim().max(API_ID_MAX_CHARS).optional(),
    state: ZWebhookState.optional(),
    before_id: z.coerce.number().int().positive().optional(),
    limit: z.coerce.number().int().min(1).max(WEBHOOK_LOG_PAGE_SIZE).default(WEBHOOK_LOG_PAGE_SIZE),
  })
  .strict();

const ZClientAnswer = z.object({ result: ZApiClientView });

/** The vendor's clients, newest first, revoked ones included. */
export const getApiClients = defineEndpoint('getApiClients', {
  params: ZVendorParams,
  response: {
    200: z.object({ result: z.object({ clients: z.array(ZApiClientView) }) }),
    ...VENDOR_SCOPED_ERRORS,
  },
});

export const createApiClient = defineEndpoint('createApiClient', {
  params: ZVendorParams,
  body: ZKeyRequest,
  response: { 201: ZKeyIssued, ...VENDOR_SCOPED_ERRORS },
});

export const updateApiClient = defineEndpoint('updateApiClient', {
  params: ZClientParams,
  body: ZUpdateApiClientRequest,
  response: { 200: ZClientAnswer, 409: ZErrorEnvelope, ...VENDOR_SCOPED_ERRORS },
});

/** A new key; the others keep working for API_KEY_ROTATION_OVERLAP_HOURS. */
export const rotateApiClientKey = defineEndpoint('rotateApiClientKey', {
  params: ZClientParams,
  body: ZKeyRequest,
  response: { 201: ZKeyIssued, 409: ZErrorEnvelope, ...VENDOR_SCOPED_ERRORS },
});

export const revokeApiClient = defineEndpoint('revokeApiClient', {
  params: ZClientParams,
  response: { 200: ZClientAnswer, ...VENDOR_SCOPED_ERRORS },
});

/** The delivery log, newest first, a page at a time (`before_id` = the last id seen). */
export const getWebhookDeliveries = defineEndpoint('getWebhookDeliveries', {
  params: ZClientParams,
  query: ZWebhookDeliveriesQuery,
  response: {
    200: z.object({
      result: z.object({
        deliveries: z.array(ZWebhookDelivery),
        next_before_id: z.number().int().nullable(),
      }),
    }),
    ...VENDOR_SCOPED_ERRORS,
  },
});

export const replayWebhookDelivery = defineEndpoint('replayWebhookDelivery', {
  params: ZDeliveryParams,
  response: {
    202: z.object({ result: z.object({ delivery_id: z.number().int() }) }),
    409: ZErrorEnvelope,
    ...VENDOR_SCOPED_ERRORS,
  },
});

export const ZReplayFailedRequest = z.object({ since: z.iso.datetime({ offset: true }) }).strict();

export const replayFailedWebhooks = defineEndpoint('replayFailedWebhooks', {
  params: ZClientParams,
  body: ZReplayFailedRequest,
  response: {
    202: z.object({ result: z.object({ count: z.number().int() }) }),
    409: ZErrorEnvelope,
    ...VENDOR_SCOPED_ERRORS,
  },
});

export const sendTestWebhook = defineEndpoint('sendTestWebhook', {
  params: ZClientParams,
  response: {
    202: z.object({ result: z.object({ delivery_id: z.number().int() }) }),
    409: ZErrorEnvelope,
    ...VENDOR_SCOPED_ERRORS,
  },
});
