import { Navigate, Outlet, useLocation } from 'react-router';
import { maintenanceMode, type TFlagName } from '@rider-portal/domain/flags';
import { useFlags } from '../shared/flags/use-flag';
import { useIsSessionValid, useSession } from '../shared/session/session-store';
import { PageSkeleton } from '../shared/ui/page-skeleton';

/** 000 §2: the landing page is for visitors; a signed-in user goes straight to the request page. */
export function PublicOnlyRoute() {
  return useIsSessionValid() ? <Navigate to="/request-a-rider" replace /> : <Outlet />;
}

/**
 * 000 §2, 001 §2: protected routes send a signed-out visitor to / and everyone to /maintenance
 * while the portal is down (unplanned maintenance). During planned maintenance the portal is
 * read-only: orders can still be followed; WritableRoute closes the pages that write.
 * Waits for the flags rather than flash the page.
 */
export function ProtectedRoute() {
  const isValid = useIsSessionValid();
  const session = useSession();
  const location = useLocation();
  const { flags, isLoading } = useFlags();
  // An expired access token being refreshed (000 §4): wait rather than send the user away.
  if (!isValid && session.loading && session.meta) return <PageSkeleton />;
  if (!isValid) return <Navigate to="/" replace state={{ from: location }} />;
  if (isLoading) return <PageSkeleton />;
  if (maintenanceMode(flags) === 'closed') return <Navigate to="/maintenance" replace />;
  return <Outlet />;
}

/**
 * The pages that make new requests, bulk orders or changes (request a rider, editing an
 * order, bulk upload) send everyone to /maintenance during any maintenance; the server refuses
 * the same calls (503 error.maintenance).
 */
export function WritableRoute() {
  const { flags, isLoading } = useFlags();
  if (isLoading) return <PageSkeleton withHeader={false} />;
  if (maintenanceMode(flags) !== 'none') return <Navigate to="/maintenance" replace />;
  return <Outlet />;
}

/** Shows its routes only while `flag` has the value `showWhen`; otherwise sends the user to /. */
export function FlagRoute({ flag, showWhen = true }: { flag: TFlagName; showWhen?: boolean }) {
  const { flags, isLoading } = useFlags();
  if (isLoading) return <PageSkeleton withHeader={false} />;
  return flags[flag] === showWhen ? <Outlet /> : <Navigate to="/" replace />;
}
