import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as api from '@rider-portal/domain/api/orders';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { requireCaller } from '../auth/caller.ts';
import { assertCanActForVendor } from '../access/vendors.ts';
import { findOrder } from '../orders/store.ts';
import { SIGNATURE_HEADER, isValidLogisticsSignature } from './signature.ts';
import { ZLogisticsBatch, applyLogisticsBatch } from './service.ts';
import { presentRider } from './presenter.ts';
import { zodFieldErrors } from '../../http/validation.ts';

const LOGISTICS_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

/** The logistics entry point: batches signed with the shared secret (HMAC-SHA256 of the body). */
export function logisticsRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    // The signature covers the exact bytes sent, so this route reads the body as text.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    app.post(
      '/logistics/events',
      {
        bodyLimit: LOGISTICS_BODY_LIMIT_BYTES,
        schema: {
          tags: ['dispatch'],
          summary: 'Order status, rider and proof events from a logistics partner',
          description: `Signed with the header ${SIGNATURE_HEADER}: sha256=<hex HMAC-SHA256 of the raw body>. Events are deduplicated by event_id and may arrive late, twice or out of order.`,
          response: {
            200: z.object({
              result: z.object({
                accepted: z.number(),
                duplicates: z.number(),
                unknown_orders: z.array(z.string()),
              }),
            }),
          },
        },
      },
      async (request) => {
        const raw = typeof request.body === 'string' ? request.body : '';
        if (
          !isValidLogisticsSignature(
            raw,
            request.headers[SIGNATURE_HEADER],
            ctx.secrets.logisticsSecret,
          )
        ) {
          throw new AppError(401, 'error.unauthorized');
        }
        let json: unknown;
        try {
          json = JSON.parse(raw);
        } catch {
          throw new AppError(400, 'error.malformed-json');
        }
        const parsed = ZLogisticsBatch.safeParse(json);
        if (!parsed.success) {
          throw new AppError(400, 'error.validation', {
            fieldErrors: zodFieldErrors(parsed.error),
          });
        }
        return { result: await applyLogisticsBatch(ctx, parsed.data.events) };
      },
    );
  };
}

/** Rider details of an order, for the vendor who placed it (polled every 2 s by the screens). */
export function riderRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      api.getRider.path,
      {
        schema: {
          tags: ['dispatch'],
          summary: "The order's rider: name, masked phone, vehicle, position, heading and ETAs",
          params: api.getRider.params,
          response: api.getRider.response,
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const order = await findOrder(ctx.db, request.params.orderId);
        if (!order) throw new AppError(404, 'error.not-found');
        await assertCanActForVendor(ctx.db, caller, order.vendorId);
        return { result: presentRider(order, ctx.clock.now()) };
      },
    );
  };
}
