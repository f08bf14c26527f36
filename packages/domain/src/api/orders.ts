import { z } from 'zod';
import { ZCancelReason } from '../cancel-reasons.ts';
import { ACTIVE_ORDERS_PAGE_SIZE } from '../constants.ts';
import { HISTORY_STATUS_FILTERS } from '../history.ts';
import { ZOrderListItem, ZOrderProofView, ZOrderView, ZRiderAnswerView } from '../order-view.ts';
import { defineEndpoint } from './endpoint.ts';

// Following orders (001 §7): the vendor's list, one order, its proof images, its rider, and
// cancellation.

const ZVendorId = z.string().min(1).max(100);
const ZOrderId = z.string().min(1).max(200);
const ZUnixSeconds = z.coerce.number().int().min(0).max(4_102_444_800);
const ZBooleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const ZOrderListQuery = z
  .object({
    from: ZUnixSeconds,
    to: ZUnixSeconds,
    count: z.coerce
      .number()
      .int()
      .min(1)
      .max(ACTIVE_ORDERS_PAGE_SIZE)
      .default(ACTIVE_ORDERS_PAGE_SIZE),
    pagination_key: z.string().max(500).optional(),
    scheduled: ZBooleanParam,
    include_outlets: ZBooleanParam,
    customer_phone_number: z.string().max(40).optional(),
    status: z.enum(HISTORY_STATUS_FILTERS).optional(),
    search: z.string().max(100).optional(),
  })
  .strict();

/**
 * A page of a vendor's orders as the lists show them, newest first; `pagination_key` asks for the
 * next one.
 */
export const ZOrderPage = z.object({
  data: z.array(ZOrderListItem),
  pagination_key: z.string().nullable(),
});
export type TOrderPage = z.infer<typeof ZOrderPage>;

export const getOrders = defineEndpoint('getOrders', {
  params: z.object({ vendorId: ZVendorId }),
  query: ZOrderListQuery,
  response: { 200: z.object({ result: ZOrderPage }) },
});

export const getOrder = defineEndpoint('getOrder', {
  query: z.object({ vendorId: ZVendorId, orderId: ZOrderId }).strict(),
  response: { 200: z.object({ result: ZOrderView }) },
});

export const getOrderProof = defineEndpoint('getOrderProof', {
  query: z
    .object({
      vendorId: ZVendorId,
      orderId: ZOrderId,
      kind: z.enum(['pickup', 'delivery', 'return']),
    })
    .strict(),
  response: { 200: z.object({ result: ZOrderProofView }) },
});

export const cancelOrder = defineEndpoint('cancelOrder', {
  body: z.object({ vendor_id: ZVendorId, order_id: ZOrderId, reason: ZCancelReason }).strict(),
  response: {
    200: z.object({
      result: z.object({
        message: z.literal('attempt-cancel'),
        translation_key: z.string(),
        order: ZOrderView,
      }),
    }),
  },
});

/** The order's rider: name, masked phone, vehicle, position, heading and ETAs (polled). */
export const getRider = defineEndpoint('getRider', {
  params: z.object({ orderId: ZOrderId }),
  response: { 200: z.object({ result: ZRiderAnswerView }) },
});
