import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';

import { StrictMode } from 'react';
import { LONG_ERROR_TOAST_MS } from '@rider-portal/domain/constants';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { LoadFailurePage } from './features/load-failure/load-failure-page';
import { applyBrandToDocument } from './shared/brand/brand';
import { loadPortalConfig } from './shared/config/portal-config';
import { flagsQueryOptions } from './shared/flags/use-flag';
import { i18n, initI18n } from './shared/i18n/i18n';
import { startSession } from './shared/session/start-up';
import { acceptEmbeddedHandoff } from './shared/session/embedded-handoff';
import { startTokenRefresh } from './shared/session/token-refresh';

async function bootstrap(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);

  const config = await loadPortalConfig();
  applyBrandToDocument(config.entity);
  const handoff = acceptEmbeddedHandoff(new URL(window.location.href));
  if (handoff) window.history.replaceState(null, '', handoff.nextPath);
  const session = startSession();
  const queryClient = createQueryClient();
  startTokenRefresh(queryClient);
  // Start on the flags now, so the guards rarely wait for them.
  void queryClient.prefetchQuery(flagsQueryOptions(session.vendorId));

  try {
    await initI18n(config.languages);
  } catch (error) {
    console.error(error);
    root.render(
      <MantineProvider>
        <LoadFailurePage />
      </MantineProvider>,
    );
    return;
  }

  if (handoff?.handoff.status === 'failed') void notifyHandoffFailure(handoff.handoff.error);
  root.render(
    <StrictMode>
      <AppProviders config={config} queryClient={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

/** 001 §4: a failed integration login on an …/odwp path shows an error notification. */
async function notifyHandoffFailure(error: string): Promise<void> {
  const { notifications } = await import('@mantine/notifications');
  notifications.show({
    color: 'red',
    message: i18n.t('auth.godroid-login-failed', { error }),
    autoClose: LONG_ERROR_TOAST_MS,
  });
}

void bootstrap();
