import type { TDb } from '../../platform/db.ts';
import { logisticsEvents } from './schema.ts';

/** Records a logistics event by its id; false when it was recorded before (a redelivery). */
export async function recordLogisticsEvent(
  tx: TDb,
  row: typeof logisticsEvents.$inferInsert,
): Promise<boolean> {
  const inserted = await tx
    .insert(logisticsEvents)
    .values(row)
    .onConflictDoNothing()
    .returning({ eventId: logisticsEvents.eventId });
  return inserted.length > 0;
}
