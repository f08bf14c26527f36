import { estimateMinutes } from '@rider-portal/domain/estimations';
import type { TEstimation } from '@rider-portal/domain/estimations';
import type { TFlags } from '@rider-portal/domain/flags';
import { isPointInPolygon } from '@rider-portal/domain/geo';
import { VENDOR_SETTINGS_SERVER_CACHE_MS } from '@rider-portal/domain/constants';
import { getMarket } from '@rider-portal/domain/markets';
import type { TPaymentMethod } from '@rider-portal/domain/payments';
import { computeDeliveryFee, isWithinDistanceCap } from '@rider-portal/domain/pricing';
import { FEE_QUOTE_TTL_SECONDS } from '@rider-portal/domain/request-order';
import type { TLatLng, TSignedFee } from '@rider-portal/domain/request-order';
import type { TAppContext } from '../../app-context.ts';
import { AppError, englishMessage } from '../../http/errors.ts';
import { isFlagOn } from '../flags/service.ts';
import type { TVendorRow } from '../vendors/store.ts';
import { roadDistanceKm } from './distance.ts';
import { isFeeSignatureValid, signFee } from './fee-signature.ts';
import { findDeliveryAreas } from './store.ts';
import type { TDeliveryAreaRow } from './store.ts';
import { rememberPerDatabase } from '../../platform/remembered.ts';

type TCtx = Pick<TAppContext, 'db' | 'config' | 'secrets'>;

export type TFeeQuote = TSignedFee & { currency: string; distance_km: number };
export type TDeliverability = {
  result: 'DELIVERABLE' | 'UNDELIVERABLE';
  /** Why not: beyond the market's distance cap, or outside the vendor's drawn areas. */
  reason: 'distance' | 'outside-area' | null;
  distance_km: number;
};
const round2 = (km: number) => Math.round(km * 100) / 100;

/** The vendor's own coordinates, when it has them (000 §4: otherwise the origin is asked). */
export function vendorCoordinates(vendor: TVendorRow): TLatLng | null {
  const { latitude, longitude } = vendor.location;
  if (vendor.isGuest || latitude === null || longitude === null) return null;
  return { lat: latitude, lng: longitude };
}

/**
 * Where the rider collects: the vendor's coordinates, else the origin given with the request (a
 * vendor without coordinates, a guest); 'No coordinates for that address' without either.
 */
export function resolveOrigin(vendor: TVendorRow, given: TLatLng | null | undefined): TLatLng {
  const origin = vendorCoordinates(vendor) ?? given ?? null;
  if (!origin) {
    throw new AppError(422, 'address.no-coordinates', {
      fieldErrors: [fieldError('origin', 'address.no-coordinates')],
    });
  }
  return origin;
}

function fieldError(field: string, key: string) {
  return { field, translation_key: key, message: englishMessage(key) };
}

/**
 * POST /delivery/fee: the market's formula (000 §9) over the road distance, in minor units,
 * signed for FEE_QUOTE_TTL_SECONDS. The Bangkok rule reads the vendor's city.
 */
export async function quoteDeliveryFee(input: {
  ctx: TCtx;
  now: Date;
  vendor: TVendorRow;
  origin: TLatLng;
  destination: TLatLng;
  paymentMethod: TPaymentMethod;
}): Promise<TFeeQuote> {
  const { ctx, vendor, origin, destination, paymentMethod } = input;
  const price = await priceDelivery(input);
  const expiresAt = new Date(input.now.getTime() + FEE_QUOTE_TTL_SECONDS * 1000).toISOString();
  const signature = signFee(ctx.secrets.feeSecret, {
    vendorId: vendor.vendorId,
    fee: price.fee,
    currency: price.currency,
    paymentMethod,
    origin,
    destination,
    expiresAt,
  });
  return { ...price, expires_at: expiresAt, signature };
}

/**
 * The fee of a delivery without a quote to sign: what a bulk row is shown while it is checked
 * (placement quotes and signs a fresh one, through the request's own path).
 */
