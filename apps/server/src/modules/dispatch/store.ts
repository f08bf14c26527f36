import type { TDb } from '../../platform/db.ts';
import { logisticsEvents } from './schema.ts';

/**
 * Records several logistics events in one statement; answers the ids recorded now (those not
 * recorded before). The caller passes each id once.
 */
export async function recordLogisticsEvents(
  tx: TDb,
  rows: readonly (typeof logisticsEvents.$inferInsert)[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await tx
    .insert(logisticsEvents)
    .values([...rows])
    .onConflictDoNothing()
    .returning({ eventId: logisticsEvents.eventId });
  return new Set(inserted.map((row) => row.eventId));
}
