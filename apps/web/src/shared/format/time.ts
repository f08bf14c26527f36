/**
 * Times in the market's time zone (UX.md), worded for the interface language. Invalid input gives
 * an empty string rather than 'Invalid Date'.
 */
function format(at: string | number | Date, language: string, options: Intl.DateTimeFormatOptions) {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(language, options).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', options).format(date);
  }
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
