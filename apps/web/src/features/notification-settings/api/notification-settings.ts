import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TNotificationSettings } from '@rider-portal/domain/notifications';
import { apiClient } from '../../../shared/api/client';
import type { TApiAnswer } from '../../../shared/api/endpoints';

/** The settings in force for a vendor, and where they come from (own, its brand's, market's). */
export type TSettingsAnswer = TApiAnswer<'getNotificationSettings'>['result'];

/** The settings screen's cache keys: the settings in force for each vendor. */
export const notificationSettingsKeys = {
  all: ['notification-settings'] as const,
  vendor: (vendorId: string) => ['notification-settings', vendorId] as const,
};

/** GET /vendor/{id}/notification-settings: the settings in force, and where they come from. */
export function notificationSettingsQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: notificationSettingsKeys.vendor(vendorId),
    queryFn: async ({ signal }) =>
      (await apiClient.call('getNotificationSettings', { params: { vendorId }, signal })).result,
  });
}

export function useNotificationSettings(vendorId: string | null) {
  return useQuery({
    ...notificationSettingsQueryOptions(vendorId ?? ''),
    enabled: vendorId !== null,
  });
}

/**
 * Keeps the answer of a change as the vendor's settings; the other vendors' are asked again when
 * next shown, as an outlet may follow the brand that changed.
 */
function useStoreAnswer(vendorId: string) {
  const queryClient = useQueryClient();
  return (answer: TSettingsAnswer) => {
    queryClient.setQueryData(notificationSettingsKeys.vendor(vendorId), answer);
    void queryClient.invalidateQueries({
      queryKey: notificationSettingsKeys.all,
      predicate: (query) => query.queryKey[1] !== vendorId,
    });
  };
}

/** PUT …: the vendor's own settings (an outlet's win over its brand's). */
export function useSaveNotificationSettings(vendorId: string) {
  const store = useStoreAnswer(vendorId);
  return useMutation({
    mutationFn: async (body: TNotificationSettings) =>
      (await apiClient.call('saveNotificationSettings', { params: { vendorId }, body })).result,
    onSuccess: store,
  });
}

/** DELETE …: forgets the vendor's own settings; its brand's or the market's apply again. */
export function useResetNotificationSettings(vendorId: string) {
  const store = useStoreAnswer(vendorId);
  return useMutation({
    // An empty JSON body: the client always says it sends JSON, and the server wants one then.
    mutationFn: async () =>
      (await apiClient.call('resetNotificationSettings', { params: { vendorId }, body: {} }))
        .result,
    onSuccess: store,
  });
}
