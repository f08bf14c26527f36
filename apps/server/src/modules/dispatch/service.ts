import { z } from 'zod';
import { ZOrderStatus } from '@rider-portal/domain/statuses';
import type { TAppContext } from '../../app-context.ts';
import { recordLogisticsEvents } from './store.ts';
import { applyEventToLockedOrder } from '../orders/lifecycle.ts';
import type { TApplyResult, TOrderEvent } from '../orders/lifecycle.ts';
import type { TProofKind } from '../../db/schema.ts';
import type { TDb } from '../../platform/db.ts';
import { publishLiveEvent } from '../live/publish.ts';
import { notifyOrderCancelled } from '../orders/cancel.ts';
import { findOrdersForUpdate, findOrdersInStates } from '../orders/store.ts';
import type { TDispatchOrder } from '../orders/store.ts';
import type { TOrderStatus } from '@rider-portal/domain/statuses';

export const PROOF_IMAGE_MAX_BYTES = 512 * 1024;

export const ZLogisticsEvent = z
  .object({
    event_id: z.string().min(1).max(200),
    order_id: z.string().min(1).max(200),
    occurred_at: z.iso.datetime({ offset: true }),
    status: ZOrderStatus.optional(),
    rider: z
      .object({
        id: z.string().min(1).max(100),
        name: z.string().min(1).max(200),
        phone: z.string().max(40),
        vehicle: z.string().max(40),
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
        heading: z.number().min(0).max(360).nullable().optional(),
      })
      .strict()
      .optional(),
    eta: z
      .object({
        pickup_at: z.iso.datetime({ offset: true }).nullable().optional(),
        dropoff_at: z.iso.datetime({ offset: true }).nullable().optional(),
      })
      .strict()
      .optional(),
    proof: z
      .object({
        kind: z.enum(['pickup', 'delivery', 'return']),
        content_type: z.enum(['image/svg+xml', 'image/png', 'image/jpeg']),
        image_base64: z.string().max(Math.ceil((PROOF_IMAGE_MAX_BYTES * 4) / 3) + 4),
      })
      .strict()
      .optional(),
  })
  .strict();
export type TLogisticsEvent = z.infer<typeof ZLogisticsEvent>;

export const ZLogisticsBatch = z
  .object({ events: z.array(ZLogisticsEvent).min(1).max(500) })
  .strict();

export type TBatchResult = { accepted: number; duplicates: number; unknown_orders: string[] };

const EXTENSIONS = { 'image/svg+xml': 'svg', 'image/png': 'png', 'image/jpeg': 'jpg' } as const;

/** The order event a logistics event describes. */
function orderEventOf(
  event: TLogisticsEvent,
  proof: { kind: 'pickup' | 'delivery' | 'return'; blobKey: string } | undefined,
): TOrderEvent {
  return {
    orderId: event.order_id,
    occurredAt: new Date(event.occurred_at),
    ...(event.status ? { status: event.status } : {}),
    ...(event.rider ? { rider: { ...event.rider, heading: event.rider.heading ?? null } } : {}),
    ...(event.eta?.pickup_at !== undefined
      ? { etaPickupAt: event.eta.pickup_at ? new Date(event.eta.pickup_at) : null }
      : {}),
    ...(event.eta?.dropoff_at !== undefined
      ? { etaDropoffAt: event.eta.dropoff_at ? new Date(event.eta.dropoff_at) : null }
      : {}),
    ...(proof ? { proof } : {}),
  };
}

/**
 * Applies a batch from the logistics side in one transaction: every order it names is locked at
 * once, the events of known orders are recorded in one statement (an event id recorded before is a
 * redelivery and changes nothing), and each new event is applied in the batch's order. Events may
 * arrive late, twice or out of order and the result is the same. Nothing is kept of an event for
 * an order we do not know (it may be sent again later). The live events go out after commit.
 */
