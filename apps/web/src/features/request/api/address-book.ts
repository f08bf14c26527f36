import { queryOptions } from '@tanstack/react-query';
import { ADDRESS_BOOK_MIN_QUERY_CHARS } from '@rider-portal/domain/constants';
import { apiClient } from '../../../shared/api/client';

/** 000 §3 "Saved address": a past customer of the vendor. */
export type { TSavedAddress } from '@rider-portal/domain/api/request';

/** GET /addressbook/search-customers/{vendorId}?query= (000 §5: at least 2 characters). */
export function addressBookQueryOptions(vendorId: string, query: string) {
  const text = query.trim();
  return queryOptions({
    queryKey: ['request', 'address-book', vendorId, text],
    queryFn: async ({ signal }) =>
      (
        await apiClient.call('searchCustomers', {
          params: { vendorId },
          query: { query: text },
          signal,
        })
      ).result,
    enabled: [...text].length >= ADDRESS_BOOK_MIN_QUERY_CHARS,
    staleTime: 60_000,
  });
}
