import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_REQUESTS_PER_MINUTE } from '@rider-portal/domain/constants';
import * as orders from '@rider-portal/domain/api/public/orders';
import * as outlets from '@rider-portal/domain/api/public/outlets';
import type { TAppContext } from '../../app-context.ts';
import { IDEMPOTENCY_KEY_MAX_CHARS } from '../orders/idempotency-store.ts';
import { apiClientOf, registerApiAuth } from './auth.ts';
import { registerPublicErrors } from './errors.ts';
import {
  cancelApiOrder,
  createApiOrder,
  estimateApiFee,
  estimateApiTime,
  getApiCoordinates,
  getApiOrder,
  getApiProof,
  updateApiOrder,
} from './orders.ts';
import { getApiOutlet, listApiOutlets, putApiOutlet } from './outlets.ts';
import { startWebhookWorker, stopWebhookWorker } from './webhook-worker.ts';

/** Where every public route lives: the market's code in lower case, another market's is 404. */
export const PUBLIC_API_PREFIX = '/:country/api/v1';

const ZIdempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX_CHARS).optional(),
});

/** Each client's calls, counted together on every instance (Redis when configured). */
const RATE_LIMIT = {
  max: API_REQUESTS_PER_MINUTE,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `api:${request.apiClient?.clientId ?? request.ip}`,
};

/** The public delivery API (issue 19): the pandago API v1.1.0's routes on our order engine. */
export function publicApiRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    registerPublicErrors(app);
    registerApiAuth(app, ctx);
    // The webhook queue's worker (webhook-worker.ts), on every server; stops cleanly.
    app.addHook('onReady', async () => startWebhookWorker(ctx, app.log));
    app.addHook('onClose', () => stopWebhookWorker(ctx));
    const call = (request: FastifyRequest) => ({
      ctx,
      client: apiClientOf(request),
      clock: request.clock,
      origin: ctx.config.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`,
    });
    const schema = (summary: string) => ({ hide: true, tags: ['public-api'], summary });
    const config = { rateLimit: RATE_LIMIT };

    app.post(
      orders.createOrder.path,
      {
        schema: {
          ...schema(orders.createOrder.summary),
          params: orders.createOrder.params,
          headers: ZIdempotencyHeaders,
          body: orders.createOrder.body,
          response: orders.createOrder.response,
        },
        config: { ...config, apiErrorList: true },
      },
      async (request, reply) => {
        const result = await createApiOrder(call(request), {
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'] ?? null,
        });
        return reply.status(201).send(result.order);
      },
    );

    app.post(
      orders.estimateFee.path,
      {
        schema: {
          ...schema(orders.estimateFee.summary),
          params: orders.estimateFee.params,
          body: orders.estimateFee.body,
          response: orders.estimateFee.response,
        },
        config,
      },
      async (request) => estimateApiFee(call(request), request.body),
    );

    app.post(
      orders.estimateTime.path,
      {
        schema: {
          ...schema(orders.estimateTime.summary),
          params: orders.estimateTime.params,
          body: orders.estimateTime.body,
          response: orders.estimateTime.response,
        },
        config,
      },
      async (request) => estimateApiTime(call(request), request.body),
    );

    app.get(
      orders.getProof.path,
      {
        schema: {
          ...schema(orders.getProof.summary),
          params: orders.getProof.params,
          response: orders.getProof.response,
        },
        config,
      },
      async (request, reply) => {
        const image = await getApiProof(call(request), {
          orderId: request.params.order_id,
          kind: request.params.kind,
        });
        // A JSON string: Fastify would send a bare string as text.
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(image));
      },
    );

    app.get(
      orders.getOrder.path,
      {
        schema: {
          ...schema(orders.getOrder.summary),
          params: orders.getOrder.params,
          response: orders.getOrder.response,
        },
        config,
      },
      async (request) => getApiOrder(call(request), request.params.order_id),
    );

    app.delete(
      orders.cancelOrder.path,
      {
        schema: {
          ...schema(orders.cancelOrder.summary),
          params: orders.cancelOrder.params,
          body: orders.cancelOrder.body,
          response: orders.cancelOrder.response,
        },
        config,
      },
      async (request, reply) => {
        await cancelApiOrder(call(request), {
          orderId: request.params.order_id,
          reason: request.body.reason,
        });
        return reply.status(204).send(null);
      },
    );

    app.put(
      orders.updateOrder.path,
      {
        schema: {
          ...schema(orders.updateOrder.summary),
          params: orders.updateOrder.params,
          body: orders.updateOrder.body,
          response: orders.updateOrder.response,
        },
        config,
      },
      async (request) =>
        updateApiOrder(call(request), { orderId: request.params.order_id, body: request.body }),
    );

    app.get(
      orders.getCoordinates.path,
      {
        schema: {
          ...schema(orders.getCoordinates.summary),
          params: orders.getCoordinates.params,
          response: orders.getCoordinates.response,
        },
        config,
      },
      async (request) => getApiCoordinates(call(request), request.params.order_id),
    );

    app.put(
      outlets.putOutlet.path,
      {
        schema: {
          ...schema(outlets.putOutlet.summary),
          params: outlets.putOutlet.params,
          body: outlets.putOutlet.body,
          response: outlets.putOutlet.response,
        },
        config,
      },
      async (request) =>
        putApiOutlet(call(request), {
          clientVendorId: request.params.client_vendor_id,
          body: request.body,
        }),
    );

    app.get(
      outlets.getOutlet.path,
      {
        schema: {
          ...schema(outlets.getOutlet.summary),
          params: outlets.getOutlet.params,
          response: outlets.getOutlet.response,
        },
        config,
      },
      async (request) => getApiOutlet(call(request), request.params.client_vendor_id),
    );

    app.get(
      outlets.listOutlets.path,
      {
        schema: {
          ...schema(outlets.listOutlets.summary),
          params: outlets.listOutlets.params,
          response: outlets.listOutlets.response,
        },
        config,
      },
      async (request) => listApiOutlets(call(request)),
    );
  };
}
