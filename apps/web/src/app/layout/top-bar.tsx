import {
  Anchor,
  Box,
  Burger,
  Button,
  Container,
  Group,
  Text,
  Tooltip,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconExternalLink, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BranchSelector } from '../../features/vendors/components/branch-selector';
import { useCurrentVendor } from '../../features/vendors/hooks/use-current-vendor';
import { BrandLogo } from '../../shared/ui/brand-logo';
import { LanguageSelect } from '../../shared/ui/language-select';
import { AccountMenu } from './account-menu';
import { isActiveSegment, navHref, type TNavItem } from './nav-items';
import { HelpButton } from '../../features/help-center/components/help-button';
import { preloadOnIntent } from '../area-pages';

const NAV_BUTTON_STYLES = {
  root: {
    height: 'auto',
    minHeight: 36,
    paddingBlock: 4,
    // Shrinks down to its longest word, then the tabs scroll (never cut mid-word).
    flexShrink: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
  },
  label: { whiteSpace: 'normal', lineHeight: 1.2, textAlign: 'center', overflow: 'visible' },
} as const;

interface TTopBarProps {
  items: TNavItem[];
  pathname: string;
  partnerUrl: string | null;
  isMenuOpen: boolean;
  onMenu: () => void;
  onLogout: () => void;
}

/**
 * 000 §2 top bar. Desktop: logo to order tracking, branch selector, the area tabs, the
 * become-a-partner link, language, account and logout. Phone: the menu icon and the vendor's
 * name with its id; the rest lives in the drawer.
 */
export function TopBar({
  items,
  pathname,
  partnerUrl,
  isMenuOpen,
  onMenu,
  onLogout,
}: TTopBarProps) {
  const { t } = useTranslation();
  const { vendorId, current, isGuest, isFixed } = useCurrentVendor();
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.xl})`, false, {
    getInitialValueInEffect: false,
  });
  return (
    <Box
      component="header"
      bg="white"
      pos="sticky"
      top={0}
      style={{ zIndex: 100, borderBlockEnd: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Container fluid px={{ base: 'sm', md: 'lg' }} h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm" hiddenFrom="md">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <Burger opened={isMenuOpen} onClick={onMenu} aria-label={t('nav.menu')} size="sm" />
            <Box style={{ minWidth: 0 }}>
              <Text fw={700} size="sm" truncate dir="auto">
                {current?.vendor_information.name ?? ''}
              </Text>
              {vendorId ? (
                <Text size="xs" c="dimmed" truncate>
                  {vendorId}
                </Text>
              ) : null}
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            <HelpButton vendorId={vendorId} screen="phone" />
            <Link to={navHref('order-tracking', vendorId ?? undefined)}>
              <BrandLogo height={24} />
            </Link>
          </Group>
        </Group>

        <Group h="100%" justify="space-between" wrap="nowrap" gap="md" visibleFrom="md">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <Link
              to={navHref('order-tracking', vendorId ?? undefined)}
              style={{ display: 'flex', flexShrink: 0 }}
            >
              <BrandLogo />
            </Link>
            {/* 000 §6: guests cannot use the branch selector; an embedded tool has one vendor. */}
            {isGuest || isFixed ? null : <BranchSelector />}
            <Group
              component="nav"
              aria-label={t('nav.main')}
              gap={2}
              wrap="nowrap"
              // Long labels (Greek, German) scroll rather than run under the controls beside.
              style={{ minWidth: 0, overflowX: 'auto', scrollbarWidth: 'none' }}
            >
              {items.map((item) => {
                const isActive = isActiveSegment(pathname, item.segment);
                return (
                  <Button
                    key={item.segment}
                    component={Link}
                    to={navHref(item.segment, vendorId ?? undefined)}
                    {...preloadOnIntent(item.segment)}
                    aria-current={isActive ? 'page' : undefined}
                    variant={isActive ? 'light' : 'subtle'}
                    color={isActive ? undefined : 'gray'}
                    // Below the widest screens the labels need the room more than the icons.
                    leftSection={isWide ? item.icon : undefined}
                    px="sm"
                    // A label that does not fit beside the others takes a second line rather than
                    // being cut (Greek at 1,366 px: "Παρακολούθηση παραγγελιών").
                    styles={NAV_BUTTON_STYLES}
                  >
                    {t(item.labelKey)}
                  </Button>
                );
              })}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
            {partnerUrl ? (
              <Anchor
                href={partnerUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                fw={600}
                visibleFrom="xl"
                style={{
                  display: 'inline-flex',
                  alignItems: 'center',
                  gap: 4,
                  whiteSpace: 'nowrap',
                }}
              >
                {t('nav.become-partner')}
                <IconExternalLink size={14} aria-hidden />
              </Anchor>
            ) : null}
            <HelpButton vendorId={vendorId} screen="desktop" />
            <LanguageSelect />
            <AccountMenu partnerUrl={partnerUrl} onLogout={onLogout} />
            <Tooltip label={t('nav.logout')}>
              <Button
                variant="subtle"
                color="gray"
                px="xs"
                onClick={onLogout}
                aria-label={t('nav.logout')}
              >
                <IconLogout size={20} />
              </Button>
            </Tooltip>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}
