import Fastify from 'fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fastifyRateLimit from '@fastify/rate-limit';
import { normalizeIP } from '@fastify/rate-limit';
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
import { authRoutes } from './modules/auth/routes.ts';
import { mailboxRoutes } from './modules/mailbox/routes.ts';
import { logisticsRoutes, riderRoutes } from './modules/dispatch/routes.ts';
import { orderFollowRoutes } from './modules/orders/follow-routes.ts';
import { registerLiveRoutes } from './modules/live/routes.ts';
import { historyRoutes } from './modules/history/routes.ts';
import { vendorRoutes } from './modules/vendors/routes.ts';
import { countryParameterRoutes } from './modules/country-params/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { pricingRoutes } from './modules/pricing/routes.ts';
import { voucherRoutes } from './modules/vouchers/routes.ts';
import { requestOrderRoutes } from './modules/orders/request-routes.ts';
import { addressBookRoutes } from './modules/addressbook/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { bulkRoutes } from './modules/bulk/routes.ts';
import { helpRoutes } from './modules/help/routes.ts';
import { publicTrackingRoutes } from './modules/public-tracking/routes.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;

function tileOrigin(url: string | null): string[] {
  if (!url) return [];
  try {
    return [new URL(url.replace(/\{[a-z]\}/g, 'a')).origin];
  } catch {
    return [];
  }
}

/**
 * Query parameters that carry credentials (the live channel's token, a tracking link's `t`) never
 * reach the log.
 */
const SECRET_QUERY = /([?&](?:authorization|token|access_token|t)=)[^&]*/gi;

function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: request.url.replace(SECRET_QUERY, '$1[redacted]'),
    remoteAddress: request.ip,
  };
}

/** TRUST_PROXY as a hop count: the n proxies nearest the server are trusted. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
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
      serializers: { req: requestForLog },
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy:
      typeof ctx.config.trustProxy === 'number'
        ? trustHops(ctx.config.trustProxy)
        : ctx.config.trustProxy,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...tileOrigin(ctx.config.mapTileUrl)],
        // 001 §7: a configured help centre is called (its init) and shown (its pages in a frame).
        'connect-src': ["'self'", ...tileOrigin(ctx.config.helpCenterInitUrl)],
        'frame-src': ["'self'", ...tileOrigin(ctx.config.helpCenterInitUrl)],
        // The API docs page needs its own inline bootstrap; everything else is 'self'.
        'script-src': ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: ctx.config.rateLimitPerMinute,
    // The app's own code files are not limited: a phone reloading on a poor line must never be
    // locked out of the chunks it needs (they are immutable and cached for a year anyway).
    allowList: (request) => request.url === '/health' || request.url.startsWith('/assets/'),
    // A client that hung up before this hook ran has no address any more: count it under one key
    // rather than failing (the default key generator throws on an undefined ip).
    keyGenerator: (request) => normalizeIP(request.ip ?? 'gone'),
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

  // One resolver for HTTP requests and the live channel.
  const callerOf = (authorization: string | undefined) =>
    resolveCaller(authorization, {
      secret: ctx.secrets.tokenSecret,
      integrationKey: ctx.secrets.integrationKey,
      clock: ctx.clock,
      db: ctx.db,
    });
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    request.caller = await callerOf(request.headers.authorization);
  });

  const spa = await registerSpa(app, ctx);
  await app.register(healthRoutes(ctx));
  await app.register(flagFallbackRoute(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(async (live) => registerLiveRoutes(live, ctx, callerOf));
  await app.register(
    async (api) => {
      await api.register(appConfigRoutes(ctx, () => spa.version));
      await api.register(flagRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(mailboxRoutes(ctx));
      await api.register(logisticsRoutes(ctx));
      await api.register(riderRoutes(ctx));
      await api.register(orderFollowRoutes(ctx));
      await api.register(historyRoutes(ctx));
      await api.register(vendorRoutes(ctx));
      await api.register(countryParameterRoutes(ctx));
      await api.register(geoRoutes(ctx));
      await api.register(pricingRoutes(ctx));
      await api.register(voucherRoutes(ctx));
      await api.register(requestOrderRoutes(ctx));
      await api.register(addressBookRoutes(ctx));
      await api.register(paymentRoutes(ctx));
      await api.register(bulkRoutes(ctx));
      await api.register(helpRoutes(ctx));
      await api.register(publicTrackingRoutes(ctx));
    },
    { prefix: '/api/v1' },
  );
  return app;
}
