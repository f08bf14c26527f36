import type { FastifyRequest } from 'fastify';
import type { TClock } from '../../platform/clock.ts';
import { verifyUserToken } from './tokens.ts';
import { AppError } from '../../http/errors.ts';

/** Who is calling: a signed-in user, or nobody. Guest and embedded callers join in the auth issue. */
export type TCaller = { kind: 'user'; userId: string; email: string; sessionId: string };

export type TAuthorization =
  | { scheme: 'godroid'; token: string }
  | { scheme: 'user'; accessToken: string; idToken: string }
  | { scheme: 'bearer'; token: string };

/** Reads the Authorization value in the order of 000 §7: GoDroid, Bearer access|id, Bearer token. */
export function parseAuthorization(value: string | undefined): TAuthorization | null {
  if (!value) return null;
  const godroid = /^GoDroid\s+(\S+)$/.exec(value);
  if (godroid?.[1]) return { scheme: 'godroid', token: godroid[1] };
  const bearer = /^Bearer\s+(\S+)$/.exec(value);
  if (!bearer?.[1]) return null;
  const [access, id, ...rest] = bearer[1].split('|');
  if (access && id && rest.length === 0)
    return { scheme: 'user', accessToken: access, idToken: id };
  return { scheme: 'bearer', token: bearer[1] };
}

/** Resolves the caller of a request, or null when the request carries no valid credentials. */
export async function resolveCaller(
  authorization: string | undefined,
  opts: { secret: string; clock: TClock },
): Promise<TCaller | null> {
  const parsed = parseAuthorization(authorization);
  if (parsed?.scheme !== 'user') return null;
  const access = await verifyUserToken('access', parsed.accessToken, opts);
  const id = await verifyUserToken('id', parsed.idToken, opts);
  if (!access || !id || access.userId !== id.userId || access.sessionId !== id.sessionId) {
    return null;
  }
  return { kind: 'user', ...access };
}

/** The caller of an authenticated route; 401 with error.unauthorized otherwise. */
export function requireCaller(request: FastifyRequest): TCaller {
  if (!request.caller) throw new AppError(401, 'error.unauthorized');
  return request.caller;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: TCaller | null;
  }
}
