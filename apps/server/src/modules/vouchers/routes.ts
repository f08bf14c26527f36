import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { requireCaller } from '../auth/caller.ts';
import { isFlagOn } from '../flags/service.ts';
import { vendorFor } from '../vendors/service.ts';
import { getVoucher, validateVoucher } from './service.ts';

const ZVoucherView = z.object({
  code: z.string(),
  amount: z.number(),
  type: z.enum(['flat', 'percentage']),
});

const ZValidateBody = z
  .object({
    code: z.string().trim().min(1).max(60),
    order: z
      .object({
        /** Unix seconds: the pre-order time, or now for an instant order. */
        order_time: z.number().int().positive().nullable().optional(),
        delivery_fee: z.number().int().min(0),
        signature: z.string().min(1).max(200),
        expires_at: z.iso.datetime({ offset: true }).optional(),
      })
      .strict(),
    vendor_id: z.string().trim().min(1).max(100),
  })
  .strict();

/** Vouchers (000 §4, §5, §7), while the voucher flag is on. */
export function voucherRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/voucher/:code',
      {
        schema: {
          tags: ['request'],
          summary: "A voucher's terms while it can be used",
          params: z.object({ code: z.string().min(1).max(60) }).strict(),
          response: {
            200: z.object({
              result: ZVoucherView.extend({
                min_fee: z.number(),
                valid_until: z.string().nullable(),
              }),
            }),
          },
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
      '/voucher/validate',
      {
        schema: {
          tags: ['request'],
          summary: 'Apply a voucher to a quoted fee: the discounted fee and its signature',
          body: ZValidateBody,
          response: {
            200: z.object({
              result: z.object({
                voucher: ZVoucherView,
                delivery_fee: z.number(),
                signature: z.string(),
                expires_at: z.string(),
              }),
            }),
          },
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
