/**
 * Starts the browser's date and number formatting for the language in a task of its own. The
 * first formatter a page builds pays for the browser's locale data (ICU) being set up: on a slow
 * phone 60–100 ms, which otherwise lands inside the first render of a page that shows a time or an
 * amount, and makes it one long task. Called while the language's texts load.
 *
 * A module of its own, with no imports: the entry imports it, and the formatters themselves
 * (`time.ts`, `money.ts`) stay with the pages that use them.
 */
export function prepareFormats(language: string): void {
  setTimeout(() => {
    try {
      // The same question `time.ts` asks first; the browser keeps its answer's data.
      if (Intl.DateTimeFormat.supportedLocalesOf([language]).length === 0) return;
      new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit' });
      new Intl.NumberFormat(language);
    } catch {
      // A tag the browser refuses: the pages' formatters fall back on their own.
    }
  }, 0);
}
