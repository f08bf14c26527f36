// Calendar days in the market's time zone (000 §9 "Timezone is per country"): the tracking view
// shows the orders created today, the history view the older ones (001 §4 "Real-time updates").

const DAY_MS = 86_400_000;

// A formatter costs far more to build than to use (a list of orders asks for hundreds of days):
// one per time zone.
const zonedFormats = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zonedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zonedFormats.set(timeZone, format);
  }
  return format;
}

function zonedParts(at: Date, timeZone: string) {
  const parts = zonedFormat(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

/** How far the zone's wall clock is ahead of UTC at this instant, in ms. */
function zoneOffsetMs(at: Date, timeZone: string): number {
  const p = zonedParts(at, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * An instant as ISO 8601 in the market's time zone, to the second, with the zone's offset at that
 * instant ("2026-11-26T15:56:00+02:00"): what a spreadsheet or a script reads back as the instant.
 * The offset is the one Intl names (longOffset), daylight saving included.
 */
export function marketIsoDateTime(at: Date | number | string, timeZone: string): string {
  const instant = new Date(at);
  const p = zonedParts(instant, timeZone);
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  // "GMT+02:00", "GMT-03:30", or "GMT" alone where the offset is zero.
  const offset = zone?.replace(/^GMT/, '') || '+00:00';
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${offset}`;
}

/**
 * The market's wall-clock time of an instant as a Date whose UTC fields hold it, to the second:
 * what a spreadsheet date cell (which has no time zone) must hold to show the market's time.
 */
export function marketWallTime(at: Date | number | string, timeZone: string): Date {
  const p = zonedParts(new Date(at), timeZone);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
}

/** The market's calendar date of an instant, as YYYY-MM-DD. */
export function marketDayKey(at: Date | number | string, timeZone: string): string {
  const p = zonedParts(new Date(at), timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

/** The instant the market's day of `at` began (local midnight, daylight saving included). */
export function startOfMarketDay(at: Date | number, timeZone: string): Date {
  const p = zonedParts(new Date(at), timeZone);
  const midnightWall = Date.UTC(p.year, p.month - 1, p.day);
  // The offset at midnight may differ from the offset now (a DST change that day): settle it.
  let guess = midnightWall - zoneOffsetMs(new Date(midnightWall), timeZone);
  guess = midnightWall - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The instant the market's next day begins after `at`. */
export function startOfNextMarketDay(at: Date | number, timeZone: string): Date {
  const start = startOfMarketDay(at, timeZone);
  // 26 h from midnight is always inside the next day, whatever the DST change.
  return startOfMarketDay(start.getTime() + DAY_MS + 2 * 3_600_000, timeZone);
}

/** 001 §4: whether an order created at `createdAt` counts as today's in the market. */
export function isMarketToday(
  createdAt: Date | number | string,
  now: Date | number,
  timeZone: string,
): boolean {
  return marketDayKey(createdAt, timeZone) === marketDayKey(now, timeZone);
}
