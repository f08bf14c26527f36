import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as api from '@rider-portal/domain/api/request';
import { getMarket } from '@rider-portal/domain/markets';
import { createOrderSchema, updateOrderSchema } from '@rider-portal/domain/request-order';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { requireCaller } from '../auth/caller.ts';
import { vendorFor } from '../vendors/service.ts';
import { createOrder } from './create-order.ts';
import { IDEMPOTENCY_KEY_MAX_CHARS } from './idempotency-store.ts';
import { getRequestOptions } from './request-options.ts';
import { updateOrder } from './update-order.ts';
import { assertNotInMaintenance } from '../flags/service.ts';

const ZIdempotencyHeaders = z.looseObject({
  'idempotency-key': z.string().trim().min(1).max(IDEMPOTENCY_KEY_MAX_CHARS).optional(),
});

/** Placing and changing orders from the request-a-rider flow (000 §3, §4, §7). */
export function requestOrderRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  const country = ctx.config.country;
  return async (app) => {
    app.get(
      api.getRequestOptions.path,
      {
        schema: {
          tags: ['request'],
          summary: 'What the request form needs about a vendor: pickup, payment methods, limits',
          params: api.getRequestOptions.params,
          response: api.getRequestOptions.response,
        },
      },
      async (request) => {
        const vendor = await vendorFor(ctx, requireCaller(request), request.params.vendorId);
        return { result: await getRequestOptions(ctx, vendor) };
      },
    );

    app.post(
      api.createOrder.path,
      {
        schema: {
          tags: ['request'],
          summary: `Request a rider (amounts in ${getMarket(country).currency} minor units)`,
          headers: ZIdempotencyHeaders,
          body: createOrderSchema({ country }),
          response: api.createOrder.response,
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        const vendor = await vendorFor(ctx, caller, request.body.vendor_id);
        const flags = await assertNotInMaintenance(ctx, vendor.vendorId);
        const result = await createOrder({
          ctx,
          vendorId: vendor.vendorId,
          input: request.body,
          idempotencyKey: request.headers['idempotency-key'] ?? null,
          clock: request.clock,
          known: { vendor, flags },
        });
        return reply.status(201).send({ result: { order_id: result.orderId } });
      },
    );

    app.put(
      api.updateOrder.path,
      {
        schema: {
          tags: ['request'],
          summary: 'Change an order that has not been picked up (modify-order flag)',
          params: api.updateOrder.params,
          body: updateOrderSchema({ country }),
          response: api.updateOrder.response,
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const vendor = await vendorFor(ctx, caller, request.body.vendor_id);
        if (!request.params.orderId.startsWith(`${vendor.vendorId}-`)) {
          throw new AppError(404, 'error.not-found');
        }
        await assertNotInMaintenance(ctx, vendor.vendorId);
        const order = await updateOrder({
          ctx,
          orderId: request.params.orderId,
          vendorId: vendor.vendorId,
          payload: request.body,
          now: request.clock.now(),
        });
        return { result: order };
      },
    );
  };
}
