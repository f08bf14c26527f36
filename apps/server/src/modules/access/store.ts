import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { vendorUsers, vendors } from '../../db/schema.ts';
import { rememberedVendorAccess } from '../../db/vendor-rows.ts';

/** The ids of every vendor the user may act for: the vendors they own and the children of owned parents. */
export async function findAccessibleVendorIds(db: TDb, userId: string): Promise<string[]> {
  const owned = await db
    .select({ vendorId: vendorUsers.vendorId })
    .from(vendorUsers)
    .where(eq(vendorUsers.userId, userId));
  const ownedIds = owned.map((r) => r.vendorId);
  if (ownedIds.length === 0) return [];
  const reachable = await db
    .select({ vendorId: vendors.vendorId })
    .from(vendors)
    .where(or(inArray(vendors.vendorId, ownedIds), inArray(vendors.parentVendorId, ownedIds)));
  return reachable.map((r) => r.vendorId);
}

type TVendorRecord = typeof vendors.$inferSelect;

/**
 * The user's vendor query of every vendor-scoped call, built once per database and prepared
 * (its SQL is not assembled again per request, and PostgreSQL plans it once per connection).
 */
const userVendorQueries = new WeakMap<TDb, ReturnType<typeof prepareUserVendorQuery>>();
function prepareUserVendorQuery(db: TDb) {
  return db
    .select({ vendor: vendors })
    .from(vendors)
    .innerJoin(
      vendorUsers,
      and(
        eq(vendorUsers.userId, sql.placeholder('userId')),
        or(
          eq(vendorUsers.vendorId, vendors.vendorId),
          eq(vendorUsers.vendorId, vendors.parentVendorId),
        ),
      ),
    )
    .where(eq(vendors.vendorId, sql.placeholder('vendorId')))
    .limit(1)
    .prepare('access_user_vendor');
}
function userVendorQuery(db: TDb) {
  let query = userVendorQueries.get(db);
  if (!query) {
    query = prepareUserVendorQuery(db);
    userVendorQueries.set(db, query);
  }
  return query;
}

/**
 * The vendor, read in the same statement that checks the caller may act for it: a user's owned
 * vendor or an outlet of an owned parent; a guest's own guest vendor; a tool's own vendor. Null
 * for anything else (no such vendor, or not the caller's). Remembered a few seconds per caller
 * and vendor (db/vendor-rows.ts); every vendor and ownership write forgets it.
 */
export async function findVendorIfAllowed(
  db: TDb,
  who: { userId: string } | { vendorId: string; isGuest: boolean },
  vendorId: string,
): Promise<TVendorRecord | null> {
  const whoKey = 'userId' in who ? `u:${who.userId}` : `${who.isGuest ? 'g' : 't'}:${who.vendorId}`;
  return rememberedVendorAccess.get(db, `${whoKey}|${vendorId}`, () =>
    readVendorIfAllowed(db, who, vendorId),
  );
}

async function readVendorIfAllowed(
  db: TDb,
  who: { userId: string } | { vendorId: string; isGuest: boolean },
  vendorId: string,
): Promise<TVendorRecord | null> {
  if ('userId' in who) {
    const [row] = await userVendorQuery(db).execute({ userId: who.userId, vendorId });
    return row?.vendor ?? null;
  }
  if (who.vendorId !== vendorId) return null;
  const [row] = await db
    .select()
    .from(vendors)
    .where(
      who.isGuest
        ? and(eq(vendors.vendorId, vendorId), eq(vendors.isGuest, true))
        : eq(vendors.vendorId, vendorId),
    )
    .limit(1);
  return row ?? null;
}
