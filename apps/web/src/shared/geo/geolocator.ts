import { queryOptions } from '@tanstack/react-query';
import type { TAddressSuggestion, TPlace } from '@rider-portal/domain/api/geo';
import { apiClient } from '../api/client';

/** 000 §3 "Address search result" and "Reverse result" (details answer the same). */
export type { TAddressSuggestion, TPlace };

export type TAutocompleteInput = {
  query: string;
  country: string;
  language: string;
  near: { lat: number; lng: number } | null;
};

/** GET /geolocator/autocomplete (000 §7): results in data.data; an empty query asks nothing. */
export async function searchAddresses(
  input: TAutocompleteInput,
  signal?: AbortSignal,
): Promise<TAddressSuggestion[]> {
  const query = input.query.trim();
  if (query === '') return [];
  const answer = await apiClient.call('autocompleteAddress', {
    query: {
      query,
      country: input.country,
      language: input.language,
      lat: input.near?.lat,
      lng: input.near?.lng,
    },
    signal,
  });
  return (answer.data?.data ?? []).map((item) => item.address);
}

/** The autocomplete as a cached query (the request form's address fields). */
export function autocompleteQueryOptions(input: TAutocompleteInput) {
  const query = input.query.trim();
  return queryOptions({
    queryKey: ['geolocator', 'autocomplete', query, input.country, input.language, input.near],
    queryFn: ({ signal }) => searchAddresses({ ...input, query }, signal),
    enabled: query !== '',
    staleTime: 5 * 60_000,
  });
}

/** GET /geolocator/reverse (000 §7): the address at a point (a dropped pin, pasted coordinates). */
export async function reverseGeocode(
  point: { lat: number; lng: number },
  opts: { language?: string; signal?: AbortSignal } = {},
): Promise<TPlace> {
  return (
    await apiClient.call('reverseGeocode', {
      query: { ...point, language: opts.language },
      signal: opts.signal,
    })
  ).data.data;
}

/** GET /geolocator/details: city and street of a picked suggestion. */
export async function placeDetails(queryId: string, language: string): Promise<TPlace> {
  return (
    await apiClient.call('getPlaceDetails', {
      query: { query_id: queryId, language },
    })
  ).data.data;
}
