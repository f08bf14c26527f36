import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@rider-portal/domain/errors';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { requireCaller } from '../auth/caller.ts';
import { getCountryParameter, isCountryParameterName } from './service.ts';

/** GET /get-country-parameter/{name} (000 §7, 001 §7): the market's value, as a string. */
export function countryParameterRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/get-country-parameter/:name',
      {
        schema: {
          tags: ['vendors'],
          summary:
            'A country parameter: allOutletOrders, serviceHours, onlinePaymentActivated, orderItemValueExceedLimit or paymentMethods',
          security: [{ portal: [] }],
          params: z.object({ name: z.string().min(1).max(100) }).strict(),
          response: {
            200: z.object({ result: z.string() }),
            401: ZErrorEnvelope,
            404: ZErrorEnvelope,
          },
        },
      },
      async (request) => {
        requireCaller(request);
        const { name } = request.params;
        if (!isCountryParameterName(name)) throw new AppError(404, 'error.not-found');
        return { result: await getCountryParameter(ctx, name) };
      },
    );
  };
}
