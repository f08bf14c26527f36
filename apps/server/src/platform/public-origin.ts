import type { TAppContext } from '../app-context.ts';

/**
 * Where links sent out of a request's reach (webhooks, text messages) point: PUBLIC_URL, else this
 * server as configured.
 */
export function publicOrigin(ctx: Pick<TAppContext, 'config'>): string {
  return ctx.config.publicUrl?.replace(/\/+$/, '') ?? `http://localhost:${ctx.config.port}`;
}
