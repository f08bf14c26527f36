import { useEffect } from 'react';
import { Button, Center, Stack, ThemeIcon, Title } from '@mantine/core';
import { IconRefresh, IconWifiOff } from '@tabler/icons-react';
import { useRouteError } from 'react-router';
import { ERROR_KEYS } from '@rider-portal/domain/errors';
import { i18n } from '../../shared/i18n/i18n';

/**
 * Used when the translations themselves could not load. The English texts' wording (the
 * catalogue's en/web.json), copied so the entry bundle does not carry every English text
 * (load-failure-page.test.tsx checks that the copy matches).
 */
export const LOAD_FAILURE_FALLBACK = {
  message: 'Could not load the application. Please check your internet connection and try again',
  reload: 'Reload',
};

function text(key: string, fallback: string): string {
  return i18n.isInitialized && i18n.exists(key) ? i18n.t(key) : fallback;
}

/** 000 §8: the full-page failure screen with a reload action. */
export function LoadFailurePage() {
  return (
    <Center mih="100vh" p="lg" component="main">
      <Stack align="center" gap="lg" maw={440} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color="gray" aria-hidden>
          <IconWifiOff size={40} stroke={1.5} />
        </ThemeIcon>
        <Title order={1} size="h3" fw={600}>
          {text(ERROR_KEYS.appLoadFailed, LOAD_FAILURE_FALLBACK.message)}
        </Title>
        <Button
          size="md"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => window.location.reload()}
        >
          {text(ERROR_KEYS.appReload, LOAD_FAILURE_FALLBACK.reload)}
        </Button>
      </Stack>
    </Center>
  );
}

/** The router's root error boundary: any failure that reaches it shows the load-failure screen. */
export function RootErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LoadFailurePage />;
}
