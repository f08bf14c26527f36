import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { SSR_RENDER_QUEUE_MAX } from '@rider-portal/domain/constants';
import {
  CSP_NONCE_SLOT,
  SSR_DATA_ID,
  SSR_ROOT_SLOT,
  SSR_STYLES_SLOT,
  styleAttributesToSheet,
} from '@rider-portal/domain/prerender';
import {
  ZTrackingToken,
  type TC2cTracking,
  type TPublicTracking,
} from '@rider-portal/domain/public-tracking';
import type { TAppContext } from '../../app-context.ts';
import { publicConfig } from '../app-config/service.ts';
import { findC2cTracking, findPublicTracking } from '../public-tracking/service.ts';
import { AppError } from '../../http/errors.ts';

export type TTrackingPageKey = 'tracking' | 'tracking-c2c';

/** The build's server-side entry (apps/web/src/prerender/render-page.tsx), as far as used here. */
type TRenderModule = {
  renderTrackingPage(input: {
    page: TTrackingPageKey;
    orderId: string;
    token: string;
    tracking: TPublicTracking | TC2cTracking;
    language: string;
    messages: Record<string, string>;
    config: ReturnType<typeof publicConfig>;
    renderedAt: number;
  }): Promise<{ markup: string; data: unknown } | null>;
};

export type TTrackingRenderer = (input: {
  page: TTrackingPageKey;
  orderId: string;
  token: string;
  language: string;
  /** The page's template with its slots (prerendered/…/tracking.ssr.html, ready to send). */
  template: string;
  log: FastifyBaseLogger;
}) => Promise<string | null>;

/**
 * A public tracking page opened with a valid link is rendered with its order, so the
 * order's status is on the phone's first paint instead of after the app and its API call; the app
 * then hydrates it with the same answer (embedded as JSON). Anything else (no such order, a wrong
 * token, a render that fails, too many renders waiting) answers null, and the page's frame is sent
 * as before: the app then asks the API and shows what it says. Null when the build has no
 * server-side entry.
 */
export function createTrackingRenderer(
  ctx: TAppContext,
  webDist: string,
  version: string,
): { render: TTrackingRenderer; warmUp: () => Promise<void> } | null {
  const dir = join(webDist, 'ssr');
  const entry = join(dir, 'render-page.js');
  if (!existsSync(entry)) return null;
  let loaded: Promise<TRenderModule> | null = null;
  const load = () => (loaded ??= import(pathToFileURL(entry).href) as Promise<TRenderModule>);
  const messages = new Map<string, Record<string, string>>();
  const messagesOf = (language: string) => {
    let texts = messages.get(language);
    if (!texts) {
      texts = JSON.parse(readFileSync(join(dir, 'messages', `${language}.json`), 'utf8')) as Record<
        string,
        string
      >;
      messages.set(language, texts);
    }
    return texts;
  };
  // The app's texts are one i18next instance: one page renders at a time, the others wait.
  let turn: Promise<unknown> = Promise.resolve();
  let waiting = 0;

  const render: TTrackingRenderer = async ({ page, orderId, token, language, template, log }) => {
    // The API route's own limits: anything else is no link of ours.
    if (orderId.length > 200 || !ZTrackingToken.safeParse(token).success) return null;
    let tracking: TPublicTracking | TC2cTracking;
    try {
      tracking =
        page === 'tracking'
          ? await findPublicTracking(ctx, { orderId, token })
          : await findC2cTracking(ctx, { orderId, token });
    } catch (error) {
      // Not this order's link (or no such order): the frame says so once the app asks. Anything
      // else (the database away) is worth a line in the log; the frame is sent all the same.
      if (!(error instanceof AppError))
        log.warn({ err: error, page }, 'tracking page lookup failed');
      return null;
    }
    if (waiting >= SSR_RENDER_QUEUE_MAX) return null;
    waiting += 1;
    const render = turn.then(async () => {
      const module = await load();
      return module.renderTrackingPage({
        page,
        orderId,
        token,
        tracking,
        language,
        messages: messagesOf(language),
        config: publicConfig(ctx, version),
        renderedAt: ctx.clock.now().getTime(),
      });
    });
    turn = render.catch(() => undefined);
    try {
      const rendered = await render;
      if (!rendered) return null;
      const { body, style } = styleAttributesToSheet(rendered.markup);
      // Never closes its element early: no "<" survives in the JSON.
      const json = JSON.stringify(rendered.data).replace(/</g, '\\u003c');
      return template
        .replace(SSR_STYLES_SLOT, () =>
          style.replace('<style ', `<style nonce="${CSP_NONCE_SLOT}" `),
        )
        .replace(SSR_ROOT_SLOT, () => body)
        .replace(
          '</body>',
          () => `<script type="application/json" id="${SSR_DATA_ID}">${json}</script></body>`,
        );
    } catch (error) {
      log.warn({ err: error, page }, 'tracking page render failed; its frame is sent');
      return null;
    } finally {
      waiting -= 1;
    }
  };
  return {
    render,
    // Loading the rendering code takes about a second: done once the server listens, so the first
    // tracking link after a start does not wait for it.
    warmUp: async () => {
      await load();
    },
  };
}
