import { describe, expect, it } from 'vitest';
import { EN_MESSAGES, ERROR_KEYS } from '@rider-portal/domain/errors';
import { LANGUAGES } from '@rider-portal/domain/markets';

const locales = import.meta.glob<Record<string, string>>('./*.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const en = locales['./en.json'] ?? {};
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('locale files', () => {
  it('has a file for every interface language', () => {
    expect(Object.keys(locales).sort()).toEqual(LANGUAGES.map((l) => `./${l}.json`).sort());
  });

  it('names every file after an interface language', () => {
    for (const path of Object.keys(locales)) {
      expect(LANGUAGES).toContain(path.slice(2, -'.json'.length));
    }
  });

  it.each(Object.keys(locales))('%s has exactly the keys of en.json', (path) => {
    expect(Object.keys(locales[path] ?? {}).sort()).toEqual(Object.keys(en).sort());
  });

  it.each(Object.keys(locales))('%s translates every key, keeping its placeholders', (path) => {
    for (const [key, text] of Object.entries(locales[path] ?? {})) {
      expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
      expect(placeholders(text), key).toEqual(placeholders(en[key] ?? ''));
    }
  });

  it('has every error key of the domain with its English wording', () => {
    for (const key of Object.values(ERROR_KEYS)) expect(en[key], key).toBe(EN_MESSAGES[key]);
    for (const [key, text] of Object.entries(EN_MESSAGES)) expect(en[key], key).toBe(text);
  });

  // Issue 15 (14): one word for the rider per language. These are the other words the files once
  // mixed in; a vehicle (Arabic دراجة, a bicycle or motorbike) is not the rider.
  it.each([
    ['ar', /مندوب|درّاج|دراج(?!ة|ات)/],
    ['ckb', /سوارچی/],
    ['ms', /\bpenghantar\b/i],
    ['my', /ပို့ဆောင်သူ/],
    ['zh-HK', /速遞員/],
  ])('%s calls the rider by one name', (language, otherWord) => {
    const texts = locales[`./${language}.json`] ?? {};
    expect(Object.entries(texts).filter(([, text]) => otherWord.test(text))).toEqual([]);
  });

  it('has every key the code asks for by name', () => {
    const keys = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(/\bt\(\s*'([a-z0-9.-]+)'/g)) keys.add(match[1] ?? '');
      for (const match of source.matchAll(/i18nKey="([a-z0-9.-]+)"/g)) keys.add(match[1] ?? '');
      for (const match of source.matchAll(/labelKey: '([a-z0-9.-]+)'/g)) keys.add(match[1] ?? '');
    }
    expect(keys.size).toBeGreaterThan(50);
    expect([...keys].filter((key) => !(key in en))).toEqual([]);
  });
});
