import type { TLiveEvent, TOrderUpdateEvent } from '@rider-portal/domain/api/live';
import type { TDb } from '../../platform/db.ts';
import type { TBus } from '../../platform/bus.ts';
import { appendLiveEvents } from './store.ts';

export type { TLiveEvent };

/** The bus channel of one vendor's live events; every instance delivers it to its own sockets. */
export function vendorChannel(vendorId: string): string {
  return `live.vendor.${vendorId}`;
}

/**
 * Records a vendor's next live event (a per-vendor sequence number, kept so a client that
 * reconnects can ask for what it missed) inside the caller's transaction. Publish after commit.
 */
export async function recordLiveEvent(
  tx: TDb,
  input: {
    vendorId: string;
    type: TOrderUpdateEvent['type'];
    data: TOrderUpdateEvent['data'];
    at: Date;
  },
): Promise<TOrderUpdateEvent> {
  const [event] = await recordLiveEvents(tx, {
    vendorId: input.vendorId,
    type: input.type,
    data: [input.data],
    at: input.at,
  });
  return event!;
}

/** Records a vendor's next events, numbered in the order given, in one statement. */
export async function recordLiveEvents(
  tx: TDb,
  input: {
    vendorId: string;
    type: TOrderUpdateEvent['type'];
    data: readonly TOrderUpdateEvent['data'][];
    at: Date;
  },
): Promise<TOrderUpdateEvent[]> {
  const unnumbered = input.data.map((data) => ({
    type: input.type,
    vendor_id: input.vendorId,
    data,
  }));
  const seqs = await appendLiveEvents(tx, {
    vendorId: input.vendorId,
    payloads: unnumbered,
    createdAt: input.at,
  });
  return unnumbered.map((event, i) => ({ ...event, seq: seqs[i]! }));
}

export async function publishLiveEvent(bus: TBus, event: TLiveEvent): Promise<void> {
  await bus.publish(vendorChannel(event.vendor_id), event);
}
