import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/country-params';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { requireCaller } from '../auth/caller.ts';
import { getCountryParameter, isCountryParameterName } from './service.ts';

/** GET /get-country-parameter/{name} (000 §7, 001 §7): the market's value, as a string. */
export function countryParameterRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      api.getCountryParameter.path,
      {
        schema: {
          tags: ['vendors'],
          summary:
            'A country parameter: allOutletOrders, serviceHours, onlinePaymentActivated, orderItemValueExceedLimit or paymentMethods',
          security: [{ portal: [] }],
          params: api.getCountryParameter.params,
          response: api.getCountryParameter.response,
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
