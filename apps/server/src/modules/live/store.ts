import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { liveEvents, vendorEventSequences } from './schema.ts';

/**
 * Takes the vendor's next sequence number and records the event under it, in one statement (one
 * round trip inside the caller's transaction); the stored payload carries the number as `seq`.
 */
export async function appendLiveEvent(
  tx: TDb,
  input: { vendorId: string; payload: Record<string, unknown>; createdAt: Date },
): Promise<number> {
  const result = await tx.execute(sql`
    with next as (
      insert into ${vendorEventSequences} (vendor_id, last_seq) values (${input.vendorId}, 1)
      on conflict (vendor_id) do update set last_seq = vendor_event_sequences.last_seq + 1
      returning last_seq
    )
    insert into ${liveEvents} (vendor_id, seq, payload, created_at)
    select ${input.vendorId}, next.last_seq,
      jsonb_set(${JSON.stringify(input.payload)}::jsonb, '{seq}', to_jsonb(next.last_seq)),
      ${input.createdAt.toISOString()}::timestamptz
    from next
    returning seq`);
  const [row] = (result as unknown as { rows: { seq: number | string }[] }).rows;
  return Number(row!.seq);
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
