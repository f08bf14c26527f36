import { Anchor, Button, Divider, Drawer, NavLink, Stack } from '@mantine/core';
import { IconExternalLink, IconHelp, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsHelpCenterAvailable } from '../../features/help-center/hooks/use-help-center-availability';
import { BranchPanel } from '../../features/vendors/components/branch-panel';
import { useCurrentVendor } from '../../features/vendors/hooks/use-current-vendor';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { LanguageSelect } from '../../shared/ui/language-select';
import { AccountDetails } from './account-menu';
import { getSettingsItems, isActiveSegment, navHref, type TNavItem } from './nav-items';
import { preloadOnIntent } from '../area-pages';

interface TMobileDrawerProps {
  isOpen: boolean;
  onClose: () => void;
  items: TNavItem[];
  pathname: string;
  partnerUrl: string | null;
  onLogout: () => void;
}

/**
 * 000 §2 phone drawer: the account, a radio list of branches, links to request (disabled without
 * a vendor), tracking, history and bulk order, the help centre, the partner link, the language
 * and logout.
 */
export function MobileDrawer({
  isOpen,
  onClose,
  items,
  pathname,
  partnerUrl,
  onLogout,
}: TMobileDrawerProps) {
  const { t } = useTranslation();
  const { vendorId, isGuest, isFixed } = useCurrentVendor();
  const hasHelpCentre = useIsHelpCenterAvailable();
  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      // Mantine mirrors the side in right-to-left languages: 'left' is the start side.
      position="left"
      size="min(88vw, 360px)"
      title={<BrandLogo height={24} />}
      closeButtonProps={{ 'aria-label': t('nav.close-menu') }}
      hiddenFrom="md"
    >
      <Stack gap="md">
        <AccountDetails onNavigate={onClose} />
        {isGuest || isFixed ? null : (
          <>
            <Divider />
            <BranchPanel onDone={onClose} />
          </>
        )}
        <Divider />
        <Stack gap={2} component="nav" aria-label={t('nav.main')}>
          {items.map((item) => {
            const isDisabled = item.segment === 'request-a-rider' && !vendorId;
            return (
              <NavLink
                key={item.segment}
                component={Link}
                to={navHref(item.segment, vendorId ?? undefined)}
                {...preloadOnIntent(item.segment)}
                label={t(item.labelKey)}
                leftSection={item.icon}
                active={isActiveSegment(pathname, item.segment)}
                aria-current={isActiveSegment(pathname, item.segment) ? 'page' : undefined}
                disabled={isDisabled}
                onClick={onClose}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            );
          })}
          {/* 001 §2: the help centre, reachable from the menu too (the request form hides the
              floating button on a phone, where it would cover the form's bar). */}
          {hasHelpCentre && vendorId ? (
            <NavLink
              component={Link}
              to={`/helpcenter/${encodeURIComponent(vendorId)}`}
              label={t('help.title')}
              leftSection={<IconHelp size={20} />}
              active={pathname.startsWith('/helpcenter/')}
              onClick={onClose}
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            />
          ) : null}
          {isGuest || isFixed
            ? null
            : getSettingsItems(20).map((item) => (
                <NavLink
                  key={item.segment}
                  component={Link}
                  to={navHref(item.segment, vendorId ?? undefined)}
                  label={t(item.labelKey)}
                  leftSection={item.icon}
                  active={isActiveSegment(pathname, item.segment)}
                  onClick={onClose}
                  style={{ borderRadius: 'var(--mantine-radius-md)' }}
                />
              ))}
        </Stack>
        {partnerUrl ? (
          <Anchor
            href={partnerUrl}
            target="_blank"
            rel="noopener noreferrer"
            fw={600}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            {t('nav.become-partner')}
            <IconExternalLink size={14} aria-hidden />
          </Anchor>
        ) : null}
        <LanguageSelect />
        <Button
          variant="light"
          color="gray"
          leftSection={<IconLogout size={18} />}
          onClick={() => {
            onClose();
            onLogout();
          }}
        >
          {t('nav.logout')}
        </Button>
      </Stack>
    </Drawer>
  );
}
