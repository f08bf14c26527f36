import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo } from 'react';
import { Box } from '@mantine/core';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { OUTLET_MAP_ZOOM, OUTLET_MARKER_SIZE } from '@rider-portal/domain/constants';
import { usePortalConfig } from '../../../shared/config/config-context';

type TPoint = { lat: number; lng: number };

// 001 §9 "Outlet map": marker size 65 (its height; Leaflet's pin is 25 × 41, scaled alike).
const MARKER_WIDTH = Math.round((OUTLET_MARKER_SIZE * 25) / 41);
const pinIcon = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [MARKER_WIDTH, OUTLET_MARKER_SIZE],
  iconAnchor: [MARKER_WIDTH / 2, OUTLET_MARKER_SIZE],
  shadowSize: [OUTLET_MARKER_SIZE, OUTLET_MARKER_SIZE],
  shadowAnchor: [MARKER_WIDTH / 2, OUTLET_MARKER_SIZE],
});

/** Follows the pin when it moves from outside the map (an address picked in the search). */
function FollowPin({ pin }: { pin: TPoint | null }) {
  const map = useMap();
  const lat = pin?.lat;
  const lng = pin?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    if (!map.getBounds().pad(-0.1).contains([lat, lng])) map.setView([lat, lng], OUTLET_MAP_ZOOM);
  }, [map, lat, lng]);
  return null;
}

/** A tap or click on the map drops the pin there. */
function DropPinOnClick({ onMove }: { onMove: (point: TPoint) => void }) {
  useMapEvents({ click: (event) => onMove({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/**
 * The collection point on a map (001 §9: zoom 17, marker size 65). Dragging the pin, or tapping
 * the map, sets the coordinates. Tiles come from the configured tile URL; without one the map is a
 * plain surface that still shows and moves its pin, and makes no external request.
 */
export function CollectionPointMap({
  pin,
  center,
  label,
  onMove,
}: {
  pin: TPoint | null;
  center: TPoint;
  label: string;
  onMove: (point: TPoint) => void;
}) {
  const { tileUrl } = usePortalConfig();
  const handlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const { lat, lng } = (event.target as L.Marker).getLatLng();
        onMove({ lat, lng });
      },
    }),
    [onMove],
  );
  const start = pin ?? center;
  return (
    <Box
      role="region"
      aria-label={label}
      h={220}
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        border: '1px solid var(--mantine-color-gray-3)',
        // Maps never mirror in right-to-left languages.
        direction: 'ltr',
      }}
    >
      <MapContainer
        center={[start.lat, start.lng]}
        zoom={OUTLET_MAP_ZOOM}
        style={{ height: '100%', width: '100%', background: 'var(--mantine-color-gray-1)' }}
        attributionControl={Boolean(tileUrl)}
      >
        {tileUrl ? <TileLayer url={tileUrl} /> : null}
        {pin ? (
          <Marker
            position={[pin.lat, pin.lng]}
            icon={pinIcon}
            draggable
            eventHandlers={handlers}
            title={label}
          />
        ) : null}
        <FollowPin pin={pin} />
        <DropPinOnClick onMove={onMove} />
      </MapContainer>
    </Box>
  );
}
