import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TVendorAddressPayload } from '@rider-portal/domain/vendors';
import { apiClient } from '../../../shared/api/client';
import { vendorKeys } from './get-vendors';

/**
 * PUT /vendor/{id}/address (000 §7): saves a vendor's pickup address. A failure is an ApiError
 * whose translationKey is the meta.translation_key to show (e.g. address.no-coordinates).
 */
export function useSaveVendorAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { vendorId: string; address: TVendorAddressPayload }) =>
      (
        await apiClient.call('updateVendorAddress', {
          params: { id: input.vendorId },
          body: input.address,
        })
      ).result,
    onSuccess: (vendor) => {
      queryClient.setQueryData(vendorKeys.detail(vendor.vendor_id), vendor);
      return queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    },
  });
}
