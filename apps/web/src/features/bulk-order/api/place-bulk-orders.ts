import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/client';
import { bulkKeys } from './bulk-keys';

/** Thrown when the answer is not the "success" that 001 §7 leads to /order-tracking. */
export class PlaceOrdersError extends Error {}

/** POST /bulk-job/place-orders/{bulkJobId}: data.body "success" once placement is under way. */
export function usePlaceBulkOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (jobId: string) => {
      const answer = await apiClient.call('placeBulkOrders', {
        params: { bulkJobId: jobId },
        body: {},
      });
      if (answer?.body !== 'success') throw new PlaceOrdersError('placement not started');
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: bulkKeys.all }),
  });
}
