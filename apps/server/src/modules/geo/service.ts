import { geolocatorLanguage, parseLatLngQuery } from '@rider-portal/domain/geo';
import type { TCountryCode } from '@rider-portal/domain/markets';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { createGazetteer } from './gazetteer.ts';
import { GeocoderUnavailableError, placeFromId, placeId } from './geocoder.ts';
import type { TGeoAddress, TGeocoder, TGeoPlace } from './geocoder.ts';
import { createHttpGeocoder } from './http-geocoder.ts';

type TCtx = Pick<TAppContext, 'config'>;

export const AUTOCOMPLETE_LIMIT = 8;
const COORDINATES_PREFIX = 'r';

const geocoders = new WeakMap<object, TGeocoder>();

/** GEOCODER_URL chooses the HTTP provider; without it, the built-in gazetteer. One per config. */
export function geocoderFor(ctx: TCtx): TGeocoder {
  let geocoder = geocoders.get(ctx.config);
  if (!geocoder) {
    geocoder = ctx.config.geocoderUrl
      ? createHttpGeocoder(ctx.config.geocoderUrl)
      : createGazetteer({ servedCountry: ctx.config.country });
    geocoders.set(ctx.config, geocoder);
  }
  return geocoder;
}

/** The geocoder's one-time set-up, before the server takes requests (main.ts). */
export function prepareGeocoder(ctx: TCtx): void {
  geocoderFor(ctx).prepare?.();
}

async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GeocoderUnavailableError)
      throw new AppError(502, 'address.technical-error');
    throw error;
  }
}

/**
 * GET /geolocator/autocomplete (000 §5, §7): an empty query finds nothing; a pasted 'lat,lng' is
 * a point (reverse lookup first, the text search if that finds nothing).
 */
export async function autocomplete(
  ctx: TCtx,
  input: {
    query: string;
    country: TCountryCode | null;
    near: { lat: number; lng: number } | null;
    language: string | null;
  },
): Promise<TGeoAddress[]> {
  const query = input.query.trim();
  if (!query) return [];
  const country = input.country ?? ctx.config.country;
  const language = input.language ?? geolocatorLanguage(country);
  const geocoder = geocoderFor(ctx);
  return guarded(async () => {
    const point = parseLatLngQuery(query);
    if (point) {
      const place = await geocoder.reverse({ ...point, language });
      if (place) {
        return [
          {
            id: placeId(COORDINATES_PREFIX, place),
            formatted_address: place.formatted_address,
            latitude: point.lat,
            longitude: point.lng,
          },
        ];
      }
    }
    return geocoder.autocomplete({
      query,
      country,
      near: input.near,
      language,
      limit: AUTOCOMPLETE_LIMIT,
    });
  });
}

/** GET /geolocator/reverse: 'geolocator.error.reverse' when nothing is known there (000 §8). */
export async function reverse(
  ctx: TCtx,
  input: { lat: number; lng: number; language: string | null },
): Promise<TGeoPlace> {
  const language = input.language ?? geolocatorLanguage(ctx.config.country);
  const place = await guarded(() => geocoderFor(ctx).reverse({ ...input, language }));
  if (!place) throw new AppError(404, 'geolocator.error.reverse');
  return place;
}

/** GET /geolocator/details: 'We could not fetch details about this place.' for unknown ids. */
export async function details(
  ctx: TCtx,
  input: { queryId: string; language: string | null },
): Promise<TGeoPlace> {
  const language = input.language ?? geolocatorLanguage(ctx.config.country);
  const place =
    placeFromId(COORDINATES_PREFIX, input.queryId) ??
    (await guarded(() => geocoderFor(ctx).details(input.queryId, language)));
  if (!place) throw new AppError(404, 'address.details-failed');
  return place;
}
