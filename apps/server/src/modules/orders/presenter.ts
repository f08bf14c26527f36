import type { TAttentionReason } from '@rider-portal/domain/attention';
import type { TOrderView } from '@rider-portal/domain/order-view';
import type { TOrderStatus, TStatusHistoryEntry } from '@rider-portal/domain/statuses';
import type { TOrderRider } from '../../db/schema.ts';
import type { TOrderRow } from './store.ts';

/** Unix seconds of a date, as the specification's order fields carry them. */
function unixSeconds(date: Date | null): number | null {
  return date ? Math.floor(date.getTime() / 1000) : null;
}

/**
 * The order as it leaves the server (001 §3 "Order"): the fields listed here and nothing else.
 * Money in minor units with its currency; times in UTC ISO strings (preordered_for in unix time).
 */
/**
 * The rider as screens show them: first name (the first word of the name the logistics side
 * gave), vehicle and position; never the phone or the logistics id.
 */
export function presentRider(rider: TOrderRider): NonNullable<TOrderView['rider']> {
  return {
    name: rider.name.trim().split(/\s+/)[0] || rider.name,
    vehicle: rider.vehicle,
    lat: rider.lat,
    lng: rider.lng,
    heading: rider.heading,
    updated_at: rider.updated_at,
  };
}

export function presentOrder(row: TOrderRow): TOrderView {
  return {
    order_id: row.orderId,
    vendor_id: row.vendorId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    status: row.status as TOrderStatus,
    status_history: row.statusHistory as TStatusHistoryEntry[],
    preordered_for: unixSeconds(row.preorderedFor),
    currency: row.currency,
    delivery_fee: row.deliveryFee,
    discounted_delivery_fee: row.discountedDeliveryFee,
    discounted_delivery_fee_signature: row.discountedDeliveryFeeSignature,
    voucher: row.voucher,
    vat_number: row.vatNumber,
    age_validation_required: row.ageValidationRequired,
    login_pickup_estimation: row.loginPickupEstimation,
    pickup: row.pickup,
    customer: row.customer,
    order: row.details,
    sender: row.sender,
    cancel_reason: row.cancelReason,
    eta_pickup_at: row.etaPickupAt?.toISOString() ?? null,
    eta_dropoff_at: row.etaDropoffAt?.toISOString() ?? null,
    rider: row.rider ? presentRider(row.rider) : null,
    attention:
      row.attentionReason && row.attentionSince
        ? {
            reason: row.attentionReason as TAttentionReason,
            since: row.attentionSince.toISOString(),
          }
        : null,
    proofs: Object.fromEntries(
      Object.entries(row.proofs).map(([kind, proof]) => [kind, { taken_at: proof.taken_at }]),
    ),
  };
}

export type TPresentedOrder = ReturnType<typeof presentOrder>;
