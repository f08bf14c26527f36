import { haversineKm } from '@rider-portal/domain/pricing';

export type TPoint = { lat: number; lng: number };

export function distanceMeters(a: TPoint, b: TPoint): number {
  return haversineKm(a, b) * 1000;
}

/** Compass bearing from a to b in degrees (0 = north). */
export function bearing(a: TPoint, b: TPoint): number {
  const rad = Math.PI / 180;
  const y = Math.sin((b.lng - a.lng) * rad) * Math.cos(b.lat * rad);
  const x =
    Math.cos(a.lat * rad) * Math.sin(b.lat * rad) -
    Math.sin(a.lat * rad) * Math.cos(b.lat * rad) * Math.cos((b.lng - a.lng) * rad);
  return (Math.atan2(y, x) / rad + 360) % 360;
}

/** The point `meters` along the straight line from a towards b (b itself when closer). */
export function stepTowards(a: TPoint, b: TPoint, meters: number): TPoint {
  const total = distanceMeters(a, b);
  if (total <= meters || total === 0) return { ...b };
  const f = meters / total;
  return { lat: a.lat + (b.lat - a.lat) * f, lng: a.lng + (b.lng - a.lng) * f };
}

/** A point about `meters` away from p in a direction chosen by `random`. */
export function offset(p: TPoint, meters: number, random: () => number): TPoint {
  const angle = random() * 2 * Math.PI;
  const dLat = (meters * Math.cos(angle)) / 111_320;
  const dLng = (meters * Math.sin(angle)) / (111_320 * Math.cos((p.lat * Math.PI) / 180));
  return { lat: p.lat + dLat, lng: p.lng + dLng };
}
