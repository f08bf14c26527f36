import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/api/api-error';
import { paymentKeys, removeSavedCard } from './payment-calls';

/**
 * Removes one of the vendor's saved cards, then refreshes the checkout that lists them. A card
 * that is gone already (removed in another tab, or a retry after a lost answer) counts as removed.
 */
export function useRemoveSavedCard(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cardId: string): Promise<string> => {
      try {
        await removeSavedCard(vendorId, cardId);
      } catch (error) {
        if (!(isApiError(error) && error.status === 404)) throw error;
      }
      return cardId;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.checkout(vendorId) }),
  });
}
