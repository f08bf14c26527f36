import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/request';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { requestScope } from '../../http/test-hooks.ts';
import { requireCaller } from '../auth/caller.ts';
import type { TCaller } from '../auth/caller.ts';
import { assertCanActForVendor } from '../vendors/access.ts';
import { findVendor } from '../vendors/store.ts';
import type { TVendorRow } from '../vendors/store.ts';
import {
  checkDeliverability,
  estimateDelivery,
  getServiceHoursStatus,
  quoteDeliveryFee,
  resolveOrigin,
} from './service.ts';

/** The vendor of a vendor-scoped call: another vendor's id answers 404, never its data. */
export async function vendorFor(
  ctx: TAppContext,
  caller: TCaller,
  vendorId: string,
): Promise<TVendorRow> {
  await assertCanActForVendor(ctx.db, caller, vendorId);
  const vendor = await findVendor(ctx.db, vendorId);
  if (!vendor) throw new AppError(404, 'error.not-found');
  return vendor;
}

/** Fee, deliverability, estimations and service hours of the request flow (000 §4, §7). */
export function pricingRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
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
        const { now } = requestScope(ctx, request);
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

    app.get(
      api.getServiceHours.path,
      {
        schema: {
          tags: ['request'],
          summary: "Whether the service is open now, with its hours and the market's time",
          response: api.getServiceHours.response,
        },
      },
      async (request) => {
        requireCaller(request);
        const scope = requestScope(ctx, request);
        const result = await getServiceHoursStatus({
          ctx,
          now: scope.now,
          override: scope.serviceHoursOverride,
        });
        return { result };
      },
    );
  };
}
