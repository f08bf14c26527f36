import type { TCountryCode } from '@rider-portal/domain/markets';

/** One autocomplete suggestion (000 §3 "Address search result"). */
export type TGeoAddress = {
  id: string;
  formatted_address: string;
  latitude: number;
  longitude: number;
};

/** A resolved place (000 §3 "Reverse result"), also what details answer. */
export type TGeoPlace = {
  formatted_address: string;
  latitude: number;
  longitude: number;
  city: string;
  country_code: string;
  zipcode: string;
  street: string;
  number: string;
};

export type TAutocompleteQuery = {
  query: string;
  country: TCountryCode;
  near: { lat: number; lng: number } | null;
  language: string;
  limit: number;
};

/** The two providers behind one interface: the built-in gazetteer and an HTTP geocoder. */
export type TGeocoder = {
  kind: 'gazetteer' | 'nominatim' | 'photon';
  autocomplete(query: TAutocompleteQuery): Promise<TGeoAddress[]>;
  /** null when nothing is known at that point. */
  reverse(point: { lat: number; lng: number; language: string }): Promise<TGeoPlace | null>;
  /** null when the id is not one this provider gave. */
  details(id: string, language: string): Promise<TGeoPlace | null>;
  /**
   * The provider's one-time set-up, done at start-up so that no request waits for it (the
   * gazetteer's index of its market); a provider without one leaves it out.
   */
  prepare?(): void;
};

/** The provider could not answer (network, timeout, 5xx): 'address.technical-error'. */
export class GeocoderUnavailableError extends Error {}

/** Ids that carry their place, for providers without a stable lookup. */
export function placeId(prefix: string, place: TGeoPlace): string {
  return `${prefix}.${Buffer.from(JSON.stringify(place)).toString('base64url')}`;
}

export function placeFromId(prefix: string, id: string): TGeoPlace | null {
  if (!id.startsWith(`${prefix}.`)) return null;
  try {
    const value = JSON.parse(
      Buffer.from(id.slice(prefix.length + 1), 'base64url').toString('utf8'),
    );
    const p = value as Partial<TGeoPlace>;
    if (
      typeof p.formatted_address !== 'string' ||
      typeof p.latitude !== 'number' ||
      typeof p.longitude !== 'number' ||
      Math.abs(p.latitude) > 90 ||
      Math.abs(p.longitude) > 180
    ) {
      return null;
    }
    return {
      formatted_address: p.formatted_address.slice(0, 255),
      latitude: p.latitude,
      longitude: p.longitude,
      city: String(p.city ?? '').slice(0, 100),
      country_code: String(p.country_code ?? '').slice(0, 2),
      zipcode: String(p.zipcode ?? '').slice(0, 20),
      street: String(p.street ?? '').slice(0, 200),
      number: String(p.number ?? '').slice(0, 20),
    };
  } catch {
    return null;
  }
}
