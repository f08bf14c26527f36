import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/request';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { requireCaller } from '../auth/caller.ts';
import { isFlagOn } from '../flags/service.ts';
import { vendorFor } from '../vendors/service.ts';
import { getVoucher, validateVoucher } from './service.ts';

/** Vouchers (000 §4, §5, §7), while the voucher flag is on. */
export function voucherRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      api.getVoucher.path,
      {
        schema: {
          tags: ['request'],
          summary: "A voucher's terms while it can be used",
          params: api.getVoucher.params,
          response: api.getVoucher.response,
        },
      },
      async (request) => {
        requireCaller(request);
        if (!(await isFlagOn(ctx, 'voucher'))) throw new AppError(403, 'error.forbidden');
        const now = request.clock.now();
        return { result: await getVoucher({ ctx, now, code: request.params.code }) };
      },
    );

    app.post(
      api.validateVoucher.path,
      {
        schema: {
          tags: ['request'],
          summary: 'Apply a voucher to a quoted fee: the discounted fee and its signature',
          body: api.validateVoucher.body,
          response: api.validateVoucher.response,
        },
      },
      async (request) => {
        const { body } = request;
        const vendor = await vendorFor(ctx, requireCaller(request), body.vendor_id);
        if (!(await isFlagOn(ctx, 'voucher', vendor.vendorId))) {
          throw new AppError(403, 'error.forbidden');
        }
        const now = request.clock.now();
        const result = await validateVoucher({
          ctx,
          now,
          vendorId: vendor.vendorId,
          code: body.code,
          orderTime: body.order.order_time ?? null,
          fee: {
            fee: body.order.delivery_fee,
            signature: body.order.signature,
            expires_at: body.order.expires_at,
          },
        });
        return { result };
      },
    );
  };
}
