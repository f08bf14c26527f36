import { getMarket } from '@rider-portal/domain/markets';
import { NEAR_DISTANCE_METERS } from '@rider-portal/domain/constants';
import type { TOrderStatus } from '@rider-portal/domain/statuses';
import type { TAppContext } from '../app-context.ts';
import { findDispatchableOrders } from '../modules/dispatch/service.ts';
import type { TDispatchOrder, TLogisticsEvent } from '../modules/dispatch/service.ts';
import { bearing, distanceMeters, stepTowards } from './geometry.ts';
import type { TPoint } from './geometry.ts';
import { proofImageSvg } from './proof-image.ts';
import { DEFAULT_POOL_SIZE, createRiderPool } from './rider-pool.ts';
import type { TPoolRider } from './rider-pool.ts';

const RIDER_SPEED_MPS = 25_000 / 3600; // 25 km/h in town
const ARRIVED_METERS = 15;
/** Seconds at speed 1; divided by the speed factor. */
const WAIT = { intake: 4, received: 4, assign: 8, handover: 5, dropoff: 4, delay: 10 };
/** The database lock whose holder runs the fleet: one simulator for every instance on a database. */
export const FLEET_LOCK_KEY = 7_207_001;

/** How long before a pre-order's time dispatch starts, beyond the travel time. */
const PREORDER_LEAD_MS = 20 * 60_000;

type TFleetOrder = TDispatchOrder;

type TOrderState = {
  /** The pool's rider on this order; the fleet moves him by his `position`. */
  rider: TPoolRider | null;
  waitUntil: number;
  delayAt: number | null;
  willReturn: boolean;
};

export type TFleetOptions = {
  speed: number;
  random?: () => number;
  /** Riders standing around the market's city at the start (more join when none is near). */
  poolSize?: number;
  /** Sends a batch through the logistics entry point (signed, as a partner would). */
  send: (events: TLogisticsEvent[]) => Promise<void>;
};

export type TFleetSimulator = {
  tick(): Promise<number>;
  start(intervalMs?: number): void;
  /** No more rounds; resolves once a round under way has sent what it sends. */
  stop(): Promise<void>;
  /** A copy of the rider pool, idle and busy. */
  riders(): TPoolRider[];
};

/**
 * The rider-fleet simulator (src/sim): it reads the orders to work on, moves riders at a
 * configurable speed, and reports every status, position and proof through the logistics entry
 * point, exactly as a real logistics partner does. It never writes an order itself.
 */
