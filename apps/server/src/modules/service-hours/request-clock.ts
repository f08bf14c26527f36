import type { FastifyInstance } from 'fastify';
import { parseServiceHours } from '@rider-portal/domain/service-hours';
import type { TAppContext } from '../../app-context.ts';
import type { TClock } from '../../platform/clock.ts';
import { readMarketServiceHours } from './service.ts';

/**
 * What a request of the request-a-rider flow runs with: the time, and the service hours in force.
 * Use cases take it instead of reading the clock and the market's hours themselves.
 */
export type TRequestClock = TClock & { serviceHours(): Promise<string> };

type TClockSource = Pick<TAppContext, 'clock' | 'db' | 'config'>;

/** The market's own time and hours (every request in production, and work outside a request). */
export function marketClock(ctx: TClockSource): TRequestClock {
  return { now: () => ctx.clock.now(), serviceHours: () => readMarketServiceHours(ctx) };
}

const NOW_HEADER = 'x-portal-test-now';
const SERVICE_HOURS_HEADER = 'x-portal-test-service-hours';

function header(headers: Record<string, unknown>, name: string): string | null {
  const value = headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The clock of one request: the market's, unless PORTAL_TEST_HOOKS is on (browser tests only;
 * refused in prd) and the request names an instant (x-portal-test-now, ISO) or service hours
 * (x-portal-test-service-hours, 'HHMM:HHMM'). The browser tests share one server, so they move
 * time and hours for their own requests only, never for the market.
 */
export function requestClockFor(
  ctx: TClockSource & Pick<TAppContext, 'config'>,
  headers: Record<string, unknown>,
): TRequestClock {
  const market = marketClock(ctx);
  if (!ctx.config.testHooks) return market;
  const at = header(headers, NOW_HEADER);
  const instant = at ? new Date(at) : null;
  const hours = header(headers, SERVICE_HOURS_HEADER);
  return {
    now: instant && Number.isFinite(instant.getTime()) ? () => new Date(instant) : market.now,
    serviceHours:
      hours && parseServiceHours(hours) ? () => Promise.resolve(hours) : market.serviceHours,
  };
}

/** Gives every request its clock (one hook; use cases read `request.clock`). */
export function installRequestClock(app: FastifyInstance, ctx: TAppContext): void {
  app.decorateRequest('clock', null as unknown as TRequestClock);
  app.addHook('onRequest', async (request) => {
    request.clock = requestClockFor(ctx, request.headers);
  });
}

declare module 'fastify' {
  interface FastifyRequest {
    clock: TRequestClock;
  }
}
