import { readFileSync } from 'node:fs';

function load(language: string): Record<string, string> {
  return JSON.parse(
    readFileSync(new URL(`../../apps/web/src/locales/${language}.json`, import.meta.url), 'utf8'),
  ) as Record<string, string>;
}

/** The interface texts, read from the same locale files the app ships. */
export const en = load('en');
export const el = load('el');
export const ar = load('ar');
