import type { TCountryCode } from './markets.ts';

// Address search helpers shared by the geolocator and the form (000 §5, §7).

/**
 * 000 §7 "Geolocator language is English by default, with overrides for several countries": where
 * addresses are usually written in the local script.
 */
const GEOLOCATOR_LANGUAGE_OVERRIDES: Partial<Record<TCountryCode, string>> = {
  TW: 'zh-TW',
  HK: 'zh-HK',
  TH: 'th',
  GR: 'el',
};

export function geolocatorLanguage(country: TCountryCode): string {
  return GEOLOCATOR_LANGUAGE_OVERRIDES[country] ?? 'en';
}

const LAT_LNG_PATTERN = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

/** 000 §5: a pasted 'lat,lng' pair is treated as coordinates; null when it is not one. */
export function parseLatLngQuery(query: string): { lat: number; lng: number } | null {
  const match = LAT_LNG_PATTERN.exec(query);
  if (!match) return null;
  const lat = Number(match[1]);
  const lng = Number(match[2]);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/**
 * Text as search compares it: decomposed, marks stripped (accents, Greek tonos and dialytika),
 * lower-cased, final sigma folded, punctuation as spaces. 'Λεωφόρος Μακαρίου' and 'λεωφορος
 * μακαριου' compare equal, as do 'Stróvolos' and 'strovolos'.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Ray casting: whether a point lies inside a polygon given as [lng, lat] pairs. */
export function isPointInPolygon(
  point: { lat: number; lng: number },
  polygon: readonly (readonly [number, number])[],
): boolean {
  let isInside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    const crosses =
      yi > point.lat !== yj > point.lat &&
      point.lng < ((xj - xi) * (point.lat - yi)) / (yj - yi) + xi;
    if (crosses) isInside = !isInside;
  }
  return isInside;
}
