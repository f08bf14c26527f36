import {
  lazy,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { isRtl, resolveLanguage } from '@rider-portal/domain/markets';
import { PortalConfigProvider } from '../shared/config/config-context';
import { cspNonce } from '../shared/config/csp-nonce';
import type { TPortalConfig } from '../shared/config/portal-config';
import { i18n } from '../shared/i18n/i18n';
import { lazyWithRetry } from '../shared/loading/lazy-with-retry';
import { createBrandTheme, cssVariablesResolver } from './theme';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The API client already retries what is worth retrying (000 §7).
      queries: { retry: false },
      mutations: { retry: false },
    },
  });
}

/** Keeps Mantine's direction in step with the language; i18n.ts sets `<html dir lang>`. */
function DirectionSync() {
  const { i18n: instance } = useTranslation();
  const { setDirection } = useDirection();
  useEffect(() => {
    setDirection(isRtl(resolveLanguage(instance.language)) ? 'rtl' : 'ltr');
  }, [instance.language, setDirection]);
  return null;
}

// The notification container (with its transitions) is not needed to paint a page, so it stays
// out of the entry bundle; the landing page has a size budget (scripts/check-bundle.mjs).
// If its code cannot load even after the retries, the app runs on without notices.
const AppNotifications = lazy<ComponentType>(() =>
  lazyWithRetry(() => import('./app-notifications'))().catch(() => ({ default: () => null })),
);

/**
 * Renders its children once the page runs in a browser: a prerendered page has no
 * notices to show, and hydration must find the markup the build wrote.
 */
function ClientOnly({ children }: { children: ReactNode }) {
  const [isMounted, setIsMounted] = useState(false);
  useEffect(() => setIsMounted(true), []);
  return isMounted ? children : null;
}

export function AppProviders({
  config,
  queryClient,
  children,
}: {
  config: TPortalConfig;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  const theme = useMemo(() => createBrandTheme(config.entity), [config.entity]);
  return (
    <PortalConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <DirectionProvider
          initialDirection={isRtl(resolveLanguage(i18n.language)) ? 'rtl' : 'ltr'}
          detectDirection={false}
        >
          <DirectionSync />
          <MantineProvider
            theme={theme}
            getStyleNonce={cspNonce}
            cssVariablesResolver={cssVariablesResolver}
          >
            <ClientOnly>
              <Suspense fallback={null}>
                <AppNotifications />
              </Suspense>
            </ClientOnly>
            <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
          </MantineProvider>
        </DirectionProvider>
      </I18nextProvider>
    </PortalConfigProvider>
  );
}
