import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { users, vendorUsers, vendors } from '../../db/schema.ts';
import { authSessions, emailVerifications, passwordResetCodes, refreshTokens } from './schema.ts';
import { vendorRowsChanged } from '../../db/vendor-rows.ts';

export type TUserRow = typeof users.$inferSelect;
export type TRefreshTokenRow = typeof refreshTokens.$inferSelect & {
  session: { userId: string; revokedAt: Date | null };
};
export type TResetCodeRow = typeof passwordResetCodes.$inferSelect;

// Users

export async function findUserByEmail(db: TDb, email: string): Promise<TUserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: TDb, id: string): Promise<TUserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertUser(db: TDb, user: typeof users.$inferInsert): Promise<void> {
  await db.insert(users).values(user);
}

export async function updateUser(
  db: TDb,
  id: string,
  patch: Partial<Pick<TUserRow, 'passwordHash' | 'emailVerifiedAt' | 'locale'>>,
): Promise<void> {
  await db.update(users).set(patch).where(eq(users.id, id));
}

export async function linkUserToVendor(db: TDb, userId: string, vendorId: string): Promise<void> {
  await db.insert(vendorUsers).values({ userId, vendorId }).onConflictDoNothing();
  vendorRowsChanged(db);
}

// Vendors, as registration and guests need them

export async function findVendor(
  db: TDb,
  vendorId: string,
): Promise<typeof vendors.$inferSelect | null> {
  const [row] = await db.select().from(vendors).where(eq(vendors.vendorId, vendorId)).limit(1);
  return row ?? null;
}

export async function insertVendor(db: TDb, vendor: typeof vendors.$inferInsert): Promise<void> {
  await db.insert(vendors).values(vendor);
  vendorRowsChanged(db);
}

export async function updateVendor(
  db: TDb,
  vendorId: string,
  patch: Partial<typeof vendors.$inferInsert>,
): Promise<void> {
  await db.update(vendors).set(patch).where(eq(vendors.vendorId, vendorId));
  vendorRowsChanged(db);
}

// Sessions and refresh tokens

export async function insertSession(
  db: TDb,
  session: { id: string; userId: string; createdAt: Date },
): Promise<void> {
  await db.insert(authSessions).values(session);
}

/** Whether the session exists, belongs to the user and has not been revoked. */
export async function isSessionActive(
  db: TDb,
  sessionId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(
      and(
        eq(authSessions.id, sessionId),
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function revokeSession(
  db: TDb,
  sessionId: string,
  reason: string,
  at: Date,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Revokes every open session of a user, except one when given (000 §5 reset: the others). */
export async function revokeUserSessions(
  db: TDb,
  userId: string,
  reason: string,
  at: Date,
  exceptSessionId: string | null = null,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        exceptSessionId ? ne(authSessions.id, exceptSessionId) : undefined,
      ),
    );
}

export async function insertRefreshToken(
  db: TDb,
  token: { tokenHash: string; sessionId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

export async function findRefreshToken(
  db: TDb,
  tokenHash: string,
): Promise<TRefreshTokenRow | null> {
  const [row] = await db
    .select({
      token: refreshTokens,
      userId: authSessions.userId,
      revokedAt: authSessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1);
  if (!row) return null;
  return { ...row.token, session: { userId: row.userId, revokedAt: row.revokedAt } };
}

/**
 * Marks a refresh token used, only if it was not already: true for the one caller that wins, so
 * two concurrent refreshes with the same token cannot both rotate it.
 */
export async function markRefreshTokenUsed(db: TDb, tokenHash: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.usedAt)))
    .returning({ tokenHash: refreshTokens.tokenHash });
  return rows.length > 0;
}

// Email verification

export async function insertEmailVerification(
  db: TDb,
  row: { tokenHash: string; userId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(row);
}

export async function findEmailVerification(
  db: TDb,
  tokenHash: string,
): Promise<typeof emailVerifications.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function markEmailVerificationUsed(
  db: TDb,
  tokenHash: string,
  at: Date,
): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ usedAt: at })
    .where(eq(emailVerifications.tokenHash, tokenHash));
}

// Password-reset codes

export async function insertResetCode(
  db: TDb,
  row: { id: string; userId: string; codeHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResetCodes).values(row);
}

/** The newest code of a user that has not been used. */
export async function findLatestResetCode(db: TDb, userId: string): Promise<TResetCodeRow | null> {
  const [row] = await db
    .select()
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** A new code replaces the ones sent before. */
export async function retireResetCodes(db: TDb, userId: string, at: Date): Promise<void> {
  await db
    .update(passwordResetCodes)
    .set({ usedAt: at })
    .where(and(eq(passwordResetCodes.userId, userId), isNull(passwordResetCodes.usedAt)));
}

export async function countResetCodeFailure(db: TDb, id: string): Promise<number> {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ failedAttempts: sql`${passwordResetCodes.failedAttempts} + 1` })
    .where(eq(passwordResetCodes.id, id))
    .returning({ failedAttempts: passwordResetCodes.failedAttempts });
  return row?.failedAttempts ?? 0;
}

export async function markResetCodeUsed(db: TDb, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: at })
    .where(and(eq(passwordResetCodes.id, id), isNull(passwordResetCodes.usedAt)))
    .returning({ id: passwordResetCodes.id });
  return rows.length > 0;
}
