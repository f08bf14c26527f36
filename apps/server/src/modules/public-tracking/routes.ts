import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/public-tracking';
import { ZTrackingToken } from '@rider-portal/domain/public-tracking';
import type { TAppContext } from '../../app-context.ts';
import { requireCaller } from '../auth/caller.ts';
import { assertCanActForVendor } from '../access/vendors.ts';
import { findC2cTracking, findPublicTracking, findTrackingLinks } from './service.ts';

function tokenOf(t: unknown): string | undefined {
  return typeof t === 'string' && ZTrackingToken.safeParse(t).success ? t : undefined;
}

/**
 * 001 §2 public tracking: the pages' answers (no sign-in; a signed link instead) and the links
 * for the vendor who placed the order. The answers go through their schemas, so nothing else
 * leaves the server.
 */
export function publicTrackingRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      api.getPublicTracking.path,
      {
        schema: {
          tags: ['public-tracking'],
          summary: "An order's progress for its public tracking page (signed link, no sign-in)",
          params: api.getPublicTracking.params,
          querystring: api.getPublicTracking.query,
          response: api.getPublicTracking.response,
        },
      },
      async (request) => ({
        result: await findPublicTracking(ctx, {
          orderId: request.params.orderId,
          token: tokenOf(request.query.t),
        }),
      }),
    );

    app.get(
      api.getC2cTracking.path,
      {
        schema: {
          tags: ['public-tracking'],
          summary: "An order for its sender's tracking page (signed link of its own, no sign-in)",
          params: api.getC2cTracking.params,
          querystring: api.getC2cTracking.query,
          response: api.getC2cTracking.response,
        },
      },
      async (request) => ({
        result: await findC2cTracking(ctx, {
          orderId: request.params.orderId,
          token: tokenOf(request.query.t),
        }),
      }),
    );

    app.get(
      api.getTrackingLinks.path,
      {
        schema: {
          tags: ['public-tracking'],
          summary: 'The tracking links of one order of a vendor, to share',
          querystring: api.getTrackingLinks.query,
          response: api.getTrackingLinks.response,
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const { vendorId, orderId } = request.query;
        await assertCanActForVendor(ctx.db, caller, vendorId);
        return { result: await findTrackingLinks(ctx, { vendorId, orderId }) };
      },
    );
  };
}
