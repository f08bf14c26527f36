import { queryOptions } from '@tanstack/react-query';
import type { TCreateOrderPayload, TUpdateOrderPayload } from '@rider-portal/domain/request-order';
import { apiClient } from '../../../shared/api/client';

/** A key per submit attempt; the client's retries of that attempt reuse it (000 §7). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** POST /order (000 §7): result.order_id. */
export async function createOrder(payload: TCreateOrderPayload, idempotencyKey: string) {
  return (
    await apiClient.call('createOrder', {
      body: payload,
      headers: { 'Idempotency-Key': idempotencyKey },
    })
  ).result;
}

/** PUT /order/{id} (000 §7): changes an order that has not been picked up. */
export async function updateOrder(orderId: string, payload: TUpdateOrderPayload) {
  return (
    await apiClient.call('updateOrder', {
      params: { orderId },
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
        await apiClient.call('getOrder', {
          query: { vendorId, orderId },
          signal,
        })
      ).result,
    staleTime: 0,
  });
}
