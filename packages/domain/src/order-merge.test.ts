import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  NEGATIVE_RANK_STATUSES,
  PROGRESS_ORDER,
  canMoveTo,
  mergeOrderUpdate,
  mergeStatusHistories,
  progressRank,
} from './statuses.ts';
import type { TOrderStatus, TStatusHistoryEntry } from './statuses.ts';

type TRecord = {
  order_id: string;
  seq: number;
  status: TOrderStatus;
  updated_at: string;
  status_history: TStatusHistoryEntry[];
};

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const at = (minutes: number) => iso(T0 + minutes * 60_000);

function update(status: TOrderStatus, minutes: number, seq = minutes): TRecord {
  return {
    order_id: 'V1-1',
    seq,
    status,
    updated_at: at(minutes),
    status_history: [{ status, created_at: at(minutes) }],
  };
}

function applyAll(updates: readonly TRecord[]): TRecord | null {
  return updates.reduce<TRecord | null>((stored, u) => mergeOrderUpdate(stored, u), null);
}

describe('mergeOrderUpdate (ARCHITECTURE "Data rules", 001 §3, §4)', () => {
  it('takes the first update as it is, history sorted', () => {
    const first = {
      ...update('NEW', 1),
      status_history: [
        { status: 'NEW' as const, created_at: at(1) },
        { status: 'INITIATED' as const, created_at: at(0) },
      ],
    };
    expect(mergeOrderUpdate(null, first).status_history.map((e) => e.status)).toEqual([
      'INITIATED',
      'NEW',
    ]);
  });

  it('moves up the progress rank with newer updates', () => {
    const merged = mergeOrderUpdate(update('NEW', 0), update('PICKED_UP', 10));
    expect(merged.status).toBe('PICKED_UP');
    expect(merged.updated_at).toBe(at(10));
    expect(merged.status_history.map((e) => e.status)).toEqual(['NEW', 'PICKED_UP']);
  });

  it('never lets an older update overwrite, but keeps its history entry', () => {
    const merged = mergeOrderUpdate(update('PICKED_UP', 10), update('NEW', 0));
    expect(merged.status).toBe('PICKED_UP');
    expect(merged.seq).toBe(10);
    expect(merged.updated_at).toBe(at(10));
    expect(merged.status_history.map((e) => e.status)).toEqual(['NEW', 'PICKED_UP']);
  });

  it('keeps the status when a newer update would move it down, taking its other fields', () => {
    const merged = mergeOrderUpdate(update('PICKED_UP', 10), update('WAITING_FOR_TRANSPORT', 12));
    expect(merged.status).toBe('PICKED_UP');
    expect(merged.seq).toBe(12);
    expect(merged.updated_at).toBe(at(12));
  });

  it('keeps a re-dispatch in the history while the status holds its rank', () => {
    let order = applyAll([
      update('WAITING_FOR_TRANSPORT', 0),
      update('COURIER_ACCEPTED_DELIVERY', 2),
    ]);
    order = mergeOrderUpdate(order, update('WAITING_FOR_TRANSPORT', 4));
    expect(order.status).toBe('COURIER_ACCEPTED_DELIVERY');
    expect(order.status_history.map((e) => e.status)).toEqual([
      'WAITING_FOR_TRANSPORT',
      'COURIER_ACCEPTED_DELIVERY',
      'WAITING_FOR_TRANSPORT',
    ]);
  });

  it('cancels from any non-terminal state', () => {
    for (const status of ['NEW', 'PICKED_UP', 'STALLED', 'DELAYED', 'RETURN_INITIATED'] as const) {
      expect(mergeOrderUpdate(update(status, 0), update('CANCELLED', 1)).status).toBe('CANCELLED');
    }
  });

  it('keeps DELIVERED, RETURNED_TO_VENDOR and CANCELLED for good', () => {
    for (const terminal of ['DELIVERED', 'RETURNED_TO_VENDOR', 'CANCELLED'] as const) {
      for (const next of ['CANCELLED', 'RETURN_INITIATED', 'DELAYED', 'NEW', 'STALLED'] as const) {
        if (next === terminal) continue;
        expect(mergeOrderUpdate(update(terminal, 0), update(next, 1)).status).toBe(terminal);
      }
    }
  });

  it('lets DELAYED in from an active state and out to a later one, never back down', () => {
    let order = applyAll([update('NEW', 0), update('ASSIGNED_TO_TRANSPORT', 1)]);
    order = mergeOrderUpdate(order, update('DELAYED', 2));
    expect(order.status).toBe('DELAYED');
    expect(mergeOrderUpdate(order, update('RECEIVED', 3)).status).toBe('DELAYED');
    expect(mergeOrderUpdate(order, update('ASSIGNED_TO_TRANSPORT', 3)).status).toBe(
      'ASSIGNED_TO_TRANSPORT',
    );
    expect(mergeOrderUpdate(order, update('PICKED_UP', 3)).status).toBe('PICKED_UP');
  });

  it('lets a stalled order or a failed payment resume, not below where it got to', () => {
    let order = applyAll([
      update('NEW', 0),
      update('WAITING_FOR_TRANSPORT', 1),
      update('STALLED', 2),
    ]);
    expect(mergeOrderUpdate(order, update('RECEIVED', 3)).status).toBe('STALLED');
    order = mergeOrderUpdate(order, update('ASSIGNED_TO_TRANSPORT', 3));
    expect(order.status).toBe('ASSIGNED_TO_TRANSPORT');
    const payment = applyAll([update('PAYMENT_INITIATED', 0), update('PAYMENT_FAILED', 1)]);
    expect(mergeOrderUpdate(payment, update('PAYMENT_INITIATED', 2)).status).toBe(
      'PAYMENT_INITIATED',
    );
  });

  it('treats an unreadable incoming timestamp as older', () => {
    const merged = mergeOrderUpdate(update('NEW', 0), {
      ...update('PICKED_UP', 1),
      updated_at: 'x',
    });
    expect(merged.status).toBe('NEW');
  });

  it('decides updates of the same instant the same way in either order', () => {
    const a = update('WAITING_FOR_TRANSPORT', 5, 1);
    const b = update('CANCELLED', 5, 2);
    expect(mergeOrderUpdate(a, b)).toEqual(mergeOrderUpdate(b, a));
    expect(mergeOrderUpdate(a, b).status).toBe('CANCELLED');
    const c = update('NEW', 5, 3);
    const d = update('PICKED_UP', 5, 4);
    expect(mergeOrderUpdate(c, d)).toEqual(mergeOrderUpdate(d, c));
    expect(mergeOrderUpdate(c, d).status).toBe('PICKED_UP');
  });

  it('compares instants, not strings', () => {
    const stored = { ...update('PICKED_UP', 10), updated_at: '2025-03-01T10:10:00+00:00' };
    const incoming = { ...update('NEW', 0), updated_at: '2025-03-01T11:05:00+01:00' };
    expect(mergeOrderUpdate(stored, incoming).status).toBe('PICKED_UP');
  });
});

