import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import './app/global.css';

import { StrictMode, startTransition, useEffect } from 'react';
import { LONG_ERROR_TOAST_MS } from '@rider-portal/domain/constants';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_DEFERRED_STYLESHEET_ATTRIBUTE,
  PRERENDERED_FRAME_ATTRIBUTE,
  PRERENDERED_STYLE_ATTRIBUTE,
  PRERENDERED_STYLE_SHEET_ID,
  SSR_DATA_ID,
} from '@rider-portal/domain/prerender';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router/dom';
import { prepareSignedInArea } from './app/area-data';
import { AppProviders, createQueryClient } from './app/providers';
import { createAppRouter } from './app/router';
import { LoadFailurePage } from './features/load-failure/load-failure-page';
import { applyBrandToDocument } from './shared/brand/brand';
import { loadPortalConfig } from './shared/config/portal-config';
import { cspNonce } from './shared/config/csp-nonce';
import { setNonce } from 'get-nonce';
import { flagsQueryOptions } from './shared/flags/use-flag';
import { i18n, initI18n } from './shared/i18n/i18n';
import { startSession } from './shared/session/start-up';
import { isSessionValid } from './shared/session/session-store';
import { getSelectedVendor } from './shared/vendor/selected-vendor';
import { acceptEmbeddedHandoff } from './shared/session/embedded-handoff';
import { startTokenRefresh } from './shared/session/token-refresh';
import { setRenderedAt } from './shared/time/use-now';
import type { TRenderedData } from './prerender/render-page';

// Mantine's modals lock the page's scroll with a <style> of react-remove-scroll, which takes its
// nonce from get-nonce: the content security policy allows no inline style without it.
setNonce(cspNonce());

/** How long a signed-in area's frame waits for its page's data before the app draws it anyway. */
const FRAME_DATA_WAIT_MS = 3000;

// delay(0) ends the current task: the browser may paint and take input before the next step.
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function bootstrap(): Promise<void> {
  // A task of its own, after the entry's evaluation: on a slow phone each step of the start-up
  // takes tens of milliseconds, and run back to back they held the page's input for one long task.
  await delay(0);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The server's HTML of a public page in this language, painted before this script ran.
  const prerendered = container.getAttribute(PRERENDERED_ATTRIBUTE);
  // A signed-in area's frame (the bar, the page's title and lead), drawn for a session.
  const isFrame = container.hasAttribute(PRERENDERED_FRAME_ATTRIBUTE);
  const stylesheetLoaded = applyDeferredStylesheet();

  const config = await loadPortalConfig();
  applyBrandToDocument(config.entity);
  const handoff = acceptEmbeddedHandoff(new URL(window.location.href));
  if (handoff) window.history.replaceState(null, '', handoff.nextPath);
  const session = startSession();
  const queryClient = createQueryClient();
  startTokenRefresh(queryClient);
  // Start on the flags now, while the page's code loads, so the first screen rarely waits for
  // them: for a signed-in person with the rest of the area's first screen (its branch, the
  // branch's flags, the page's first answers), else those of the vendor last acted for.
  const flagsLoaded = isSessionValid(session)
    ? prepareSignedInArea(queryClient, session, new URL(window.location.href))
    : queryClient.prefetchQuery(
        flagsQueryOptions(session.vendorId ?? getSelectedVendor().vendorId),
      );

  let language;
  try {
    language = await initI18n(config.languages);
  } catch (error) {
    console.error(error);
    createRoot(container).render(
      <MantineProvider getStyleNonce={cspNonce}>
        <LoadFailurePage />
      </MantineProvider>,
    );
    return;
  }

  if (handoff?.handoff.status === 'failed') void notifyHandoffFailure(handoff.handoff.error);
  // The texts' set-up and the router's creation (which starts the page's code): two tasks.
  await delay(0);
  const router = createAppRouter();
  const app = (
    <StrictMode>
      <AppProviders config={config} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // The prerendered page was rendered for a visitor in this language, with the page's code loaded
  // and the default flags: hydrated once the same holds here, so nothing moves. A signed-in
  // person, or a page in another language, gets the app rendered in its place.
  const isVisitor = !session.user && !session.embeddedToken && !session.guestToken;
  // A page the server rendered with its data (a tracking link's order): its answers, so the app
  // draws what the page shows without asking again.
  const rendered = takeRenderedData();
  for (const query of rendered?.queries ?? []) {
    queryClient.setQueryData(query.queryKey, query.data, { updatedAt: rendered!.renderedAt });
  }
  await stylesheetLoaded;
  if (prerendered === language && isVisitor && !isFrame) {
    await Promise.all([routerInitialized(router), flagsLoaded]);
    // The page's code has just been evaluated, in the task that ends here.
    await delay(0);
    restoreStyleAttributes(container);
    // Clocks start at the server's render time, so the page hydrates as it was drawn.
    setRenderedAt(rendered?.renderedAt ?? null);
    // From here React itself replays what is pressed while it hydrates; a press from before the
    // app ran is pressed again once the page is live.
    const earlyPress = takeEarlyPress();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page (on a slow phone, over a second of blocked input).
    startTransition(() => {
      hydrateRoot(
        container,
        <>
          {app}
          <OnFirstCommit
            run={() => {
              setRenderedAt(null);
              if (earlyPress?.isConnected) earlyPress.click();
            }}
          />
        </>,
      );
    });
  } else {
    // The app draws its own page: what was pressed on the prerendered one is gone with it.
    takeEarlyPress();
    // A frame stays on screen until the app can draw the same page in its place (its route's
    // code and the flags loaded), so the title a person reads never blinks or moves.
    // With its first screen's data, for a while: the page then renders once, whole, in slices
    // (an answer that arrives while React renders in slices makes it render everything again, at
    // once).
    if (isFrame && isSessionValid(session)) {
      await Promise.all([
        routerInitialized(router),
        Promise.race([flagsLoaded, delay(FRAME_DATA_WAIT_MS)]),
      ]);
      await delay(0);
    }
    // As a transition, the first render yields to the browser every few milliseconds too.
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <>
          {app}
          <OnFirstCommit
            run={() => document.getElementById(PRERENDERED_STYLE_SHEET_ID)?.remove()}
          />
        </>,
      ),
    );
  }
}