export async function applyLogisticsBatch(
  ctx: TAppContext,
  events: readonly TLogisticsEvent[],
): Promise<TBatchResult> {
  const result: TBatchResult = { accepted: 0, duplicates: 0, unknown_orders: [] };
  const proofs = new Map<TLogisticsEvent, { kind: TProofKind; blobKey: string }>();
  for (const event of events) {
    if (!event.proof) continue;
    const blobKey = `proofs/${event.order_id.replace(/[^a-z0-9-]/gi, '_')}/${event.proof.kind}-${event.event_id.replace(/[^a-z0-9-]/gi, '_')}.${EXTENSIONS[event.proof.content_type]}`;
    await ctx.blobs.put(blobKey, Buffer.from(event.proof.image_base64, 'base64'));
    proofs.set(event, { kind: event.proof.kind, blobKey });
  }
  const applied = await ctx.db.transaction(async (raw) => {
    const tx = raw as unknown as TDb;
    const locked = new Map(
      (
        await findOrdersForUpdate(
          tx,
          events.map((e) => e.order_id),
        )
      ).map((row) => [row.orderId, row]),
    );
    // Each event id once (the first time the batch names it), and only for orders we know.
    const firsts = new Map<string, TLogisticsEvent>();
    for (const event of events) {
      if (locked.has(event.order_id) && !firsts.has(event.event_id)) {
        firsts.set(event.event_id, event);
      }
    }
    const recorded = await recordLogisticsEvents(
      tx,
      [...firsts.values()].map((event) => ({
        eventId: event.event_id,
        orderId: event.order_id,
        occurredAt: new Date(event.occurred_at),
        receivedAt: ctx.clock.now(),
        payload: { ...event, proof: event.proof ? { kind: event.proof.kind } : undefined },
      })),
    );
    const outcomes: { event: TLogisticsEvent; applied: TApplyResult }[] = [];
    for (const event of events) {
      const row = locked.get(event.order_id);
      if (!row) {
        result.unknown_orders.push(event.order_id);
      } else if (firsts.get(event.event_id) !== event || !recorded.has(event.event_id)) {
        result.duplicates += 1;
      } else {
        const outcome = await applyEventToLockedOrder(
          ctx,
          tx,
          row,
          orderEventOf(event, proofs.get(event)),
        );
        locked.set(event.order_id, outcome.order);
        outcomes.push({ event, applied: outcome });
      }
    }
    return outcomes;
  });
  for (const { event, applied: outcome } of applied) {
    result.accepted += 1;
    if (outcome.liveEvent) await publishLiveEvent(ctx.bus, outcome.liveEvent);
    if (outcome.isChanged && event.status === 'CANCELLED' && outcome.order.status === 'CANCELLED')
      await notifyOrderCancelled(ctx, outcome.order);
  }
  return result;
}

export type { TDispatchOrder };

/** Orders a fleet works on: every state from intake to the doorstep, and returns. */
const DISPATCHABLE: TOrderStatus[] = [
  'PAYMENT_COMMITTED',
  'NEW',
  'RECEIVED',
  'WAITING_FOR_TRANSPORT',
  'ASSIGNED_TO_TRANSPORT',
  'COURIER_ACCEPTED_DELIVERY',
  'RECEIVED_BY_VENDOR',
  'ACCEPTED_BY_VENDOR',
  'MODIFIED',
  'NEAR_VENDOR',
  'DELAYED',
  'PICKED_UP',
  'COURIER_LEFT_VENDOR',
  'NEAR_CUSTOMER',
  'RETURN_INITIATED',
];

/** At most this many orders in one work list (our choice: far beyond one fleet's load). */
const DISPATCH_LIST_MAX = 1000;

/** The logistics side's work list (the simulated fleet reads it): oldest first, so the order
 * that has waited longest gets the nearest rider. */
export function findDispatchableOrders(db: TDb): Promise<TDispatchOrder[]> {
  return findOrdersInStates(db, DISPATCHABLE, DISPATCH_LIST_MAX);
}
