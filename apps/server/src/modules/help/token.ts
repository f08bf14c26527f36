import { SignJWT, jwtVerify } from 'jose';
import { HELP_CENTER_TOKEN_TTL_SECONDS } from '@rider-portal/domain/help-center';
import type { THelpCenterClaims } from '@rider-portal/domain/help-center';
import { isCountryCode } from '@rider-portal/domain/markets';
import type { TClock } from '../../platform/clock.ts';

const ISSUER = 'rider-portal';
const AUDIENCE = 'help-center';

type TKeyOpts = { secret: string; clock: TClock };

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** The help-centre token (HS256, 1 hour): who the user is and which vendor and market they act for. */
export async function signHelpCenterToken(
  claims: Omit<THelpCenterClaims, 'iat' | 'exp'>,
  opts: TKeyOpts,
): Promise<string> {
  const now = Math.floor(opts.clock.now().getTime() / 1000);
  return new SignJWT({
    email: claims.email,
    name: claims.name,
    vendor_id: claims.vendor_id,
    country: claims.country,
    global_entity_id: claims.global_entity_id,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + HELP_CENTER_TOKEN_TTL_SECONDS)
    .sign(key(opts.secret));
}

/** The claims of a valid help-centre token; null when altered, expired or not one. */
export async function verifyHelpCenterToken(
  token: string,
  opts: TKeyOpts,
): Promise<THelpCenterClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(opts.secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: opts.clock.now(),
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const { sub, email, name, vendor_id, country, global_entity_id, iat, exp } = payload;
    if (
      typeof sub !== 'string' ||
      typeof email !== 'string' ||
      typeof name !== 'string' ||
      typeof vendor_id !== 'string' ||
      !isCountryCode(country) ||
      typeof global_entity_id !== 'string' ||
      typeof iat !== 'number' ||
      typeof exp !== 'number'
    ) {
      return null;
    }
    return { sub, email, name, vendor_id, country, global_entity_id, iat, exp };
  } catch {
    return null;
  }
}
