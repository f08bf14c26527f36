import { randomInt, randomUUID } from 'node:crypto';
import { getMarket } from '@rider-portal/domain/markets';
import type { TAppContext } from '../../app-context.ts';
import type { TVendorLocation } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { isFlagOn } from '../flags/service.ts';
import type { TCounterStore } from './counter-store.ts';
import type { TLoginAttempt, TLoginLimiter } from './limiter.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  createOpaqueToken,
  hashOpaqueToken,
  signGuestToken,
  signUserToken,
  ACCESS_TOKEN_TTL_SECONDS,
} from '../auth/tokens.ts';
import type { TUserCaller } from '../auth/caller.ts';
import { announceSessionsEnded } from '../auth/caller-cache.ts';
import {
  findRefreshToken,
  findUserByEmail,
  findUserById,
  insertRefreshToken,
  insertSession,
  insertVendor,
  markRefreshTokenUsed,
  revokeSession,
} from '../auth/store.ts';

/** What the auth use cases need besides the app context: the shared counters and the limiter. */
export type TAuthDeps = { ctx: TAppContext; counters: TCounterStore; limiter: TLoginLimiter };

/** How long a refresh token may wait to be used (our choice: 30 days, renewed on each use). */
export const REFRESH_TOKEN_TTL_MS = 30 * 86_400_000;

export type TAuthenticationResult = {
  AuthenticationResult: {
    AccessToken: string;
    IdToken: string;
    RefreshToken: string;
    ExpiresIn: number;
  };
  user: { id: string; email: string };
};

// Verified against when no user has the email, so an unknown email costs the same time as a wrong
// password and the two answers cannot be told apart.
let decoyHash: Promise<string> | null = null;
function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(createOpaqueToken());
  return decoyHash;
}

async function signTokens(
  ctx: TAppContext,
  user: { id: string; email: string },
  sessionId: string,
  refreshToken: string,
): Promise<TAuthenticationResult> {
  const claims = { userId: user.id, email: user.email, sessionId };
  const opts = { secret: ctx.secrets.tokenSecret, clock: ctx.clock };
  const [access, id] = await Promise.all([
    signUserToken('access', claims, opts),
    signUserToken('id', claims, opts),
  ]);
  return {
    AuthenticationResult: {
      AccessToken: access,
      IdToken: id,
      RefreshToken: refreshToken,
      ExpiresIn: ACCESS_TOKEN_TTL_SECONDS,
    },
    user: { id: user.id, email: user.email },
  };
}

