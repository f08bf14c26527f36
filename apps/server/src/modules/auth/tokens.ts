import { SignJWT, jwtVerify } from 'jose';
import type { TClock } from '../../platform/clock.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
const ISSUER = 'rider-portal';

export type TTokenKind = 'access' | 'id';
export type TUserClaims = { userId: string; email: string; sessionId: string };

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs a short-lived access or id token (HS256) for a signed-in user. */
export async function signUserToken(
  kind: TTokenKind,
  claims: TUserClaims,
  opts: { secret: string; clock: TClock; ttlSeconds?: number },
): Promise<string> {
  const now = Math.floor(opts.clock.now().getTime() / 1000);
  return new SignJWT({ email: claims.email, sid: claims.sessionId, token_use: kind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + (opts.ttlSeconds ?? ACCESS_TOKEN_TTL_SECONDS))
    .sign(key(opts.secret));
}

/** Verifies a user token of the given kind; null when invalid, expired or of another kind. */
export async function verifyUserToken(
  kind: TTokenKind,
  token: string,
  opts: { secret: string; clock: TClock },
): Promise<TUserClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(opts.secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: opts.clock.now(),
    });
    if (payload.token_use !== kind || typeof payload.sub !== 'string') return null;
    if (typeof payload.email !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, email: payload.email, sessionId: payload.sid };
  } catch {
    return null;
  }
}