describe('mergeStatusHistories', () => {
  it('unions by (status, instant) and sorts by time', () => {
    const merged = mergeStatusHistories(
      [
        { status: 'NEW', created_at: '2025-03-01T10:00:00.000Z' },
        { status: 'PICKED_UP', created_at: '2025-03-01T10:20:00.000Z' },
      ],
      [
        { status: 'NEW', created_at: '2025-03-01T10:00:00Z' },
        { status: 'RECEIVED', created_at: '2025-03-01T10:05:00.000Z' },
      ],
    );
    expect(merged.map((e) => e.status)).toEqual(['NEW', 'RECEIVED', 'PICKED_UP']);
  });

  it('orders entries of the same instant by progress', () => {
    const same = '2025-03-01T10:00:00.000Z';
    const merged = mergeStatusHistories([
      { status: 'CANCELLED', created_at: same },
      { status: 'RECEIVED', created_at: same },
      { status: 'NEW', created_at: same },
    ]);
    expect(merged.map((e) => e.status)).toEqual(['NEW', 'RECEIVED', 'CANCELLED']);
  });
});

// A valid stream: progress statuses in non-decreasing rank, with DELAYED and the recoverable
// negative states after the first status (DELAYED once placed) and before the end, ending active, delivered, cancelled or returned.
const NEW_RANK = progressRank('NEW');
const BODY = PROGRESS_ORDER.slice(0, PROGRESS_ORDER.indexOf('DELIVERED'));
const INTERLUDES = ['DELAYED', 'STALLED', 'PAYMENT_FAILED', 'PAYMENT_CANCELLED'] as const;
const ENDINGS: TOrderStatus[][] = [
  [],
  ['DELIVERED'],
  ['CANCELLED'],
  ['RETURN_INITIATED'],
  ['RETURN_INITIATED', 'RETURNED_TO_VENDOR'],
  ['RETURN_INITIATED', 'CANCELLED'],
];

