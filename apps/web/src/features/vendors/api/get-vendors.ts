import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api/client';
import { isSessionValid, useSession } from '../../../shared/session/session-store';

/** Vendor lists change rarely; a minute keeps switching branches instant. */
const VENDORS_STALE_MS = 60_000;

export const vendorKeys = {
  all: ['vendors'] as const,
  list: (owner: string | null) => ['vendors', 'list', owner] as const,
  detail: (vendorId: string) => ['vendors', 'detail', vendorId] as const,
};

/** GET /vendors (000 §7): the vendors the signed-in user may act for, in branch-list order. */
export function vendorsQueryOptions(owner: string | null) {
  return queryOptions({
    queryKey: vendorKeys.list(owner),
    queryFn: async ({ signal }) => (await apiClient.call('getVendors', { signal })).result.vendors,
    staleTime: VENDORS_STALE_MS,
  });
}

/** The vendors of the session (user, guest or embedded tool); other features use this too. */
export function useVendors() {
  const session = useSession();
  const owner = session.user?.id ?? session.vendorId;
  return useQuery({ ...vendorsQueryOptions(owner), enabled: isSessionValid(session) });
}
