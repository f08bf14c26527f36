import './dom-stubs';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FLAG_DEFAULTS, type TFlags } from '@rider-portal/domain/flags';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { defaultPortalConfig, type TPortalConfig } from '../shared/config/portal-config';
import { flagsQueryOptions } from '../shared/flags/use-flag';
import { i18n, initI18n } from '../shared/i18n/i18n';
import { resetSelectedVendor } from '../shared/vendor/selected-vendor';

/** Renders the whole app (providers, route table, guards) at `path`, with the flags given. */
export async function renderApp(
  path: string,
  {
    flags = {},
    config = defaultPortalConfig(),
  }: { flags?: Partial<TFlags>; config?: TPortalConfig } = {},
) {
  if (!i18n.isInitialized) await initI18n(['en']);
  else await i18n.changeLanguage('en');
  const queryClient = createQueryClient();
  // The flags of every vendor (the selected branch's, or none) are the ones given.
  const answer = { flags: { ...FLAG_DEFAULTS, ...flags }, source: 'service' as const };
  queryClient.setQueryData(flagsQueryOptions(null).queryKey, answer);
  queryClient.setQueryDefaults(['flags'], { initialData: answer });
  resetSelectedVendor();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders config={config} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}
