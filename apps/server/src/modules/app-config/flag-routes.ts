import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getFlags, ZFlagFallback } from '@rider-portal/domain/api/flags';
import { resolveFlagsFor } from '../flags/service.ts';
import { canActForVendor } from '../access/vendors.ts';
import type { TAppContext } from '../../app-context.ts';

export function flagRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      getFlags.path,
      {
        schema: {
          tags: ['flags'],
          summary: 'Resolved feature flags for the market, and for a vendor the caller may act for',
          querystring: getFlags.query,
          response: getFlags.response,
        },
      },
      async (request) => {
        const vendorId = request.query.vendor_id ?? null;
        // A vendor's own flags are only resolved for a caller who may act for it; anyone else
        // gets the market's flags, so a vendor id reveals nothing.
        const isAllowed =
          vendorId !== null &&
          request.caller !== null &&
          (await canActForVendor(ctx.db, request.caller, vendorId));
        return { result: { flags: await resolveFlagsFor(ctx, isAllowed ? vendorId : null) } };
      },
    );
  };
}

/** `/fwfFallback.json` (001 §7): the market's flags, written from the same store. */
export function flagFallbackRoute(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/fwfFallback.json',
      {
        schema: {
          tags: ['flags'],
          summary: 'Flag fallback file read when the flag service does not answer',
          response: { 200: ZFlagFallback },
        },
      },
      async (_request, reply) => {
        reply.header('cache-control', 'no-cache');
        return { flags: await resolveFlagsFor(ctx, null) };
      },
    );
  };
}
