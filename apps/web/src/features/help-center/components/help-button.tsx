import { useState } from 'react';
import { ActionIcon, Drawer, Tooltip, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconHelp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useIsHelpCenterAvailable } from '../hooks/use-help-center-availability';
import { HelpCenterView } from './help-center-view';

/** Room the phone's bottom navigation bar takes (app/layout/bottom-nav.tsx: 64 px). */
const BOTTOM_NAV_HEIGHT = 64;
const EDGE = 20;
const SIZE = 56;
/** Smaller on a phone, where it floats over the content of a narrow screen. */
const PHONE_SIZE = 48;
/** Room a page keeps at its end so its last row can scroll clear of the button. */
export const HELP_BUTTON_CLEARANCE = SIZE + EDGE + 8;
/** The request page's sticky summary (fee, total, submit) on large screens, plus a margin. */
const REQUEST_SUMMARY_CLEARANCE = 96;

function isRequestPath(pathname: string): boolean {
  return /^\/request-a-rider(\/|$)/.test(pathname);
}

/**
 * 001 §2 "Help centre button": a round button at the bottom end corner (right in left-to-right
 * languages, left in right-to-left ones; on phones above the bottom bar). Phones go to
 * /helpcenter/{vendorID}; larger screens open the help centre in a panel with a close button.
 * Hidden when the flag is off, for guests, when signed out and in the GODROID mode (and on a
 * phone's request form, whose bottom bar it would cover).
 */
export function HelpButton({ vendorId }: { vendorId: string | null }) {
  const { t } = useTranslation();
  const theme = useMantineTheme();
  const { pathname } = useLocation();
  const isAvailable = useIsHelpCenterAvailable();
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, true, {
    getInitialValueInEffect: false,
  });
  const [isOpen, setOpen] = useState(false);
  if (!isAvailable || !vendorId || pathname.startsWith('/helpcenter/')) return null;
  // On a phone the request form's bottom bar holds the fee and the submit button right where
  // the button would float: the help centre stays one tap away on every other page.
  if (!isDesktop && isRequestPath(pathname)) return null;

  const label = t('help.open');
  const style = {
    position: 'fixed',
    zIndex: 150,
    insetInlineEnd: EDGE,
    insetBlockEnd: isDesktop
      ? isRequestPath(pathname)
        ? REQUEST_SUMMARY_CLEARANCE
        : EDGE
      : BOTTOM_NAV_HEIGHT + 12,
    boxShadow: 'var(--mantine-shadow-lg)',
  } as const;
  const icon = <IconHelp size={isDesktop ? 30 : 26} stroke={1.8} aria-hidden />;

  if (!isDesktop) {
    return (
      <ActionIcon
        component={Link}
        to={`/helpcenter/${encodeURIComponent(vendorId)}`}
        size={PHONE_SIZE}
        radius="xl"
        aria-label={label}
        style={style}
      >
        {icon}
      </ActionIcon>
    );
  }
  return (
    <>
      <Tooltip label={label} position="top">
        <ActionIcon
          size={SIZE}
          radius="xl"
          aria-label={label}
          aria-expanded={isOpen}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          style={style}
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
