import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZPaymentMethod } from '@rider-portal/domain/payments';
import { ZLatLng } from '@rider-portal/domain/request-order';
import type { TAppContext } from '../../app-context.ts';
import { requireCaller } from '../auth/caller.ts';
import { vendorFor } from '../vendors/service.ts';
import {
  checkDeliverability,
  estimateDelivery,
  quoteDeliveryFee,
  resolveOrigin,
} from './service.ts';

const ZVendorId = z.string().trim().min(1).max(100);

const ZFeeBody = z
  .object({
    source: ZLatLng.nullable().optional(),
    destination: ZLatLng,
    vendor_id: ZVendorId,
    delivery_type: z.literal('food'),
    /** Taiwan adds a cash-on-delivery surcharge, so the quote is for one payment method. */
    payment_method: ZPaymentMethod.optional(),
  })
  .strict();

const ZFeeAnswer = z.object({
  result: z.object({
    fee: z.number(),
    currency: z.string(),
    expires_at: z.string(),
    signature: z.string(),
    distance_km: z.number(),
  }),
});

const ZAreaBody = z
  .object({
    location: ZLatLng,
    vendor_location: ZLatLng.nullable().optional(),
    vendor_id: ZVendorId,
  })
  .strict();

const ZAreaAnswer = z.object({
  result: z.enum(['DELIVERABLE', 'UNDELIVERABLE']),
  reason: z.enum(['distance', 'outside-area']).nullable(),
  distance_km: z.number(),
});

const ZEstimationsBody = z
  .object({ vendor_id: ZVendorId, source: ZLatLng.nullable().optional(), destination: ZLatLng })
  .strict();

const ZEstimationsAnswer = z.object({
  result: z.object({
    pickup_minutes: z.number(),
    dropoff_minutes: z.number(),
    distance_km: z.number(),
  }),
});

/** Fee, deliverability and estimations of the request flow (000 §4, §7). */
export function quoteRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/delivery/fee',
      {
        schema: {
          tags: ['request'],
          summary: 'Quote the delivery fee, in minor units, signed for a few minutes',
          body: ZFeeBody,
          response: { 200: ZFeeAnswer },
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
      '/delivery/area/validate',
      {
        schema: {
          tags: ['request'],
          summary: 'Whether a drop-off can be delivered from the collection point',
          body: ZAreaBody,
          response: { 200: ZAreaAnswer },
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
      '/estimations',
      {
        schema: {
          tags: ['request'],
          summary: 'Minutes until pickup and until drop-off',
          body: ZEstimationsBody,
          response: { 200: ZEstimationsAnswer },
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
