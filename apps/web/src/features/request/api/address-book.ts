import { queryOptions } from '@tanstack/react-query';
import { ADDRESS_BOOK_MIN_QUERY_CHARS } from '@rider-portal/domain/constants';
import { apiClient } from '../../../shared/api/client';

/** 000 §3 "Saved address": a past customer of the vendor. */
export type TSavedAddress = {
  id: string;
  name: string;
  phone_number: string;
  latitude: number;
  longitude: number;
  address: string;
  notes: string;
  street_address: string;
  unit: string;
  building: string;
  city: string;
};

/** GET /addressbook/search-customers/{vendorId}?query= (000 §5: at least 2 characters). */
export function addressBookQueryOptions(vendorId: string, query: string) {
  const text = query.trim();
  return queryOptions({
    queryKey: ['request', 'address-book', vendorId, text],
    queryFn: async ({ signal }) =>
      (
        await apiClient.request<{ result: TSavedAddress[] }>(
          `/addressbook/search-customers/${encodeURIComponent(vendorId)}`,
          { query: { query: text }, signal },
        )
      ).result,
    enabled: [...text].length >= ADDRESS_BOOK_MIN_QUERY_CHARS,
    staleTime: 60_000,
  });
}
