import { and, eq, inArray, or } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { vendorUsers, vendors } from '../../db/schema.ts';

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

/** Whether the user owns the vendor or its parent. */
export async function isUserOfVendor(db: TDb, userId: string, vendorId: string): Promise<boolean> {
  const rows = await db
    .select({ vendorId: vendors.vendorId })
    .from(vendors)
    .leftJoin(vendorUsers, eq(vendorUsers.userId, userId))
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

export async function isGuestVendor(db: TDb, vendorId: string): Promise<boolean> {
  const rows = await db
    .select({ vendorId: vendors.vendorId })
    .from(vendors)
    .where(and(eq(vendors.vendorId, vendorId), eq(vendors.isGuest, true)))
    .limit(1);
  return rows.length > 0;
}

export async function vendorExists(db: TDb, vendorId: string): Promise<boolean> {
  const rows = await db
    .select({ vendorId: vendors.vendorId })
    .from(vendors)
    .where(eq(vendors.vendorId, vendorId))
    .limit(1);
  return rows.length > 0;
}
