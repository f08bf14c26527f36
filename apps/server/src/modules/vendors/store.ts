import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { users, vendorUsers, vendors } from '../../db/schema.ts';
import { vendorOwners } from './schema.ts';
import { vendorRowsChanged } from '../../db/vendor-rows.ts';

export type TVendorRow = typeof vendors.$inferSelect;
export type TNewVendorRow = typeof vendors.$inferInsert;

export async function findVendorsByIds(db: TDb, vendorIds: string[]): Promise<TVendorRow[]> {
  if (vendorIds.length === 0) return [];
  return db
    .select()
    .from(vendors)
    .where(inArray(vendors.vendorId, vendorIds))
    .orderBy(asc(vendors.vendorId));
}

export async function findVendor(db: TDb, vendorId: string): Promise<TVendorRow | null> {
  const [row] = await db.select().from(vendors).where(eq(vendors.vendorId, vendorId)).limit(1);
  return row ?? null;
}

export async function findOutletByClientId(
  db: TDb,
  parentVendorId: string,
  clientVendorId: string,
): Promise<TVendorRow | null> {
  const [row] = await db
    .select()
    .from(vendors)
    .where(
      and(eq(vendors.parentVendorId, parentVendorId), eq(vendors.clientVendorId, clientVendorId)),
    )
    .limit(1);
  return row ?? null;
}

/** The highest number n among vendor ids of the form `V{n}`; 0 when there is none. */
export async function findHighestVendorNumber(db: TDb): Promise<number> {
  const [row] = await db
    .select({
      n: sql<string | null>`max(cast(substring(${vendors.vendorId} from 2) as bigint))`,
    })
    .from(vendors)
    .where(sql`${vendors.vendorId} ~ '^V[0-9]{1,15}$'`);
  return Number(row?.n ?? 0);
}

/**
 * Inserts a vendor; null when its id is already taken. A second outlet with the same client id
 * under one parent is refused by the unique index: that error reaches the caller.
 */
export async function insertVendor(db: TDb, row: TNewVendorRow): Promise<TVendorRow | null> {
  const [inserted] = await db
    .insert(vendors)
    .values(row)
    .onConflictDoNothing({ target: vendors.vendorId })
    .returning();
  vendorRowsChanged(db);
  return inserted ?? null;
}

export async function updateVendor(
  db: TDb,
  vendorId: string,
  patch: Partial<Omit<TNewVendorRow, 'vendorId'>>,
): Promise<TVendorRow | null> {
  const [row] = await db
    .update(vendors)
    .set(patch)
    .where(eq(vendors.vendorId, vendorId))
    .returning();
  vendorRowsChanged(db);
  return row ?? null;
}

/** Turns on the collection points whose activation time has come (000 §2: 'a few minutes'). */
export async function activateDueVendors(db: TDb, now: Date): Promise<void> {
  await db
    .update(vendors)
    .set({ isActive: true, activatesAt: null })
    .where(
      and(
        eq(vendors.isActive, false),
        isNotNull(vendors.activatesAt),
        lte(vendors.activatesAt, now),
      ),
    );
  vendorRowsChanged(db);
}

/** An operator makes a new collection point available now; false when there is no such vendor. */
export async function activateVendorNow(db: TDb, vendorId: string): Promise<boolean> {
  const rows = await db
    .update(vendors)
    .set({ isActive: true, activatesAt: null })
    .where(eq(vendors.vendorId, vendorId))
    .returning({ vendorId: vendors.vendorId });
  vendorRowsChanged(db);
  return rows.length > 0;
}

/** Owner emails per vendor: the listed ones and those of users who own the vendor directly. */
export async function findOwnerEmails(
  db: TDb,
  vendorIds: string[],
): Promise<Map<string, string[]>> {
  const byVendor = new Map<string, Set<string>>();
  if (vendorIds.length === 0) return new Map();
  const add = (vendorId: string, email: string) => {
    const set = byVendor.get(vendorId) ?? new Set<string>();
    set.add(email.toLowerCase());
    byVendor.set(vendorId, set);
  };
  const listed = await db
    .select({ vendorId: vendorOwners.vendorId, email: vendorOwners.email })
    .from(vendorOwners)
    .where(inArray(vendorOwners.vendorId, vendorIds));
  for (const row of listed) add(row.vendorId, row.email);
  const direct = await db
    .select({ vendorId: vendorUsers.vendorId, email: users.email })
    .from(vendorUsers)
    .innerJoin(users, eq(users.id, vendorUsers.userId))
    .where(inArray(vendorUsers.vendorId, vendorIds));
  for (const row of direct) add(row.vendorId, row.email);
  return new Map([...byVendor].map(([id, set]) => [id, [...set].sort()]));
}

/**
 * Makes `emails` the vendor's owners (000 §3): they are listed, and those with an account may act
 * for the vendor. Owners left off the list lose their direct ownership, except `keepUserId` (the
 * person saving never locks themselves out).
 */
export async function replaceOwners(
  db: TDb,
  input: { vendorId: string; emails: string[]; keepUserId: string | null; now: Date },
): Promise<void> {
  const { vendorId, now, keepUserId } = input;
  const emails = [...new Set(input.emails.map((e) => e.toLowerCase()))];
  await db.delete(vendorOwners).where(eq(vendorOwners.vendorId, vendorId));
  const direct = await db
    .select({ userId: vendorUsers.userId, email: users.email })
    .from(vendorUsers)
    .innerJoin(users, eq(users.id, vendorUsers.userId))
    .where(eq(vendorUsers.vendorId, vendorId));
  const dropped = direct
    .filter((r) => r.userId !== keepUserId && !emails.includes(r.email.toLowerCase()))
    .map((r) => r.userId);
  if (dropped.length > 0) {
    await db
      .delete(vendorUsers)
      .where(and(eq(vendorUsers.vendorId, vendorId), inArray(vendorUsers.userId, dropped)));
    vendorRowsChanged(db);
  }
  if (emails.length === 0) return;
  await db
    .insert(vendorOwners)
    .values(emails.map((email) => ({ vendorId, email, createdAt: now })));
  const userIds = await findUserIdsByEmail(db, emails);
  if (userIds.length > 0) {
    await db
      .insert(vendorUsers)
      .values(userIds.map((userId) => ({ userId, vendorId })))
      .onConflictDoNothing();
    vendorRowsChanged(db);
  }
}

async function findUserIdsByEmail(db: TDb, emails: string[]): Promise<string[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  return rows.map((r) => r.id);
}

/** The ids of a parent vendor's outlets. */
export async function findOutletIds(db: TDb, parentVendorId: string): Promise<string[]> {
  const rows = await db
    .select({ vendorId: vendors.vendorId })
    .from(vendors)
    .where(eq(vendors.parentVendorId, parentVendorId));
  return rows.map((r) => r.vendorId);
}
