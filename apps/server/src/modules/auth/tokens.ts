import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, decodeJwt, jwtVerify } from 'jose';
import { findRestaurantId } from '@rider-portal/domain/integration';
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

/** How long a guest may keep working before starting again (our choice: 30 days). */
export const GUEST_TOKEN_TTL_SECONDS = 30 * 86_400;

/** A guest token: `{ vendor_id, exp }` signed by the server; sent as `Bearer {token}`. */
export async function signGuestToken(
  vendorId: string,
  opts: { secret: string; clock: TClock; ttlSeconds?: number },
): Promise<{ value: string; exp: number }> {
  const now = Math.floor(opts.clock.now().getTime() / 1000);
  const exp = now + (opts.ttlSeconds ?? GUEST_TOKEN_TTL_SECONDS);
  const value = await new SignJWT({ vendor_id: vendorId, token_use: 'guest' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .sign(key(opts.secret));
  return { value, exp };
}

/** The guest vendor of a valid guest token; null when invalid or expired. */
export async function verifyGuestToken(
  token: string,
  opts: { secret: string; clock: TClock },
): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, key(opts.secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
      currentDate: opts.clock.now(),
      requiredClaims: ['exp'],
    });
    if (payload.token_use !== 'guest' || typeof payload.vendor_id !== 'string') return null;
    return payload.vendor_id || null;
  } catch {
    return null;
  }
}

/**
 * 000 §4, 001 §4: an embedding vendor tool's token (HS256 with the integration key, an expiry
 * required) whose authSchema lists platform tokens with a restaurantId; the first names the vendor.
 */
export async function verifyIntegrationToken(
  token: string,
  opts: { integrationKey: string; clock: TClock },
): Promise<string | null> {
  try {
    await jwtVerify(token, key(opts.integrationKey), {
      algorithms: ['HS256'],
      currentDate: opts.clock.now(),
      requiredClaims: ['exp'],
    });
    return findRestaurantId(decodeJwt(token));
  } catch {
    return null;
  }
}

/** An opaque refresh token (256 random bits); only its SHA-256 is stored. */
export function createOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashOpaqueToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
