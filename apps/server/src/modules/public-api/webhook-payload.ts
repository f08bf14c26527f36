import type { TApiCallback } from '@rider-portal/domain/api/public/orders';
import { pandagoCancellation } from '@rider-portal/domain/pandago';
import type { TOrderRow } from '../orders/store.ts';
import type { TWebhookDeliveryRow } from './webhook-store.ts';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/**
 * The callback body of one message: the status and time it reports, the rest of the order as it
 * stands (timeline, rider, proofs, cancellation). No recipient data: the reference strips PII.
 */
export function callbackBody(input: {
  delivery: TWebhookDeliveryRow;
  row: TOrderRow;
  clientOrderId: string | null;
  /** `https://portal.example/cy/api/v1`: where the proof URLs point. */
  apiBase: string;
  trackingLink: string;
}): TApiCallback {
  const { delivery, row } = input;
  const rider = row.rider;
  const proof = (kind: 'pickup' | 'delivery' | 'return') =>
    row.proofs[kind] ? `${input.apiBase}/orders/proof_of_${kind}/${row.orderId}` : undefined;
  const proofs = {
    proof_of_pickup_url: proof('pickup'),
    proof_of_delivery_url: proof('delivery'),
    proof_of_return_url: proof('return'),
  };
  return {
    order_id: row.orderId,
    ...(input.clientOrderId ? { client_order_id: input.clientOrderId } : {}),
    status: delivery.status,
    timeline: {
      estimated_pickup_time: row.etaPickupAt?.toISOString() ?? '',
      estimated_delivery_time: row.etaDropoffAt?.toISOString() ?? '',
    },
    driver: rider
      ? {
          id: rider.id,
          name: rider.name.trim().split(/\s+/)[0] || rider.name,
          phone_number: '',
          location: { latitude: rider.lat, longitude: rider.lng },
        }
      : { id: '', name: '', phone_number: '' },
    created_at: seconds(row.createdAt),
    updated_at: seconds(delivery.changedAt),
    tracking_link: input.trackingLink,
    ...Object.fromEntries(Object.entries(proofs).filter(([, url]) => url !== undefined)),
    distance: row.distanceMeters ?? 0,
    ...(delivery.status === 'CANCELLED'
      ? { cancellation: pandagoCancellation(row.cancelReason) }
      : {}),
    delivery_tasks: { age_validation_required: row.ageValidationRequired },
  };
}

/** The body of a test event: an order that does not exist, marked `test: true`. */
export function testCallbackBody(delivery: TWebhookDeliveryRow): TApiCallback {
  return {
    order_id: `test-${delivery.id}`,
    status: delivery.status,
    timeline: { estimated_pickup_time: '', estimated_delivery_time: '' },
    driver: { id: '', name: '', phone_number: '' },
    created_at: seconds(delivery.changedAt),
    updated_at: seconds(delivery.changedAt),
    test: true,
  };
}