/** Opens a session (a new refresh family) for a user whose credentials were just checked. */
export async function openSession(
  ctx: TAppContext,
  user: { id: string; email: string },
): Promise<TAuthenticationResult> {
  const now = ctx.clock.now();
  const sessionId = randomUUID();
  const refreshToken = createOpaqueToken();
  await ctx.db.transaction(async (tx) => {
    await insertSession(tx, { id: sessionId, userId: user.id, createdAt: now });
    await insertRefreshToken(tx, {
      tokenHash: hashOpaqueToken(refreshToken),
      sessionId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
  });
  return signTokens(ctx, user, sessionId, refreshToken);
}

/**
 * 000 §7 POST /login. An unknown email and a wrong password answer the same; after a few failures
 * of the account (or the client address) the next attempt must wait (429 with the seconds, issue
 * 14); an unconfirmed email cannot sign in.
 */
export async function login(input: {
  deps: TAuthDeps;
  email: string;
  password: string;
  address: string;
}): Promise<TAuthenticationResult> {
  const { ctx, limiter } = input.deps;
  const attempt: TLoginAttempt = { account: input.email, address: input.address };
  const now = ctx.clock.now();
  const waitMs = await limiter.waitMs(attempt, now);
  if (waitMs > 0) {
    throw new AppError(429, 'auth.login-throttled', {
      details: { retry_after_seconds: Math.ceil(waitMs / 1000) },
    });
  }
  const user = await findUserByEmail(ctx.db, input.email);
  const isPasswordRight = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await decoyPasswordHash(), input.password).then(() => false);
  if (!user || !isPasswordRight) {
    await limiter.noteFailure(attempt, now);
    throw new AppError(401, 'auth.your-password-is-invalid');
  }
  await limiter.noteSuccess(attempt);
  if (!user.emailVerifiedAt) throw new AppError(403, 'auth.user-is-not-confirmed');
  return openSession(ctx, user);
}

/**
 * 000 §7 POST /login/extend: rotates the refresh token (the one presented dies at once). A token
 * presented a second time means it leaked: the whole family is revoked and the session ends.
 */
export async function extendSession(input: {
  deps: TAuthDeps;
  refreshToken: string;
}): Promise<TAuthenticationResult> {
  const { ctx } = input.deps;
  const now = ctx.clock.now();
  const tokenHash = hashOpaqueToken(input.refreshToken);
  const row = await findRefreshToken(ctx.db, tokenHash);
  const refuse = () => new AppError(401, 'error.unauthorized');
  if (!row || row.session.revokedAt) throw refuse();
  if (row.usedAt) {
    await revokeSession(ctx.db, row.sessionId, 'reuse', now);
    await announceSessionsEnded(ctx.bus, { sessionId: row.sessionId });
    throw refuse();
  }
  if (row.expiresAt.getTime() <= now.getTime()) throw refuse();
  const user = await findUserById(ctx.db, row.session.userId);
  if (!user) throw refuse();

  const next = createOpaqueToken();
  const isRotated = await ctx.db.transaction(async (tx) => {
    if (!(await markRefreshTokenUsed(tx, tokenHash, now))) return false;
    await insertRefreshToken(tx, {
      tokenHash: hashOpaqueToken(next),
      sessionId: row.sessionId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    return true;
  });
  if (!isRotated) {
    // Another request used the same token a moment ago: that is reuse too.
    await revokeSession(ctx.db, row.sessionId, 'reuse', now);
    await announceSessionsEnded(ctx.bus, { sessionId: row.sessionId });
    throw refuse();
  }
  return signTokens(ctx, user, row.sessionId, next);
}

/** 000 §7 POST /logout: ends the caller's session (its refresh family and its tokens). */
export async function logout(input: { ctx: TAppContext; caller: TUserCaller }): Promise<void> {
  await revokeSession(input.ctx.db, input.caller.sessionId, 'logout', input.ctx.clock.now());
  await announceSessionsEnded(input.ctx.bus, { sessionId: input.caller.sessionId });
}

/** An empty location in the shape of 000 §3 (the guest vendor's, and a new business's). */
export function emptyLocation(countryCode: string): TVendorLocation {
  return {
    address_text: '',
    building: '',
    unit: '',
    city: '',
    country_code: countryCode,
    latitude: null,
    longitude: null,
    postal_code: '',
    street: '',
    street_number: '',
    rider_instructions: '',
  };
}

/** A vendor id like the seeded ones: a letter and digits, never a dash (order ids use it). */
export function newVendorId(prefix: 'V' | 'G'): string {
  return `${prefix}${randomInt(10_000_000, 100_000_000)}`;
}

/** Guest sessions one client address may open per hour (our choice, against vendor spam). */
export const GUEST_SESSIONS_PER_ADDRESS_PER_HOUR = 30;

/**
 * 000 §1, §4, §6: guest mode, only with the guest-checkout flag. A guest vendor named 'guest' with
 * an empty location is created; its token ({ vendor_id, exp }) is sent as `Bearer {token}`.
 * Guests pay by card only (000 §6).
 */
export async function startGuestSession(input: {
  deps: TAuthDeps;
  address: string;
}): Promise<{ vendor_id: string; token: { value: string; exp: number } }> {
  const { ctx, counters } = input.deps;
  if (!(await isFlagOn(ctx, 'guest-checkout'))) throw new AppError(403, 'error.forbidden');
  const now = ctx.clock.now();
  const opened = await counters.increment(`guest:address:${input.address}`, 3_600_000, now);
  if (opened > GUEST_SESSIONS_PER_ADDRESS_PER_HOUR) throw new AppError(429, 'error.rate-limited');
  const country = getMarket(ctx.config.country).country;
  const vendorId = newVendorId('G');
  await insertVendor(ctx.db, {
    vendorId,
    parentVendorId: null,
    clientVendorId: vendorId,
    countryCode: country,
    name: 'guest',
    location: emptyLocation(country),
    isGuest: true,
    isRegistered: false,
    paymentMethods: ['PAID'],
    createdAt: now,
  });
  const token = await signGuestToken(vendorId, {
    secret: ctx.secrets.tokenSecret,
    clock: ctx.clock,
  });
  return { vendor_id: vendorId, token };
}