export async function priceDelivery(input: {
  ctx: TCtx;
  vendor: TVendorRow;
  origin: TLatLng;
  destination: TLatLng;
  paymentMethod: TPaymentMethod;
}): Promise<{ fee: number; currency: string; distance_km: number }> {
  const { ctx, vendor, origin, destination, paymentMethod } = input;
  const distance = await roadDistanceKm(ctx, origin, destination);
  try {
    const money = computeDeliveryFee({
      country: ctx.config.country,
      distanceKm: distance.km,
      paymentMethod,
      city: vendorCoordinates(vendor) ? vendor.location.city : null,
    });
    return { fee: money.amount, currency: money.currency, distance_km: round2(distance.km) };
  } catch {
    throw new AppError(422, 'error.cannot-compute-price', {
      fieldErrors: [fieldError('destination', 'error.cannot-compute-price')],
    });
  }
}

/**
 * The fee sent back with an order must be the one we signed for this vendor, origin, destination
 * and payment method, and not expired: else 'The delivery fee has changed.' (000 §8).
 */
export function assertFeeQuote(input: {
  ctx: TCtx;
  now: Date;
  vendorId: string;
  origin: TLatLng;
  destination: TLatLng;
  paymentMethod: TPaymentMethod;
  quote: TSignedFee;
}): void {
  const { ctx, quote } = input;
  const isValid = isFeeSignatureValid(
    ctx.secrets.feeSecret,
    {
      vendorId: input.vendorId,
      fee: quote.fee,
      currency: getMarket(ctx.config.country).currency,
      paymentMethod: input.paymentMethod,
      origin: input.origin,
      destination: input.destination,
      expiresAt: quote.expires_at,
    },
    quote.signature,
    input.now,
  );
  if (!isValid) throw new AppError(409, 'error.fee.changed');
}

/**
 * A vendor's drawn delivery areas, read by every fee quote and order while the flag is on, are
 * remembered for VENDOR_SETTINGS_SERVER_CACHE_MS; the delivery-area commands forget them.
 */
export const rememberedAreas = rememberPerDatabase<TDeliveryAreaRow[]>(
  VENDOR_SETTINGS_SERVER_CACHE_MS,
);

/**
 * POST /delivery/area/validate: within the market's distance cap (000 §9) by road, and, while the
 * draw-delivery-areas flag is on for the vendor and it has drawn areas, inside one of them.
 */
export async function checkDeliverability(input: {
  ctx: TCtx;
  vendor: TVendorRow;
  origin: TLatLng;
  destination: TLatLng;
  /** The vendor's flags when the caller has them already. */
  flags?: TFlags;
}): Promise<TDeliverability> {
  const { ctx, vendor, destination } = input;
  const distance = await roadDistanceKm(ctx, input.origin, destination);
  const km = round2(distance.km);
  if (!isWithinDistanceCap(ctx.config.country, distance.km)) {
    return { result: 'UNDELIVERABLE', reason: 'distance', distance_km: km };
  }
  const isDrawnAreasOn = input.flags
    ? input.flags['draw-delivery-areas']
    : await isFlagOn(ctx, 'draw-delivery-areas', vendor.vendorId);
  if (isDrawnAreasOn) {
    const areas = await rememberedAreas.get(ctx.db, vendor.vendorId, () =>
      findDeliveryAreas(ctx.db, vendor.vendorId),
    );
    const isInside = areas.some((a) => isPointInPolygon(destination, a.polygon));
    if (areas.length > 0 && !isInside) {
      return { result: 'UNDELIVERABLE', reason: 'outside-area', distance_km: km };
    }
  }
  return { result: 'DELIVERABLE', reason: null, distance_km: km };
}

/** Refuses an undeliverable drop-off with the message the form shows (000 §8). */
export function assertDeliverable(check: TDeliverability): void {
  if (check.result === 'DELIVERABLE') return;
  const key =
    check.reason === 'outside-area' ? 'error.outside-delivery-area' : 'error.undeliverable-address';
  throw new AppError(422, key, { fieldErrors: [fieldError('destination', key)] });
}

/** POST /estimations: pickup and drop-off minutes (see domain estimations.ts). */
export async function estimateDelivery(input: {
  ctx: TCtx;
  vendor: TVendorRow;
  origin: TLatLng;
  destination: TLatLng;
}): Promise<TEstimation & { distance_km: number }> {
  const distance = await roadDistanceKm(input.ctx, input.origin, input.destination);
  return {
    ...estimateMinutes({ roadKm: distance.km, pickUpMinutes: input.vendor.estimationPickUpTime }),
    distance_km: round2(distance.km),
  };
}
