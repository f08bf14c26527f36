import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorEnvelope } from '@rider-portal/domain/errors';
import { ZHelpCenterInitAnswer, ZHelpCenterInitPayload } from '@rider-portal/domain/help-center';
import type { TAppContext } from '../../app-context.ts';
import { requireCaller } from '../auth/caller.ts';
import { initHelpCenter, issueHelpCenterToken } from './service.ts';

const errors = {
  400: ZErrorEnvelope,
  401: ZErrorEnvelope,
  403: ZErrorEnvelope,
  404: ZErrorEnvelope,
};

/** The help centre (001 §2, §7): its token, and the built-in conditions init. */
export function helpRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/vendor/:id/hc_jwt_token',
      {
        schema: {
          tags: ['help'],
          summary:
            "A signed-in vendor user's help-centre token (HS256, 1 hour); not for guests or GODROID",
          security: [{ portal: [] }],
          params: z.object({ id: z.string().min(1).max(100) }).strict(),
          response: { 200: z.object({ result: z.string() }), ...errors },
        },
      },
      async (request) => {
        const caller = requireCaller(request);
        return {
          result: await issueHelpCenterToken({ ctx, caller, vendorId: request.params.id }),
        };
      },
    );

    app.post(
      '/help-center/init',
      {
        schema: {
          tags: ['help'],
          summary:
            'Built-in help-centre conditions init: checks the verification token, answers the help page URL',
          body: ZHelpCenterInitPayload,
          response: { 200: ZHelpCenterInitAnswer, ...errors },
        },
      },
      async (request) => ({ result: await initHelpCenter({ ctx, payload: request.body }) }),
    );
  };
}
