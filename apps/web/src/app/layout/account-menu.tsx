import { ActionIcon, Anchor, Button, Divider, Popover, Stack, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFlag } from '../../shared/flags/use-flag';
import { useSession } from '../../shared/session/session-store';
import { useCurrentVendor } from '../../features/vendors/hooks/use-current-vendor';
import { getSettingsItems, navHref } from './nav-items';

/** The account's email, or for guests the way to sign in or create an account (000 §2). */
export function AccountDetails({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const isSignUpOff = useFlag('sign-up-deactivation');
  if (session.mode === 'GUEST') {
    return (
      <Stack gap="xs">
        <Text size="sm">{t('nav.guest')}</Text>
        <Button component={Link} to="/connect" onClick={onNavigate}>
          {t('nav.sign-in')}
        </Button>
        {isSignUpOff ? null : (
          <Button component={Link} to="/register" variant="light" onClick={onNavigate}>
            {t('nav.register')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {t('nav.signed-in-as')}
      </Text>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {session.user?.email ?? session.vendorId ?? ''}
      </Text>
    </Stack>
  );
}

/**
 * 000 §2 desktop account icon opening a popover: who is signed in and for which vendor, signing
 * out, and only then the partner link (shown there where the bar is too narrow for it).
 */
export function AccountMenu({
  partnerUrl,
  onLogout,
}: {
  partnerUrl: string | null;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const { vendorId, current, isGuest, isFixed } = useCurrentVendor();
  const [isOpen, setOpen] = useState(false);
  return (
    <Popover
      position="bottom-end"
      width={280}
      shadow="md"
      withinPortal
      opened={isOpen}
      onChange={setOpen}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('nav.account')}
          onClick={() => setOpen((open) => !open)}
        >
          <IconUserCircle size={24} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <AccountDetails />
          {!isGuest && current ? (
            <Stack gap={2}>
              <Text size="xs" c="dimmed">
                {t('nav.vendor')}
              </Text>
              <Text size="sm" fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {current.vendor_information.name}
              </Text>
              <Text size="xs" c="dimmed">
                {vendorId}
              </Text>
            </Stack>
          ) : null}
          {isGuest || isFixed
            ? null
            : getSettingsItems(16).map((item) => (
                <Button
                  key={item.segment}
                  component={Link}
                  to={navHref(item.segment, vendorId ?? undefined)}
                  variant="subtle"
                  justify="flex-start"
                  leftSection={item.icon}
                  onClick={() => setOpen(false)}
                >
                  {t(item.labelKey)}
                </Button>
              ))}
          {isGuest ? null : (
            <Button
              variant="light"
              color="gray"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={onLogout}
            >
              {t('nav.logout')}
            </Button>
          )}
          {partnerUrl ? (
            <>
              <Divider hiddenFrom="xl" />
              <Anchor
                href={partnerUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                c="dimmed"
                hiddenFrom="xl"
              >
                {t('nav.become-partner')}
              </Anchor>
            </>
          ) : null}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
