import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import type { TWebhookState } from '@rider-portal/domain/api/integrations';
import { apiClient } from '../../../shared/api/client';
import { integrationKeys } from './get-api-clients';

export type TDeliveryFilters = { orderId: string; state: TWebhookState | null };

/** GET …/deliveries: the delivery log, newest first, a page at a time (show more). */
export function webhookDeliveriesQueryOptions(
  vendorId: string,
  clientId: string,
  filters: TDeliveryFilters,
) {
  const orderId = filters.orderId.trim();
  return infiniteQueryOptions({
    queryKey: [...integrationKeys.deliveries(vendorId, clientId), orderId, filters.state],
    queryFn: async ({ pageParam, signal }) =>
      (
        await apiClient.call('getWebhookDeliveries', {
          params: { vendorId, clientId },
          signal,
          query: {
            order_id: orderId || undefined,
            state: filters.state ?? undefined,
            before_id: pageParam ?? undefined,
          },
        })
      ).result,
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before_id ?? undefined,
  });
}

/** The log, polled while a delivery is still on its way (the worker answers within seconds). */
export function useWebhookDeliveries(
  vendorId: string,
  clientId: string,
  filters: TDeliveryFilters,
) {
  return useInfiniteQuery({
    ...webhookDeliveriesQueryOptions(vendorId, clientId, filters),
    refetchInterval: (query) =>
      query.state.data?.pages.some((page) => page.deliveries.some((d) => d.state === 'pending'))
        ? 2_000
        : false,
  });
}

/** The log's actions: replay one, replay the failed since a time, send a test event. */
export function useDeliveryActions(vendorId: string, clientId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: integrationKeys.deliveries(vendorId, clientId) });
  const params = { vendorId, clientId };
  return {
    replay: useMutation({
      mutationFn: async (deliveryId: number) =>
        (
          await apiClient.call('replayWebhookDelivery', {
            params: { ...params, deliveryId: String(deliveryId) },
            body: {},
          })
        ).result,
      onSuccess: refresh,
    }),
    replayFailed: useMutation({
      mutationFn: async (since: Date) =>
        (
          await apiClient.call('replayFailedWebhooks', {
            params,
            body: { since: since.toISOString() },
          })
        ).result.count,
      onSuccess: refresh,
    }),
    sendTest: useMutation({
      mutationFn: async () =>
        (await apiClient.call('sendTestWebhook', { params, body: {} })).result.delivery_id,
      onSuccess: refresh,
    }),
  };
}
