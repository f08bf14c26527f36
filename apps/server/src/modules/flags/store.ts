import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { flagOverrides } from '../../db/schema.ts';

export type TFlagOverride = { name: string; vendorId: string; value: boolean };

/** Market-wide overrides ('' vendor) and, when given, one vendor's. */
export async function findFlagOverrides(
  db: TDb,
  vendorId: string | null,
): Promise<TFlagOverride[]> {
  const scopes = vendorId ? ['', vendorId] : [''];
  return db
    .select({
      name: flagOverrides.name,
      vendorId: flagOverrides.vendorId,
      value: flagOverrides.value,
    })
    .from(flagOverrides)
    .where(inArray(flagOverrides.vendorId, scopes));
}

export async function upsertFlagOverride(db: TDb, override: TFlagOverride): Promise<void> {
  await db
    .insert(flagOverrides)
    .values({ ...override, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [flagOverrides.name, flagOverrides.vendorId],
      set: { value: override.value, updatedAt: new Date() },
    });
}

export async function deleteFlagOverride(db: TDb, name: string, vendorId: string): Promise<void> {
  await db
    .delete(flagOverrides)
    .where(and(eq(flagOverrides.name, name), eq(flagOverrides.vendorId, vendorId)));
}
