import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { TEXT_LIMITS } from '@rider-portal/i18n/limits';

/** The texts of one interface language, as its locale file has them. */
export function loadLocale(language: string): Record<string, string> {
  return JSON.parse(
    readFileSync(
      new URL(`../../packages/i18n/locales/${language}/web.json`, import.meta.url),
      'utf8',
    ),
  ) as Record<string, string>;
}

/** The interface texts, read from the same locale files the app ships. */
export const en = loadLocale('en');
export const el = loadLocale('el');
export const ar = loadLocale('ar');

/**
 * The text of a key in a locale file with its {{placeholders}} filled in, the domain's limits as
 * the app fills them (a missing value leaves an empty place); a key the file lacks fails the test
 * at once.
 */
export function tr(
  texts: Record<string, string>,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const text = texts[key];
  if (text === undefined) throw new Error(`no text for ${key}`);
  const filled: Record<string, string | number> = { ...TEXT_LIMITS, ...values };
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(filled[name] ?? ''));
}

/** Opens every page of the test in this interface language (as if the person had chosen it). */
export function startIn(page: Page, language: string) {
  return page.addInitScript((value) => window.localStorage.setItem('locale', value), language);
}
