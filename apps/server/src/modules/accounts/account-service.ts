import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { EMAIL_VERIFICATION_TTL_SECONDS, RESET_CODE_DIGITS } from '@rider-portal/domain/constants';
import { getMarket, resolveLanguage } from '@rider-portal/domain/markets';
import type { TRegisterRequest, TResetPasswordRequest } from '@rider-portal/domain/auth';
import type { TAppContext } from '../../app-context.ts';
import { AppError, englishMessage } from '../../http/errors.ts';
import { isUniqueViolation } from '../../platform/db.ts';
import { isFlagOn } from '../flags/service.ts';
import { findOwnerEmails } from '../vendors/store.ts';
import { isCommonPassword } from './common-passwords.ts';
import { accountExistsMail, resetCodeMail, verificationMail } from '../auth/mails.ts';
import { hashPassword } from './passwords.ts';
import type { TAuthDeps } from './service.ts';
import { emptyLocation, newVendorId } from './service.ts';
import { createOpaqueToken, hashOpaqueToken } from '../auth/tokens.ts';
import { announceSessionsEnded } from '../auth/caller-cache.ts';
import {
  countResetCodeFailure,
  findEmailVerification,
  findLatestResetCode,
  findUserByEmail,
  findUserById,
  findVendor,
  insertEmailVerification,
  insertResetCode,
  insertUser,
  insertVendor,
  linkUserToVendor,
  markEmailVerificationUsed,
  markResetCodeUsed,
  retireResetCodes,
  revokeUserSessions,
  updateUser,
  updateVendor,
} from '../auth/store.ts';

/** 000 §5: a reset code is valid 10 minutes and allows 5 tries. */
export const RESET_CODE_TTL_MS = 10 * 60_000;
export const RESET_CODE_MAX_TRIES = 5;
/** Mails (codes, links) one account may ask for per 15 minutes; more are silently not sent. */
export const ACCOUNT_MAILS_PER_WINDOW = 5;
const ACCOUNT_MAIL_WINDOW_MS = 15 * 60_000;

function commonPasswordError(): AppError {
  const key = 'validation.password-common';
  return new AppError(400, key, {
    fieldErrors: [{ field: 'password', translation_key: key, message: englishMessage(key) }],
  });
}

function newUserId(): string {
  return `U${randomUUID().replaceAll('-', '').slice(0, 12)}`;
}

async function sendVerificationMail(
  ctx: TAppContext,
  user: { id: string; email: string; locale: string },
  linkBase: string,
): Promise<void> {
  const now = ctx.clock.now();
  const token = createOpaqueToken();
  await insertEmailVerification(ctx.db, {
    tokenHash: hashOpaqueToken(token),
    userId: user.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_SECONDS * 1000),
  });
  const link = `${linkBase.replace(/\/+$/, '')}/connect?verify=${encodeURIComponent(token)}`;
  await ctx.mailer.send(
    verificationMail(user.email, link, { entity: ctx.config.entity, locale: user.locale }),
  );
}

async function isAccountMailAllowed(deps: TAuthDeps, email: string): Promise<boolean> {
  const sent = await deps.counters.increment(
    `mail:account:${email.toLowerCase()}`,
    ACCOUNT_MAIL_WINDOW_MS,
    deps.ctx.clock.now(),
  );
  return sent <= ACCOUNT_MAILS_PER_WINDOW;
}

/** Tells the owner of an address that someone tried to register with it (within its mail budget). */
async function mailAccountExists(
  deps: TAuthDeps,
  owner: { email: string; locale: string },
  linkBase: string,
): Promise<void> {
  if (!(await isAccountMailAllowed(deps, owner.email))) return;
  const base = linkBase.replace(/\/+$/, '');
  await deps.ctx.mailer.send(
    accountExistsMail(
      owner.email,
      { signIn: `${base}/connect`, reset: `${base}/forgot-password` },
      { entity: deps.ctx.config.entity, locale: owner.locale },
    ),
  );
}

