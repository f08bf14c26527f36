import { queryOptions } from '@tanstack/react-query';
import type { TCreateOrderPayload, TUpdateOrderPayload } from '@rider-portal/domain/request-order';
import { apiClient } from '../../../shared/api/client';

/** The order as GET /order answers it (001 §3), the fields the edit form reads. */
export type TPlacedOrder = {
  order_id: string;
  vendor_id: string;
  status: string;
  status_history: { status: string; created_at: string }[];
  preordered_for: number | null;
  currency: string;
  delivery_fee: number;
  discounted_delivery_fee: number | null;
  vat_number: string | null;
  age_validation_required: boolean;
  pickup: { address: string; latitude: number; longitude: number };
  customer: {
    name: string;
    phone_number: string;
    location: {
      address: string;
      latitude: number;
      longitude: number;
      notes: string;
      unit?: string;
      building?: string;
      city?: string;
    };
  };
  order: {
    amount: number | null;
    description: string;
    payment_method: string;
    cold_bag_needed: boolean;
  };
};

/** A key per submit attempt; the client's retries of that attempt reuse it (000 §7). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST /order (000 §7): result.order_id. */
export async function createOrder(payload: TCreateOrderPayload, idempotencyKey: string) {
  return (
    await apiClient.request<{ result: { order_id: string } }>('/order', {
      method: 'POST',
      body: payload,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).result;
}

/** PUT /order/{id} (000 §7): changes an order that has not been picked up. */
export async function updateOrder(orderId: string, payload: TUpdateOrderPayload) {
  return (
    await apiClient.request<{ result: TPlacedOrder }>(`/order/${encodeURIComponent(orderId)}`, {
      method: 'PUT',
      body: payload,
    })
  ).result;
}

/** GET /order?vendorId&orderId (001 §7): the order opened for editing by ?orderID=. */
export function placedOrderQueryOptions(vendorId: string, orderId: string) {
  return queryOptions({
    queryKey: ['request', 'order', vendorId, orderId],
    queryFn: async ({ signal }) =>
      (
        await apiClient.request<{ result: TPlacedOrder }>('/order', {
          query: { vendorId, orderId },
          signal,
        })
      ).result,
    staleTime: 0,
  });
}
