import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import * as orders from '@rider-portal/domain/api/public/orders';
import * as outlets from '@rider-portal/domain/api/public/outlets';
import * as token from '@rider-portal/domain/api/public/token';
import type { TPublicEndpoint } from '@rider-portal/domain/api/public/endpoint';
import type { TAppContext } from '../../app-context.ts';

const API_ENDPOINTS: readonly TPublicEndpoint[] = [
  orders.createOrder,
  orders.getOrder,
  orders.cancelOrder,
  orders.updateOrder,
  orders.getCoordinates,
  orders.getProof,
  orders.estimateFee,
  orders.estimateTime,
  outlets.putOutlet,
  outlets.getOutlet,
  outlets.listOutlets,
];

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

/** `:name` to OpenAPI's `{name}`. */
function openApiPath(path: string): string {
  return path.replace(/:([a-z_]+)/gi, '{$1}');
}

function operation(endpoint: TPublicEndpoint, opts: { isForm?: boolean; isSecured: boolean }) {
  const params = endpoint.params ? jsonSchema(endpoint.params, 'input') : null;
  const pathParameters = params
    ? Object.entries((params.properties ?? {}) as Record<string, unknown>).map(
        ([name, schema]) => ({
          name,
          in: 'path',
          required: true,
          schema,
        }),
      )
    : [];
  return {
    summary: endpoint.summary,
    ...(opts.isSecured ? {} : { security: [] }),
    parameters: pathParameters,
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: {
              [opts.isForm ? 'application/x-www-form-urlencoded' : 'application/json']: {
                schema: jsonSchema(endpoint.body, 'input'),
              },
            },
          },
        }
      : {}),
    responses: Object.fromEntries(
      Object.entries(endpoint.response).map(([status, schema]) => [
        status,
        status === '204'
          ? { description: 'No content' }
          : {
              description: status.startsWith('2') ? 'Success' : 'Error',
              content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
            },
      ]),
    ),
  };
}

/**
 * The public API's own OpenAPI document (issue 19), generated from the same contract the routes
 * declare; separate from the portal's internal API at /api/docs.
 */
export function buildPublicApiDocument(country: string): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of API_ENDPOINTS) {
    const path = `/{country}/api/v1${openApiPath(endpoint.path)}`;
    paths[path] = {
      ...paths[path],
      [endpoint.method.toLowerCase()]: operation(endpoint, { isSecured: true }),
    };
  }
  paths[token.requestAccessToken.path] = {
    post: operation(token.requestAccessToken, { isForm: true, isSecured: false }),
  };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Rider Portal public delivery API',
      version: '1.1.0',
      description: `The market's code is ${country.toLowerCase()}. Compatible with the pandago API v1.1.0: an integration written for it works by changing its token URL and its API base URL.`,
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    security: [{ bearer: [] }],
    paths,
    // What the client's callback URL receives on each status change of its orders.
    webhooks: {
      orderStatus: {
        post: {
          summary: "An order changed status (the reference's callback)",
          description:
            "Signed twice with the client's webhook secret: `X-Signature-SHA256` (hex HMAC-SHA256 of the raw body, keyed with the secret string as shown, as pandago signs) and Standard Webhooks (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64>`). Delivered at least once and in order per order; retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 24 h; a 410 answer disables the endpoint.",
          security: [],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(orders.ZApiCallback, 'output') } },
          },
          responses: { '200': { description: 'Any 2xx answer: received' } },
        },
      },
    },
  };
}

/** GET /api/public/docs: the document as JSON. */
export function publicApiDocsRoute(ctx: TAppContext): FastifyPluginAsync {
  const document = buildPublicApiDocument(ctx.config.country);
  return async (app) => {
    app.get('/api/public/docs', { schema: { hide: true } }, async () => document);
  };
}
