import { getMarket } from './markets.ts';
import type { TCountryCode, TPricingRule } from './markets.ts';
import type { TPaymentMethod } from './payments.ts';

export type TMoney = { amount: number; currency: string };
export type TLatLng = { lat: number; lng: number };

/** Guards against floating-point noise: 3.0000000001 km is 3 km, not a fourth started km. */
const KM_EPSILON = 1e-6;

/** Kilometres charged per km: every started km beyond the included ones. */
export function billableKm(rule: TPricingRule, distanceKm: number, city?: string | null): number {
  const cityKey = city?.trim().toLowerCase();
  const cityIncludedKm = cityKey ? rule.includedKmByCity?.[cityKey] : undefined;
  const includedKm = cityIncludedKm ?? rule.includedKm;
  return Math.max(0, Math.ceil(distanceKm - includedKm - KM_EPSILON));
}

/**
 * 000 §9 "Pricing quoted in help texts": base fee + per-km fee for every started km beyond the
 * included ones (TW from 1 km; TH from 1 km in Bangkok, from 4 km elsewhere; others from 0 km),
 * + the cash-on-delivery surcharge (TW 25) when paid by CASH_ON_DELIVERY. Worked examples: BD 3 km
 * = 55 + 3 × 5 = 70 Tk; TW 3.5 km cash = 99 + 3 × 10 + 25 = 154 NTD. Amounts are in minor units.
 * Without a city, the market's default city applies.
 */
export function computeDeliveryFee(input: {
  country: TCountryCode;
  distanceKm: number;
  paymentMethod: TPaymentMethod;
  city?: string | null;
}): TMoney {
  const { country, distanceKm, paymentMethod } = input;
  if (!Number.isFinite(distanceKm) || distanceKm < 0) {
    throw new RangeError(`distanceKm should be a finite number ≥ 0, got ${distanceKm}`);
  }
  const market = getMarket(country);
  const rule = market.pricing;
  const km = billableKm(rule, distanceKm, input.city || market.defaultCity.name);
  const surcharge = paymentMethod === 'CASH_ON_DELIVERY' ? rule.cashOnDeliverySurcharge : 0;
  return { amount: rule.baseFee + km * rule.perKmFee + surcharge, currency: market.currency };
}

// 000 §9 "Delivery distance limits": MY/HK/BD 10 km, TH 15, TW 12, MM 4, PK 5; 10 km elsewhere.
export function isWithinDistanceCap(country: TCountryCode, distanceKm: number): boolean {
  return distanceKm <= getMarket(country).deliveryDistanceCapKm;
}

const EARTH_RADIUS_KM = 6371.0088;

function toRadians(degrees: number): number {
  return (degrees * Math.PI) / 180;
}

/** Great-circle distance in km (haversine), the distance the fee and the cap are computed on. */
export function haversineKm(from: TLatLng, to: TLatLng): number {
  const dLat = toRadians(to.lat - from.lat);
  const dLng = toRadians(to.lng - from.lng);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** A minor-unit amount in major units, e.g. 475 with 2 minor units → 4.75. */
export function toMajorUnits(amount: number, minorUnits: number): number {
  return amount / 10 ** minorUnits;
}

/** A major-unit amount in minor units, rounded to the nearest unit, e.g. 4.75 → 475. */
export function toMinorUnits(amount: number, minorUnits: number): number {
  return Math.round(amount * 10 ** minorUnits);
}
