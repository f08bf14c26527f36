/**
 * The word for a minute in the languages some platforms have no unit words for: Sorani falls
 * back to the Latin "min" in Node, and some browsers lack Khmer, Lao or Burmese (see time.ts).
 * The same words as in their locale files; these languages keep the noun the same after any
 * number, so the word needs no plural form.
 */
const MINUTE_WORDS: Partial<Record<string, string>> = {
  ckb: 'خولەک',
  km: 'នាទី',
  lo: 'ນາທີ',
  my: 'မိနစ်',
};

/**
 * A number of minutes as a whole phrase in the interface language, with the number written the
 * way the language writes it and the plural form its grammar asks for: "1 minute", "5 minutes",
 * "1 λεπτό", "5 λεπτά", "دقيقة" (Arabic names one minute without a number). The platform's Intl
 * knows every language's plural rules; the sentence around the phrase gives it as {{duration}}.
 */
export function formatMinutes(minutes: number, language: string): string {
  const word = MINUTE_WORDS[language];
  if (word !== undefined) {
    return `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(minutes)} ${word}`;
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  }).format(minutes);
}
