import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { LoadFailurePage } from './features/load-failure/load-failure-page';
import { applyBrandToDocument } from './shared/brand/brand';
import { loadPortalConfig } from './shared/config/portal-config';
import { flagsQueryOptions } from './shared/flags/use-flag';
import { initI18n } from './shared/i18n/i18n';
import { startSession } from './shared/session/start-up';

async function bootstrap(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);

  const config = await loadPortalConfig();
  applyBrandToDocument(config.entity);
  const session = startSession();
  const queryClient = createQueryClient();
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

  root.render(
    <StrictMode>
      <AppProviders config={config} queryClient={queryClient}>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

void bootstrap();
