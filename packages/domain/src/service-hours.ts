export type TServiceHours = { from: number; to: number };

const SERVICE_HOURS_PATTERN = /^(\d{2})(\d{2}):(\d{2})(\d{2})$/;

function toHHMM(hours: string, minutes: string): number | null {
  const h = Number(hours);
  const m = Number(minutes);
  return h <= 23 && m <= 59 ? h * 100 + m : null;
}

/** 000 §4 "Service hours rule": 'HHMM:HHMM', four digits, colon, four digits, each at most 2359. */
export function parseServiceHours(s: string): TServiceHours | null {
  const match = SERVICE_HOURS_PATTERN.exec(s.trim());
  if (!match) return null;
  const [, fromH = '', fromM = '', toH = '', toM = ''] = match;
  const from = toHHMM(fromH, fromM);
  const to = toHHMM(toH, toM);
  return from === null || to === null ? null : { from, to };
}

/**
 * 000 §4 "Service hours rule": equal bounds are always open; from < to is open in [from, to];
 * otherwise (overnight) open outside the gap, that is from `from` to midnight and up to `to`.
 */
export function isServiceOpen(hours: TServiceHours, hhmm: number): boolean {
  const { from, to } = hours;
  if (from === to) return true;
  if (from < to) return hhmm >= from && hhmm <= to;
  return hhmm >= from || hhmm <= to;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** The last minute each time zone's clock was read for, and what it read (see below). */
const lastReading = new Map<string, { minute: number; hhmm: number }>();

/**
 * 000 §9 "Timezone is per country": the market's wall-clock time as HHMM (e.g. 1745). Every
 * market's offset is a whole number of minutes, so one reading holds for its whole UTC minute:
 * a bulk job checks tens of thousands of rows in the same few minutes.
 */
export function marketClockHHMM(date: Date, timeZone: string): number {
  const minute = Math.floor(date.getTime() / 60_000);
  const last = lastReading.get(timeZone);
  if (last?.minute === minute) return last.hhmm;
  let hour = 0;
  let minuteOfHour = 0;
  for (const part of clockFormat(timeZone).formatToParts(date)) {
    if (part.type === 'hour') hour = Number(part.value) % 24;
    if (part.type === 'minute') minuteOfHour = Number(part.value);
  }
  const hhmm = hour * 100 + minuteOfHour;
  lastReading.set(timeZone, { minute, hhmm });
  return hhmm;
}

/** HHMM as 'HH:MM', for 'Service hours: {{from}} to {{to}}. It's {{time}}' (000 §8). */
export function formatHHMM(hhmm: number): string {
  const hours = Math.floor(hhmm / 100);
  const minutes = hhmm % 100;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}
