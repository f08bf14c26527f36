import { GeocoderUnavailableError, placeFromId, placeId } from './geocoder.ts';
import type { TAutocompleteQuery, TGeoAddress, TGeocoder, TGeoPlace } from './geocoder.ts';

const REQUEST_TIMEOUT_MS = 3000;
/** Half the side of the box a search is biased to around the given point, in degrees (~20 km). */
const VIEWBOX_DEGREES = 0.2;
const ID_PREFIX = 'h';

type TNominatimPlace = {
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
  error?: string;
};

type TPhotonFeature = {
  geometry?: { coordinates?: [number, number] };
  properties?: Record<string, string | number | undefined>;
};

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function fromNominatim(p: TNominatimPlace): TGeoPlace | null {
  const latitude = Number(p.lat);
  const longitude = Number(p.lon);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || !p.display_name) return null;
  const a = p.address ?? {};
  return {
    formatted_address: p.display_name.slice(0, 255),
    latitude,
    longitude,
    city: text(a.city ?? a.town ?? a.village ?? a.municipality ?? a.suburb),
    country_code: text(a.country_code).toUpperCase(),
    zipcode: text(a.postcode),
    street: text(a.road ?? a.pedestrian ?? a.street),
    number: text(a.house_number),
  };
}

function fromPhoton(f: TPhotonFeature): TGeoPlace | null {
  const [longitude, latitude] = f.geometry?.coordinates ?? [];
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  const p = f.properties ?? {};
  const street = text(p.street ?? (p.osm_key === 'highway' ? p.name : ''));
  const number = text(p.housenumber);
  const city = text(p.city ?? p.town ?? p.village ?? p.district);
  const first = street ? [street, number].filter(Boolean).join(' ') : text(p.name);
  const name = text(p.name);
  const parts = [name && name !== street ? name : '', first !== name ? first : '', city];
  const formatted = [name === street ? first : '', ...parts]
    .filter(Boolean)
    .filter((part, i, list) => list.indexOf(part) === i)
    .join(', ');
  if (!formatted) return null;
  return {
    formatted_address: formatted.slice(0, 255),
    latitude,
    longitude,
    city,
    country_code: text(p.countrycode).toUpperCase(),
    zipcode: text(p.postcode),
    street,
    number,
  };
}

/** Reads either answer format, so a misconfigured URL still works for the other one. */
function placesOf(body: unknown): TGeoPlace[] {
  if (Array.isArray(body))
    return body.map((p) => fromNominatim(p as TNominatimPlace)).filter(isPlace);
  const features = (body as { features?: unknown } | null)?.features;
  if (Array.isArray(features)) {
    return features.map((f) => fromPhoton(f as TPhotonFeature)).filter(isPlace);
  }
  if (body && typeof body === 'object' && 'display_name' in body) {
    return [fromNominatim(body as TNominatimPlace)].filter(isPlace);
  }
  return [];
}

const isPlace = (p: TGeoPlace | null): p is TGeoPlace => p !== null;

function toAddress(place: TGeoPlace): TGeoAddress {
  return {
    id: placeId(ID_PREFIX, place),
    formatted_address: place.formatted_address,
    latitude: place.latitude,
    longitude: place.longitude,
  };
}

/**
 * A Nominatim- or Photon-compatible geocoder at GEOCODER_URL (a URL whose path ends in /api is
 * Photon, anything else Nominatim). Ids carry their place, so details need no second call and
 * work on any instance.
 */
export function createHttpGeocoder(url: string, fetchImpl: typeof fetch = fetch): TGeocoder {
  const trimmed = url.replace(/\/+$/, '');
  const isPhoton = /\/api$/.test(trimmed);
  const base = isPhoton ? trimmed.slice(0, -'/api'.length) : trimmed;

  async function get(path: string, params: Record<string, string | number | undefined>) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== '') search.set(key, String(value));
    }
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}?${search.toString()}`, {
        headers: { accept: 'application/json', 'user-agent': 'rider-portal' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new GeocoderUnavailableError('geocoder did not answer', { cause: error });
    }
    if (response.status >= 500 || response.status === 429) {
      throw new GeocoderUnavailableError(`geocoder answered ${response.status}`);
    }
    if (!response.ok) return null;
    try {
      return (await response.json()) as unknown;
    } catch (error) {
      throw new GeocoderUnavailableError('geocoder answer unreadable', { cause: error });
    }
  }

  return {
    kind: isPhoton ? 'photon' : 'nominatim',

    async autocomplete(q: TAutocompleteQuery) {
      const country = q.country.toLowerCase();
      if (isPhoton) {
        const body = await get('/api', {
          q: q.query,
          limit: q.limit * 2,
          lang: q.language.split('-')[0],
          lat: q.near?.lat,
          lon: q.near?.lng,
        });
        return placesOf(body)
          .filter((p) => !p.country_code || p.country_code.toLowerCase() === country)
          .slice(0, q.limit)
          .map(toAddress);
      }
      const box = q.near
        ? [
            q.near.lng - VIEWBOX_DEGREES,
            q.near.lat + VIEWBOX_DEGREES,
            q.near.lng + VIEWBOX_DEGREES,
            q.near.lat - VIEWBOX_DEGREES,
          ].join(',')
        : undefined;
      const body = await get('/search', {
        q: q.query,
        format: 'jsonv2',
        addressdetails: 1,
        limit: q.limit,
        countrycodes: country,
        'accept-language': q.language,
        viewbox: box,
      });
      return placesOf(body).slice(0, q.limit).map(toAddress);
    },

    async reverse(point) {
      const body = isPhoton
        ? await get('/reverse', {
            lat: point.lat,
            lon: point.lng,
            lang: point.language.split('-')[0],
          })
        : await get('/reverse', {
            lat: point.lat,
            lon: point.lng,
            format: 'jsonv2',
            addressdetails: 1,
            'accept-language': point.language,
          });
      const place = placesOf(body)[0];
      return place ? { ...place, latitude: point.lat, longitude: point.lng } : null;
    },

    async details(id) {
      return placeFromId(ID_PREFIX, id);
    },
  };
}
