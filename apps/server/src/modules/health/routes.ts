import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';

export function healthRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/health',
      {
        schema: {
          tags: ['app'],
          summary: 'Liveness with the database reachable',
          response: {
            200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
            503: z.object({ status: z.literal('unavailable'), database: z.literal('unreachable') }),
          },
        },
      },
      async (_request, reply) => {
        try {
          await ctx.database.ping();
          return { status: 'ok' as const, database: 'ok' as const };
        } catch {
          return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
        }
      },
    );
  };
}
