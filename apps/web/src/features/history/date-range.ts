import { marketDayKey, startOfMarketDay } from '@rider-portal/domain/market-day';

/**
 * 001 §9 "Date range presets: yesterday, 7 days, 30 days, custom", and today before them (issue
 * 15: today's finished orders were reachable only through a custom range). Yesterday stays the
 * default.
 */
export const DATE_RANGE_CATEGORIES = ['today', 'yesterday', '7-days', '30-days', 'custom'] as const;
export type TDateRangeCategory = (typeof DATE_RANGE_CATEGORIES)[number];

/** A range of the orders list: unix seconds, both ends included (as GET /vendor/{id}/orders reads them). */
export type TDateRange = { from: number; to: number };

/** A market calendar day, YYYY-MM-DD. */
export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The instant a market day (YYYY-MM-DD) begins in the market's time zone. */
export function dayStart(day: string, timeZone: string): number {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  // Noon UTC falls on the same calendar day in every market's zone (offsets stay within ±12 h).
  return startOfMarketDay(Date.UTC(year, month - 1, date, 12), timeZone).getTime();
}

/** The calendar day `days` after (or before, when negative) a day. */
export function shiftDay(day: string, days: number): string {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The market's today (YYYY-MM-DD) at `now`. */
export function marketToday(now: number, timeZone: string): string {
  return marketDayKey(now, timeZone);
}

/** From the start of the first day to the last second of the last day, in the market's zone. */
export function daysRange(first: string, last: string, timeZone: string): TDateRange {
  return {
    from: Math.floor(dayStart(first, timeZone) / 1000),
    to: Math.floor(dayStart(shiftDay(last, 1), timeZone) / 1000) - 1,
  };
}

/**
 * 001 §2 "History screen": the range of a preset at `now` in the market's time zone. Yesterday is
 * the whole previous market day (the default); 7 and 30 days end with today, so they include it.
 */
export function presetDays(
  category: Exclude<TDateRangeCategory, 'custom'>,
  now: number,
  timeZone: string,
): { first: string; last: string } {
  const today = marketToday(now, timeZone);
  switch (category) {
    case 'today':
      return { first: today, last: today };
    case 'yesterday': {
      const yesterday = shiftDay(today, -1);
      return { first: yesterday, last: yesterday };
    }
    case '7-days':
      return { first: shiftDay(today, -6), last: today };
    case '30-days':
      return { first: shiftDay(today, -29), last: today };
  }
}

/** 001 §5: a custom range whose end is before its start is refused with this key. */
export const END_BEFORE_START_KEY = 'validation.end-before-start';

export function isEndBeforeStart(first: string, last: string): boolean {
  return last < first;
}
