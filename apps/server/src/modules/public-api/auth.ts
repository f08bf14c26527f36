import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAcceptedScope } from '@rider-portal/domain/api-clients';
import type { TAppContext } from '../../app-context.ts';
import { verifyApiAccessToken } from './access-tokens.ts';
import { MESSAGES, PublicApiError } from './errors.ts';
import { findActiveClient } from './store.ts';
import type { TApiClientRow } from './store.ts';

/**
 * Every public route's caller: a Bearer access token of a client that is not revoked, with a
 * scope of this market. No token answers 401; an invalid, expired or revoked one 403 (as the
 * live service does: pandago's clients fetch a new token on 403 and retry). Another market's
 * code in the path is 404.
 */
export function registerApiAuth(app: FastifyInstance, ctx: TAppContext): void {
  const country = ctx.config.country.toLowerCase();
  app.decorateRequest('apiClient', null);
  app.addHook('onRequest', async (request: FastifyRequest<{ Params: { country?: string } }>) => {
    if (request.params.country !== country) throw new PublicApiError(404, 'Not found');
    const header = request.headers.authorization;
    const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
    if (!token) throw new PublicApiError(401, MESSAGES.unauthorized);
    const access = await verifyApiAccessToken(token, {
      tokenSecret: ctx.secrets.tokenSecret,
      clock: ctx.clock,
    });
    if (!access || !isAcceptedScope(access.scope, ctx.config.country)) {
      throw new PublicApiError(403, MESSAGES.forbidden);
    }
    const client = await findActiveClient(ctx.db, access.clientId);
    if (!client) throw new PublicApiError(403, MESSAGES.forbidden);
    request.apiClient = client;
  });
}

/** The authenticated client of a public route. */
export function apiClientOf(request: FastifyRequest): TApiClientRow {
  if (!request.apiClient) throw new PublicApiError(401, MESSAGES.unauthorized);
  return request.apiClient;
}

declare module 'fastify' {
  interface FastifyRequest {
    apiClient: TApiClientRow | null;
  }
}
