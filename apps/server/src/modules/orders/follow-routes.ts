import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTIVE_ORDERS_PAGE_SIZE } from '@rider-portal/domain/constants';
import { ZCancelReason } from '@rider-portal/domain/cancel-reasons';
import { HISTORY_STATUS_FILTERS } from '@rider-portal/domain/history';
import { getMarket } from '@rider-portal/domain/markets';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { requireCaller } from '../auth/caller.ts';
import { assertCanActForVendor } from '../access/vendors.ts';
import { findOrderPage } from './list-store.ts';
import { findOrder } from './store.ts';
import { presentOrder } from './presenter.ts';
import { cancelOrder } from './cancel.ts';
import { findOrderProof } from './proofs.ts';

const ZUnixSeconds = z.coerce.number().int().min(0).max(4_102_444_800);
const ZBooleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

export const ZOrderListQuery = z
  .object({
    from: ZUnixSeconds,
    to: ZUnixSeconds,
    count: z.coerce
      .number()
      .int()
      .min(1)
      .max(ACTIVE_ORDERS_PAGE_SIZE)
      .default(ACTIVE_ORDERS_PAGE_SIZE),
    pagination_key: z.string().max(500).optional(),
    scheduled: ZBooleanParam,
    include_outlets: ZBooleanParam,
    customer_phone_number: z.string().max(40).optional(),
    status: z.enum(HISTORY_STATUS_FILTERS).optional(),
    search: z.string().max(100).optional(),
  })
  .strict();

/** Following orders: the vendor's list, one order, and cancellation (001 §7). */
export function orderFollowRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/vendor/:vendorId/orders',
      {
        schema: {
          tags: ['orders'],
          summary: "A vendor's orders, newest first, keyset-paged",
          params: z.object({ vendorId: z.string().min(1).max(100) }),
          querystring: ZOrderListQuery,
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const { vendorId } = request.params;
        await assertCanActForVendor(ctx.db, caller, vendorId);
        const q = request.query;
        if (q.to < q.from) throw new AppError(400, 'validation.end-before-start');
        const page = await findOrderPage(ctx.db, {
          vendorId,
          from: new Date(q.from * 1000),
          to: new Date(q.to * 1000),
          count: q.count,
          paginationKey: q.pagination_key ?? null,
          isScheduled: q.scheduled ?? false,
          isIncludingOutlets: q.include_outlets ?? false,
          customerPhoneNumber: q.customer_phone_number ?? null,
          statusFilter: q.status ?? 'any',
          search: q.search ?? null,
          phoneRegion: getMarket(ctx.config.country).phoneRegion,
        });
        return {
          result: { data: page.rows.map(presentOrder), pagination_key: page.paginationKey },
        };
      },
    );

    app.get(
      '/order',
      {
        schema: {
          tags: ['orders'],
          summary: 'One order of a vendor',
          querystring: z
            .object({ vendorId: z.string().min(1).max(100), orderId: z.string().min(1).max(200) })
            .strict(),
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const { vendorId, orderId } = request.query;
        await assertCanActForVendor(ctx.db, caller, vendorId);
        const order = await findOrder(ctx.db, orderId);
        if (!order || order.vendorId !== vendorId) throw new AppError(404, 'error.not-found');
        return { result: presentOrder(order) };
      },
    );

    app.get(
      '/order/proof',
      {
        schema: {
          tags: ['orders'],
          summary: 'One proof image (pickup, delivery or return) of an order, under its flag',
          querystring: z
            .object({
              vendorId: z.string().min(1).max(100),
              orderId: z.string().min(1).max(200),
              kind: z.enum(['pickup', 'delivery', 'return']),
            })
            .strict(),
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const { vendorId, orderId, kind } = request.query;
        await assertCanActForVendor(ctx.db, caller, vendorId);
        return { result: await findOrderProof(ctx, { vendorId, orderId, kind }) };
      },
    );

    app.put(
      '/order/cancel',
      {
        schema: {
          tags: ['orders'],
          summary: 'Cancel an order while its status allows, with a reason',
          body: z
            .object({
              vendor_id: z.string().min(1).max(100),
              order_id: z.string().min(1).max(200),
              reason: ZCancelReason,
            })
            .strict(),
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const { vendor_id: vendorId, order_id: orderId, reason } = request.body;
        await assertCanActForVendor(ctx.db, caller, vendorId);
        const order = await cancelOrder(ctx, { vendorId, orderId, reason });
        return {
          result: {
            message: 'attempt-cancel',
            translation_key: 'order.attempt-cancel',
            order: presentOrder(order),
          },
        };
      },
    );
  };
}
