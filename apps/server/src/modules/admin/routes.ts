import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { AdminUsageError, runAdminCommand } from './commands.ts';
import { isOperatorRequest } from './operator.ts';

/**
 * Operator commands sent by `npm run admin` to a running server (the embedded database can be
 * opened by one process only). Loopback callers with the operator token only.
 */
export function adminRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/internal/admin',
      {
        schema: {
          hide: true,
          body: z.object({ argv: z.array(z.string().max(500)).max(20) }).strict(),
          response: {
            200: z.object({ output: z.string() }),
            422: z.object({ output: z.string() }),
          },
        },
      },
      async (request, reply) => {
        if (!isOperatorRequest(request, ctx.secrets.adminToken)) {
          throw new AppError(404, 'error.not-found');
        }
        try {
          return { output: await runAdminCommand(ctx, request.body.argv) };
        } catch (error) {
          if (error instanceof AdminUsageError)
            return reply.status(422).send({ output: error.message });
          throw error;
        }
      },
    );
  };
}
