import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOutletPayload } from '@rider-portal/domain/vendors';
import { apiClient } from '../../../shared/api/client';
import { vendorKeys } from './get-vendors';

/** POST /outlet (add) or PUT /outlet/{id} (edit), 000 §7; the vendor lists refresh after. */
export function useSaveOutlet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { vendorId: string | null; payload: TOutletPayload }) => {
      const answer = input.vendorId
        ? await apiClient.call('updateOutlet', {
            params: { id: input.vendorId },
            body: input.payload,
          })
        : await apiClient.call('createOutlet', { body: input.payload });
      return answer.result;
    },
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorKeys.detail(vendor.vendor_id), vendor);
      return queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
}
