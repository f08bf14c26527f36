import L from 'leaflet';

// Map icons are inline SVG in a divIcon: no image files for the bundler to lose, and they work
// offline. One set for every map of the portal (the request form and the tracking screen).

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** The collection point (blue, a parcel) or the drop-off (orange, a dot). */
export function pinIcon(
  kind: 'pickup' | 'dropoff',
  label: string,
  opts: { isDraggable?: boolean } = {},
): L.DivIcon {
  const color = kind === 'pickup' ? '#1c7ed6' : '#e8590c';
  const glyph =
    kind === 'pickup'
      ? '<path d="M12 7.5h8v7h-8z" fill="#fff"/>'
      : '<circle cx="16" cy="13" r="4" fill="#fff"/>';
  const safe = escapeHtml(label);
  return L.divIcon({
    className: `rp-map-pin${opts.isDraggable ? ' rp-map-pin--draggable' : ''}`,
    html: `<div role="img" aria-label="${safe}" title="${safe}" data-kind="${kind}"><svg width="32" height="42" viewBox="0 0 32 42" aria-hidden="true"><path d="M16 41C16 41 30 25.5 30 14.5C30 6.5 23.7 1 16 1C8.3 1 2 6.5 2 14.5C2 25.5 16 41 16 41Z" fill="${color}" stroke="#fff" stroke-width="2"/>${glyph}</svg></div>`,
    iconSize: [32, 42],
    iconAnchor: [16, 41],
  });
}

export type TRiderVehicle = 'motorbike' | 'scooter' | 'bicycle' | 'car';

/**
 * The kind of vehicle a logistics partner's free-text vehicle names ("Motorbike", "e-bike",
 * "Car", "van"…); a motorbike when it names nothing we draw.
 */
export function vehicleKind(vehicle: string | null | undefined): TRiderVehicle {
  const name = (vehicle ?? '').toLowerCase();
  if (/scooter|moped/.test(name)) return 'scooter';
  if (/motor/.test(name)) return 'motorbike';
  if (/bicycle|bike|cycl/.test(name)) return 'bicycle';
  if (/car|van|truck|auto/.test(name)) return 'car';
  return 'motorbike';
}

// Line drawings on a 24×24 grid, white on the rider's red disc.
const VEHICLE_GLYPHS: Record<TRiderVehicle, string> = {
  motorbike:
    '<circle cx="5" cy="16" r="3"/><circle cx="19" cy="16" r="3"/><path d="M7.5 14h5l4-4H13"/><path d="M17 5h1.5l2.5 5"/><path d="M12 6h2l1 4"/>',
  scooter:
    '<circle cx="18" cy="17" r="2"/><circle cx="6" cy="17" r="2"/><path d="M8 17h5a6 6 0 0 1 5-5V7a2 2 0 0 0-2-2h-1"/>',
  bicycle:
    '<circle cx="5" cy="17" r="3"/><circle cx="19" cy="17" r="3"/><path d="M12 18v-4l-3-3 5-4 2 3h3"/><circle cx="17" cy="5" r="1"/>',
  car: '<circle cx="7" cy="17" r="2"/><circle cx="17" cy="17" r="2"/><path d="M5 17H3v-6l2-5h9l4 5h1a2 2 0 0 1 2 2v4h-2m-4 0H9m-6-6h15m-6 0V6"/>',
};

/** The rider: a red disc with the vehicle drawn in it, and an arrow for the heading if known. */
export function riderIcon(
  label: string,
  heading: number | null | undefined,
  vehicle: TRiderVehicle,
): L.DivIcon {
  const arrow =
    heading === null || heading === undefined
      ? ''
      : // An SVG attribute, not an inline style: the content security policy allows no inline style.
        `<svg class="rp-map-rider__heading" viewBox="0 0 62 62" aria-hidden="true"><g transform="rotate(${Math.round(heading)} 31 31)"><path d="M31 1 L37 10 L25 10 Z" fill="#212529"/></g></svg>`;
  const safe = escapeHtml(label);
  return L.divIcon({
    className: 'rp-map-rider',
    html: `<div class="rp-map-rider__body" role="img" aria-label="${safe}" title="${safe}" data-kind="rider" data-vehicle="${vehicle}">${arrow}<svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">${VEHICLE_GLYPHS[vehicle]}</svg></div>`,
    iconSize: [40, 40],
    iconAnchor: [20, 20],
  });
}
