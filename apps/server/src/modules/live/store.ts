import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { liveEvents, vendorEventSequences } from './schema.ts';

/** The vendor's next live event number (1, 2, 3 …), taken inside the caller's transaction. */
export async function nextLiveSeq(tx: TDb, vendorId: string): Promise<number> {
  const [row] = await tx
    .insert(vendorEventSequences)
    .values({ vendorId, lastSeq: 1 })
    .onConflictDoUpdate({
      target: vendorEventSequences.vendorId,
      set: { lastSeq: sql`${vendorEventSequences.lastSeq} + 1` },
    })
    .returning({ seq: vendorEventSequences.lastSeq });
  return row!.seq;
}

export async function insertLiveEvent(tx: TDb, row: typeof liveEvents.$inferInsert): Promise<void> {
  await tx.insert(liveEvents).values(row);
}

/** A vendor's events after a number, oldest first, at most `limit`. */
export async function findEventsAfter(
  db: TDb,
  input: { vendorId: string; after: number; limit: number },
): Promise<{ payload: Record<string, unknown> }[]> {
  return db
    .select({ payload: liveEvents.payload })
    .from(liveEvents)
    .where(and(eq(liveEvents.vendorId, input.vendorId), gt(liveEvents.seq, input.after)))
    .orderBy(asc(liveEvents.seq))
    .limit(input.limit);
}
