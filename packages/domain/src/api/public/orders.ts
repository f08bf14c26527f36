import { z } from 'zod';
import { API_ID_MAX_CHARS, ORDER_EMAIL_MAX_CHARS } from '../../constants.ts';
import { ZLanguage } from '../../enum-schemas.ts';
import { definePublicEndpoint } from './endpoint.ts';

// The pandago API v1.1.0's order routes (issue 19), their shapes as the reference names them.
// Amounts are in the market currency's major units (23.50), times in unix seconds or ISO UTC.

/** The reference's error answer: `{message}`. */
export const ZApiError = z.object({ message: z.string() });
/** Its 422 answer on order creation: every error, each `{message}`. */
export const ZApiErrorList = z.array(ZApiError);

const ZLatitude = z.number().min(-90).max(90);
const ZLongitude = z.number().min(-180).max(180);

export const ZApiLocation = z.object({
  address: z.string().max(255),
  latitude: ZLatitude,
  longitude: ZLongitude,
  postalcode: z.string().max(120).optional(),
});

export const ZApiContact = z.object({
  name: z.string().max(255),
  phone_number: z.string().max(40),
  location: ZApiLocation,
  notes: z.string().max(2048).optional(),
});

/** Sender details, or an outlet reference (`client_vendor_id`, which wins when both are given). */
export const ZApiSender = z.object({
  name: z.string().max(255).optional(),
  phone_number: z.string().max(40).optional(),
  location: ZApiLocation.optional(),
  notes: z.string().max(2048).optional(),
  client_vendor_id: z.string().max(255).optional(),
});

export const ZApiPaymentMethod = z.enum(['PAID', 'CASH_ON_DELIVERY']);
const ZPrice = z.number().min(0);

export const ZApiCreateOrderRequest = z.object({
  client_order_id: z.string().min(1).max(API_ID_MAX_CHARS).optional(),
  sender: ZApiSender.optional(),
  recipient: ZApiContact.extend({
    /**
     * Ours, beyond pandago's contract (issue 21): the language of the recipient's text messages
     * and tracking page, an interface language code such as `el` or `ar`; the market's first
     * when left out.
     */
    language: ZLanguage.optional(),
    /**
     * Ours, beyond pandago's contract (issue 21): the recipient's e-mail, where the messages
     * also go when the vendor's settings send e-mail.
     */
    email: z.string().max(ORDER_EMAIL_MAX_CHARS).optional(),
  }),
  payment_method: ZApiPaymentMethod.optional().default('PAID'),
  coldbag_needed: z.boolean().optional().default(false),
  amount: ZPrice,
  collect_from_customer: ZPrice.optional(),
  description: z.string().max(200),
  preordered_for: z.number().int().positive().nullable().optional().default(null),
  delivery_tasks: z
    .object({ age_validation_required: z.boolean().optional().default(false) })
    .optional()
    .default({ age_validation_required: false }),
});
export type TApiCreateOrderRequest = z.output<typeof ZApiCreateOrderRequest>;

/** The request of POST /orders/fee and /orders/time: the recipient's name and phone may be left out. */
export const ZApiEstimateRequest = z.object({
  client_order_id: z.string().max(API_ID_MAX_CHARS).optional(),
  sender: ZApiSender.optional(),
  recipient: ZApiContact.partial({ name: true, phone_number: true }),
  payment_method: ZApiPaymentMethod.optional().default('PAID'),
  coldbag_needed: z.boolean().optional(),
  amount: ZPrice,
  description: z.string().max(200),
});
export type TApiEstimateRequest = z.output<typeof ZApiEstimateRequest>;

const ZTimeline = z.object({
  estimated_pickup_time: z.string(),
  estimated_delivery_time: z.string(),
});
const ZDriver = z.object({ id: z.string(), name: z.string(), phone_number: z.string() });
const ZDeliveryTasks = z.object({ age_validation_required: z.boolean() });
const ZApiSenderView = z.object({
  client_vendor_id: z.string(),
  name: z.string(),
  phone_number: z.string(),
  location: z.object({ address: z.string(), latitude: z.number(), longitude: z.number() }),
  notes: z.string(),
});
const ZApiRecipientView = z.object({
  name: z.string(),
  phone_number: z.string(),
  location: z.object({ address: z.string(), latitude: z.number(), longitude: z.number() }),
  notes: z.string(),
});

export const ZApiReasonView = z.string();
export const ZApiCancellation = z.object({
  reason: ZApiReasonView,
  source: z.enum(['CLIENT', 'LOGISTICS']),
});

/** The order as the reference's `Order` (GET) and `CreateOrder` (POST) show it. */
export const ZApiOrder = z.object({
  order_id: z.string(),
  client_order_id: z.string().optional(),
  sender: ZApiSenderView,
  is_dynamic_pickup: z.boolean(),
  recipient: ZApiRecipientView,
  distance: z.number(),
  payment_method: z.string(),
  coldbag_needed: z.boolean(),
  amount: z.number(),
  description: z.string(),
  status: z.string(),
  delivery_fee: z.number(),
  timeline: ZTimeline,
  driver: ZDriver,
  created_at: z.number().int(),
  updated_at: z.number().int(),
  preordered_for: z.number().int().optional(),
  tracking_link: z.string(),
  cancellation: ZApiCancellation.optional(),
  delivery_tasks: ZDeliveryTasks,
});
export type TApiOrder = z.infer<typeof ZApiOrder>;

