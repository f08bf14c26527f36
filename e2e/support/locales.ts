import { readFileSync } from 'node:fs';

/** The texts of one interface language, as its locale file has them. */
export function loadLocale(language: string): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`../../apps/web/src/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
}

/** The interface texts, read from the same locale files the app ships. */
export const en = loadLocale('en');
export const el = loadLocale('el');
export const ar = loadLocale('ar');
