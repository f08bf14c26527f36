import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TStatusHistoryEntry } from '@rider-portal/domain/statuses';
import { apiClient } from '../../../shared/api/client';
import { orderKeys } from '../../../shared/orders/order-keys';

/** GET /delivery-receipt/{orderId}: what the server's receipt (page and PDF) holds. */
export type TReceipt = {
  order_id: string;
  brand: string;
  vendor: { id: string; name: string; address: string };
  customer: { name: string; address: string };
  created_at: string;
  delivered_at: string | null;
  currency: string;
  /** Minor units. */
  delivery_fee: number;
  discount: number;
  total: number;
  vat_number: string | null;
  payment_method: string;
  status_history: TStatusHistoryEntry[];
};

export function receiptQueryOptions(orderId: string) {
  return queryOptions({
    queryKey: ['delivery-receipt', orderId],
    queryFn: async ({ signal }) =>
      (await apiClient.call('getDeliveryReceipt', { params: { orderId }, signal })).result,
    // 404 (flag off, unknown order) and 409 (not delivered) will not change by asking again.
    retry: false,
  });
}

export function useReceipt(orderId: string) {
  return useQuery(receiptQueryOptions(orderId));
}

/** The order itself, for which proofs it has (GET /order). */
export function useReceiptOrder(vendorId: string | null, orderId: string) {
  return useQuery({
    queryKey: orderKeys.detail(vendorId ?? '', orderId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.call('getOrder', {
          signal,
          query: { vendorId, orderId },
        })
      ).result,
    enabled: vendorId !== null,
  });
}
