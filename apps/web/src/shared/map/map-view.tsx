import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, Polyline, TileLayer, useMap } from 'react-leaflet';
import { MAP_DEFAULT_ZOOM } from '@rider-portal/domain/constants';
import { pinIcon, riderIcon, vehicleKind } from './map-icons';
import type { TMapMarker, TMapPoint, TMapViewProps } from './map-types';
import { usePortalConfig } from '../config/config-context';

const FIT_MAX_ZOOM = 16;
const FIT_PADDING: L.PointExpression = [48, 48];

function iconFor(marker: TMapMarker): L.DivIcon {
  return marker.kind === 'rider'
    ? riderIcon(marker.label, marker.heading, vehicleKind(marker.vehicle))
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
    [marker.kind, marker.label, marker.vehicle, heading],
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
  const attribution = usePortalConfig().tileAttribution;
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
        {tileUrl ? <TileLayer url={tileUrl} attribution={attribution ?? undefined} /> : null}
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
