import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/client';

/** GET /service-hours: open or closed now, with the hours and the market's time (000 §4, §8). */
export type { TServiceHours } from '@rider-portal/domain/api/request';

const SERVICE_HOURS_RECHECK_MS = 60_000;

export function serviceHoursQueryOptions() {
  return queryOptions({
    queryKey: ['request', 'service-hours'],
    queryFn: async ({ signal }) => (await apiClient.call('getServiceHours', { signal })).result,
    staleTime: SERVICE_HOURS_RECHECK_MS,
    refetchInterval: SERVICE_HOURS_RECHECK_MS,
  });
}
