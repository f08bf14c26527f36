import { queryOptions, useQuery } from '@tanstack/react-query';
import { HELP_CENTER_TOKEN_REFRESH_MS } from '@rider-portal/domain/constants';
import { apiClient } from '../../../shared/api/client';

export const helpCenterKeys = {
  all: ['help-center'] as const,
  token: (vendorId: string) => [...helpCenterKeys.all, 'token', vendorId] as const,
  init: (vendorId: string, token: string, language: string) =>
    [...helpCenterKeys.all, 'init', vendorId, token, language] as const,
};

/** GET /vendor/{id}/hc_jwt_token (001 §7): refreshed every hour minus 5 minutes (001 §9). */
export function helpCenterTokenQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: helpCenterKeys.token(vendorId),
    queryFn: async ({ signal }) =>
      (await apiClient.call('getHelpCenterToken', { params: { id: vendorId }, signal })).result,
    staleTime: HELP_CENTER_TOKEN_REFRESH_MS,
    refetchInterval: HELP_CENTER_TOKEN_REFRESH_MS,
    // The token is tried once more at most: a refusal (flag off, signed out) will not change.
    retry: 1,
  });
}

export function useHelpCenterToken(vendorId: string) {
  return useQuery(helpCenterTokenQueryOptions(vendorId));
}
