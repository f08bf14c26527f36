import type { FastifyRequest } from 'fastify';
import type { TClock } from '../../platform/clock.ts';
import type { TDb } from '../../platform/db.ts';
import { verifyGuestToken, verifyIntegrationToken, verifyUserToken } from './tokens.ts';
import { isSessionActive } from './store.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Who is calling (000 §4 "Application modes"): a signed-in user (CLASSIC), a guest acting for its
 * own guest vendor (GUEST), or an embedding vendor tool acting for one restaurant (GODROID).
 */
export type TUserCaller = { kind: 'user'; userId: string; email: string; sessionId: string };
export type TGuestCaller = { kind: 'guest'; vendorId: string };
export type TGodroidCaller = { kind: 'godroid'; vendorId: string };
export type TCaller = TUserCaller | TGuestCaller | TGodroidCaller;

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

export type TCallerDeps = { secret: string; integrationKey: string; clock: TClock; db: TDb };

/**
 * Resolves the caller of a request, or null when the request carries no valid credentials. A
 * user's tokens count only while their session (refresh family) has not been revoked.
 */
export async function resolveCaller(
  authorization: string | undefined,
  deps: TCallerDeps,
): Promise<TCaller | null> {
  const parsed = parseAuthorization(authorization);
  if (!parsed) return null;
  if (parsed.scheme === 'godroid') {
    const vendorId = await verifyIntegrationToken(parsed.token, deps);
    return vendorId ? { kind: 'godroid', vendorId } : null;
  }
  if (parsed.scheme === 'bearer') {
    const vendorId = await verifyGuestToken(parsed.token, deps);
    return vendorId ? { kind: 'guest', vendorId } : null;
  }
  const access = await verifyUserToken('access', parsed.accessToken, deps);
  const id = await verifyUserToken('id', parsed.idToken, deps);
  if (!access || !id || access.userId !== id.userId || access.sessionId !== id.sessionId) {
    return null;
  }
  if (!(await isSessionActive(deps.db, access.sessionId, access.userId))) return null;
  return { kind: 'user', ...access };
}

/** The caller of an authenticated route; 401 with error.unauthorized otherwise. */
export function requireCaller(request: FastifyRequest): TCaller {
  if (!request.caller) throw new AppError(401, 'error.unauthorized');
  return request.caller;
}

/** The signed-in user of a route that only accounts may use; 401 for anyone else. */
export function requireUser(request: FastifyRequest): TUserCaller {
  const caller = requireCaller(request);
  if (caller.kind !== 'user') throw new AppError(401, 'error.unauthorized');
  return caller;
}

declare module 'fastify' {
  interface FastifyRequest {
    caller: TCaller | null;
  }
}
