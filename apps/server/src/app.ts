import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyRateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TAppContext } from './app-context.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerSpa } from './http/spa.ts';
import { resolveCaller } from './modules/auth/caller.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { appConfigRoutes } from './modules/app-config/routes.ts';
import { flagFallbackRoute, flagRoutes } from './modules/flags/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;

function tileOrigin(url: string | null): string[] {
  if (!url) return [];
  try {
    return [new URL(url.replace(/\{[a-z]\}/g, 'a')).origin];
  } catch {
    return [];
  }
}

/** Builds the whole HTTP app from its context; tests build it in-process the same way. */
export async function buildApp(
  ctx: TAppContext,
  opts: { logger?: boolean | Record<string, unknown> } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? {
      level: ctx.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...tileOrigin(ctx.config.mapTileUrl)],
        'connect-src': ["'self'"],
        // The API docs page needs its own inline bootstrap; everything else is 'self'.
        'script-src': ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: ctx.config.rateLimitPerMinute,
    allowList: (request) => request.url === '/health',
    timeWindow: '1 minute',
    ...(ctx.config.redisUrl
      ? { redis: new Redis(ctx.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1 }) }
      : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: 'error.rate-limited',
      retryAfter: context.after,
    }),
  });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Rider Portal API', version: '1.0.0' },
      components: {
        securitySchemes: {
          portal: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: "'GoDroid {token}', 'Bearer {access}|{id}' or 'Bearer {guest token}'",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    request.caller = await resolveCaller(request.headers.authorization, {
      secret: ctx.secrets.tokenSecret,
      clock: ctx.clock,
    });
  });

  const spa = await registerSpa(app, ctx);
  await app.register(healthRoutes(ctx));
  await app.register(flagFallbackRoute(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(
    async (api) => {
      await api.register(appConfigRoutes(ctx, () => spa.version));
      await api.register(flagRoutes(ctx));
    },
    { prefix: '/api/v1' },
  );
  return app;
}
