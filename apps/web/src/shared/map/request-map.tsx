import 'leaflet/dist/leaflet.css';
import './map.css';
import { useEffect, useMemo, useRef } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, Polyline, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { MAP_DEFAULT_ZOOM } from '@rider-portal/domain/constants';
import type { TLatLng } from '@rider-portal/domain/request-order';
import { pinIcon } from './map-icons';
import { usePortalConfig } from '../config/config-context';

const FIT_PADDING: L.PointExpression = [40, 40];
const FIT_MAX_ZOOM = 16;

function FitPoints({ points }: { points: TLatLng[] }) {
  const map = useMap();
  const key = points.map((p) => `${p.lat.toFixed(5)},${p.lng.toFixed(5)}`).join(';');
  const fitted = useRef('');
  useEffect(() => {
    if (points.length === 0 || fitted.current === key) return;
    fitted.current = key;
    if (points.length === 1) {
      map.setView([points[0]!.lat, points[0]!.lng], MAP_DEFAULT_ZOOM, { animate: false });
    } else {
      const bounds = L.latLngBounds(points.map((p) => L.latLng(p.lat, p.lng)));
      map.fitBounds(bounds, { padding: FIT_PADDING, maxZoom: FIT_MAX_ZOOM, animate: false });
    }
    // `key` says when the points really changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, key]);
  return null;
}

function DropOnClick({ onDrop }: { onDrop: (point: TLatLng) => void }) {
  useMapEvents({ click: (event) => onDrop({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** Leaflet measures its box on mount; a map shown later (phone strip) must measure again. */
function InvalidateOnResize() {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(container);
    return () => observer.disconnect();
  }, [map]);
  return null;
}

export type TRequestMapProps = {
  pickup: TLatLng | null;
  dropOff: TLatLng | null;
  center: TLatLng;
  tileUrl: string | null;
  label: string;
  pickupLabel: string;
  dropOffLabel: string;
  height: number | string;
  /** Bumped to put the drop-off pin back where the draft has it (a failed reverse lookup). */
  dropOffRevision: number;
  /** With the map-pin flag: drag the drop-off pin, or tap the map to drop it. */
  onDropOffMove: ((point: TLatLng) => void) | null;
};

/**
 * The request map: pickup, drop-off and the straight line between them (UX.md). Without a tile URL
 * the pins sit on a plain background and nothing is fetched from outside. Never mirrored.
 */
export default function RequestMap(props: TRequestMapProps) {
  const { onDropOffMove } = props;
  const { tileAttribution } = usePortalConfig();
  const points = [props.pickup, props.dropOff].filter((p): p is TLatLng => p !== null);
  const pickupIcon = useMemo(() => pinIcon('pickup', props.pickupLabel), [props.pickupLabel]);
  const dropOffIcon = useMemo(
    () => pinIcon('dropoff', props.dropOffLabel, { isDraggable: onDropOffMove !== null }),
    [props.dropOffLabel, onDropOffMove],
  );
  const handlers = useMemo(
    () => ({
      dragend: (event: L.LeafletEvent) => {
        const { lat, lng } = (event.target as L.Marker).getLatLng();
        onDropOffMove?.({ lat, lng });
      },
    }),
    [onDropOffMove],
  );
  const start = points[0] ?? props.center;
  return (
    <div
      dir="ltr"
      role="region"
      aria-label={props.label}
      className={`rp-map${props.tileUrl ? '' : ' rp-map--plain'}`}
      style={{ height: props.height }}
      data-testid="request-map"
    >
      <MapContainer
        center={[start.lat, start.lng]}
        zoom={MAP_DEFAULT_ZOOM}
        style={{ height: '100%', width: '100%' }}
        attributionControl={Boolean(props.tileUrl)}
        scrollWheelZoom={false}
      >
        {props.tileUrl ? (
          <TileLayer url={props.tileUrl} attribution={tileAttribution ?? undefined} />
        ) : null}
        {props.pickup && props.dropOff ? (
          <Polyline
            positions={[
              [props.pickup.lat, props.pickup.lng],
              [props.dropOff.lat, props.dropOff.lng],
            ]}
            pathOptions={{ color: '#495057', weight: 3, opacity: 0.6, dashArray: '6 8' }}
          />
        ) : null}
        {props.pickup ? (
          <Marker
            position={[props.pickup.lat, props.pickup.lng]}
            icon={pickupIcon}
            interactive={false}
            keyboard={false}
          />
        ) : null}
        {props.dropOff ? (
          <Marker
            key={props.dropOffRevision}
            position={[props.dropOff.lat, props.dropOff.lng]}
            icon={dropOffIcon}
            draggable={onDropOffMove !== null}
            eventHandlers={handlers}
            title={props.dropOffLabel}
          />
        ) : null}
        {onDropOffMove ? <DropOnClick onDrop={onDropOffMove} /> : null}
        <FitPoints points={points} />
        <InvalidateOnResize />
      </MapContainer>
    </div>
  );
}
