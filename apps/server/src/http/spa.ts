import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { BRAND_THEMES } from '@rider-portal/domain/brands';
import type { TAppContext } from '../app-context.ts';
import { errorEnvelope } from './errors.ts';
import { publicConfig } from '../modules/app-config/service.ts';

const NOT_BUILT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rider Portal</title></head>
<body><h1>Rider Portal</h1><p>The web app is not built yet. Run <code>npm run build</code> and restart.</p></body></html>`;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The index page with the deployment's configuration and brand title filled in. */
export function renderIndexHtml(template: string, ctx: TAppContext, version: string): string {
  const json = JSON.stringify(publicConfig(ctx, version)).replace(/</g, '\\u003c');
  const title = BRAND_THEMES[ctx.config.entity].pageTitle;
  return template
    .replace(
      '<!--portal-config-->',
      `<script id="portal-config" type="application/json">${json}</script>`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
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

  if (template && ctx.webDist) {
    await app.register(fastifyStatic, {
      root: ctx.webDist,
      index: false,
      wildcard: false,
      // Hashed assets never change; everything else is revalidated.
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

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/live');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApi || !wantsPage || /\.[a-z0-9]{1,5}$/i.test(path)) {
      return reply.status(404).send(errorEnvelope('error.not-found'));
    }
    // Client routes: the app decides what to show, including its own not-found page.
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
  return { version };
}
