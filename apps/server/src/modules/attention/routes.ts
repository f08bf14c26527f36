import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TAppContext } from '../../app-context.ts';
import { attentionWorker } from './service.ts';

/**
 * Orders that are stuck (issue 21): no route of their own (the orders carry their attention, the
 * live channel tells every screen); the sweep starts and stops with the server.
 */
export function attentionRoutes(ctx: TAppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onReady', async () => attentionWorker.start(ctx, app.log));
    app.addHook('onClose', () => attentionWorker.stop(ctx));
  };
}
