import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/request';
import type { TAppContext } from '../../app-context.ts';
import { requireCaller } from '../auth/caller.ts';
import { vendorFor } from '../vendors/service.ts';
import {
  checkDeliverability,
  estimateDelivery,
  quoteDeliveryFee,
  resolveOrigin,
} from './service.ts';

/** Fee, deliverability and estimations of the request flow (000 §4, §7). */
export function quoteRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      api.quoteDeliveryFee.path,
      {
        schema: {
          tags: ['request'],
          summary: 'Quote the delivery fee, in minor units, signed for a few minutes',
          body: api.quoteDeliveryFee.body,
          response: api.quoteDeliveryFee.response,
        },
      },
      async (request) => {
        const vendor = await vendorFor(ctx, requireCaller(request), request.body.vendor_id);
        const now = request.clock.now();
        const quote = await quoteDeliveryFee({
          ctx,
          now,
          vendor,
          origin: resolveOrigin(vendor, request.body.source),
          destination: request.body.destination,
          paymentMethod: request.body.payment_method ?? ctx.config.defaultPayment,
        });
        return { result: quote };
      },
    );

    app.post(
      api.checkDeliverability.path,
      {
        schema: {
          tags: ['request'],
          summary: 'Whether a drop-off can be delivered from the collection point',
          body: api.checkDeliverability.body,
          response: api.checkDeliverability.response,
        },
      },
      async (request) => {
        const vendor = await vendorFor(ctx, requireCaller(request), request.body.vendor_id);
        return checkDeliverability({
          ctx,
          vendor,
          origin: resolveOrigin(vendor, request.body.vendor_location),
          destination: request.body.location,
        });
      },
    );

    app.post(
      api.getEstimations.path,
      {
        schema: {
          tags: ['request'],
          summary: 'Minutes until pickup and until drop-off',
          body: api.getEstimations.body,
          response: api.getEstimations.response,
        },
      },
      async (request) => {
        const vendor = await vendorFor(ctx, requireCaller(request), request.body.vendor_id);
        const result = await estimateDelivery({
          ctx,
          vendor,
          origin: resolveOrigin(vendor, request.body.source),
          destination: request.body.destination,
        });
        return { result };
      },
    );
  };
}
