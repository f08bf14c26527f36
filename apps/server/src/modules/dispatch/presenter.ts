import type { TRiderAnswerView } from '@rider-portal/domain/order-view';
import type { TOrderStatus } from '@rider-portal/domain/statuses';
import type { TOrderRow } from '../orders/store.ts';

/** A phone number with all but its last three digits hidden. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 3) return '•••';
  return `${phone.startsWith('+') ? '+' : ''}${'•'.repeat(digits.length - 3)}${digits.slice(-3)}`;
}

function minutesUntil(at: Date | null, now: Date): number | null {
  if (!at) return null;
  return Math.max(0, Math.round((at.getTime() - now.getTime()) / 60_000));
}

/** The rider answer of GET /riders/{orderId}; null rider fields until one is assigned. */
export function presentRider(order: TOrderRow, now: Date): TRiderAnswerView {
  const rider = order.rider;
  return {
    order_id: order.orderId,
    status: order.status as TOrderStatus,
    rider: rider
      ? {
          id: rider.id,
          name: rider.name,
          phone: maskPhone(rider.phone),
          vehicle: rider.vehicle,
          lat: rider.lat,
          lng: rider.lng,
          heading: rider.heading,
          updated_at: rider.updated_at,
        }
      : null,
    eta: {
      pickup_at: order.etaPickupAt?.toISOString() ?? null,
      dropoff_at: order.etaDropoffAt?.toISOString() ?? null,
      pickup_minutes: minutesUntil(order.etaPickupAt, now),
      dropoff_minutes: minutesUntil(order.etaDropoffAt, now),
    },
  };
}
