import type { TApiOrder, TApiUpdatedOrder } from '@rider-portal/domain/api/public/orders';
import { getMarket } from '@rider-portal/domain/markets';
import type { TCountryCode } from '@rider-portal/domain/markets';
import { pandagoCancellation } from '@rider-portal/domain/pandago';
import { toMajorUnits } from '@rider-portal/domain/pricing';
import type { TOrderRow } from '../orders/store.ts';
import type { TVendorRow } from '../vendors/store.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * An order as the reference's `Order` shows it (the fields listed here and nothing else): money
 * in major units, times in unix seconds, the timeline in ISO-8601 UTC ('' while unknown), the
 * driver '' until one is assigned (first name only, as the portal shows riders).
 */
export function presentApiOrder(input: {
  row: TOrderRow;
  vendor: TVendorRow;
  clientOrderId: string | null;
  country: TCountryCode;
  trackingLink: string;
}): TApiOrder {
  const { row, vendor } = input;
  const minor = getMarket(input.country).currencyMinorUnits;
  const rider = row.rider;
  return {
    order_id: row.orderId,
    ...(input.clientOrderId ? { client_order_id: input.clientOrderId } : {}),
    sender: {
      client_vendor_id: vendor.clientVendorId,
      name: vendor.name,
      phone_number: vendor.phone,
      location: {
        address: row.pickup.address,
        latitude: row.pickup.latitude,
        longitude: row.pickup.longitude,
      },
      notes: row.pickup.notes ?? '',
    },
    is_dynamic_pickup: false,
    recipient: {
      name: row.customer.name,
      phone_number: row.customer.phone_number,
      location: {
        address: row.customer.location.address,
        latitude: row.customer.location.latitude,
        longitude: row.customer.location.longitude,
      },
      notes: row.customer.location.notes,
    },
    distance: row.distanceMeters ?? 0,
    payment_method: row.details.payment_method,
    coldbag_needed: row.details.cold_bag_needed ?? false,
    amount: toMajorUnits(row.details.amount ?? 0, minor),
    description: row.details.description,
    status: row.status,
    delivery_fee: toMajorUnits(row.discountedDeliveryFee ?? row.deliveryFee, minor),
    timeline: {
      estimated_pickup_time: row.etaPickupAt?.toISOString() ?? '',
      estimated_delivery_time: row.etaDropoffAt?.toISOString() ?? '',
    },
    driver: rider
      ? { id: rider.id, name: rider.name.trim().split(/\s+/)[0] || rider.name, phone_number: '' }
      : { id: '', name: '', phone_number: '' },
    created_at: seconds(row.createdAt),
    updated_at: seconds(row.updatedAt),
    ...(row.preorderedFor ? { preordered_for: seconds(row.preorderedFor) } : {}),
    tracking_link: input.trackingLink,
    ...(row.status === 'CANCELLED' ? { cancellation: pandagoCancellation(row.cancelReason) } : {}),
    delivery_tasks: { age_validation_required: row.ageValidationRequired },
  };
}

/** The reference's `UpdateOrder`. */
export function presentUpdatedOrder(row: TOrderRow, country: TCountryCode): TApiUpdatedOrder {
  const minor = getMarket(country).currencyMinorUnits;
  return {
    order_id: row.orderId,
    created_at: seconds(row.createdAt),
    status: row.status,
    payment_method: row.details.payment_method,
    location: {
      address: row.customer.location.address,
      latitude: row.customer.location.latitude,
      longitude: row.customer.location.longitude,
    },
    description: row.details.description,
    amount: toMajorUnits(row.details.amount ?? 0, minor),
    delivery_fee: toMajorUnits(row.discountedDeliveryFee ?? row.deliveryFee, minor),
  };
}
