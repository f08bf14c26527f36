import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { liveEvents, vendorEventSequences } from './schema.ts';

/**
 * Takes the vendor's next `payloads.length` sequence numbers in one block and records the events
 * under them in that order, in one statement; answers their numbers, in the same order.
 */
export async function appendLiveEvents(
  tx: TDb,
  input: { vendorId: string; payloads: readonly Record<string, unknown>[]; createdAt: Date },
): Promise<number[]> {
  const n = input.payloads.length;
  if (n === 0) return [];
  const result = await tx.execute(sql`
    with next as (
      insert into ${vendorEventSequences} (vendor_id, last_seq) values (${input.vendorId}, ${n})
      on conflict (vendor_id) do update set last_seq = vendor_event_sequences.last_seq + ${n}
      returning last_seq - ${n} as before
    )
    insert into ${liveEvents} (vendor_id, seq, payload, created_at)
    select ${input.vendorId}, next.before + e.ord,
      jsonb_set(e.payload, '{seq}', to_jsonb(next.before + e.ord)),
      ${input.createdAt.toISOString()}::timestamptz
    from next, jsonb_array_elements(${JSON.stringify(input.payloads)}::jsonb)
      with ordinality as e(payload, ord)
    returning seq`);
  const seqs = (result as unknown as { rows: { seq: number | string }[] }).rows.map((r) =>
    Number(r.seq),
  );
  const first = Math.min(...seqs);
  return input.payloads.map((_, i) => first + i);
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
