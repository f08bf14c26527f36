import { z } from 'zod';
import { ZAttention } from './attention.ts';
import { ZPublicRider } from './public-tracking.ts';
import { ZOrderStatus } from './statuses.ts';

// The order and its rider as the API presents them (001 §3 "Order", §7 GET /order, GET /riders):
// the server's routes declare these schemas as their answers (packages/domain/src/api/orders.ts)
// and the screens read the types inferred from them, so the two cannot drift.

export const PROOF_KINDS = ['pickup', 'delivery', 'return'] as const;
export const ZProofKindView = z.enum(PROOF_KINDS);
export type TProofKindView = z.infer<typeof ZProofKindView>;

// The address objects and the order's details are stored as JSON and presented as stored: loose
// objects, so a key the presenter passes on is never dropped by the serializer.
export const ZOrderPickupView = z.looseObject({
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  unit: z.string().optional(),
  building: z.string().optional(),
  city: z.string().optional(),
  notes: z.string().optional(),
});
export type TOrderPickupView = z.infer<typeof ZOrderPickupView>;

export const ZOrderDropOffView = z.looseObject({
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  notes: z.string(),
  unit: z.string().optional(),
  building: z.string().optional(),
  city: z.string().optional(),
  area: z.string().optional(),
});
export type TOrderDropOffView = z.infer<typeof ZOrderDropOffView>;

/**
 * The rider on an order: first name only, no phone (the rider answer carries a masked one); the
 * public tracking page shows the same fields.
 */
export const ZOrderRiderView = ZPublicRider;
export type TOrderRiderView = z.infer<typeof ZOrderRiderView>;

const ZProofTaken = z.object({ taken_at: z.string() });

export const ZOrderView = z.object({
  /** `{vendor_id}-{n}`. */
  order_id: z.string(),
  vendor_id: z.string(),
  /** ISO instants in UTC. */
  created_at: z.string(),
  updated_at: z.string(),
  status: ZOrderStatus,
  status_history: z.array(z.object({ status: ZOrderStatus, created_at: z.string() })),
  /** Unix seconds, or null for an instant order. */
  preordered_for: z.number().nullable(),
  currency: z.string(),
  /** Minor units of `currency`. */
  delivery_fee: z.number(),
  discounted_delivery_fee: z.number().nullable(),
  /** 000 §3 "discounted_delivery_fee and its signature": the voucher quote's signature. */
  discounted_delivery_fee_signature: z.string().nullable(),
  voucher: z.looseObject({ code: z.string(), amount: z.number(), type: z.string() }).nullable(),
  vat_number: z.string().nullable(),
  age_validation_required: z.boolean(),
  login_pickup_estimation: z.number(),
  pickup: ZOrderPickupView,
  customer: z.looseObject({
    name: z.string(),
    phone_number: z.string(),
    location: ZOrderDropOffView,
  }),
  order: z.looseObject({
    /** Minor units; null where the market does not require an amount (Kuwait). */
    amount: z.number().nullable(),
    description: z.string(),
    payment_method: z.string(),
    cold_bag_needed: z.boolean(),
  }),
  sender: z.record(z.string(), z.unknown()).nullable(),
  cancel_reason: z.string().nullable(),
  eta_pickup_at: z.string().nullable(),
  eta_dropoff_at: z.string().nullable(),
  rider: ZOrderRiderView.nullable(),
  /** Issue 21: why the order is stuck and since when; null while it is fine. */
  attention: ZAttention.nullable(),
  proofs: z.object({
    pickup: ZProofTaken.optional(),
    delivery: ZProofTaken.optional(),
    return: ZProofTaken.optional(),
  }),
});
export type TOrderView = z.infer<typeof ZOrderView>;

/**
 * An order as the lists show it (GET /vendor/{id}/orders: the tracking list and the history): the
 * fields a row, its status chip, its ETA, the list's search and its grouping read, and nothing
 * else (issue 18: a list of 200 orders is about half the bytes of 200 whole orders). The detail
 * is GET /order. Every field means what it means in ZOrderView, so an order heard live is put
 * into a list by `toOrderListItem`.
 */
export const ZOrderListItem = ZOrderView.pick({
  order_id: true,
  vendor_id: true,
  created_at: true,
  updated_at: true,
  status: true,
  status_history: true,
  preordered_for: true,
  currency: true,
  delivery_fee: true,
  discounted_delivery_fee: true,
  eta_pickup_at: true,
  eta_dropoff_at: true,
  attention: true,
}).extend({
  customer: z.object({
    name: z.string(),
    phone_number: z.string(),
    location: z.object({ address: z.string() }),
  }),
  order: z.object({ description: z.string() }),
  /** Only the time of the rider's last position: which of two pictures of an order is newer. */
  rider: z.object({ updated_at: z.string() }).nullable(),
});
export type TOrderListItem = z.infer<typeof ZOrderListItem>;

/** The list's picture of an order (a live update, a cancelled order's answer). */
export function toOrderListItem(order: TOrderView): TOrderListItem {
  return {
    order_id: order.order_id,
    vendor_id: order.vendor_id,
    created_at: order.created_at,
    updated_at: order.updated_at,
    status: order.status,
    status_history: order.status_history,
    preordered_for: order.preordered_for,
    currency: order.currency,
    delivery_fee: order.delivery_fee,
    discounted_delivery_fee: order.discounted_delivery_fee,
    eta_pickup_at: order.eta_pickup_at,
    eta_dropoff_at: order.eta_dropoff_at,
    attention: order.attention,
    customer: {
      name: order.customer.name,
      phone_number: order.customer.phone_number,
      location: { address: order.customer.location.address },
    },
    order: { description: order.order.description },
    rider: order.rider ? { updated_at: order.rider.updated_at } : null,
  };
}

/** GET /riders/{orderId}: the rider with a masked phone, and the ETAs (polled every 2 s). */
export const ZRiderAnswerView = z.object({
  order_id: z.string(),
  status: ZOrderStatus,
  rider: ZOrderRiderView.extend({ id: z.string(), phone: z.string() }).nullable(),
  eta: z.object({
    pickup_at: z.string().nullable(),
    dropoff_at: z.string().nullable(),
    pickup_minutes: z.number().nullable(),
    dropoff_minutes: z.number().nullable(),
  }),
});
export type TRiderAnswerView = z.infer<typeof ZRiderAnswerView>;

/** GET /order/proof: one proof image of an order, as a data URL the screen can show as is. */
export const ZOrderProofView = z.object({
  kind: ZProofKindView,
  taken_at: z.string(),
  content_type: z.string(),
  image: z.string(),
});
export type TOrderProofView = z.infer<typeof ZOrderProofView>;
