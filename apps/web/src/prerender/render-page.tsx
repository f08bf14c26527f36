// The build's server-side entry (issue 16): renders a public page to HTML for one market and
// language, so the page's text is painted before any JavaScript runs. scripts/prerender.mjs builds
// this module with Vite and calls it for every market, language and public route; main.tsx then
// hydrates the same tree on top (@rider-portal/domain/prerender has the rules both sides share).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { FLAG_DEFAULTS } from '@rider-portal/domain/flags';
import type { TLanguage } from '@rider-portal/domain/markets';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import type { TPortalConfig } from '../shared/config/portal-config';
import { flagsQueryOptions } from '../shared/flags/use-flag';
import { initI18nWith } from '../shared/i18n/i18n';

// What the build script needs to know about the markets and pages.
export {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES,
  PRERENDERED_STYLE_ATTRIBUTE,
  PRERENDERED_STYLE_SHEET_ID,
  PRERENDERED_DEFERRED_STYLESHEET_ATTRIBUTE,
  prerenderedFileName,
} from '@rider-portal/domain/prerender';
export {
  COUNTRY_CODES,
  entitiesForMarket,
  getMarket,
  isRtl,
  resolveLanguage,
} from '@rider-portal/domain/markets';

/** The page's markup inside #root, or null when the route does not render a page of its own. */
export async function renderPage(
  path: string,
  language: TLanguage,
  messages: Record<string, string>,
  config: TPortalConfig,
): Promise<string | null> {
  await initI18nWith(language, messages);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://portal.invalid${path}`));
  // A redirect or a thrown answer: nothing to prerender.
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // The screens ask for the flags first thing; a first visit sees the defaults until they load
  // (main.tsx waits for them before hydrating, so both sides render the same).
  const queryClient = createQueryClient();
  queryClient.setQueryData(flagsQueryOptions(null).queryKey, {
    flags: { ...FLAG_DEFAULTS },
    source: 'defaults',
  });
  return renderToString(
    <StrictMode>
      <AppProviders config={config} queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}
