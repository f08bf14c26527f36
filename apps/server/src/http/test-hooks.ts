import type { FastifyRequest } from 'fastify';
import { parseServiceHours } from '@rider-portal/domain/service-hours';
import type { TAppContext } from '../app-context.ts';

/** What one request of the request-a-rider flow runs with: the time, and service hours if replaced. */
export type TRequestScope = { now: Date; serviceHoursOverride: string | null };

const NOW_HEADER = 'x-portal-test-now';
const SERVICE_HOURS_HEADER = 'x-portal-test-service-hours';

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * The clock of a request: ctx.clock, unless PORTAL_TEST_HOOKS is on (browser tests only; refused
 * in prd) and the request carries x-portal-test-now (an ISO instant) or x-portal-test-service-hours
 * ('HHMM:HHMM'). The browser tests share one server, so they change time and service hours for
 * their own requests only instead of for the market.
 */
export function requestScope(ctx: TAppContext, request: FastifyRequest): TRequestScope {
  const now = ctx.clock.now();
  if (!ctx.config.testHooks) return { now, serviceHoursOverride: null };
  const at = header(request, NOW_HEADER);
  const parsed = at ? new Date(at) : null;
  const hours = header(request, SERVICE_HOURS_HEADER);
  return {
    now: parsed && Number.isFinite(parsed.getTime()) ? parsed : now,
    serviceHoursOverride: hours && parseServiceHours(hours) ? hours : null,
  };
}
