import { Box, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { HelpCenterView } from './components/help-center-view';
import { useIsHelpCenterAvailable } from './hooks/use-help-center-availability';

/**
 * /helpcenter/:vendorId: the help centre on small screens (001 §2), filling the space between the
 * top bar and the bottom bar. Under the button's rules (flag off, guest, GODROID) there is no help
 * centre: the user goes to their orders instead.
 */
export function HelpCenterPage() {
  const { t } = useTranslation();
  const { vendorId = '' } = useParams();
  const isAvailable = useIsHelpCenterAvailable();
  if (!isAvailable || !vendorId) {
    return <Navigate to={vendorId ? `/order-tracking/${vendorId}` : '/order-tracking'} replace />;
  }
  return (
    <Box
      component="main"
      // The top bar (64 px) above, and on phones the bottom bar (64 px, the layout pads for it).
      h={{ base: 'calc(100dvh - 64px - 72px)', md: 'calc(100dvh - 64px)' }}
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Group px="md" py="xs" style={{ borderBlockEnd: '1px solid var(--mantine-color-gray-3)' }}>
        <Title order={1} size="h4">
          {t('help.title')}
        </Title>
      </Group>
      <Box bg="white" style={{ flex: 1, minHeight: 0 }}>
        <HelpCenterView vendorId={vendorId} />
      </Box>
    </Box>
  );
}
