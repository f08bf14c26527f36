import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/orders';
import { getMarket } from '@rider-portal/domain/markets';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { sendJsonText } from '../../http/json-text.ts';
import { requireCaller } from '../auth/caller.ts';
import { assertCanActForVendor } from '../access/vendors.ts';
import { findOrderListPageJson } from './list-store.ts';
import { findOrder } from './store.ts';
import { presentOrder } from './presenter.ts';
import { cancelOrder } from './cancel.ts';
import { findOrderProof } from './proofs.ts';

/** Following orders: the vendor's list, one order, and cancellation (001 §7). */
export function orderFollowRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      api.getOrders.path,
      {
        schema: {
          tags: ['orders'],
          summary: "A vendor's orders, newest first, keyset-paged",
          params: api.getOrders.params,
          querystring: api.getOrders.query,
          response: api.getOrders.response,
        },
      },
      async (request, reply) => {
        const caller = requireCaller(request);
        const { vendorId } = request.params;
        await assertCanActForVendor(ctx.db, caller, vendorId);
        const q = request.query;
        if (q.to < q.from) throw new AppError(400, 'validation.end-before-start');
        const json = await findOrderListPageJson(ctx.db, {
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
        return sendJsonText(reply, json);
      },
    );

    app.get(
      api.getOrder.path,
      {
        schema: {
          tags: ['orders'],
          summary: 'One order of a vendor',
          querystring: api.getOrder.query,
          response: api.getOrder.response,
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
      api.getOrderProof.path,
      {
        schema: {
          tags: ['orders'],
          summary: 'One proof image (pickup, delivery or return) of an order, under its flag',
          querystring: api.getOrderProof.query,
          response: api.getOrderProof.response,
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
      api.cancelOrder.path,
      {
        schema: {
          tags: ['orders'],
          summary: 'Cancel an order while its status allows, with a reason',
          body: api.cancelOrder.body,
          response: api.cancelOrder.response,
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        const { vendor_id: vendorId, order_id: orderId, reason } = request.body;
        await assertCanActForVendor(ctx.db, caller, vendorId);
        const order = await cancelOrder(ctx, { vendorId, orderId, reason });
        return {
          result: {
            message: 'attempt-cancel' as const,
            translation_key: 'order.attempt-cancel',
            order: presentOrder(order),
          },
        };
      },
    );
  };
}
