import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@rider-portal/domain/markets';
import { readTexts } from './catalogue.ts';
import { NAMESPACES, placeholdersOf } from './namespaces.ts';

const locales = new URL('../locales/', import.meta.url);
const server = new URL('../../../apps/server/src/', import.meta.url);

describe('the text catalogue', () => {
  it('has a folder for every interface language and no other', () => {
    expect(readdirSync(locales).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has a file for every namespace and no other', (language) => {
    expect(readdirSync(new URL(`${language}/`, locales)).sort()).toEqual(
      NAMESPACES.map((ns) => `${ns}.json`).sort(),
    );
  });

  describe.each(NAMESPACES)('namespace %s', (namespace) => {
    const en = readTexts('en', namespace);

    it.each(LANGUAGES)('%s has exactly the keys of English', (language) => {
      expect(Object.keys(readTexts(language, namespace)).sort()).toEqual(Object.keys(en).sort());
    });

    it.each(LANGUAGES)('%s translates every key, keeping its placeholders', (language) => {
      for (const [key, text] of Object.entries(readTexts(language, namespace))) {
        expect(typeof text === 'string' && text.trim().length > 0, key).toBe(true);
        expect(placeholdersOf(text), `${language} ${namespace} ${key}`).toEqual(
          placeholdersOf(en[key] ?? ''),
        );
      }
    });
  });

  // One word for the rider per language. These are the other words the files once
  // mixed in; a vehicle (Arabic دراجة, a bicycle or motorbike) is not the rider.
  it.each([
    ['ar', /مندوب|درّاج|دراج(?!ة|ات)/],
    ['ckb', /سوارچی/],
    ['ms', /\bpenghantar\b/i],
    ['my', /ပို့ဆောင်သူ/],
    ['zh-HK', /速遞員/],
  ] as const)('%s calls the rider by one name', (language, otherWord) => {
    for (const namespace of NAMESPACES) {
      const texts = readTexts(language, namespace);
      expect(Object.entries(texts).filter(([, text]) => otherWord.test(text))).toEqual([]);
    }
  });

  // Mails, documents and templates read the catalogue; no language's words are typed
  // into the server's code. A table of every language would hold Thai, Lao, Khmer, Burmese,
  // Bengali and Chinese; the server's own data (city names) is not a text.
  it('leaves no table of texts in the server code', () => {
    const sources = readdirSync(server, { recursive: true, encoding: 'utf8' }).filter(
      (path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.includes('/data/'),
    );
    expect(sources.length).toBeGreaterThan(50);
    const scripts = /[\u0980-\u09FF\u0E00-\u0EFF\u1000-\u109F\u1780-\u17FF\u4E00-\u9FFF]/;
    const withTexts = sources.filter((path) =>
      scripts.test(readFileSync(new URL(path, server), 'utf8')),
    );
    expect(withTexts).toEqual([]);
  });
});
