import { MIN_COUNTRY_ETA } from './constants.ts';

// POST /estimations (000 §7 "not detailed"): the design is ours, from the inputs the issue names.

/** Straight-line distance × this ≈ the distance by road in a city (our choice, a common factor). */
export const ROAD_DISTANCE_FACTOR = 1.3;
/** Average rider speed through a city, door to door, in km/h (our choice). */
export const RIDER_CITY_SPEED_KMH = 20;

export type TEstimation = {
  /** Minutes until a rider collects the order. */
  pickup_minutes: number;
  /** Minutes until the order reaches the customer. */
  dropoff_minutes: number;
};

/**
 * Pickup: the vendor's estimation_pick_up_time, never under the market's minimum ETA (000 §9:
 * 15). Drop-off: pickup plus the ride at city speed, rounded up to the minute.
 */
export function estimateMinutes(input: {
  roadKm: number;
  pickUpMinutes: number;
  minimumEtaMinutes?: number;
}): TEstimation {
  const minimum = input.minimumEtaMinutes ?? MIN_COUNTRY_ETA;
  const pickup = Math.max(minimum, Math.round(input.pickUpMinutes));
  const ride = Math.ceil((Math.max(0, input.roadKm) / RIDER_CITY_SPEED_KMH) * 60);
  return { pickup_minutes: pickup, dropoff_minutes: pickup + ride };
}
