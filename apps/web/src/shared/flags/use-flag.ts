import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { FLAG_DEFAULTS, type TFlagName, type TFlags } from '@rider-portal/domain/flags';
import { FLAG_REFRESH_MS } from '@rider-portal/domain/constants';
import { useSession } from '../session/session-store';
import { useSelectedVendor } from '../vendor/selected-vendor';
import { fetchFlags } from './fetch-flags';

export function flagsQueryOptions(vendorId: string | null) {
  return queryOptions({
    queryKey: ['flags', vendorId],
    queryFn: () => fetchFlags(vendorId),
    // fetchFlags never rejects: it ends at the defaults.
    retry: false,
    staleTime: FLAG_REFRESH_MS,
    refetchInterval: FLAG_REFRESH_MS,
  });
}

/**
 * All flags for the current vendor (the mode's vendor for guests and embedded use, else the
 * selected branch); `isLoading` is true until the first answer (≤ ~4 s).
 */
export function useFlags(): {
  flags: TFlags;
  isLoading: boolean;
  isRefetching: boolean;
  refetch: () => void;
} {
  const session = useSession();
  const selected = useSelectedVendor();
  // Another branch's flags load behind the current ones: a branch being chosen must not send the
  // guards back to their loading state (that would remount the page and drop what is open).
  const query = useQuery({
    ...flagsQueryOptions(session.vendorId ?? selected.vendorId),
    placeholderData: keepPreviousData,
  });
  return {
    flags: query.data?.flags ?? FLAG_DEFAULTS,
    isLoading: query.isPending,
    isRefetching: query.isRefetching,
    refetch: () => void query.refetch(),
  };
}

/** One flag; its default until the flags have loaded. */
export function useFlag(name: TFlagName): boolean {
  return useFlags().flags[name];
}
