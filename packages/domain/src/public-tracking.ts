import { z } from 'zod';
import { ORDER_PAYMENT_STATUSES } from './payments.ts';
import { LIST_GROUPS, ZOrderStatus } from './statuses.ts';

// The public tracking pages (001 §1, §2 /tracking/{orderID} and /tracking-c2c/{orderID}): what
// their answers may carry. The server's routes answer through these schemas, so a field that is
// not listed here never leaves the server, and the pages read the same types.

/** The `t` query value of a tracking link: base64url of an HMAC-SHA256 (43 characters). */
export const ZTrackingToken = z
  .string()
  .max(200)
  .regex(/^[A-Za-z0-9_-]*$/);

const ZPoint = z.object({ address: z.string(), latitude: z.number(), longitude: z.number() });

/** The rider on a public page: first name, vehicle and position, only while the order is open. */
export const ZPublicRider = z.object({
  name: z.string(),
  vehicle: z.string(),
  lat: z.number(),
  lng: z.number(),
  heading: z.number().nullable(),
  updated_at: z.string(),
});

/**
 * GET /public/tracking/{orderId}?t=: the order's progress and where it goes, nothing about the
 * customer beyond the street address (UX.md "Public tracking page").
 */
export const ZPublicTracking = z.object({
  order_id: z.string(),
  status: ZOrderStatus,
  /** 001 §4 list group of the status ("text status"); null for an order not yet paid. */
  status_group: z.enum(LIST_GROUPS).nullable(),
  status_history: z.array(z.object({ status: ZOrderStatus, created_at: z.string() })),
  created_at: z.string(),
  /** Unix seconds, or null for an instant order. */
  preordered_for: z.number().nullable(),
  /** The collecting vendor's name; null for a guest's order (its sender collects). */
  vendor_name: z.string().nullable(),
  pickup: ZPoint,
  dropoff: ZPoint,
  eta_pickup_at: z.string().nullable(),
  eta_dropoff_at: z.string().nullable(),
  rider: ZPublicRider.nullable(),
});
export type TPublicTracking = z.infer<typeof ZPublicTracking>;

const ZC2cPoint = ZPoint.extend({
  unit: z.string(),
  building: z.string(),
  notes: z.string(),
});

/**
 * GET /public/tracking-c2c/{orderId}?t=: for the individual sender (001 §1): everything above
 * plus sender, receiver, parcel, payment status and the full addresses.
 */
export const ZC2cTracking = ZPublicTracking.extend({
  pickup: ZC2cPoint,
  dropoff: ZC2cPoint,
  sender: z.object({ name: z.string(), phone_number: z.string() }).nullable(),
  receiver: z.object({ name: z.string(), phone_number: z.string() }),
  parcel: z.object({
    description: z.string(),
    cold_bag_needed: z.boolean(),
    /** The item value in minor units of `currency`, as stored; null where none is asked. */
    amount: z.number().nullable(),
    currency: z.string(),
  }),
  payment: z.object({
    method: z.string(),
    /** The card payment's state; null when the order was not paid by card. */
    status: z.enum(ORDER_PAYMENT_STATUSES).nullable(),
  }),
});
export type TC2cTracking = z.infer<typeof ZC2cTracking>;

/** GET /order/tracking-link?vendorId&orderId: the links a vendor (or guest) shares. */
export const ZTrackingLinks = z.object({
  /** Relative path with its token: /tracking/{orderId}?t=… */
  tracking_url: z.string(),
  /** /tracking-c2c/{orderId}?t=…, for a guest's order (one with a sender) only. */
  c2c_tracking_url: z.string().nullable(),
});
export type TTrackingLinks = z.infer<typeof ZTrackingLinks>;

/** The public pages ask again this often while the order is open (a link may stay open for long). */
export const PUBLIC_TRACKING_POLL_MS = 10_000;
