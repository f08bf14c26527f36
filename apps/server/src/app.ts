import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
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
import { answerClientError, answerFrameworkError, registerErrorHandling } from './http/errors.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { errorForLog, registerResponseHardening, requestForLog } from './http/hardening.ts';
import { LOG_HOOKS, PRETTY_LOG, registerRequestLog } from './http/request-log.ts';
import { registerSpa } from './modules/pages/spa.ts';
import { createCallerResolver, listenForEndedSessions } from './modules/auth/caller-cache.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { appConfigRoutes } from './modules/app-config/routes.ts';
import { flagFallbackRoute, flagRoutes } from './modules/app-config/flag-routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { authRoutes } from './modules/accounts/routes.ts';
import { mailboxRoutes } from './modules/mailbox/routes.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { attentionRoutes } from './modules/attention/routes.ts';
import { logisticsRoutes, riderRoutes } from './modules/dispatch/routes.ts';
import { orderFollowRoutes } from './modules/orders/follow-routes.ts';
import { registerLiveRoutes } from './modules/live/routes.ts';
import { historyRoutes } from './modules/history/routes.ts';
import { vendorRoutes } from './modules/vendors/routes.ts';
import { countryParameterRoutes } from './modules/country-params/routes.ts';
import { geoRoutes } from './modules/geo/routes.ts';
import { quoteRoutes } from './modules/quotes/routes.ts';
import { installRequestClock } from './modules/service-hours/request-clock.ts';
import { serviceHoursRoutes } from './modules/service-hours/routes.ts';
import { voucherRoutes } from './modules/vouchers/routes.ts';
import { requestOrderRoutes } from './modules/orders/request-routes.ts';
import { addressBookRoutes } from './modules/addressbook/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { bulkRoutes } from './modules/bulk/routes.ts';
import { helpRoutes } from './modules/help/routes.ts';
import { publicTrackingRoutes } from './modules/public-tracking/routes.ts';
import { tokenRoutes } from './modules/public-api/token-routes.ts';
import { PUBLIC_API_PREFIX, publicApiRoutes } from './modules/public-api/routes.ts';
import { publicApiDocsRoute } from './modules/public-api/openapi.ts';
import { integrationRoutes } from './modules/public-api/portal-routes.ts';

export const BODY_LIMIT_BYTES = 64 * 1024;
/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Longest path parameter the router passes on to the route's schema, percent-escaped. */
export const PATH_PARAM_MAX_CHARS = 2048;

function tileOrigin(url: string | null): string[] {
  if (!url) return [];
  try {
    return [new URL(url.replace(/\{[a-z]\}/g, 'a')).origin];
  } catch {
    return [];
  }
}

/** TRUST_PROXY as a hop count: the n proxies nearest the server are trusted. */
function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

/** Builds the whole HTTP app from its context; tests build it in-process the same way. */
export async function buildApp(
  ctx: TAppContext,
  opts: {
    logger?: boolean | Record<string, unknown>;
    /** The production log written here instead (tests that read what the log holds). */
    logStream?: { write(line: string): void };
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? {
      level: ctx.config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: requestForLog, err: errorForLog },
      hooks: LOG_HOOKS,
      ...(opts.logStream
        ? { stream: opts.logStream }
        : ctx.config.logFormat === 'pretty'
          ? { transport: PRETTY_LOG }
          : {}),
    },
    // One line per request, written by registerRequestLog (Fastify's own are two).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy:
      typeof ctx.config.trustProxy === 'number'
        ? trustHops(ctx.config.trustProxy)
        : ctx.config.trustProxy,
    return503OnClosing: true,
    // Path parameters are bounded by their schemas (a clear field error), not cut short by the
    // router; past this the router answers 414 in the envelope (answerFrameworkError).
    routerOptions: { maxParamLength: PATH_PARAM_MAX_CHARS },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  registerRequestLog(app);

  await app.register(fastifyHelmet, {
    // No `https:` wildcard and no 'unsafe-inline'. What must be inline (the index page's
    // first-paint style, Mantine's theme variables) carries this response's nonce (renderIndexHtml,
    // the web's getStyleNonce); tokens stay in local storage, so this policy is what guards them.
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', ...tileOrigin(ctx.config.mapTileUrl)],
        // 001 §7: a configured help centre is called (its init) and shown (its pages in a frame).
        'connect-src': ["'self'", ...tileOrigin(ctx.config.helpCenterInitUrl)],
        'frame-src': ["'self'", ...tileOrigin(ctx.config.helpCenterInitUrl)],
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  registerResponseHardening(app);
  // Answers over 1 KB (JSON, the index page) compressed as the client accepts (brotli at a
  // quality fast enough per request); built assets are precompressed (spa.ts).
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
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

  // One resolver for HTTP requests and the live channel, remembering callers for a few seconds;
  // an ended session is forgotten at once on every instance (the bus).
  const callers = createCallerResolver({
    secret: ctx.secrets.tokenSecret,
    integrationKey: ctx.secrets.integrationKey,
    clock: ctx.clock,
    db: ctx.db,
  });
  const stopForgetting = await listenForEndedSessions(ctx.bus, callers);
  app.addHook('onClose', async () => stopForgetting());
  const callerOf = (authorization: string | undefined) => callers.resolve(authorization);
  app.decorateRequest('caller', null);
  app.addHook('onRequest', async (request) => {
    request.caller = await callerOf(request.headers.authorization);
  });
  installRequestClock(app, ctx);

  const spa = await registerSpa(app, ctx);
  await app.register(healthRoutes(ctx));
  await app.register(flagFallbackRoute(ctx));
  await app.register(adminRoutes(ctx));
  await app.register(tokenRoutes(ctx));
  await app.register(publicApiDocsRoute(ctx));
  await app.register(publicApiRoutes(ctx), { prefix: PUBLIC_API_PREFIX });
  await app.register(async (live) => registerLiveRoutes(live, ctx, callerOf));
  await app.register(
    async (api) => {
      await api.register(appConfigRoutes(ctx, () => spa.version));
      await api.register(flagRoutes(ctx));
      await api.register(authRoutes(ctx));
      await api.register(mailboxRoutes(ctx));
      await api.register(notificationRoutes(ctx));
      await api.register(attentionRoutes(ctx));
      await api.register(logisticsRoutes(ctx));
      await api.register(riderRoutes(ctx));
      await api.register(orderFollowRoutes(ctx));
      await api.register(historyRoutes(ctx));
      await api.register(vendorRoutes(ctx));
      await api.register(integrationRoutes(ctx));
      await api.register(countryParameterRoutes(ctx));
      await api.register(geoRoutes(ctx));
      await api.register(quoteRoutes(ctx));
      await api.register(serviceHoursRoutes(ctx));
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
