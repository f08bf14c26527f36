/** The interface languages (000 §1: about 26, some right to left). */
export const LANGUAGES = [
  'en',
  'ar',
  'ckb',
  'ur',
  'el',
  'zh-TW',
  'zh-HK',
  'th',
  'ms',
  'fil',
  'bn',
  'km',
  'lo',
  'my',
  'sv',
  'nb',
  'fi',
  'de',
  'hu',
  'cs',
  'es',
  'ca',
  'it',
  'pt',
  'tr',
  'id',
] as const;
export type TLanguage = (typeof LANGUAGES)[number];

/** Each language named in its own script, for the language selector. */
export const LANGUAGE_NAMES: Record<TLanguage, string> = {
  en: 'English',
  ar: 'العربية',
  ckb: 'کوردی',
  ur: 'اردو',
  el: 'Ελληνικά',
  'zh-TW': '繁體中文（台灣）',
  'zh-HK': '繁體中文（香港）',
  th: 'ไทย',
  ms: 'Bahasa Melayu',
  fil: 'Filipino',
  bn: 'বাংলা',
  km: 'ខ្មែរ',
  lo: 'ລາວ',
  my: 'မြန်မာ',
  sv: 'Svenska',
  nb: 'Norsk bokmål',
  fi: 'Suomi',
  de: 'Deutsch',
  hu: 'Magyar',
  cs: 'Čeština',
  es: 'Español',
  ca: 'Català',
  it: 'Italiano',
  pt: 'Português',
  tr: 'Türkçe',
  id: 'Bahasa Indonesia',
};

const RTL_LANGUAGES: ReadonlySet<TLanguage> = new Set(['ar', 'ckb', 'ur']);

// STYLE "i18n": the one helper that decides the document direction.
export function isRtl(lang: TLanguage): boolean {
  return RTL_LANGUAGES.has(lang);
}

function isLanguage(tag: string): tag is TLanguage {
  return (LANGUAGES as readonly string[]).includes(tag);
}

/** Language subtags that name one of ours under another code (old, macro or sibling codes). */
const LANGUAGE_ALIASES: Record<string, TLanguage> = {
  no: 'nb',
  nn: 'nb',
  tl: 'fil',
  ku: 'ckb',
  in: 'id',
  zsm: 'ms',
};

function resolveChinese(subtags: readonly string[]): TLanguage {
  return subtags.some((t) => t === 'hk' || t === 'mo') ? 'zh-HK' : 'zh-TW';
}

/**
 * 000 §1, 001 §4: a saved or configured language maps to a supported one: exact, then ignoring case
 * and '_', then by base language ('el-CY' → 'el'; any Chinese → 'zh-HK' for HK/MO, else 'zh-TW');
 * anything else is English.
 */
export function resolveLanguage(saved: string | null | undefined): TLanguage {
  if (!saved) return 'en';
  const tag = saved.trim();
  if (isLanguage(tag)) return tag;
  const normalized = tag.replaceAll('_', '-').toLowerCase();
  const caseless = LANGUAGES.find((l) => l.toLowerCase() === normalized);
  if (caseless) return caseless;
  const [base = '', ...rest] = normalized.split('-');
  if (base === 'zh') return resolveChinese(rest);
  if (isLanguage(base)) return base;
  return LANGUAGE_ALIASES[base] ?? 'en';
}

/** The interface language a tag names (as resolveLanguage), or null when it names none. */
export function matchLanguage(tag: string): TLanguage | null {
  const resolved = resolveLanguage(tag);
  const base = tag.trim().replaceAll('_', '-').toLowerCase().split('-')[0] ?? '';
  return resolved === 'en' && base !== 'en' ? null : resolved;
}

/**
 * The language a page opens in: the one the person chose and the portal saved; else
 * one asked for in the link, any of the portal's languages (a customer's tracking link opens in
 * the order's recipient language, which the sender may choose beyond the market's: issue 21);
 * else the first of the browser's languages the market offers; else the market's first
 * language. A browser's language the market does not offer is passed over.
 */
export function pickLanguage(input: {
  saved?: string | null;
  requested?: string | null;
  browser?: readonly string[];
  offered: readonly string[];
}): TLanguage {
  if (input.saved) return resolveLanguage(input.saved);
  const offered = input.offered.map(resolveLanguage);
  const isOffered = (tag: string | null | undefined): tag is string => {
    const language = tag ? matchLanguage(tag) : null;
    return language !== null && offered.includes(language);
  };
  const requested = input.requested ? matchLanguage(input.requested) : null;
  if (requested) return requested;
  const fromBrowser = (input.browser ?? []).find(isOffered);
  if (fromBrowser) return matchLanguage(fromBrowser)!;
  return offered[0] ?? 'en';
}
