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
  };
}

/** GET /api/public/docs: the document as JSON. */
export function publicApiDocsRoute(ctx: TAppContext): FastifyPluginAsync {
  const document = buildPublicApiDocument(ctx.config.country);
  return async (app) => {
    app.get('/api/public/docs', { schema: { hide: true } }, async () => document);
  };
}
