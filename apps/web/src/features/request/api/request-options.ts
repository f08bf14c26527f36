import { queryOptions } from '@tanstack/react-query';
import type { TPaymentMethod } from '@rider-portal/domain/payments';
import { apiClient } from '../../../shared/api/client';

/** GET /request-options/{vendorId}: the collection point, payment methods and item value limit. */
export type TRequestOptions = {
  vendor_id: string;
  name: string;
  is_guest: boolean;
  pickup: {
    has_coordinates: boolean;
    address: string;
    latitude: number | null;
    longitude: number | null;
    city: string;
  };
  estimation_pick_up_time: number;
  payment_methods: TPaymentMethod[];
  default_payment_method: TPaymentMethod | null;
  /** Minor units; null when no limit applies (000 §5: -1). */
  item_value_limit: number | null;
  currency: string;
};

export const requestKeys = {
  all: ['request'] as const,
  options: (vendorId: string) => ['request', 'options', vendorId] as const,
};

export function requestOptionsQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: requestKeys.options(vendorId),
    queryFn: async ({ signal }) =>
      (
        await apiClient.request<{ result: TRequestOptions }>(
          `/request-options/${encodeURIComponent(vendorId)}`,
          { signal },
        )
      ).result,
    staleTime: 60_000,
  });
}
