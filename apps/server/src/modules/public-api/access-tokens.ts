import { createHmac } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { API_ACCESS_TOKEN_TTL_SECONDS } from '@rider-portal/domain/constants';
import type { TClock } from '../../platform/clock.ts';

const ISSUER = 'rider-portal';
/** Only the public API accepts these tokens, and it accepts no other. */
const AUDIENCE = 'rider-portal/public-api';

/**
 * The access tokens' own key, derived from TOKEN_SECRET with a label: a portal session token can
 * never pass as an API token, nor the other way round.
 */
function accessTokenKey(tokenSecret: string): Uint8Array {
  return createHmac('sha256', tokenSecret).update('rider-portal/public-api-access').digest();
}

export type TApiAccess = { clientId: string; scope: string };

/** An access token (HS256) bound to the client and its scope, valid API_ACCESS_TOKEN_TTL_SECONDS. */
export async function signApiAccessToken(
  access: TApiAccess,
  opts: { tokenSecret: string; clock: TClock },
): Promise<string> {
  const now = Math.floor(opts.clock.now().getTime() / 1000);
  return new SignJWT({ scope: access.scope })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(access.clientId)
    .setIssuedAt(now)
    .setExpirationTime(now + API_ACCESS_TOKEN_TTL_SECONDS)
    .sign(accessTokenKey(opts.tokenSecret));
}

/** The client and scope of a valid access token; null when invalid or expired. */
export async function verifyApiAccessToken(
  token: string,
  opts: { tokenSecret: string; clock: TClock },
): Promise<TApiAccess | null> {
  try {
    const { payload } = await jwtVerify(token, accessTokenKey(opts.tokenSecret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: opts.clock.now(),
    });
    if (typeof payload.sub !== 'string' || typeof payload.scope !== 'string') return null;
    return { clientId: payload.sub, scope: payload.scope };
  } catch {
    return null;
  }
}