export function createFleetSimulator(
  ctx: Pick<TAppContext, 'db' | 'database' | 'clock' | 'config'>,
  opts: TFleetOptions,
): TFleetSimulator {
  const random = opts.random ?? Math.random;
  const states = new Map<string, TOrderState>();
  const market = getMarket(ctx.config.country);
  const { lat, lng } = market.defaultCity;
  const pool = createRiderPool({
    size: opts.poolSize ?? DEFAULT_POOL_SIZE,
    centre: { lat, lng },
    phonePrefix: market.phonePrefix,
    random,
  });
  let lastTick: number | null = null;
  let timer: NodeJS.Timeout | null = null;
  let isTicking = false;
  let current: Promise<number> | null = null;

  const scaled = (seconds: number) => (seconds * 1000) / opts.speed;

  function stateOf(order: TFleetOrder, now: number): TOrderState {
    let state = states.get(order.orderId);
    if (!state) {
      // After a restart the database knows the rider: he stays on the order, where he was.
      const r = order.rider;
      const rider = r
        ? pool.restore(
            order.orderId,
            { id: r.id, name: r.name, phone: r.phone, vehicle: r.vehicle },
            { lat: r.lat, lng: r.lng },
          )
        : null;
      state = { rider, waitUntil: now, delayAt: null, willReturn: false };
      states.set(order.orderId, state);
    }
    return state;
  }

  /**
   * Frees the riders of orders that ended (delivered, returned, cancelled: gone from the active
   * set), then takes in the new orders with their stored riders, before any order of this tick
   * is assigned: a rider restored later in the tick could otherwise be sent on a second order.
   */
  function followActiveOrders(active: TFleetOrder[], now: number): void {
    const activeIds = new Set(active.map((o) => o.orderId));
    for (const id of states.keys()) {
      if (activeIds.has(id)) continue;
      pool.release(id);
      states.delete(id);
    }
    for (const order of active) stateOf(order, now);
  }

  async function tick(): Promise<number> {
    if (isTicking) return 0;
    isTicking = true;
    try {
      // Several instances on one database run one fleet: the others stand by, and take over
      // (from what the database knows) when the one that ran it stops.
      if (!(await ctx.database.holdsLock(FLEET_LOCK_KEY))) {
        followActiveOrders([], 0);
        lastTick = null;
        return 0;
      }
      const nowDate = ctx.clock.now();
      const now = nowDate.getTime();
      const elapsedMs = lastTick === null ? 0 : Math.min(Math.max(now - lastTick, 0), 60_000);
      lastTick = now;
      // Oldest first: when riders are few, the order that has waited longest gets the nearest.
      const active = await findDispatchableOrders(ctx.db);
      followActiveOrders(active, now);
      const events: TLogisticsEvent[] = [];
      let offsetMs = 0;
      const at = () => new Date(now + offsetMs++).toISOString();
      const emit = (
        order: TFleetOrder,
        status: TOrderStatus | null,
        extra: Partial<TLogisticsEvent> = {},
      ) => {
        const occurredAt = at();
        events.push({
          event_id: `sim:${order.orderId}:${status ?? 'position'}:${occurredAt}`,
          order_id: order.orderId,
          occurred_at: occurredAt,
          ...(status ? { status } : {}),
          ...extra,
        });
      };
      for (const order of active) {
        const state = stateOf(order, now);
        if (now < state.waitUntil) continue;
        const pickup: TPoint = { lat: order.pickup.latitude, lng: order.pickup.longitude };
        const dropoff: TPoint = {
          lat: order.customer.location.latitude,
          lng: order.customer.location.longitude,
        };
        const status = order.status as TOrderStatus;
        const history = order.statusHistory.map((h) => h.status);
        const riderPayload = (position: TPoint, target: TPoint) => ({
          id: state.rider!.id,
          name: state.rider!.name,
          phone: state.rider!.phone,
          vehicle: state.rider!.vehicle,
          lat: position.lat,
          lng: position.lng,
          heading: Math.round(bearing(position, target)),
        });
        const etaAt = (from: TPoint, to: TPoint) =>
          new Date(
            now + (distanceMeters(from, to) / (RIDER_SPEED_MPS * opts.speed)) * 1000,
          ).toISOString();

        if (status === 'NEW' || status === 'PAYMENT_COMMITTED') {
          // Every order is acknowledged at once, pre-orders too: received, and still cancellable.
          if (now < order.createdAt.getTime() + scaled(WAIT.intake)) continue;
          emit(order, 'RECEIVED');
          state.waitUntil = now + scaled(WAIT.received);
          continue;
        }
        if (status === 'RECEIVED') {
          if (order.preorderedFor) {
            // Dispatch of a pre-order starts before its time: the ride plus a lead.
            const travelMs = (distanceMeters(pickup, dropoff) / RIDER_SPEED_MPS) * 1000;
            if (now < order.preorderedFor.getTime() - travelMs - PREORDER_LEAD_MS) continue;
          }
          emit(order, 'WAITING_FOR_TRANSPORT');
          state.waitUntil = now + scaled(WAIT.assign);
          continue;
        }
        if (status === 'WAITING_FOR_TRANSPORT' || (!state.rider && status !== 'RETURN_INITIATED')) {
          state.rider = pool.assign(order.orderId, pickup);
          state.delayAt = random() < 0.05 ? now + scaled(6) : null;
          state.willReturn = random() < 0.02;
          // He sets off from where he stands: the ETA and the ride follow from there.
          const from = state.rider.position;
          const eta = { pickup_at: etaAt(from, pickup), dropoff_at: null };
          emit(order, 'ASSIGNED_TO_TRANSPORT', { rider: riderPayload(from, pickup), eta });
          emit(order, 'COURIER_ACCEPTED_DELIVERY', { rider: riderPayload(from, pickup), eta });
          continue;
        }
        // A return with no rider on record (never expected): a rider of the pool takes it back.
        state.rider ??= pool.assign(order.orderId, pickup);
        const position = state.rider.position;
        const isCollected = history.includes('PICKED_UP') || status === 'PICKED_UP';
        const isReturning = status === 'RETURN_INITIATED';
        const target = isReturning || !isCollected ? pickup : dropoff;
        const step = RIDER_SPEED_MPS * opts.speed * (elapsedMs / 1000);
        const next = stepTowards(position, target, step);
        state.rider.position = next;
        const remaining = distanceMeters(next, target);
        const rider = riderPayload(next, target);

        if (state.delayAt !== null && now >= state.delayAt && !isCollected) {
          state.delayAt = null;
          emit(order, 'DELAYED', { rider });
          state.waitUntil = now + scaled(WAIT.delay);
          continue;
        }
        if (isReturning) {
          if (remaining <= ARRIVED_METERS) {
            const image = proofImageSvg('return', order.orderId, nowDate);
            emit(order, 'RETURNED_TO_VENDOR', {
              rider,
              proof: {
                kind: 'return',
                content_type: 'image/svg+xml',
                image_base64: Buffer.from(image).toString('base64'),
              },
            });
          } else emit(order, null, { rider, eta: { pickup_at: etaAt(next, pickup) } });
          continue;
        }
        if (!isCollected) {
          if (remaining <= ARRIVED_METERS) {
            if (status !== 'NEAR_VENDOR') emit(order, 'NEAR_VENDOR', { rider });
            const image = proofImageSvg('pickup', order.orderId, nowDate);
            emit(order, 'PICKED_UP', {
              rider,
              eta: { pickup_at: null, dropoff_at: etaAt(next, dropoff) },
              proof: {
                kind: 'pickup',
                content_type: 'image/svg+xml',
                image_base64: Buffer.from(image).toString('base64'),
              },
            });
            state.waitUntil = now + scaled(WAIT.handover);
          } else if (remaining <= NEAR_DISTANCE_METERS && status !== 'NEAR_VENDOR') {
            emit(order, 'NEAR_VENDOR', { rider, eta: { pickup_at: etaAt(next, pickup) } });
          } else {
            emit(order, null, { rider, eta: { pickup_at: etaAt(next, pickup) } });
          }
          continue;
        }
        if (status === 'PICKED_UP') {
          emit(order, 'COURIER_LEFT_VENDOR', { rider, eta: { dropoff_at: etaAt(next, dropoff) } });
          continue;
        }
        if (
          state.willReturn &&
          distanceMeters(pickup, next) > distanceMeters(pickup, dropoff) * 0.3
        ) {
          state.willReturn = false;
          emit(order, 'RETURN_INITIATED', {
            rider,
            eta: { pickup_at: etaAt(next, pickup), dropoff_at: null },
          });
          continue;
        }
        if (remaining <= ARRIVED_METERS) {
          if (status !== 'NEAR_CUSTOMER') emit(order, 'NEAR_CUSTOMER', { rider });
          const image = proofImageSvg('delivery', order.orderId, nowDate);
          emit(order, 'DELIVERED', {
            rider,
            eta: { dropoff_at: null },
            proof: {
              kind: 'delivery',
              content_type: 'image/svg+xml',
              image_base64: Buffer.from(image).toString('base64'),
            },
          });
        } else if (remaining <= NEAR_DISTANCE_METERS && status !== 'NEAR_CUSTOMER') {
          emit(order, 'NEAR_CUSTOMER', { rider, eta: { dropoff_at: etaAt(next, dropoff) } });
        } else {
          emit(order, null, { rider, eta: { dropoff_at: etaAt(next, dropoff) } });
        }
      }
      if (events.length > 0) await opts.send(events);
      return events.length;
    } finally {
      isTicking = false;
    }
  }

  return {
    tick,
    start: (intervalMs = 1000) => {
      if (timer) return;
      timer = setInterval(() => {
        current = tick().catch(() => {
          // A failed tick is retried by the next one; the entry point keeps nothing partial.
          return 0;
        });
      }, intervalMs);
      timer.unref();
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      timer = null;
      // A round still sending must finish before the server and its bus close under it.
      await current;
    },
    riders: () => pool.riders(),
  };
}
