import type { QueryClient } from '@tanstack/react-query';
import type { TLiveSubscription } from '../live-connection';

/** What every live event handler may read: the cache, where the user is, and the market clock. */
export type TLiveHandlerContext = {
  queryClient: QueryClient;
  pathname: string;
  now: number;
  timeZone: string;
  /** The subscription the event arrived under. */
  subscription: TLiveSubscription | null;
  /** A guest's locally kept order ids (001 §1), or null for everyone else. */
  guestOrderIds: readonly string[] | null;
};
