import { queryOptions, useQuery } from '@tanstack/react-query';
import { COUNTRY_PARAMETER_CACHE_MS } from '@rider-portal/domain/constants';
import { apiClient } from '../api/client';
import { useIsSessionValid } from '../session/session-store';

/** The country parameters of 000 §7 / 001 §7. */
export type TCountryParameterName =
  | 'allOutletOrders'
  | 'serviceHours'
  | 'onlinePaymentActivated'
  | 'orderItemValueExceedLimit'
  | 'paymentMethods';

/** GET /get-country-parameter/{name}: the value as a string, cached 5 minutes (001 §9). */
export function countryParameterQueryOptions(name: TCountryParameterName) {
  return queryOptions({
    queryKey: ['country-parameter', name],
    queryFn: async ({ signal }) =>
      (await apiClient.call('getCountryParameter', { params: { name }, signal })).result,
    staleTime: COUNTRY_PARAMETER_CACHE_MS,
    gcTime: COUNTRY_PARAMETER_CACHE_MS,
  });
}

export function useCountryParameter(name: TCountryParameterName) {
  return useQuery({ ...countryParameterQueryOptions(name), enabled: useIsSessionValid() });
}
