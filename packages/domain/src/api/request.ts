import { z } from 'zod';
import { ZOrderView } from '../order-view.ts';
import { ZPaymentMethod } from '../payments.ts';
import { ZLatLng, type TCreateOrderPayload, type TUpdateOrderPayload } from '../request-order.ts';
import { defineEndpoint, marketBody } from './endpoint.ts';

// The request-a-rider flow (000 §3, §4, §5, §7): what the form needs about a vendor, the fee and
// its signature, deliverability, estimations, service hours, the address book, vouchers, and
// placing or changing the order. The order's own body schema depends on the market
// (`createOrderSchema({ country })`), so the server declares it and the web types it from there.

const ZVendorId = z.string().trim().min(1).max(100);

/** GET /request-options/{vendorId}: the collection point, payment methods and item value limit. */
export const ZRequestOptions = z.object({
  vendor_id: z.string(),
  name: z.string(),
  is_guest: z.boolean(),
  pickup: z.object({
    has_coordinates: z.boolean(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    city: z.string(),
  }),
  estimation_pick_up_time: z.number(),
  payment_methods: z.array(ZPaymentMethod),
  default_payment_method: ZPaymentMethod.nullable(),
  /** Minor units; null when no limit applies (000 §5: -1). */
  item_value_limit: z.number().nullable(),
  currency: z.string(),
});
export type TRequestOptions = z.infer<typeof ZRequestOptions>;

export const getRequestOptions = defineEndpoint('getRequestOptions', {
  params: z.object({ vendorId: z.string().min(1).max(100) }).strict(),
  response: { 200: z.object({ result: ZRequestOptions }) },
});

/** POST /delivery/fee answer: minor units, signed until expires_at. */
export const ZFeeQuote = z.object({
  fee: z.number(),
  currency: z.string(),
  expires_at: z.string(),
  signature: z.string(),
  distance_km: z.number(),
});
export type TFeeQuote = z.infer<typeof ZFeeQuote>;

export const quoteDeliveryFee = defineEndpoint('quoteDeliveryFee', {
  body: z
    .object({
      source: ZLatLng.nullable().optional(),
      destination: ZLatLng,
      vendor_id: ZVendorId,
      delivery_type: z.literal('food'),
      /** Taiwan adds a cash-on-delivery surcharge, so the quote is for one payment method. */
      payment_method: ZPaymentMethod.optional(),
    })
    .strict(),
  response: { 200: z.object({ result: ZFeeQuote }) },
});

/** POST /delivery/area/validate (000 §7): DELIVERABLE means deliverable. */
export const ZDeliverability = z.object({
  result: z.enum(['DELIVERABLE', 'UNDELIVERABLE']),
  reason: z.enum(['distance', 'outside-area']).nullable(),
  distance_km: z.number(),
});
export type TDeliverability = z.infer<typeof ZDeliverability>;

export const checkDeliverability = defineEndpoint('checkDeliverability', {
  body: z
    .object({
      location: ZLatLng,
      vendor_location: ZLatLng.nullable().optional(),
      vendor_id: ZVendorId,
    })
    .strict(),
  response: { 200: ZDeliverability },
});

export const ZEstimation = z.object({
  pickup_minutes: z.number(),
  dropoff_minutes: z.number(),
  distance_km: z.number(),
});
export type TEstimation = z.infer<typeof ZEstimation>;

export const getEstimations = defineEndpoint('getEstimations', {
  body: z
    .object({ vendor_id: ZVendorId, source: ZLatLng.nullable().optional(), destination: ZLatLng })
    .strict(),
  response: { 200: z.object({ result: ZEstimation }) },
});

export const ZServiceHours = z.object({
  is_open: z.boolean(),
  service_hours: z.string(),
  from: z.string(),
  to: z.string(),
  time: z.string(),
});
export type TServiceHours = z.infer<typeof ZServiceHours>;

export const getServiceHours = defineEndpoint('getServiceHours', {
  response: { 200: z.object({ result: ZServiceHours }) },
});

/** 000 §3 "Saved address": the address reads unit, building, then the rest, comma separated. */
export const ZSavedAddress = z.object({
  id: z.string(),
  name: z.string(),
  phone_number: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  address: z.string(),
  notes: z.string(),
  street_address: z.string(),
  unit: z.string(),
  building: z.string(),
  city: z.string(),
});
export type TSavedAddress = z.infer<typeof ZSavedAddress>;

export const searchCustomers = defineEndpoint('searchCustomers', {
  params: z.object({ vendorId: z.string().min(1).max(100) }).strict(),
  query: z.object({ query: z.string().max(200).optional().default('') }).strict(),
  response: { 200: z.object({ result: z.array(ZSavedAddress) }) },
});

export const ZVoucherView = z.object({
  code: z.string(),
  amount: z.number(),
  type: z.enum(['flat', 'percentage']),
});
export type TVoucherView = z.infer<typeof ZVoucherView>;

export const getVoucher = defineEndpoint('getVoucher', {
  params: z.object({ code: z.string().min(1).max(60) }).strict(),
  response: {
    200: z.object({
      result: ZVoucherView.extend({ min_fee: z.number(), valid_until: z.string().nullable() }),
    }),
  },
});

/** The voucher applied to a quoted fee: the discounted fee and its signature. */
export const ZVoucherQuote = z.object({
  voucher: ZVoucherView,
  delivery_fee: z.number(),
  signature: z.string(),
  expires_at: z.string(),
});
export type TVoucherQuote = z.infer<typeof ZVoucherQuote>;

export const validateVoucher = defineEndpoint('validateVoucher', {
  body: z
    .object({
      code: z.string().trim().min(1).max(60),
      order: z
        .object({
          /** Unix seconds: the pre-order time, or now for an instant order. */
          order_time: z.number().int().positive().nullable().optional(),
          delivery_fee: z.number().int().min(0),
          signature: z.string().min(1).max(200),
          expires_at: z.iso.datetime({ offset: true }).optional(),
        })
        .strict(),
      vendor_id: z.string().trim().min(1).max(100),
    })
    .strict(),
  response: { 200: z.object({ result: ZVoucherQuote }) },
});

export const createOrder = defineEndpoint('createOrder', {
  marketBody: marketBody<TCreateOrderPayload>(),
  response: { 201: z.object({ result: z.object({ order_id: z.string() }) }) },
});

/** PUT /order/{orderId}: the changed order (modify-order flag). */
export const updateOrder = defineEndpoint('updateOrder', {
  params: z.object({ orderId: z.string().min(1).max(200) }).strict(),
  marketBody: marketBody<TUpdateOrderPayload>(),
  response: { 200: z.object({ result: ZOrderView }) },
});