/**
 * The body POSTed to a client's callback URL on each status change (the reference's
 * `CallbackRequest`): stripped of personal data (no recipient name, phone or address); the whole
 * order is one GET away. `test: true` marks the portal's "send test event".
 */
export const ZApiCallback = z.object({
  order_id: z.string(),
  client_order_id: z.string().optional(),
  status: z.string(),
  timeline: ZTimeline,
  driver: ZDriver.extend({
    location: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  }),
  created_at: z.number().int(),
  updated_at: z.number().int(),
  tracking_link: z.string().optional(),
  proof_of_pickup_url: z.string().optional(),
  proof_of_delivery_url: z.string().optional(),
  proof_of_return_url: z.string().optional(),
  distance: z.number().optional(),
  cancellation: ZApiCancellation.optional(),
  delivery_tasks: ZDeliveryTasks.optional(),
  test: z.literal(true).optional(),
});
export type TApiCallback = z.infer<typeof ZApiCallback>;

/** The market's code in lower case: every route is below `/{country}/api/v1`. */
export const ZCountryParams = z.object({ country: z.string().max(8) });
const ZOrderParams = ZCountryParams.extend({ order_id: z.string().min(1).max(200) });

export const createOrder = definePublicEndpoint({
  method: 'POST',
  path: '/orders',
  params: ZCountryParams,
  summary:
    'Submit a new order (client_order_id and the Idempotency-Key header make retries safe: the same body answers the same order, another body 409)',
  body: ZApiCreateOrderRequest,
  response: {
    201: ZApiOrder,
    400: ZApiError,
    401: ZApiError,
    404: ZApiError,
    409: ZApiError,
    422: ZApiErrorList,
  },
});

export const getOrder = definePublicEndpoint({
  method: 'GET',
  path: '/orders/:order_id',
  summary: 'Get a specific order',
  params: ZOrderParams,
  response: { 200: ZApiOrder, 404: ZApiError },
});

export const ZApiCancelOrderRequest = z.object({
  reason: z.enum(['DELIVERY_ETA_TOO_LONG', 'MISTAKE_ERROR', 'REASON_UNKNOWN']),
});

export const cancelOrder = definePublicEndpoint({
  method: 'DELETE',
  path: '/orders/:order_id',
  summary: 'Cancel an order that no courier has accepted yet (204)',
  params: ZOrderParams,
  body: ZApiCancelOrderRequest,
  response: { 204: z.null(), 400: ZApiError, 404: ZApiError, 409: ZApiError },
});

export const ZApiUpdateOrderRequest = z.object({
  payment_method: ZApiPaymentMethod.optional(),
  amount: ZPrice.optional(),
  location: z
    .object({
      address: z.string().max(300).optional(),
      latitude: ZLatitude,
      longitude: ZLongitude,
      notes: z.string().max(2048).optional(),
    })
    .optional(),
  description: z.string().max(200).optional(),
});

export const ZApiUpdatedOrder = z.object({
  order_id: z.string(),
  created_at: z.number().int(),
  status: z.string(),
  payment_method: z.string(),
  location: z.object({ address: z.string(), latitude: z.number(), longitude: z.number() }),
  description: z.string(),
  amount: z.number(),
  delivery_fee: z.number(),
});

export type TApiUpdatedOrder = z.infer<typeof ZApiUpdatedOrder>;

export const updateOrder = definePublicEndpoint({
  method: 'PUT',
  path: '/orders/:order_id',
  summary: 'Update an order before pickup (COD to PAID needs amount 0; PAID to COD is refused)',
  params: ZOrderParams,
  body: ZApiUpdateOrderRequest,
  response: { 200: ZApiUpdatedOrder, 400: ZApiError, 404: ZApiError, 422: ZApiError },
});

export const getCoordinates = definePublicEndpoint({
  method: 'GET',
  path: '/orders/:order_id/coordinates',
  summary: "The courier's current location",
  params: ZOrderParams,
  response: {
    200: z.object({
      client_order_id: z.string().optional(),
      latitude: z.number(),
      longitude: z.number(),
      updated_at: z.number().int(),
    }),
    404: ZApiError,
  },
});

export const PROOF_KINDS = ['pickup', 'delivery', 'return'] as const;

export const getProof = definePublicEndpoint({
  method: 'GET',
  path: '/orders/proof_of_:kind/:order_id',
  summary: 'Proof of pickup, delivery or return: the JPEG image in base64',
  params: ZCountryParams.extend({
    kind: z.enum(PROOF_KINDS),
    order_id: z.string().min(1).max(200),
  }),
  response: { 200: z.string(), 404: ZApiError },
});

export const estimateFee = definePublicEndpoint({
  method: 'POST',
  path: '/orders/fee',
  params: ZCountryParams,
  summary: 'Estimate the delivery fee of an order (the same pricing as the portal)',
  body: ZApiEstimateRequest,
  response: {
    200: z.object({ client_order_id: z.string().optional(), estimated_delivery_fee: z.number() }),
    400: ZApiError,
    422: ZApiError,
  },
});

export const estimateTime = definePublicEndpoint({
  method: 'POST',
  path: '/orders/time',
  params: ZCountryParams,
  summary: 'Estimate the pickup and delivery times of an order (ISO-8601 UTC)',
  body: ZApiEstimateRequest,
  response: {
    200: z.object({
      client_order_id: z.string().optional(),
      estimated_pickup_time: z.string(),
      estimated_delivery_time: z.string(),
    }),
    400: ZApiError,
    422: ZApiError,
  },
});
