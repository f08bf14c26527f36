import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { rowsOf, withClauses } from '../../platform/with-clauses.ts';
import type { TWithClause } from '../../platform/with-clauses.ts';
import { liveEvents, vendorEventSequences } from './schema.ts';

/** The clause of liveEventClauses that answers the recorded events' numbers (`seq`). */
export const LIVE_EVENTS_CLAUSE = 'recorded_live_events';

/**
 * Takes the vendor's next `count` sequence numbers in one block and records the events of
 * `payloads` (a jsonb array of `count` events) under them in that order, each payload's `seq` set
 * to its number: two `with` clauses, for a statement of the caller's (appendLiveEvents runs them
 * alone). The second, LIVE_EVENTS_CLAUSE, answers `seq`. The vendor and the time (ISO) are values
 * or placeholders of a statement prepared once.
 */
export function liveEventClauses(input: {
  vendorId: string | Placeholder;
  payloads: SQL;
  count: number;
  createdAt: string | Placeholder;
}): TWithClause[] {
  const { vendorId, count: n } = input;
  return [
    {
      name: 'live_sequence',
      body: sql`
        insert into ${vendorEventSequences} (vendor_id, last_seq) values (${vendorId}, ${n})
        on conflict (vendor_id) do update set last_seq = vendor_event_sequences.last_seq + ${n}
        returning last_seq - ${n} as before`,
    },
    {
      name: LIVE_EVENTS_CLAUSE,
      body: sql`
        insert into ${liveEvents} (vendor_id, seq, payload, created_at)
        select ${vendorId}, live_sequence.before + e.ord,
          jsonb_set(e.payload, '{seq}', to_jsonb(live_sequence.before + e.ord)),
          ${input.createdAt}::timestamptz
        from live_sequence, jsonb_array_elements(${input.payloads}) with ordinality as e(payload, ord)
        returning seq`,
    },
  ];
}

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
  const clauses = liveEventClauses({
    vendorId: input.vendorId,
    payloads: sql`${JSON.stringify(input.payloads)}::jsonb`,
    count: n,
    createdAt: input.createdAt.toISOString(),
  });
  const result = await tx.execute(
    withClauses(clauses, sql`select seq from ${sql.identifier(LIVE_EVENTS_CLAUSE)}`),
  );
  const seqs = rowsOf<{ seq: number | string }>(result).map((r) => Number(r.seq));
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