/** The answers a page rendered on the server was drawn with (its JSON data block), read once. */
function takeRenderedData(): TRenderedData | null {
  const block = document.getElementById(SSR_DATA_ID);
  if (!block) return null;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as TRenderedData;
  } catch {
    return null;
  }
}

/** The button pressed on a prerendered page before the app ran (public/boot.js remembers it). */
function takeEarlyPress(): HTMLElement | null {
  const take = (window as { rpTakeEarlyPress?: () => HTMLElement | null }).rpTakeEarlyPress;
  return take ? take() : null;
}

/** Runs once, on the first commit of the tree it is part of (renders nothing, so nothing to match). */
function OnFirstCommit({ run }: { run: () => void }): null {
  // Once, on the commit that ends hydration.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(run, []);
  return null;
}

/**
 * A prerendered page's full stylesheet arrives as a print style sheet, so it holds back no paint;
 * it becomes the screen's now. Resolves once it has loaded (or failed: the page's own rules are
 * inlined), so nothing the app draws beyond them appears unstyled.
 */
function applyDeferredStylesheet(): Promise<void> {
  const links = Array.from(
    document.querySelectorAll<HTMLLinkElement>(
      `link[${PRERENDERED_DEFERRED_STYLESHEET_ATTRIBUTE}]`,
    ),
  );
  return Promise.all(
    links.map((link) => {
      link.media = 'all';
      if (link.sheet) return Promise.resolve();
      return new Promise<void>((resolve) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener('error', () => resolve(), { once: true });
      });
    }),
  ).then(() => undefined);
}

/**
 * A prerendered page carries its elements' inline styles as rules of one style sheet (the CSP
 * allows no style attribute); they go back onto the elements through the CSSOM, which it allows,
 * so React hydrates elements whose styles are their own to change.
 */
function restoreStyleAttributes(container: HTMLElement): void {
  const sheet = document.getElementById(PRERENDERED_STYLE_SHEET_ID);
  if (!(sheet instanceof HTMLStyleElement) || !sheet.sheet) return;
  const byNumber = new Map<string, string>();
  for (const rule of Array.from(sheet.sheet.cssRules)) {
    const number = rule instanceof CSSStyleRule ? /"(\d+)"/.exec(rule.selectorText)?.[1] : null;
    if (number && rule instanceof CSSStyleRule) byNumber.set(number, rule.style.cssText);
  }
  for (const element of container.querySelectorAll<HTMLElement>(
    `[${PRERENDERED_STYLE_ATTRIBUTE}]`,
  )) {
    element.style.cssText = byNumber.get(element.getAttribute(PRERENDERED_STYLE_ATTRIBUTE)!) ?? '';
    element.removeAttribute(PRERENDERED_STYLE_ATTRIBUTE);
  }
  sheet.remove();
}

/** Resolves once the router has loaded the code of the first page's routes. */
function routerInitialized(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
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
