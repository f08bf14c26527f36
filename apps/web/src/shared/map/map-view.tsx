import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, Polyline, TileLayer, useMap } from 'react-leaflet';
import { MAP_DEFAULT_ZOOM } from '@rider-portal/domain/constants';
import type { TMapMarker, TMapPoint, TMapViewProps } from './map-types';

const FIT_MAX_ZOOM = 16;
const FIT_PADDING: L.PointExpression = [48, 48];

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

// Pins are inline SVG in a divIcon: no image files for Vite to lose, and they work offline.
function pinIcon(kind: 'pickup' | 'dropoff', label: string): L.DivIcon {
  const color = kind === 'pickup' ? '#1c7ed6' : '#e8590c';
  const glyph =
    kind === 'pickup'
      ? '<path d="M12 7.5h8v7h-8z" fill="#fff"/>'
      : '<circle cx="16" cy="13" r="4" fill="#fff"/>';
  return L.divIcon({
    className: 'rp-map-pin',
    html: `<div role="img" aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}" data-kind="${kind}"><svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 41C16 41 30 25.5 30 14.5C30 6.5 23.7 1 16 1C8.3 1 2 6.5 2 14.5C2 25.5 16 41 16 41Z" fill="${color}" stroke="#fff" stroke-width="2"/>${glyph}</svg></div>`,
    iconSize: [32, 42],
    iconAnchor: [16, 41],
  });
}

function riderIcon(label: string, heading: number | null | undefined): L.DivIcon {
  const arrow =
    heading === null || heading === undefined
      ? ''
      : `<svg class="rp-map-rider__heading" viewBox="0 0 62 62" style="transform: rotate(${Math.round(heading)}deg)" aria-hidden="true"><path d="M31 1 L37 10 L25 10 Z" fill="#212529"/></svg>`;
  return L.divIcon({
    className: 'rp-map-rider',
    html: `<div class="rp-map-rider__body" role="img" aria-label="${escapeHtml(label)}" title="${escapeHtml(label)}" data-kind="rider">${arrow}<svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><circle cx="5" cy="16" r="3"/><circle cx="19" cy="16" r="3"/><path d="M7.5 14h5l4-4H13"/><path d="M17 5h1.5l2.5 5"/><path d="M12 6h2l1 4"/></svg></div>`,
    iconSize: [40, 40],
    iconAnchor: [20, 20],
  });
}

function iconFor(marker: TMapMarker): L.DivIcon {
  return marker.kind === 'rider'
    ? riderIcon(marker.label, marker.heading)
    : pinIcon(marker.kind, marker.label);
}

function boundsOf(points: TMapPoint[]): L.LatLngBounds | null {
  if (points.length === 0) return null;
  return L.latLngBounds(points.map((p) => L.latLng(p.lat, p.lng)));
}

/**
 * Fits every marker when the map opens and when `fitKey` changes; afterwards it only follows a
 * marker that leaves the view, so a user who pans or zooms is not pulled back on every move.
 */
function FitToMarkers({ points, fitKey }: { points: TMapPoint[]; fitKey: string }) {
  const map = useMap();
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    const bounds = boundsOf(points);
    if (!bounds) return;
    const isNewFit = fitted.current !== fitKey;
    if (!isNewFit && map.getBounds().pad(-0.1).contains(bounds)) return;
    fitted.current = fitKey;
    if (points.length === 1) map.setView(bounds.getCenter(), MAP_DEFAULT_ZOOM, { animate: false });
    else map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: !isNewFit });
  }, [map, points, fitKey]);
  return null;
}

function MarkerPin({ marker }: { marker: TMapMarker }) {
  const heading = marker.kind === 'rider' ? Math.round((marker.heading ?? -1) / 10) : 0;
  // A new icon only when what it draws changes; moving keeps the same icon (smooth glide).
  const icon = useMemo(
    () => iconFor(marker),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [marker.kind, marker.label, heading],
  );
  return (
    <Marker
      position={[marker.position.lat, marker.position.lng]}
      icon={icon}
      // The rider is drawn above the pins it passes.
      zIndexOffset={marker.kind === 'rider' ? 1000 : 0}
      keyboard={false}
      interactive={false}
    />
  );
}

/** The portal's map (react-leaflet): pins, lines and a moving rider, with or without tiles. */
export default function MapView({
  markers,
  lines = [],
  tileUrl,
  label,
  height,
  fitKey = '',
}: TMapViewProps) {
  const points = useMemo(() => markers.map((m) => m.position), [markers]);
  const first = points[0] ?? { lat: 0, lng: 0 };
  return (
    <div
      dir="ltr"
      role="region"
      aria-label={label}
      className={`rp-map rp-map--animated${tileUrl ? '' : ' rp-map--plain'}`}
      style={{ height }}
    >
      <MapContainer
        center={[first.lat, first.lng]}
        zoom={MAP_DEFAULT_ZOOM}
        style={{ height: '100%', width: '100%' }}
        attributionControl={Boolean(tileUrl)}
        zoomControl
        scrollWheelZoom={false}
      >
        {tileUrl ? <TileLayer url={tileUrl} /> : null}
        {lines.map((line, i) => (
          <Polyline
            key={i}
            positions={line.map((p) => [p.lat, p.lng] as [number, number])}
            pathOptions={{ color: '#495057', weight: 3, opacity: 0.6, dashArray: '6 8' }}
          />
        ))}
        {markers.map((marker) => (
          <MarkerPin key={marker.id} marker={marker} />
        ))}
        <FitToMarkers points={points} fitKey={fitKey} />
      </MapContainer>
    </div>
  );
}
