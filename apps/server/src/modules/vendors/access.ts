import { and, eq, inArray, or } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { vendorUsers, vendors } from '../../db/schema.ts';
import type { TCaller } from '../auth/caller.ts';
import { AppError } from '../../http/errors.ts';

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

/** Whether the caller may act for the vendor (ARCHITECTURE: every vendor-scoped route checks this). */
export async function canActForVendor(
  db: TDb,
  caller: TCaller,
  vendorId: string,
): Promise<boolean> {
  // 000 §4, §6: a guest acts for its own guest vendor only; an embedding vendor tool (GODROID) for
  // the restaurant its token names only.
  if (caller.kind === 'guest') {
    return caller.vendorId === vendorId && (await isGuestVendor(db, vendorId));
  }
  if (caller.kind === 'godroid') {
    return caller.vendorId === vendorId && (await vendorExists(db, vendorId));
  }
  const rows = await db
    .select({ vendorId: vendors.vendorId })
    .from(vendors)
    .leftJoin(vendorUsers, eq(vendorUsers.userId, caller.userId))
    .where(
      and(
        eq(vendors.vendorId, vendorId),
        or(
          eq(vendorUsers.vendorId, vendors.vendorId),
          eq(vendorUsers.vendorId, vendors.parentVendorId),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

async function isGuestVendor(db: TDb, vendorId: string): Promise<boolean> {
  const rows = await db
    .select({ vendorId: vendors.vendorId })
    .from(vendors)
    .where(and(eq(vendors.vendorId, vendorId), eq(vendors.isGuest, true)))
    .limit(1);
  return rows.length > 0;
}

async function vendorExists(db: TDb, vendorId: string): Promise<boolean> {
  const rows = await db
    .select({ vendorId: vendors.vendorId })
    .from(vendors)
    .where(eq(vendors.vendorId, vendorId))
    .limit(1);
  return rows.length > 0;
}

/** The ids of every vendor the caller may act for: a guest's or tool's one vendor, a user's owned. */
export async function findCallerVendorIds(db: TDb, caller: TCaller): Promise<string[]> {
  if (caller.kind === 'user') return findAccessibleVendorIds(db, caller.userId);
  return (await canActForVendor(db, caller, caller.vendorId)) ? [caller.vendorId] : [];
}

/** Another vendor's id answers 404, never its data. */
export async function assertCanActForVendor(
  db: TDb,
  caller: TCaller,
  vendorId: string,
): Promise<void> {
  if (!(await canActForVendor(db, caller, vendorId))) throw new AppError(404, 'error.not-found');
}
