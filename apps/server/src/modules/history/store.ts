import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { orderExports } from './schema.ts';

type TExportRow = typeof orderExports.$inferSelect;

export async function insertExport(db: TDb, row: typeof orderExports.$inferInsert): Promise<void> {
  await db.insert(orderExports).values(row);
}

/** Records how an export ended: DONE with its file, or FAILED. */
export async function finishExport(
  db: TDb,
  id: string,
  outcome: Pick<TExportRow, 'status' | 'finishedAt'> & { blobKey?: string },
): Promise<void> {
  await db.update(orderExports).set(outcome).where(eq(orderExports.id, id));
}

export async function findDoneExport(db: TDb, id: string): Promise<TExportRow | null> {
  const [row] = await db
    .select()
    .from(orderExports)
    .where(and(eq(orderExports.id, id), eq(orderExports.status, 'DONE')))
    .limit(1);
  return row ?? null;
}
