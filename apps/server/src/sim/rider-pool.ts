import { distanceMeters, offset } from './geometry.ts';
import type { TPoint } from './geometry.ts';

/** Riders standing around the city when the simulator starts (TFleetOptions.poolSize). */
export const DEFAULT_POOL_SIZE = 24;
/** How far from the market's city centre the pool starts out. */
export const POOL_RADIUS_METERS = 4000;
/** How far an idle rider may be from a pickup to be sent to it. */
export const DISPATCH_RADIUS_METERS = 3000;
/** Where a rider who joins for a pickup nobody can reach starts: as before the pool existed. */
export const JOIN_DISTANCE_METERS = { min: 800, max: 2000 };

const FIRST_NAMES = [
  'Andreas',
  'Maria',
  'Nikos',
  'Eleni',
  'Omar',
  'Sara',
  'Ravi',
  'Mei',
  'Lucas',
  'Amal',
  'Kostas',
  'Hana',
];
const LAST_INITIALS = 'ABCDEFGHKLMNPRST';
const VEHICLES = ['motorbike', 'scooter', 'bicycle', 'car'];

/** Who the logistics side reports as the rider. */
export type TRider = { id: string; name: string; phone: string; vehicle: string };
/** A rider of the pool: where he is, and the one order he works on (null when idle). */
export type TPoolRider = TRider & { position: TPoint; orderId: string | null };

export type TRiderPool = {
  /** A copy of every rider, for tests and diagnostics. */
  riders(): TPoolRider[];
  /**
   * The rider for an order waiting for transport: the nearest idle one within the dispatch
   * radius of the pickup, or else one who joins the pool near the pickup, so no order waits.
   * The returned rider is live: the fleet moves him by changing `position`.
   */
  assign(orderId: string, pickup: TPoint): TPoolRider;
  /**
   * Takes back the rider an order already had before a restart (as the database knows him), busy
   * at his stored position. Null when that rider is busy with another order: then the order gets
   * a rider of its own, since nobody rides two orders.
   */
  restore(orderId: string, rider: TRider, position: TPoint): TPoolRider | null;
  /** The order ended (or was reassigned): its rider waits where he is for the next one. */
  release(orderId: string): void;
};

export type TRiderPoolOptions = {
  size: number;
  centre: TPoint;
  phonePrefix: string;
  random: () => number;
};

export function createRiderPool(opts: TRiderPoolOptions): TRiderPool {
  const { random } = opts;
  const riders = new Map<string, TPoolRider>();
  let serial = 0;

  const pick = <T>(list: ArrayLike<T>): T => list[Math.floor(random() * list.length)]!;

  /** The next id nobody in the pool has (restored riders may already hold some). */
  function nextId(): string {
    let id: string;
    do {
      serial += 1;
      id = `SIM-R${String(serial).padStart(2, '0')}`;
    } while (riders.has(id));
    return id;
  }

  function addRider(position: TPoint): TPoolRider {
    const digits = String(Math.floor(random() * 1e6)).padStart(6, '0');
    const rider: TPoolRider = {
      id: nextId(),
      name: `${pick(FIRST_NAMES)} ${pick(LAST_INITIALS)}.`,
      phone: `${opts.phonePrefix}9${digits}1`,
      vehicle: pick(VEHICLES),
      position,
      orderId: null,
    };
    riders.set(rider.id, rider);
    return rider;
  }

  /** Uniform over the disc around the centre: the square root spreads riders evenly by area. */
  function placeInCity(): TPoint {
    return offset(opts.centre, POOL_RADIUS_METERS * Math.sqrt(random()), random);
  }

  function placeNear(pickup: TPoint): TPoint {
    const { min, max } = JOIN_DISTANCE_METERS;
    return offset(pickup, min + random() * (max - min), random);
  }

  function nearestIdle(pickup: TPoint): TPoolRider | null {
    let best: TPoolRider | null = null;
    let bestMeters = DISPATCH_RADIUS_METERS;
    for (const rider of riders.values()) {
      if (rider.orderId !== null) continue;
      const meters = distanceMeters(rider.position, pickup);
      if (meters <= bestMeters) {
        best = rider;
        bestMeters = meters;
      }
    }
    return best;
  }

  function riderOf(orderId: string): TPoolRider | null {
    for (const rider of riders.values()) if (rider.orderId === orderId) return rider;
    return null;
  }

  for (let i = 0; i < opts.size; i += 1) addRider(placeInCity());

  return {
    riders: () => [...riders.values()].map((r) => ({ ...r, position: { ...r.position } })),
    assign(orderId, pickup) {
      const current = riderOf(orderId);
      if (current) return current;
      const rider = nearestIdle(pickup) ?? addRider(placeNear(pickup));
      rider.orderId = orderId;
      return rider;
    },
    restore(orderId, stored, position) {
      const known = riders.get(stored.id);
      if (known && known.orderId !== null && known.orderId !== orderId) return null;
      // The database's rider wins over the one of the same id this pool made up at its start.
      const rider: TPoolRider = { ...stored, position: { ...position }, orderId };
      riders.set(rider.id, rider);
      return rider;
    },
    release(orderId) {
      const rider = riderOf(orderId);
      if (rider) rider.orderId = null;
    },
  };
}
