import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAppConfig } from '@rider-portal/domain/api/app-config';
import type { TAppContext } from '../../app-context.ts';
import { publicConfig } from './service.ts';

export function appConfigRoutes(ctx: TAppContext, version: () => string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      getAppConfig.path,
      {
        schema: {
          tags: ['app'],
          summary: 'The deployment configuration the web app starts with',
          response: getAppConfig.response,
        },
      },
      async () => ({ result: publicConfig(ctx, version()) }),
    );
  };
}
