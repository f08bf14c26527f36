import type { TOrderStatus, TStatusHistoryEntry } from './statuses.ts';

// The order and its rider as the API presents them (001 §3 "Order", §7 GET /order, GET /riders):
// the server's presenters return these types and the screens read them, so the two cannot drift.

export type TProofKindView = 'pickup' | 'delivery' | 'return';
export const PROOF_KINDS: readonly TProofKindView[] = ['pickup', 'delivery', 'return'];

export type TOrderPickupView = {
  address: string;
  latitude: number;
  longitude: number;
  unit?: string;
  building?: string;
  city?: string;
  notes?: string;
};

export type TOrderDropOffView = {
  address: string;
  latitude: number;
  longitude: number;
  notes: string;
  unit?: string;
  building?: string;
  city?: string;
  area?: string;
};

/** The rider on an order: first name only, no phone (the rider answer carries a masked one). */
export type TOrderRiderView = {
  name: string;
  vehicle: string;
  lat: number;
  lng: number;
  heading: number | null;
  /** When the position was taken (ISO). */
  updated_at: string;
};

export type TOrderView = {
  /** `{vendor_id}-{n}`. */
  order_id: string;
  vendor_id: string;
  /** ISO instants in UTC. */
  created_at: string;
  updated_at: string;
  status: TOrderStatus;
  status_history: TStatusHistoryEntry[];
  /** Unix seconds, or null for an instant order. */
  preordered_for: number | null;
  currency: string;
  /** Minor units of `currency`. */
  delivery_fee: number;
  discounted_delivery_fee: number | null;
  /** 000 §3 "discounted_delivery_fee and its signature": the voucher quote's signature. */
  discounted_delivery_fee_signature: string | null;
  voucher: { code: string; amount: number; type: string } | null;
  vat_number: string | null;
  age_validation_required: boolean;
  login_pickup_estimation: number;
  pickup: TOrderPickupView;
  customer: { name: string; phone_number: string; location: TOrderDropOffView };
  order: {
    /** Minor units; null where the market does not require an amount (Kuwait). */
    amount: number | null;
    description: string;
    payment_method: string;
    cold_bag_needed: boolean;
  };
  sender: Record<string, unknown> | null;
  cancel_reason: string | null;
  eta_pickup_at: string | null;
  eta_dropoff_at: string | null;
  rider: TOrderRiderView | null;
  proofs: Partial<Record<TProofKindView, { taken_at: string }>>;
};

/** GET /riders/{orderId}: the rider with a masked phone, and the ETAs (polled every 2 s). */
export type TRiderAnswerView = {
  order_id: string;
  status: TOrderStatus;
  rider: (TOrderRiderView & { id: string; phone: string }) | null;
  eta: {
    pickup_at: string | null;
    dropoff_at: string | null;
    pickup_minutes: number | null;
    dropoff_minutes: number | null;
  };
};

/** GET /order/proof: one proof image of an order, as a data URL the screen can show as is. */
export type TOrderProofView = {
  kind: TProofKindView;
  taken_at: string;
  content_type: string;
  image: string;
};
