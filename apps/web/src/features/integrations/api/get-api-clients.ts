import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/client';

/** The Integrations screen's cache keys: a vendor's clients, and each client's delivery log. */
export const integrationKeys = {
  all: ['integrations'] as const,
  clients: (vendorId: string) => ['integrations', vendorId, 'clients'] as const,
  deliveries: (vendorId: string, clientId: string) =>
    ['integrations', vendorId, 'deliveries', clientId] as const,
};

/** GET /vendor/{id}/api-clients: the vendor's API clients, newest first (revoked ones too). */
export function apiClientsQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: integrationKeys.clients(vendorId),
    queryFn: async ({ signal }) =>
      (await apiClient.call('getApiClients', { params: { vendorId }, signal })).result.clients,
  });
}

export function useApiClients(vendorId: string | null) {
  return useQuery({ ...apiClientsQueryOptions(vendorId ?? ''), enabled: vendorId !== null });
}
