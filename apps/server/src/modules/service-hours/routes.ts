import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/request';
import type { TAppContext } from '../../app-context.ts';
import { requireCaller } from '../auth/caller.ts';
import { getServiceHoursStatus } from './service.ts';

/** Service hours of the request flow (000 §4, §7). */
export function serviceHoursRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
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
        return { result: await getServiceHoursStatus(ctx, request.clock) };
      },
    );
  };
}
