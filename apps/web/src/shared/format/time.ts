const hasDataCache = new Map<string, boolean>();

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
 * A date formatter for the interface language. Where the browser has no date data for it, the
 * date is written in numbers only (22/11, 14:05) rather than in another language's words.
 */
export function dateTimeFormat(
  language: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  if (hasDateData(language)) return new Intl.DateTimeFormat(language, options);
  const numeric: Intl.DateTimeFormatOptions = { ...options, hourCycle: 'h23' };
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

/** 14:05 (or 2:05 PM where the language says so). */
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
