import fastifyFormbody from '@fastify/formbody';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { API_TOKEN_REQUESTS_PER_MINUTE } from '@rider-portal/domain/constants';
import * as api from '@rider-portal/domain/api/public/token';
import type { TAppContext } from '../../app-context.ts';
import { OAuthError, issueAccessToken } from './token.ts';
import type { TTokenRequest } from './token.ts';

/** The URLs a client assertion's aud may name besides pandago's: ours, as configured and as asked. */
function tokenUrls(ctx: TAppContext, request: FastifyRequest): string[] {
  const urls = [`${request.protocol}://${request.host}${api.requestAccessToken.path}`];
  if (ctx.config.publicUrl) {
    urls.push(`${ctx.config.publicUrl.replace(/\/+$/, '')}${api.requestAccessToken.path}`);
  }
  return urls;
}

/** POST /oauth2/token (issue 19): OAuth's shape for every answer, limited per client. */
export function tokenRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyFormbody);
    app.setErrorHandler((error, _request, reply) => {
      if (error instanceof OAuthError) {
        return reply
          .status(error.status)
          .header('cache-control', 'no-store')
          .send({ error: error.code, error_description: error.message });
      }
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status === 429) {
        return reply.status(429).send({
          error: 'slow_down',
          error_description: 'Too many token requests for this client; a token lasts an hour',
        });
      }
      if (status >= 500) throw error;
      return reply.status(400).send({
        error: 'invalid_request',
        error_description: 'The request should be form-encoded token request fields',
      });
    });

    app.post(
      api.requestAccessToken.path,
      {
        schema: {
          // In the public API's own document (/api/public/docs), not the portal's.
          hide: true,
          tags: ['public-api'],
          summary: api.requestAccessToken.summary,
          body: api.requestAccessToken.body,
          response: api.requestAccessToken.response,
        },
        config: {
          rateLimit: {
            max: API_TOKEN_REQUESTS_PER_MINUTE,
            timeWindow: '1 minute',
            hook: 'preHandler',
            keyGenerator: (request: FastifyRequest) =>
              `oauth2:${(request.body as TTokenRequest | undefined)?.client_id ?? request.ip}`,
          },
        },
      },
      async (request, reply) => {
        const answer = await issueAccessToken(ctx, request.body, tokenUrls(ctx, request));
        return reply.header('cache-control', 'no-store').send(answer);
      },
    );
  };
}