const arbStream = fc
  .record({
    body: fc.array(fc.nat(BODY.length - 1), { minLength: 1, maxLength: 10 }),
    interludes: fc.array(fc.record({ pos: fc.nat(), status: fc.constantFrom(...INTERLUDES) }), {
      maxLength: 3,
    }),
    ending: fc.constantFrom(...ENDINGS),
    gaps: fc.array(fc.integer({ min: 1, max: 3_600_000 }), { minLength: 20, maxLength: 20 }),
    isCumulative: fc.boolean(),
  })
  .map(({ body, interludes, ending, gaps, isCumulative }) => {
    const statuses: TOrderStatus[] = [...body].sort((a, b) => a - b).map((i) => BODY[i]!);
    for (const { pos, status } of interludes) {
      // Interludes come after the first status; DELAYED only once the order is placed (NEW on).
      const after =
        status === 'DELAYED' ? statuses.findIndex((s) => progressRank(s) >= NEW_RANK) + 1 : 1;
      if (after > 0) statuses.splice(after + (pos % (statuses.length - after + 1)), 0, status);
    }
    statuses.push(...ending);
    let time = T0;
    const history: TStatusHistoryEntry[] = [];
    return statuses.map((status, seq): TRecord => {
      time += gaps[seq % gaps.length]!;
      const created = { status, created_at: iso(time) };
      history.push(created);
      return {
        order_id: 'V1-1',
        seq,
        status,
        updated_at: iso(time),
        status_history: isCumulative ? [...history] : [created],
      };
    });
  });

const arbDelivery = arbStream.chain((stream) =>
  fc
    .array(fc.nat(stream.length - 1), { maxLength: 4 })
    .map((dupes) => [...stream, ...dupes.map((i) => stream[i]!)])
    .chain((all) => fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }))
    .map((shuffled) => ({ stream, shuffled })),
);

describe('mergeOrderUpdate properties', () => {
  it('the stream is valid: every step is a move the merge allows', () => {
    fc.assert(
      fc.property(arbStream, (stream) => {
        stream.slice(1).forEach((u, i) => expect(canMoveTo(stream[i]!, u.status)).toBe(true));
      }),
    );
  });

  it('merging a shuffled stream (with redeliveries) equals applying it in order', () => {
    fc.assert(
      fc.property(arbDelivery, ({ stream, shuffled }) => {
        const inOrder = applyAll(stream);
        const last = stream[stream.length - 1]!;
        expect(inOrder).toEqual({
          ...last,
          status_history: mergeStatusHistories(...stream.map((u) => u.status_history)),
        });
        expect(applyAll(shuffled)).toEqual(inOrder);
      }),
    );
  });

  it('never leaves a rank lower than any applied progress state, cancellations aside', () => {
    fc.assert(
      fc.property(arbDelivery, ({ shuffled }) => {
        let stored: TRecord | null = null;
        let highest = -1;
        for (const u of shuffled) {
          stored = mergeOrderUpdate(stored, u);
          if (u.status !== 'DELAYED') highest = Math.max(highest, progressRank(u.status));
          if (!NEGATIVE_RANK_STATUSES.has(stored.status)) {
            expect(progressRank(stored.status, stored.status_history)).toBeGreaterThanOrEqual(
              highest,
            );
          }
        }
      }),
    );
  });

  it('an older update never changes status nor timestamp', () => {
    const arbStatus = fc.constantFrom(...PROGRESS_ORDER, ...INTERLUDES, 'CANCELLED' as const);
    fc.assert(
      fc.property(arbStatus, arbStatus, fc.integer({ min: 1, max: 10_000 }), (a, b, minutes) => {
        const stored = update(a, minutes);
        const merged = mergeOrderUpdate(stored, update(b, 0));
        expect(merged.status).toBe(stored.status);
        expect(merged.updated_at).toBe(stored.updated_at);
      }),
    );
  });

  it('merging a record with itself changes nothing', () => {
    fc.assert(
      fc.property(arbStream, (stream) => {
        const order = applyAll(stream)!;
        expect(mergeOrderUpdate(order, order)).toEqual(order);
      }),
    );
  });
});
