import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as api from '@rider-portal/domain/api/help';
import type { TAppContext } from '../../app-context.ts';
import { requireCaller } from '../auth/caller.ts';
import { initHelpCenter, issueHelpCenterToken } from './service.ts';

/** The help centre (001 §2, §7): its token, and the built-in conditions init. */
export function helpRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      api.getHelpCenterToken.path,
      {
        schema: {
          tags: ['help'],
          summary:
            "A signed-in vendor user's help-centre token (HS256, 1 hour); not for guests or GODROID",
          security: [{ portal: [] }],
          params: api.getHelpCenterToken.params,
          response: api.getHelpCenterToken.response,
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
      api.initHelpCenter.path,
      {
        schema: {
          tags: ['help'],
          summary:
            'Built-in help-centre conditions init: checks the verification token, answers the help page URL',
          body: api.initHelpCenter.body,
          response: api.initHelpCenter.response,
        },
      },
      async (request) => ({ result: await initHelpCenter({ ctx, payload: request.body }) }),
    );
  };
}
