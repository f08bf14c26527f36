import { Alert, Box } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { maintenanceMode } from '@rider-portal/domain/flags';
import { useFlags } from '../../shared/flags/use-flag';

/**
 * During planned maintenance the signed-in pages stay readable; this says so under the
 * top bar, and what waits until it ends. (Unplanned maintenance never gets here: /maintenance.)
 */
export function MaintenanceBanner() {
  const { t } = useTranslation();
  const { flags } = useFlags();
  if (maintenanceMode(flags) !== 'read-only') return null;
  return (
    <Box px={{ base: 'sm', md: 'lg' }} pt="sm" maw={1280} mx="auto">
      <Alert
        color="blue"
        variant="light"
        icon={<IconTool size={20} aria-hidden />}
        title={t('maintenance.planned.title')}
        data-testid="maintenance-banner"
      >
        {t('maintenance.banner')}
      </Alert>
    </Box>
  );
}
