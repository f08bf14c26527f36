import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAppContext } from '../../app-context.ts';
import { publicConfig } from './service.ts';

const ZAppConfig = z.object({
  country: z.string(),
  entity: z.string(),
  environment: z.string(),
  languages: z.array(z.string()),
  region: z.string(),
  registrationType: z.string(),
  defaultPayment: z.string(),
  timeZone: z.string(),
  tileUrl: z.string().nullable(),
  helpCenterInitUrl: z.string().nullable(),
  version: z.string(),
});

export function appConfigRoutes(ctx: TAppContext, version: () => string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/app-config',
      {
        schema: {
          tags: ['app'],
          summary: 'The deployment configuration the web app starts with',
          response: { 200: z.object({ result: ZAppConfig }) },
        },
      },
      async () => ({ result: publicConfig(ctx, version()) }),
    );
  };
}
