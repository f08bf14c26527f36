import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { existsSync, readFileSync } from 'node:fs';
import { parse as parseCookies } from 'cookie';
import Negotiator from 'negotiator';
import { pickLanguage } from '@rider-portal/domain/languages';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BRAND_THEMES, svgDataUrl } from '@rider-portal/domain/brands';
import {
  CSP_NONCE_SLOT,
  LANGUAGE_COOKIE,
  PRERENDERED_ORDER_ID,
  PRERENDERED_PAGES,
  prerenderedFileName,
  prerenderedPageFor,
  SIGNED_IN_COOKIE,
} from '@rider-portal/domain/prerender';
import type { TAppContext } from '../../app-context.ts';
import { errorEnvelope } from '../../http/errors.ts';
import { publicConfig } from '../app-config/service.ts';
import { createTrackingRenderer, type TTrackingPageKey } from './tracking-render.ts';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rider Portal</title></head>
<body><h1>Rider Portal</h1><p>The web app is not built yet. Run <code>npm run build</code> and restart.</p></body></html>`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Brotli for a page compressed as it is sent: a few kilobytes in well under a millisecond. */
const FAST_BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } };

/** Stands for the answer's style nonce in the rendered index page (see withNonce). */
const NONCE_SLOT = CSP_NONCE_SLOT;

/**
 * The index page with the deployment's configuration and brand title filled in, and a slot for
 * each answer's CSP nonce: on its inline first-paint style, and in the `csp-nonce` meta element
 * where the app (Mantine's theme variables) and Vite's loader find it.
 */
export function renderIndexHtml(template: string, ctx: TAppContext, version: string): string {
  const json = JSON.stringify(publicConfig(ctx, version)).replace(/</g, '\\u003c');
  const title = BRAND_THEMES[ctx.config.entity].pageTitle;
  return (
    template
      .replace(
        '<!--portal-config-->',
        `<meta property="csp-nonce" nonce="${NONCE_SLOT}" />` +
          `<script id="portal-config" type="application/json">${json}</script>`,
      )
      .replace(/<style(\s[^>]*)?>/g, (tag: string, attributes = '') =>
        attributes.includes('nonce=') ? tag : `<style nonce="${NONCE_SLOT}"${attributes}>`,
      )
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
      // The app page's first paint is the brand's bar, not a blank one: a phone shows whose portal
      // it is while the app's code arrives (the app draws its own header in its place).
      .replace(
        '<div class="boot-bar"></div>',
        `<div class="boot-bar"><img src="${svgDataUrl(BRAND_THEMES[ctx.config.entity].logoSvg)}" alt="" height="32"></div>`,
      )
  );
}

/** The rendered page with this answer's style nonce in its slots. */
export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_SLOT, nonce);
}

/**
 * A path that is a file or a hidden folder, never a client route: `/.git/config`, `/.env`,
 * `/wp-login.php`. Answered 404, not the app page.
 */
export function isFileLikePath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: judged as sent.
  }
  return [path, decoded].some(
    (p) => /\.[a-z0-9]{1,5}$/i.test(p) || p.split('/').some((segment) => segment.startsWith('.')),
  );
}

/** Serves the built single-page app, its client routes, the version probe and the flag fallback file. */
export async function registerSpa(
  app: FastifyInstance,
  ctx: TAppContext,
): Promise<{ version: string }> {
  const indexPath = ctx.webDist ? join(ctx.webDist, 'index.html') : null;
  const template = indexPath && existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : null;
  const version = createHash('sha256')
    .update(template ?? 'not-built')
    .digest('hex')
    .slice(0, 12);
  const indexHtml = template ? renderIndexHtml(template, ctx, version) : NOT_BUILT_PAGE;
  const prerendered = template && ctx.webDist ? loadPrerenderedPages(ctx, version) : null;
  if (prerendered) {
    app.addHook('onListen', function warmUpTrackingRender(done) {
      prerendered
        .warmUp()
        .catch((error: unknown) => app.log.warn({ err: error }, 'tracking page code not loaded'));
      done();
    });
  }

  if (template && ctx.webDist) {
    await app.register(fastifyStatic, {
      root: ctx.webDist,
      index: false,
      wildcard: false,
      // The build wrote a .br and a .gz beside every text asset: sent by Accept-Encoding, with
      // content-encoding and vary set.
      preCompressed: true,
      // Hashed assets never change; everything else is revalidated.
      // The prerendered pages are templates of the app's pages, not files to hand out.
      // The server's rendering code (ssr/) is not for the browser either.
      allowedPath: (path) => !path.startsWith('/prerendered/') && !path.startsWith('/ssr/'),
      setHeaders: (reply, path) => {
        reply.header(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.get('/version.json', { schema: { hide: true } }, async (_request, reply) => {
    return reply.header('cache-control', 'no-store').send({ version });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/live');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage || isFileLikePath(path)) {
      return reply.status(404).send(errorEnvelope('error.not-found'));
    }
    // Client routes: the app decides what to show, including its own not-found page; a public
    // page comes prerendered in the visitor's language. Compressed here: the
    // compression plugin serves routes, and this is the not-found handler.
    const chosen = prerendered?.pageFor(request) ?? null;
    // A tracking link's page comes with its order: personal to the link, never cached.
    const rendered = chosen?.withOrder ? await chosen.withOrder(request.log) : null;
    const html = withNonce(rendered ?? chosen?.page ?? indexHtml, reply.cspNonce.style);
    const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), ['br', 'gzip']);
    reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', rendered ? 'private, no-store' : 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie');
    if (!encoding) return reply.send(html);
    return reply
      .header('content-encoding', encoding)
      .send(encoding === 'br' ? brotliCompressSync(html, FAST_BROTLI) : gzipSync(html));
  });
  return { version };
}

/** What the build's prerender wrote: the markets, brands and languages it rendered pages for. */
type TPrerenderManifest = Record<string, { entities: string[]; languages: string[] }>;

/**
 * The prerendered pages of this deployment's market, brand and languages, ready to send (issue
 * 16), or null when the build rendered none for it (then every route gets the plain app page).
 * Pages were rendered with the market's own languages; a deployment configured with others
 * (LANGUAGES) gets none, since its language menu would differ from the page's.
 */
export function loadPrerenderedPages(
  ctx: TAppContext,
  version: string,
): {
  pageFor(request: FastifyRequest): {
    page: string;
    /** A tracking link's page rendered with its order, or null (then `page`, its frame). */
    withOrder: ((log: FastifyBaseLogger) => Promise<string | null>) | null;
  } | null;
  /** Loads the tracking page's rendering code ahead of the first link. */
  warmUp: () => Promise<void>;
} | null {
  const { country, entity, languages, registrationType } = ctx.config;
  const dir = join(ctx.webDist ?? '', 'prerendered');
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as TPrerenderManifest;
  const market = manifest[country];
  if (!market?.entities.includes(entity)) return null;
  if (market.languages.join(',') !== languages.join(',')) return null;
  const pages = new Map<string, string>();
  for (const language of languages) {
    for (const { key } of PRERENDERED_PAGES) {
      const name = prerenderedFileName(key, registrationType);
      const path = join(dir, country, entity, language, `${name}.html`);
      if (existsSync(path)) {
        pages.set(`${language}/${key}`, renderIndexHtml(readFileSync(path, 'utf8'), ctx, version));
      }
      const withOrder = join(dir, country, entity, language, `${name}.ssr.html`);
      if (existsSync(withOrder)) {
        pages.set(
          `${language}/${key}.ssr`,
          renderIndexHtml(readFileSync(withOrder, 'utf8'), ctx, version),
        );
      }
    }
  }
  const renderer = createTrackingRenderer(ctx, ctx.webDist ?? '', version);
  const renderTracking = renderer?.render ?? null;
  return {
    warmUp: () => renderer?.warmUp() ?? Promise.resolve(),
    pageFor(request) {
      const cookies = parseCookies(String(request.headers.cookie ?? ''));
      const match = prerenderedPageFor(
        request.url.split('?')[0] ?? '/',
        country,
        cookies[SIGNED_IN_COOKIE] === '1',
      );
      if (!match) return null;
      const query = request.query as Record<string, unknown> | undefined;
      const language = pickLanguage({
        saved: cookies[LANGUAGE_COOKIE] ?? null,
        requested: typeof query?.lang === 'string' ? query.lang : null,
        browser: new Negotiator(request).languages(),
        offered: languages,
      });
      const page = pages.get(`${language}/${match.key}`) ?? null;
      if (!page) return null;
      const { orderId } = match;
      if (orderId === undefined) return { page, withOrder: null };
      const template = pages.get(`${language}/${match.key}.ssr`);
      const token = typeof query?.t === 'string' ? query.t : '';
      const isTracking = match.key === 'tracking' || match.key === 'tracking-c2c';
      return {
        page: page.replaceAll(PRERENDERED_ORDER_ID, escapeHtml(orderId)),
        withOrder:
          renderTracking && template && token && isTracking
            ? (log) =>
                renderTracking({
                  page: match.key as TTrackingPageKey,
                  orderId,
                  token,
                  language,
                  template,
                  log,
                })
            : null,
      };
    },
  };
}
