import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isRtl, type TLanguage } from '@rider-portal/domain/markets';
import { pickLanguage } from '@rider-portal/domain/languages';
import { LANGUAGE_COOKIE } from '@rider-portal/domain/prerender';
import { TEXT_LIMITS } from '@rider-portal/i18n/limits';
import { readStorage, STORAGE_KEYS, writeStorage } from '../session/storage-keys';
import { prepareFormats } from '../format/prepare-formats';

export type TMessages = Record<string, string>;

// One lazy chunk per language's web texts (packages/i18n), so a page carries only the active
// language, and none of the catalogue's server namespaces (mails, documents).
const localeLoaders = import.meta.glob<TMessages>(
  '../../../../../packages/i18n/locales/*/web.json',
  {
    import: 'default',
  },
);
const loaderPath = (language: string) =>
  `../../../../../packages/i18n/locales/${language}/web.json`;

export const i18n: TI18n = i18next.createInstance();

async function loadMessages(language: TLanguage): Promise<TMessages> {
  // Every interface language has its file (catalogue.test.ts); English stays the safety net.
  const loader = localeLoaders[loaderPath(language)] ?? localeLoaders[loaderPath('en')];
  if (!loader) throw new Error('en/web.json is missing');
  return loader();
}

/**
 * 000 §4: a saved language maps to a supported one (unknown → English). Without one:
 * a link's `?lang=` (a receiver's page in the order's recipient language), else the browser's
 * first language the market offers, else the market default.
 */
export function pickInitialLanguage(
  saved: string | null,
  configured: readonly string[],
  visit: { requested?: string | null; browser?: readonly string[] } = {},
): TLanguage {
  return pickLanguage({ saved, offered: configured, ...visit });
}

/** Sets `<html lang dir>` and loads the font of the language's script when it needs one. */
function applyDocumentLanguage(language: TLanguage): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = isRtl(language) ? 'rtl' : 'ltr';
  // A lazy module: the landing page's initial JavaScript has a strict budget.
  if (language !== 'en') void import('./script-fonts').then((m) => m.loadScriptFont(language));
}

async function ensureMessages(language: TLanguage): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return;
  i18n.addResourceBundle(language, 'translation', await loadMessages(language));
}

/** Loads the saved (or market default) language before the first render. */
export async function initI18n(configuredLanguages: readonly string[]): Promise<TLanguage> {
  const language = pickInitialLanguage(readStorage(STORAGE_KEYS.locale), configuredLanguages, {
    requested: new URLSearchParams(window.location.search).get('lang'),
    browser: navigator.languages ?? [navigator.language],
  });
  prepareFormats(language);
  await initI18nWith(language, await loadMessages(language));
  applyDocumentLanguage(language);
  if (readStorage(STORAGE_KEYS.locale)) rememberLanguageForServer(language);
  return language;
}

/**
 * The server reads a chosen language from a cookie to send the first page already in it (issue
 * 16; the saved language itself stays in localStorage, 000 §9). A year, this site only.
 */
function rememberLanguageForServer(language: TLanguage): void {
  try {
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // Cookies off: the server goes by the browser's languages.
  }
}

/** Starts i18next in one language with its messages (the prerender's way in: no document). */
export async function initI18nWith(language: TLanguage, messages: TMessages): Promise<void> {
  if (i18n.isInitialized) {
    i18n.addResourceBundle(language, 'translation', messages, true, true);
    await i18n.changeLanguage(language);
    return;
  }
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: messages } },
    // Every language has every key (catalogue.test.ts), so no fallback bundle is loaded.
    fallbackLng: false,
    // Keys are flat, namespaced ids such as "landing.hero.title".
    keySeparator: false,
    nsSeparator: false,
    // The domain's limits ({{maxFileMb}} …) are in every text's reach, as the server's are.
    interpolation: { escapeValue: false, defaultVariables: TEXT_LIMITS },
    returnEmptyString: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });
}

/** Switches the interface language and remembers it. */
export async function changeLanguage(language: TLanguage): Promise<void> {
  await ensureMessages(language);
  await i18n.changeLanguage(language);
  writeStorage(STORAGE_KEYS.locale, language);
  rememberLanguageForServer(language);
  applyDocumentLanguage(language);
}
