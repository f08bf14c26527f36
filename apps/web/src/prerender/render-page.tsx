// The build's server-side entry: renders a public page to HTML for one market and
// language, so the page's text is painted before any JavaScript runs. scripts/prerender.mjs builds
// this module with Vite and calls it for every market, language and public route; main.tsx then
// hydrates the same tree on top (@rider-portal/domain/prerender has the rules both sides share).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { FLAG_DEFAULTS } from '@rider-portal/domain/flags';
import type { TLanguage } from '@rider-portal/domain/markets';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { AppLayout } from '../app/layout/app-layout';
import { RootLayout } from '../app/root-layout';
import { HistoryPage } from '../features/history/history-page';
import { OrderTrackingPage } from '../features/order-tracking/order-tracking-page';
import { RequestPage } from '../features/request/request-page';
import type { TPortalConfig } from '../shared/config/portal-config';
import { flagsQueryOptions } from '../shared/flags/use-flag';
import { initI18nWith } from '../shared/i18n/i18n';
import { setRenderedAt } from '../shared/time/use-now';
import type { TC2cTracking, TPublicTracking } from '@rider-portal/domain/public-tracking';
import {
  trackingQueryOptions,
  type TTrackingPage,
} from '../features/public-tracking/api/get-tracking';

// What the build script needs to know about the markets and pages.
export {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_FRAME_ATTRIBUTE,
  PRERENDERED_PAGES,
  PRERENDERED_STYLE_SHEET_ID,
  PRERENDERED_DEFERRED_STYLESHEET_ATTRIBUTE,
  prerenderedFileName,
  styleAttributesToSheet,
  SSR_ROOT_SLOT,
  SSR_STYLES_SLOT,
} from '@rider-portal/domain/prerender';
export {
  COUNTRY_CODES,
  entitiesForMarket,
  getMarket,
  isRtl,
  resolveLanguage,
} from '@rider-portal/domain/markets';

/**
 * What a page rendered with its data (the public tracking page, by the server) was given: the
 * answers of its queries, as the app then finds them in the page (SSR_DATA_ID), and the time it
 * was rendered at.
 */
export type TRenderedData = {
  queries: { queryKey: readonly unknown[]; data: unknown }[];
  renderedAt: number;
};

/**
 * The page's markup inside #root, or null when the route does not render a page of its own. With
 * `data`, the page is rendered as it looks with those answers at that time (else its frame).
 * Not reentrant: the texts are the one i18next instance's, so one page renders at a time.
 */
export async function renderPage(
  path: string,
  language: TLanguage,
  messages: Record<string, string>,
  config: TPortalConfig,
  data?: TRenderedData,
): Promise<string | null> {
  return renderRoutes(routes, path, language, messages, config, data);
}

/**
 * The signed-in areas as the app draws them for a session whose vendor data has not arrived yet:
 * the app's bar and the page's title, lead and placeholders. The app's own routes, without the
 * guards (a build has no session; they draw nothing of their own once one exists).
 */
const FRAME_ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      {
        element: <AppLayout />,
        children: [
          { path: 'request-a-rider', element: <RequestPage /> },
          { path: 'order-tracking', element: <OrderTrackingPage /> },
          { path: 'history', element: <HistoryPage /> },
        ],
      },
    ],
  },
];

/** The frame of a signed-in area (see FRAME_ROUTES), for a browser that holds a session. */
export async function renderFrame(
  path: string,
  language: TLanguage,
  messages: Record<string, string>,
  config: TPortalConfig,
): Promise<string | null> {
  return renderRoutes(FRAME_ROUTES, path, language, messages, config);
}

async function renderRoutes(
  table: RouteObject[],
  path: string,
  language: TLanguage,
  messages: Record<string, string>,
  config: TPortalConfig,
  data?: TRenderedData,
): Promise<string | null> {
  await initI18nWith(language, messages);
  const handler = createStaticHandler(table);
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
  for (const query of data?.queries ?? []) {
    queryClient.setQueryData(query.queryKey, query.data, { updatedAt: data!.renderedAt });
  }
  setRenderedAt(data?.renderedAt ?? null);
  try {
    return renderToString(
      <StrictMode>
        <AppProviders config={config} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
  } finally {
    setRenderedAt(null);
  }
}

export { C2C_TRACKING_SAMPLE, TRACKING_SAMPLE } from './tracking-sample';

/**
 * A public tracking page with its order (the server renders it per request, so the
 * order's status is on the first paint): the markup and what the app must find in the page to
 * hydrate it (its query's answer and the render time).
 */
export async function renderTrackingPage(input: {
  page: TTrackingPage;
  orderId: string;
  token: string;
  tracking: TPublicTracking | TC2cTracking;
  language: TLanguage;
  messages: Record<string, string>;
  config: TPortalConfig;
  renderedAt: number;
}): Promise<{ markup: string; data: TRenderedData } | null> {
  const { queryKey } = trackingQueryOptions(input.page, input.orderId, input.token);
  const data: TRenderedData = {
    queries: [{ queryKey, data: input.tracking }],
    renderedAt: input.renderedAt,
  };
  const path = `/${input.page}/${encodeURIComponent(input.orderId)}?t=${encodeURIComponent(input.token)}`;
  const markup = await renderPage(path, input.language, input.messages, input.config, data);
  return markup === null ? null : { markup, data };
}
