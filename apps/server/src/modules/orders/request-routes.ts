import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

const ZRequestOptions = z.object({
  vendor_id: z.string(),
  name: z.string(),
  is_guest: z.boolean(),
  pickup: z.object({
    has_coordinates: z.boolean(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    city: z.string(),
  }),
  estimation_pick_up_time: z.number(),
  payment_methods: z.array(z.string()),
  default_payment_method: z.string().nullable(),
  item_value_limit: z.number().nullable(),
  currency: z.string(),
});

/** Placing and changing orders from the request-a-rider flow (000 §3, §4, §7). */
export function requestOrderRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  const country = ctx.config.country;
  return async (app) => {
    app.get(
      '/request-options/:vendorId',
      {
        schema: {
          tags: ['request'],
          summary: 'What the request form needs about a vendor: pickup, payment methods, limits',
          params: z.object({ vendorId: z.string().min(1).max(100) }).strict(),
          response: { 200: z.object({ result: ZRequestOptions }) },
        },
      },
      async (request) => {
        const vendor = await vendorFor(ctx, requireCaller(request), request.params.vendorId);
        return { result: await getRequestOptions(ctx, vendor) };
      },
    );

    app.post(
      '/order',
      {
        schema: {
          tags: ['request'],
          summary: `Request a rider (amounts in ${getMarket(country).currency} minor units)`,
          headers: ZIdempotencyHeaders,
          body: createOrderSchema({ country }),
          response: { 201: z.object({ result: z.object({ order_id: z.string() }) }) },
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        const vendor = await vendorFor(ctx, caller, request.body.vendor_id);
        await assertNotInMaintenance(ctx, vendor.vendorId);
        const result = await createOrder({
          ctx,
          vendorId: vendor.vendorId,
          input: request.body,
          idempotencyKey: request.headers['idempotency-key'] ?? null,
          clock: request.clock,
        });
        return reply.status(201).send({ result: { order_id: result.orderId } });
      },
    );

    app.put(
      '/order/:orderId',
      {
        schema: {
          tags: ['request'],
          summary: 'Change an order that has not been picked up (modify-order flag)',
          params: z.object({ orderId: z.string().min(1).max(200) }).strict(),
          body: updateOrderSchema({ country }),
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
