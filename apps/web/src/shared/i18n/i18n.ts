import i18next, { type i18n as TI18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isRtl, resolveLanguage, type TLanguage } from '@rider-portal/domain/markets';
import { readStorage, STORAGE_KEYS, writeStorage } from '../session/storage-keys';

export type TMessages = Record<string, string>;

// One lazy chunk per locale file, so a page carries only the active language.
const localeLoaders = import.meta.glob<TMessages>('../../locales/*.json', { import: 'default' });

export const i18n: TI18n = i18next.createInstance();

async function loadMessages(language: TLanguage): Promise<TMessages> {
  // Every interface language has its file (locales.test.ts); English stays the safety net.
  const loader =
    localeLoaders[`../../locales/${language}.json`] ?? localeLoaders['../../locales/en.json'];
  if (!loader) throw new Error('en.json is missing');
  return loader();
}

/** 000 §4: a saved language maps to a supported one (unknown → English); else the market default. */
export function pickInitialLanguage(
  saved: string | null,
  configured: readonly string[],
): TLanguage {
  if (saved) return resolveLanguage(saved);
  return resolveLanguage(configured[0] ?? 'en');
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
  const language = pickInitialLanguage(readStorage(STORAGE_KEYS.locale), configuredLanguages);
  const messages = await loadMessages(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    resources: { [language]: { translation: messages } },
    // Every locale file has every key (locales.test.ts), so no fallback bundle is loaded.
    fallbackLng: false,
    // Keys are flat, namespaced ids such as "landing.hero.title".
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  applyDocumentLanguage(language);
  return language;
}

/** Switches the interface language and remembers it. */
export async function changeLanguage(language: TLanguage): Promise<void> {
  await ensureMessages(language);
  await i18n.changeLanguage(language);
  writeStorage(STORAGE_KEYS.locale, language);
  applyDocumentLanguage(language);
}