/**
 * 000 §2, §5, §7 POST /register. PV: the vendor code names an existing vendor and the email must
 * be one of its owners (000 §3 vendor_information.owners, kept by the vendors area): so nobody
 * joins a vendor by knowing its code. Either failure gets the same answer, so the
 * answer never tells a stranger that a code exists. NPV: a new vendor is created with
 * the business name. A guest who registers keeps the guest vendor and its orders.
 * The account must confirm its email (link valid 24 hours) before it can sign in.
 * An address that already has an account gets the same answer (with an id that names
 * no account) and its owner a mail instead, so the answer never tells who has an account.
 */
export async function register(input: {
  deps: TAuthDeps;
  request: TRegisterRequest;
  guestVendorId: string | null;
  linkBase: string;
}): Promise<{ id: string; email: string }> {
  const { ctx } = input.deps;
  const { request } = input;
  if (await isFlagOn(ctx, 'sign-up-deactivation')) throw new AppError(403, 'register.disabled');
  if (isCommonPassword(request.password)) throw commonPasswordError();
  const email = request.email_address.trim().toLowerCase();
  let vendorId: string | null = null;
  if (ctx.config.registrationType === 'PV') {
    const vendor = await findVendor(ctx.db, (request.vendor_code ?? '').trim());
    const owners = vendor
      ? ((await findOwnerEmails(ctx.db, [vendor.vendorId])).get(vendor.vendorId) ?? [])
      : [];
    if (!vendor || vendor.isGuest || !owners.includes(email)) {
      throw new AppError(400, 'register.vendor-code-email-mismatch');
    }
    vendorId = vendor.vendorId;
  }
  // Hashed whether or not the address has an account, so both answers take as long.
  const passwordHash = await hashPassword(request.password);
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    await mailAccountExists(input.deps, existing, input.linkBase);
    return { id: newUserId(), email };
  }
  const guest = input.guestVendorId ? await findVendor(ctx.db, input.guestVendorId) : null;
  const guestVendor = guest?.isGuest ? guest : null;

  const now = ctx.clock.now();
  const user = {
    id: newUserId(),
    email,
    passwordHash,
    phone: request.phone_number.trim(),
    locale: resolveLanguage(request.language),
    createdAt: now,
  };
  const country = getMarket(ctx.config.country).country;
  try {
    await ctx.db.transaction(async (tx) => {
      await insertUser(tx, user);
      if (vendorId) await linkUserToVendor(tx, user.id, vendorId);
      if (guestVendor) {
        // The guest's vendor becomes the account's: NPV names it after the business.
        await updateVendor(tx, guestVendor.vendorId, {
          isGuest: false,
          isRegistered: true,
          ...(request.business_name
            ? { name: request.business_name.trim(), phone: user.phone }
            : {}),
        });
        await linkUserToVendor(tx, user.id, guestVendor.vendorId);
      } else if (!vendorId) {
        const newId = newVendorId('V');
        await insertVendor(tx, {
          vendorId: newId,
          parentVendorId: null,
          clientVendorId: newId,
          countryCode: country,
          name: (request.business_name ?? '').trim(),
          phone: user.phone,
          location: emptyLocation(country),
          paymentMethods: [ctx.config.defaultPayment],
          createdAt: now,
        });
        await linkUserToVendor(tx, user.id, newId);
      }
    });
  } catch (error) {
    // Another request registered the address a moment ago: answered like any existing account.
    const owner = isUniqueViolation(error) ? await findUserByEmail(ctx.db, email) : null;
    if (!owner) throw error;
    await mailAccountExists(input.deps, owner, input.linkBase);
    return { id: newUserId(), email };
  }
  // The first link always goes; it counts towards the account's mails for the window.
  await isAccountMailAllowed(input.deps, email);
  await sendVerificationMail(ctx, user, input.linkBase);
  return { id: user.id, email };
}

/**
 * Opens the verification link: the email is confirmed. A link opened twice still confirms; an
 * unknown link answers code-is-not-valid, an expired one verification-link-expired.
 */
