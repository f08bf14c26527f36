import { useState } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { partnerLinkFor } from '@rider-portal/domain/partner-links';
import {
  HELP_BUTTON_CLEARANCE,
  HelpButton,
} from '../../features/help-center/components/help-button';
import { useIsHelpCenterAvailable } from '../../features/help-center/hooks/use-help-center-availability';
import { CollectionPointDialogHost } from '../../features/vendors/components/collection-point-dialog-host';
import {
  useCurrentVendor,
  useVendorSelectionSync,
} from '../../features/vendors/hooks/use-current-vendor';
import { usePortalConfig } from '../../shared/config/config-context';
import { useFlag } from '../../shared/flags/use-flag';
import { useLogout } from '../../shared/session/logout';
import { BottomNav } from './bottom-nav';
import { MobileDrawer } from './mobile-drawer';
import { LiveUpdates } from './live-updates';
import { getNavItems, isTrackingPath } from './nav-items';
import { TechnicalProblemsBanner } from './technical-problems-banner';
import { TopBar } from './top-bar';

/**
 * The frame of the signed-in pages (000 §2): the top bar (desktop), the menu icon and drawer
 * (phone), and on phones the areas again in a bottom bar within thumb reach. Hidden on tracking
 * pages (001 §2). Keeps the selected vendor in step with the URL.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  const { country } = usePortalConfig();
  const { vendorId } = useCurrentVendor();
  useVendorSelectionSync();
  const items = getNavItems(useFlag('bulk-order-upload'));
  const logout = useLogout();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const isNavHidden = isTrackingPath(pathname);
  const hasHelpButton = useIsHelpCenterAvailable() && Boolean(vendorId);
  const partnerUrl = partnerLinkFor(country);

  return (
    <Box mih="100vh" bg="gray.0">
      {isNavHidden ? null : (
        <>
          <TopBar
            items={items}
            pathname={pathname}
            partnerUrl={partnerUrl}
            isMenuOpen={isMenuOpen}
            onMenu={() => setMenuOpen((open) => !open)}
            onLogout={logout}
          />
          <MobileDrawer
            isOpen={isMenuOpen}
            onClose={() => setMenuOpen(false)}
            items={items}
            pathname={pathname}
            partnerUrl={partnerUrl}
            onLogout={logout}
          />
        </>
      )}
      {/* Room at the end of every page for the bars and the help button that float over it, so
          the last row (a "Show more", a form's button) can always be scrolled clear of them. */}
      <Box
        pb={{
          base: isNavHidden ? 0 : 72 + (hasHelpButton ? HELP_BUTTON_CLEARANCE : 0),
          md: hasHelpButton ? HELP_BUTTON_CLEARANCE : 0,
        }}
      >
        {isNavHidden ? null : <TechnicalProblemsBanner />}
        <Outlet />
      </Box>
      {isNavHidden ? null : (
        <BottomNav items={items} pathname={pathname} vendorId={vendorId ?? undefined} />
      )}
      <CollectionPointDialogHost />
      <LiveUpdates />
      <HelpButton vendorId={vendorId} />
    </Box>
  );
}
