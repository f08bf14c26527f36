import { lazy, Suspense, useState } from 'react';
import { Box } from '@mantine/core';
import { Outlet, useLocation } from 'react-router';
import { partnerLinkFor } from '@rider-portal/domain/partner-links';
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
import { MaintenanceBanner } from './maintenance-banner';
import { getNavItems, isTrackingPath } from './nav-items';
import { TechnicalProblemsBanner } from './technical-problems-banner';
import { TopBar } from './top-bar';
import type { TAfterSignInState } from '../../features/auth/connect-page';
import { isWelcomeSeen, markWelcomeSeen } from '../../features/auth/welcome-seen';

// Shown once per browser: not in the pages' own code.
const WelcomeCarousel = lazy(() =>
  import('../../features/auth/components/welcome-carousel').then((m) => ({
    default: m.WelcomeCarousel,
  })),
);

/**
 * The frame of the signed-in pages (000 §2): the top bar (desktop), the menu icon and drawer
 * (phone), and on phones the areas again in a bottom bar within thumb reach. Hidden on tracking
 * pages (001 §2). Keeps the selected vendor in step with the URL.
 */
export function AppLayout() {
  const { pathname, state } = useLocation();
  // The first sign-in in this browser lands here with the welcome carousel over the page.
  const [isWelcomeOpen, setWelcomeOpen] = useState(
    () => Boolean((state as TAfterSignInState | null)?.welcome) && !isWelcomeSeen(),
  );
  const { country } = usePortalConfig();
  const { vendorId, isGuest } = useCurrentVendor();
  useVendorSelectionSync();
  const items = getNavItems(useFlag('bulk-order-upload'), isGuest);
  const logout = useLogout();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const isNavHidden = isTrackingPath(pathname);
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
      {/* Room at the end of every page for the phone's bottom bar, so the last row (a "Show
          more", a form's button) can always be scrolled clear of it. */}
      <Box pb={{ base: isNavHidden ? 0 : 72, md: 0 }}>
        {isNavHidden ? null : <TechnicalProblemsBanner />}
        {isNavHidden ? null : <MaintenanceBanner />}
        <Outlet />
      </Box>
      {isNavHidden ? null : (
        <BottomNav items={items} pathname={pathname} vendorId={vendorId ?? undefined} />
      )}
      {isWelcomeOpen ? (
        <Suspense fallback={null}>
          <WelcomeCarousel
            onDone={() => {
              markWelcomeSeen();
              setWelcomeOpen(false);
            }}
          />
        </Suspense>
      ) : null}
      <CollectionPointDialogHost />
      <LiveUpdates />
    </Box>
  );
}