export async function verifyEmail(input: {
  ctx: TAppContext;
  token: string;
}): Promise<{ email: string }> {
  const { ctx } = input;
  const now = ctx.clock.now();
  const tokenHash = hashOpaqueToken(input.token);
  const row = await findEmailVerification(ctx.db, tokenHash);
  if (!row) throw new AppError(400, 'auth.code-is-not-valid');
  const user = await findUserById(ctx.db, row.userId);
  if (!user) throw new AppError(400, 'auth.code-is-not-valid');
  if (user.emailVerifiedAt) return { email: user.email };
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw new AppError(410, 'auth.verification-link-expired');
  }
  await ctx.db.transaction(async (tx) => {
    await markEmailVerificationUsed(tx, tokenHash, now);
    await updateUser(tx, user.id, { emailVerifiedAt: now });
  });
  return { email: user.email };
}

/** Sends a fresh verification link to an unconfirmed account; answers the same for any email. */
export async function resendVerification(input: {
  deps: TAuthDeps;
  email: string;
  linkBase: string;
}): Promise<void> {
  const { ctx } = input.deps;
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.emailVerifiedAt) return;
  if (!(await isAccountMailAllowed(input.deps, user.email))) return;
  await sendVerificationMail(ctx, user, input.linkBase);
}

function hashResetCode(ctx: TAppContext, codeId: string, code: string): string {
  return createHmac('sha256', ctx.secrets.tokenSecret).update(`${codeId}:${code}`).digest('hex');
}

function isSameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * 000 §2 /forgot-password: a 6-digit code by email, valid 10 minutes; a new code replaces the
 * previous one. Answers the same whether the email exists or not.
 */
export async function requestPasswordReset(input: { deps: TAuthDeps; email: string }) {
  const { ctx } = input.deps;
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user) return;
  if (!(await isAccountMailAllowed(input.deps, user.email))) return;
  const now = ctx.clock.now();
  const id = randomUUID();
  const code = String(randomInt(0, 10 ** RESET_CODE_DIGITS)).padStart(RESET_CODE_DIGITS, '0');
  await ctx.db.transaction(async (tx) => {
    await retireResetCodes(tx, user.id, now);
    await insertResetCode(tx, {
      id,
      userId: user.id,
      codeHash: hashResetCode(ctx, id, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS),
    });
  });
  await ctx.mailer.send(
    resetCodeMail(user.email, code, RESET_CODE_TTL_MS / 60_000, {
      entity: ctx.config.entity,
      locale: user.locale,
    }),
  );
}

/**
 * Resets the password with the emailed code (5 tries, 10 minutes). The code proves the mailbox,
 * so an unconfirmed email becomes confirmed; every session of the account is signed out.
 */
export async function resetPassword(input: {
  deps: TAuthDeps;
  request: TResetPasswordRequest;
}): Promise<void> {
  const { ctx } = input.deps;
  const { request } = input;
  const now = ctx.clock.now();
  const invalid = () => new AppError(400, 'auth.code-is-not-valid');
  const user = await findUserByEmail(ctx.db, request.email_address);
  const row = user ? await findLatestResetCode(ctx.db, user.id) : null;
  if (!user || !row) throw invalid();
  if (row.expiresAt.getTime() <= now.getTime() || row.failedAttempts >= RESET_CODE_MAX_TRIES) {
    throw invalid();
  }
  if (!isSameHash(hashResetCode(ctx, row.id, request.code.trim()), row.codeHash)) {
    const failures = await countResetCodeFailure(ctx.db, row.id);
    if (failures >= RESET_CODE_MAX_TRIES) await markResetCodeUsed(ctx.db, row.id, now);
    throw invalid();
  }
  if (isCommonPassword(request.password)) throw commonPasswordError();
  const passwordHash = await hashPassword(request.password);
  const isDone = await ctx.db.transaction(async (tx) => {
    if (!(await markResetCodeUsed(tx, row.id, now))) return false;
    await updateUser(tx, user.id, {
      passwordHash,
      ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: now }),
    });
    await revokeUserSessions(tx, user.id, 'password-reset', now);
    return true;
  });
  if (!isDone) throw invalid();
  await announceSessionsEnded(ctx.bus, { userId: user.id });
}
