import { hourCycleOfTimeZone } from '@rider-portal/domain/markets';

const hasDataCache = new Map<string, boolean>();
// Building a formatter costs far more than using one (a page of times built dozens at every
// render): one per language and options, kept for the page's life.
const formatCache = new Map<string, Intl.DateTimeFormat>();

/** Whether this browser carries date words for the language (some lack Khmer, Lao, Burmese…). */
function hasDateData(language: string): boolean {
  let has = hasDataCache.get(language);
  if (has === undefined) {
    try {
      has = Intl.DateTimeFormat.supportedLocalesOf([language]).length > 0;
    } catch {
      has = false;
    }
    hasDataCache.set(language, has);
  }
  return has;
}

/**
 * A date formatter for the interface language. A time of day follows the clock of the market
 * whose time zone is given (16:30 in Cyprus in English too, 4:30 PM in Kuwait), not the
 * language's. Where the browser has no date data for the language, the date is written in numbers
 * only (22/11, 14:05) rather than in another language's words.
 */
export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formatCache.get(key);
  if (!format) {
    format = buildDateTimeFormat(language, options);
    formatCache.set(key, format);
  }
  return format;
}

function buildDateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const withClock: Intl.DateTimeFormatOptions =
    options.hour !== undefined && options.hourCycle === undefined && options.hour12 === undefined
      ? { ...options, hourCycle: hourCycleOfTimeZone(options.timeZone ?? '') }
      : options;
  if (hasDateData(language)) return new Intl.DateTimeFormat(language, withClock);
  const numeric: Intl.DateTimeFormatOptions = { ...withClock, hourCycle: 'h23' };
  delete numeric.weekday;
  delete numeric.era;
  delete numeric.hour12;
  if (numeric.month) numeric.month = '2-digit';
  return new Intl.DateTimeFormat('en-GB', numeric);
}

/**
 * Times in the market's time zone (UX.md), worded for the interface language. Invalid input gives
 * an empty string rather than 'Invalid Date'.
 */
function format(at: string | number | Date, language: string, options: Intl.DateTimeFormatOptions) {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  return dateTimeFormat(language, options).format(date);
}

/** 14:05 (or 2:05 PM where the market says so). */
export function formatClock(at: string | number | Date, timeZone: string, language: string) {
  return format(at, language, { timeZone, hour: 'numeric', minute: '2-digit' });
}

/** 21 Nov, 14:05. */
export function formatDayTime(at: string | number | Date, timeZone: string, language: string) {
  return format(at, language, {
    timeZone,
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
}
