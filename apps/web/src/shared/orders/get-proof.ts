import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TProofKindView } from '@rider-portal/domain/order-view';
import { apiClient } from '../api/client';
import { orderKeys } from './order-keys';

/**
 * GET /order/proof?vendorId&orderId&kind: the image as a data URL, with when it was taken. The one
 * call for a proof, wherever it is shown (the order detail's viewer, the delivery receipt).
 */
export function proofQueryOptions(vendorId: string, orderId: string, kind: TProofKindView) {
  return queryOptions({
    queryKey: orderKeys.proof(orderId, kind),
    queryFn: async ({ signal }) =>
      (
        await apiClient.call('getOrderProof', {
          query: { vendorId, orderId, kind },
          signal,
        })
      ).result,
    // A proof never changes once taken.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProof(
  vendorId: string,
  orderId: string,
  kind: TProofKindView,
  isEnabled: boolean,
) {
  return useQuery({ ...proofQueryOptions(vendorId, orderId, kind), enabled: isEnabled });
}
