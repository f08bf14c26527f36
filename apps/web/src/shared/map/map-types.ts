/** A point on a map, in degrees. */
export type TMapPoint = { lat: number; lng: number };

/**
 * A pin on a map: the collection point, the drop-off, or a rider (drawn with its heading). The
 * label is read out by screen readers and shown on hover.
 */
export type TMapMarker = {
  id: string;
  kind: 'pickup' | 'dropoff' | 'rider';
  position: TMapPoint;
  label: string;
  heading?: number | null;
  /** The rider's vehicle as the logistics side names it: drawn in the rider's marker. */
  vehicle?: string | null;
};

export type TMapViewProps = {
  markers: TMapMarker[];
  /** Lines drawn between points, e.g. pickup to drop-off. */
  lines?: TMapPoint[][];
  /** Tile URL template from the portal config; null draws pins on a plain background. */
  tileUrl: string | null;
  /** Accessible name of the map region. */
  label: string;
  height: number | string;
  /** The map fits all markers again whenever this changes (another order opened). */
  fitKey?: string;
};
