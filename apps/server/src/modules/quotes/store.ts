import { asc, eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { vendorDeliveryAreas } from './schema.ts';

export type TDeliveryAreaRow = typeof vendorDeliveryAreas.$inferSelect;

export async function findDeliveryAreas(db: TDb, vendorId: string): Promise<TDeliveryAreaRow[]> {
  return db
    .select()
    .from(vendorDeliveryAreas)
    .where(eq(vendorDeliveryAreas.vendorId, vendorId))
    .orderBy(asc(vendorDeliveryAreas.id));
}

export async function insertDeliveryArea(
  db: TDb,
  area: { vendorId: string; name: string; polygon: [number, number][]; createdAt: Date },
): Promise<TDeliveryAreaRow> {
  const [row] = await db.insert(vendorDeliveryAreas).values(area).returning();
  if (!row) throw new Error('delivery area insert did not answer');
  return row;
}

export async function deleteDeliveryAreas(db: TDb, vendorId: string): Promise<number> {
  const rows = await db
    .delete(vendorDeliveryAreas)
    .where(eq(vendorDeliveryAreas.vendorId, vendorId))
    .returning({ id: vendorDeliveryAreas.id });
  return rows.length;
}
