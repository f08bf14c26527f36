import { Box } from '@mantine/core';
import { Outlet, useLocation, useParams } from 'react-router';
import { useFlag } from '../../shared/flags/use-flag';
import { BottomNav } from './bottom-nav';
import { getNavItems, isTrackingPath } from './nav-items';
import { TopBar } from './top-bar';

/**
 * The frame of the signed-in pages: top bar on every screen, and on phones the areas move to a
 * bottom bar within thumb reach. The branch selector and drawer of 000 §2 extend this later.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { vendorId } = useParams();
  const items = getNavItems(useFlag('bulk-order-upload'));
  const isNavHidden = isTrackingPath(pathname);

  return (
    <Box mih="100vh" bg="gray.0">
      {isNavHidden ? null : <TopBar items={items} pathname={pathname} vendorId={vendorId} />}
      <Box pb={{ base: isNavHidden ? 0 : 72, md: 0 }}>
        <Outlet />
      </Box>
      {isNavHidden ? null : <BottomNav items={items} pathname={pathname} vendorId={vendorId} />}
    </Box>
  );
}
