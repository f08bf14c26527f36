import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCancelReason } from '@rider-portal/domain/cancel-reasons';
import { apiClient } from '../../../shared/api/client';
import { updateOrderDetail, upsertActiveOrder } from '../../../shared/orders/order-cache';

/**
 * 001 §7 PUT /order/cancel {vendor_id, order_id, reason}: the cancelled order replaces its copies
 * in the cache at once (the live update that follows changes nothing more).
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { vendorId: string; orderId: string; reason: TCancelReason }) =>
      (
        await apiClient.call('cancelOrder', {
          body: { vendor_id: input.vendorId, order_id: input.orderId, reason: input.reason },
        })
      ).result,
    onSuccess: ({ order }) => {
      updateOrderDetail(queryClient, order);
      upsertActiveOrder(queryClient, order, () => false);
    },
  });
}
