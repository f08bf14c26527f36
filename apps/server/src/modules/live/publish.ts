import type { TLiveEvent, TOrderUpdateEvent } from '@rider-portal/domain/api/live';
import type { TDb } from '../../platform/db.ts';
import type { TBus } from '../../platform/bus.ts';
import { appendLiveEvent } from './store.ts';

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
  const unnumbered = { type: input.type, vendor_id: input.vendorId, data: input.data };
  const seq = await appendLiveEvent(tx, {
    vendorId: input.vendorId,
    payload: unnumbered,
    createdAt: input.at,
  });
  return { ...unnumbered, seq };
}

export async function publishLiveEvent(bus: TBus, event: TLiveEvent): Promise<void> {
  await bus.publish(vendorChannel(event.vendor_id), event);
}
