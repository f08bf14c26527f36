import { useState } from 'react';
import { ActionIcon, Drawer, Tooltip, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useIsHelpCenterAvailable } from '../hooks/use-help-center-availability';
import { HelpCenterView } from './help-center-view';

const SIZE = 40;

/**
 * 001 §2 "Help centre button": a round help button, in the top bar beside the language (and in
 * the phone's bar beside the logo). The specification floats it at the bottom end corner; there
 * it covered what people need (a customer's phone in the order detail, status badges, the end of
 * descriptions on phones), so it sits where it covers nothing. Phones go to
 * /helpcenter/{vendorID}; larger screens open the help centre in a panel with a close button.
 * Hidden when the flag is off, for guests, when signed out and in the GODROID mode.
 */
export function HelpButton({
  vendorId,
  screen,
}: {
  vendorId: string | null;
  /** The bar it is in: each bar shows it only on its own screens. */
  screen: 'phone' | 'desktop';
}) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const { pathname } = useLocation();
  const isAvailable = useIsHelpCenterAvailable();
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, {
    getInitialValueInEffect: false,
  });
  const [isOpen, setOpen] = useState(false);
  if (!isAvailable || !vendorId || pathname.startsWith('/helpcenter/')) return null;
  if (isDesktop !== (screen === 'desktop')) return null;

  const label = t('help.open');
  const icon = <IconHelp size={24} stroke={1.8} aria-hidden />;

  if (!isDesktop) {
    return (
      <ActionIcon
        component={Link}
        to={`/helpcenter/${encodeURIComponent(vendorId)}`}
        size={SIZE}
        radius="xl"
        variant="light"
        aria-label={label}
      >
        {icon}
      </ActionIcon>
    );
  }
  return (
    <>
      <Tooltip label={label} position="bottom">
        <ActionIcon
          size={SIZE}
          radius="xl"
          variant="light"
          aria-label={label}
          aria-expanded={isOpen}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          {icon}
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={isOpen}
        onClose={() => setOpen(false)}
        // Mantine mirrors the side in right-to-left documents: the panel is at the end side.
        position="right"
        size={480}
        title={t('help.title')}
        closeButtonProps={{ 'aria-label': t('help.close') }}
        styles={{
          content: { display: 'flex', flexDirection: 'column' },
          title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
          body: { flex: 1, padding: 0, minHeight: 0 },
        }}
      >
        <HelpCenterView vendorId={vendorId} />
      </Drawer>
    </>
  );
}
