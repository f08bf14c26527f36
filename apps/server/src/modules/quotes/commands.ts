import type { TAppContext } from '../../app-context.ts';
import { readOptions } from '../../platform/command-options.ts';
import { deleteDeliveryAreas, findDeliveryAreas, insertDeliveryArea } from './store.ts';
import { rememberedAreas } from './service.ts';

export const DELIVERY_AREA_USAGE = `  delivery-area:add VENDOR "lat,lng;lat,lng;lat,lng…" [--name NAME]
                                          draw a delivery area for a vendor (used while the
                                          draw-delivery-areas flag is on)
  delivery-area:list VENDOR               the vendor's drawn delivery areas
  delivery-area:clear VENDOR              remove every drawn area of the vendor`;

const MIN_POINTS = 3;
const MAX_POINTS = 500;

/** 'lat,lng;lat,lng;…' as a ring of [lng, lat] pairs (GeoJSON order). */
export function parseRing(text: string): [number, number][] {
  const points = text
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => pair.split(',').map((n) => Number(n.trim())));
  const isValid =
    points.length >= MIN_POINTS &&
    points.length <= MAX_POINTS &&
    points.every(
      (p) =>
        p.length === 2 &&
        Number.isFinite(p[0]) &&
        Number.isFinite(p[1]) &&
        Math.abs(p[0]!) <= 90 &&
        Math.abs(p[1]!) <= 180,
    );
  if (!isValid) {
    throw new Error(
      `POLYGON should be one of ${MIN_POINTS}-${MAX_POINTS} "lat,lng" points separated by ;`,
    );
  }
  return points.map(([lat, lng]) => [lng!, lat!]);
}

/** npm run admin -- delivery-area:add|list|clear … */
export async function runDeliveryAreaCommand(
  ctx: TAppContext,
  command: string,
  args: readonly string[],
): Promise<string> {
  const { positional, options } = readOptions(args, ['--name']);
  const [vendorId, ring] = positional;
  if (!vendorId) throw new Error(DELIVERY_AREA_USAGE);
  if (command !== 'delivery-area:list') rememberedAreas.forget(ctx.db, vendorId);
  if (command === 'delivery-area:clear') {
    const removed = await deleteDeliveryAreas(ctx.db, vendorId);
    return `${removed} delivery area(s) removed for vendor ${vendorId}`;
  }
  if (command === 'delivery-area:list') {
    const areas = await findDeliveryAreas(ctx.db, vendorId);
    if (areas.length === 0) return `vendor ${vendorId} has no drawn delivery area`;
    return areas
      .map((a) => `${a.id} ${a.name || '(no name)'}: ${a.polygon.length} points`)
      .join('\n');
  }
  if (!ring) throw new Error(DELIVERY_AREA_USAGE);
  const area = await insertDeliveryArea(ctx.db, {
    vendorId,
    name: options.get('--name') ?? '',
    polygon: parseRing(ring),
    createdAt: ctx.clock.now(),
  });
  return `delivery area ${area.id} added for vendor ${vendorId}`;
}
