import { SignJWT, jwtVerify } from 'jose';
import type { TClock } from '../../platform/clock.ts';

/** How long a wallet session's access token lasts (our choice: long enough to fill the form). */
export const WALLET_TOKEN_TTL_SECONDS = 1800;
const AUDIENCE = 'rider-portal:payment-wallet';

type TOpts = { secret: string; clock: TClock };

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** The access_token of POST /order/payment/auth: a wallet and its vendor, for a short while. */
export async function signWalletToken(
  claims: { walletId: string; vendorId: string },
  opts: TOpts,
): Promise<string> {
  const now = Math.floor(opts.clock.now().getTime() / 1000);
  return new SignJWT({ wid: claims.walletId, vid: claims.vendorId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + WALLET_TOKEN_TTL_SECONDS)
    .sign(key(opts.secret));
}

/** The wallet and vendor a bearer_token names; null when it is not valid or has expired. */
export async function verifyWalletToken(
  token: string,
  opts: TOpts,
): Promise<{ walletId: string; vendorId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key(opts.secret), {
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: opts.clock.now(),
    });
    if (typeof payload.wid !== 'string' || typeof payload.vid !== 'string') return null;
    return { walletId: payload.wid, vendorId: payload.vid };
  } catch {
    return null;
  }
}
