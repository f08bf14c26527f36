import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { requireCaller } from '../auth/caller.ts';
import { getServiceHoursStatus } from './service.ts';

const ZServiceHoursAnswer = z.object({
  result: z.object({
    is_open: z.boolean(),
    service_hours: z.string(),
    from: z.string(),
    to: z.string(),
    time: z.string(),
  }),
});

/** Service hours of the request flow (000 §4, §7). */
export function serviceHoursRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/service-hours',
      {
        schema: {
          tags: ['request'],
          summary: "Whether the service is open now, with its hours and the market's time",
          response: { 200: ZServiceHoursAnswer },
        },
      },
      async (request) => {
        requireCaller(request);
        return { result: await getServiceHoursStatus(ctx, request.clock) };
      },
    );
  };
}
