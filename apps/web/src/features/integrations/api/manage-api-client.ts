import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TApiClientView,
  TKeySource,
  TUpdateApiClientRequest,
} from '@rider-portal/domain/api/integrations';
import { apiClient } from '../../../shared/api/client';
import { integrationKeys } from './get-api-clients';

/** Puts a client's fresh state in the vendor's list. */
function useStoreClient() {
  const queryClient = useQueryClient();
  return (client: TApiClientView) => {
    queryClient.setQueryData<TApiClientView[]>(integrationKeys.clients(client.vendor_id), (list) =>
      list?.some((c) => c.client_id === client.client_id)
        ? list.map((c) => (c.client_id === client.client_id ? client : c))
        : [client, ...(list ?? [])],
    );
  };
}

/** POST /vendor/{id}/api-clients: a new client; a generated private key comes back once. */
export function useCreateApiClient(vendorId: string) {
  const store = useStoreClient();
  return useMutation({
    mutationFn: async (key: TKeySource) =>
      (await apiClient.call('createApiClient', { params: { vendorId }, body: { key } })).result,
    onSuccess: (issued) => store(issued.client),
  });
}

/** POST …/keys: a new key; the current ones keep working for the overlap. */
export function useRotateApiClientKey(vendorId: string, clientId: string) {
  const store = useStoreClient();
  return useMutation({
    mutationFn: async (key: TKeySource) =>
      (
        await apiClient.call('rotateApiClientKey', {
          params: { vendorId, clientId },
          body: { key },
        })
      ).result,
    onSuccess: (issued) => store(issued.client),
  });
}

/** PUT …: the callback URL and the opt-in to portal orders. */
export function useUpdateApiClient(vendorId: string, clientId: string) {
  const store = useStoreClient();
  return useMutation({
    mutationFn: async (body: TUpdateApiClientRequest) =>
      (await apiClient.call('updateApiClient', { params: { vendorId, clientId }, body })).result,
    onSuccess: store,
  });
}

/** DELETE …: revokes the client. */
export function useRevokeApiClient(vendorId: string, clientId: string) {
  const store = useStoreClient();
  return useMutation({
    mutationFn: async () =>
      (await apiClient.call('revokeApiClient', { params: { vendorId, clientId }, body: {} }))
        .result,
    onSuccess: store,
  });
}
