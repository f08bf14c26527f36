import {
  formatHHMM,
  isServiceOpen,
  marketClockHHMM,
  parseServiceHours,
} from '@rider-portal/domain/service-hours';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { getCountryParameter } from '../country-params/service.ts';
import type { TRequestClock } from './request-clock.ts';

export type TServiceHoursStatus = {
  is_open: boolean;
  service_hours: string;
  from: string;
  to: string;
  time: string;
};

export const ALWAYS_OPEN = '0000:0000';

/** The serviceHours country parameter ('HHMM:HHMM'); an unreadable value counts as always open. */
export async function readMarketServiceHours(
  ctx: Pick<TAppContext, 'db' | 'config'>,
): Promise<string> {
  const value = await getCountryParameter(ctx, 'serviceHours');
  return parseServiceHours(value) ? value.trim() : ALWAYS_OPEN;
}

/** 000 §4 "Service hours rule" at an instant, on the market's clock. */
export function serviceHoursAt(
  serviceHours: string,
  at: Date,
  timeZone: string,
): TServiceHoursStatus {
  const hours = parseServiceHours(serviceHours) ?? parseServiceHours(ALWAYS_OPEN)!;
  const time = marketClockHHMM(at, timeZone);
  return {
    is_open: isServiceOpen(hours, time),
    service_hours: serviceHours,
    from: formatHHMM(hours.from),
    to: formatHHMM(hours.to),
    time: formatHHMM(time),
  };
}

/** Whether the service is open now, by the request's clock and the hours in force for it. */
export async function getServiceHoursStatus(
  ctx: Pick<TAppContext, 'config'>,
  clock: TRequestClock,
): Promise<TServiceHoursStatus> {
  return serviceHoursAt(await clock.serviceHours(), clock.now(), ctx.config.timeZone);
}

/** 'Service hours: {from} to {to}. It's {time}' (000 §8), with the three values in meta. */
export function assertServiceOpen(status: TServiceHoursStatus): void {
  if (status.is_open) return;
  throw new AppError(409, 'service.closed', {
    details: { from: status.from, to: status.to, time: status.time },
  });
}
