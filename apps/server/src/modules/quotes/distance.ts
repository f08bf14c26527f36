import { ROAD_DISTANCE_FACTOR } from '@rider-portal/domain/estimations';
import { haversineKm } from '@rider-portal/domain/pricing';
import type { TLatLng } from '@rider-portal/domain/request-order';
import type { TAppContext } from '../../app-context.ts';

const ROUTING_TIMEOUT_MS = 2000;

export type TRoadDistance = { km: number; source: 'routing' | 'estimate' };

/**
 * The distance a rider travels: from the routing service when ROUTING_URL is set (OSRM
 * `/route/v1/driving`), else the straight line × ROAD_DISTANCE_FACTOR. A routing service that
 * fails or times out falls back to the estimate, so a quote never waits on it for long.
 */
export async function roadDistanceKm(
  ctx: Pick<TAppContext, 'config'>,
  from: TLatLng,
  to: TLatLng,
  fetchImpl: typeof fetch = fetch,
): Promise<TRoadDistance> {
  const estimate: TRoadDistance = {
    km: haversineKm(from, to) * ROAD_DISTANCE_FACTOR,
    source: 'estimate',
  };
  const base = ctx.config.routingUrl;
  if (!base) return estimate;
  try {
    const url = `${base.replace(/\/+$/, '')}/route/v1/driving/${from.lng},${from.lat};${to.lng},${to.lat}?overview=false`;
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(ROUTING_TIMEOUT_MS) });
    if (!response.ok) return estimate;
    const body = (await response.json()) as { code?: string; routes?: { distance?: number }[] };
    const meters = body.routes?.[0]?.distance;
    if (body.code !== 'Ok' || typeof meters !== 'number' || !Number.isFinite(meters))
      return estimate;
    return { km: meters / 1000, source: 'routing' };
  } catch {
    return estimate;
  }
}
