import { Button, Center, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconRefresh, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ERROR_KEYS } from '@rider-portal/domain/errors';
import { useFlags } from '../../shared/flags/use-flag';
import { useIsSessionValid } from '../../shared/session/session-store';
import { PublicHeader } from '../../shared/ui/public-header';

/**
 * 001 §2: where protected routes send everyone during maintenance. Unplanned wins when both flags
 * are on (it is the more urgent news); with neither on, the page says so and leads back. Planned
 * maintenance leaves the orders readable: the page leads there.
 */
export function MaintenancePage() {
  const { t } = useTranslation();
  const { flags, isLoading, isRefetching, refetch } = useFlags();
  const isSignedIn = useIsSessionValid();
  const kind = flags['unplanned-maintenance']
    ? 'unplanned'
    : flags['planned-maintenance']
      ? 'planned'
      : null;

  return (
    <>
      <PublicHeader />
      <Center component="main" py={80} px="lg">
        {isLoading ? (
          <Loader aria-label={t('common.loading')} />
        ) : kind ? (
          <Stack align="center" gap="md" maw={520} ta="center">
            <ThemeIcon
              size={72}
              radius="xl"
              variant="light"
              color={kind === 'unplanned' ? 'orange' : undefined}
              aria-hidden
            >
              {kind === 'unplanned' ? (
                <IconAlertTriangle size={40} stroke={1.5} />
              ) : (
                <IconTool size={40} stroke={1.5} />
              )}
            </ThemeIcon>
            <Title order={1} size="h2">
              {t(
                kind === 'planned'
                  ? ERROR_KEYS.maintenancePlannedTitle
                  : ERROR_KEYS.maintenanceUnplannedTitle,
              )}
            </Title>
            <Text c="dimmed" size="lg">
              {t(
                kind === 'planned'
                  ? ERROR_KEYS.maintenancePlannedDescription
                  : ERROR_KEYS.maintenanceUnplannedDescription,
              )}
            </Text>
            <Text size="sm" c="dimmed">
              {t('maintenance.orders-continue')}
              {kind === 'planned' ? ` ${t('maintenance.planned.read-only')}` : null}
            </Text>
            <Group justify="center" gap="sm">
              {kind === 'planned' && isSignedIn ? (
                <Button component={Link} to="/order-tracking">
                  {t('maintenance.follow-orders')}
                </Button>
              ) : null}
              <Button
                variant="default"
                leftSection={<IconRefresh size={18} aria-hidden />}
                loading={isRefetching}
                onClick={refetch}
              >
                {t('maintenance.check-again')}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Stack align="center" gap="md" maw={520} ta="center">
            <ThemeIcon size={72} radius="xl" variant="light" color="green" aria-hidden>
              <IconCircleCheck size={40} stroke={1.5} />
            </ThemeIcon>
            <Title order={1} size="h2">
              {t('maintenance.none.title')}
            </Title>
            <Text c="dimmed">{t('maintenance.none.body')}</Text>
            <Button component={Link} to="/order-tracking">
              {t('maintenance.none.action')}
            </Button>
          </Stack>
        )}
      </Center>
    </>
  );
}
