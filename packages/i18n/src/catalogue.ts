import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import i18next from 'i18next';
import type { TFunction } from 'i18next';
import { LANGUAGES } from '@rider-portal/domain/markets';
import type { TLanguage } from '@rider-portal/domain/markets';
import { TEXT_LIMITS } from './limits.ts';
import { NAMESPACES } from './namespaces.ts';
import type { TNamespace } from './namespaces.ts';

// The server's reader of the catalogue: every language and namespace, read once when first asked
// (about 2.5 MB of JSON). Not for the browser, which loads one file by a dynamic import.

export type TTexts = Record<string, string>;

const require = createRequire(import.meta.url);

/** The texts of one namespace in one language, as the catalogue's file has them. */
export function readTexts(language: TLanguage, namespace: TNamespace): TTexts {
  // By the package's name, so that a bundle of the server (apps/server/dist) finds them too.
  const file = require.resolve(`@rider-portal/i18n/locales/${language}/${namespace}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as TTexts;
}

let catalogue: typeof i18next | null = null;

function loadCatalogue(): typeof i18next {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      Object.fromEntries(NAMESPACES.map((ns) => [ns, readTexts(language, ns)])),
    ]),
  );
  void instance.init({
    // Synchronous: the resources are all here.
    initAsync: false,
    resources,
    lng: 'en',
    ns: [...NAMESPACES],
    // Every language has every key (catalogue.test.ts); English stays the safety net.
    fallbackLng: 'en',
    // Keys are flat ids such as "receipt.placed-at", as on the web.
    keySeparator: false,
    nsSeparator: false,
    // Mails and documents escape what they put in HTML themselves; a placeholder given no value
    // stays as written (an API message tells its consumer what goes there).
    interpolation: { escapeValue: false, defaultVariables: TEXT_LIMITS },
    missingInterpolationHandler: (_text: string, match: RegExpExecArray) => match[0],
    returnEmptyString: false,
    showSupportNotice: false,
  });
  return instance;
}

/**
 * The catalogue's texts of a namespace in a language, through i18next (`t(key, values)`). Given
 * several namespaces, a key is looked up in each in turn.
 */
export function textsIn(language: TLanguage, namespace: TNamespace | TNamespace[]): TFunction {
  catalogue ??= loadCatalogue();
  return catalogue.getFixedT(language, namespace);
}
