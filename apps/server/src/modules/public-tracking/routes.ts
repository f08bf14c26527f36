import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZC2cTracking,
  ZPublicTracking,
  ZTrackingLinks,
  ZTrackingToken,
} from '@rider-portal/domain/public-tracking';
import type { TAppContext } from '../../app-context.ts';
import { requireCaller } from '../auth/caller.ts';
import { assertCanActForVendor } from '../access/vendors.ts';
import { findC2cTracking, findPublicTracking, findTrackingLinks } from './service.ts';

const ZOrderIdParams = z.object({ orderId: z.string().min(1).max(200) });
// A malformed token (too long, given twice, mangled by a chat app) answers like a wrong one (404),
// never with a validation error: the page then says the link is not valid.
const ZTokenQuery = z.object({ t: z.unknown().optional() });

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
      '/public/tracking/:orderId',
      {
        schema: {
          tags: ['public-tracking'],
          summary: "An order's progress for its public tracking page (signed link, no sign-in)",
          params: ZOrderIdParams,
          querystring: ZTokenQuery,
          response: { 200: z.object({ result: ZPublicTracking }) },
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
      '/public/tracking-c2c/:orderId',
      {
        schema: {
          tags: ['public-tracking'],
          summary: "An order for its sender's tracking page (signed link of its own, no sign-in)",
          params: ZOrderIdParams,
          querystring: ZTokenQuery,
          response: { 200: z.object({ result: ZC2cTracking }) },
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
      '/order/tracking-link',
      {
        schema: {
          tags: ['public-tracking'],
          summary: 'The tracking links of one order of a vendor, to share',
          querystring: z
            .object({ vendorId: z.string().min(1).max(100), orderId: z.string().min(1).max(200) })
            .strict(),
          response: { 200: z.object({ result: ZTrackingLinks }) },
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
