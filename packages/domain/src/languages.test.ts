import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  LANGUAGES,
  LANGUAGE_NAMES,
  isRtl,
  matchLanguage,
  pickLanguage,
  resolveLanguage,
} from './languages.ts';

describe('LANGUAGES', () => {
  it('lists the 26 interface languages once each', () => {
    expect(LANGUAGES).toHaveLength(26);
    expect(new Set(LANGUAGES).size).toBe(26);
  });

  it('names each language in its own script', () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...LANGUAGES].sort());
    expect(LANGUAGE_NAMES.el).toBe('Ελληνικά');
    expect(LANGUAGE_NAMES.ar).toBe('العربية');
    expect(LANGUAGE_NAMES.th).toBe('ไทย');
    expect(new Set(Object.values(LANGUAGE_NAMES)).size).toBe(26);
  });

  it('is right to left for Arabic, Sorani Kurdish and Urdu only', () => {
    expect(LANGUAGES.filter(isRtl)).toEqual(['ar', 'ckb', 'ur']);
  });
});

describe('resolveLanguage (000 §1, 001 §4)', () => {
  it('keeps an exact match', () => {
    for (const lang of LANGUAGES) expect(resolveLanguage(lang)).toBe(lang);
  });

  it('ignores case and underscores', () => {
    expect(resolveLanguage('ZH-tw')).toBe('zh-TW');
    expect(resolveLanguage('zh_HK')).toBe('zh-HK');
    expect(resolveLanguage('EL')).toBe('el');
  });

  it('falls back to the base language', () => {
    expect(resolveLanguage('el-CY')).toBe('el');
    expect(resolveLanguage('en-GB')).toBe('en');
    expect(resolveLanguage('ar-KW')).toBe('ar');
    expect(resolveLanguage('pt-BR')).toBe('pt');
    expect(resolveLanguage('ms-MY')).toBe('ms');
  });

  it('maps Chinese by region, Hong Kong and Macau to zh-HK, the rest to zh-TW', () => {
    expect(resolveLanguage('zh-Hant-TW')).toBe('zh-TW');
    expect(resolveLanguage('zh-Hant-HK')).toBe('zh-HK');
    expect(resolveLanguage('zh-MO')).toBe('zh-HK');
    expect(resolveLanguage('zh-Hant')).toBe('zh-TW');
    expect(resolveLanguage('zh')).toBe('zh-TW');
  });

  it('knows the other codes of our languages', () => {
    expect(resolveLanguage('no')).toBe('nb');
    expect(resolveLanguage('nn-NO')).toBe('nb');
    expect(resolveLanguage('tl')).toBe('fil');
    expect(resolveLanguage('ku-IQ')).toBe('ckb');
    expect(resolveLanguage('in')).toBe('id');
  });

  it('falls back to English for unknown or missing values', () => {
    for (const value of [null, undefined, '', 'xx', 'klingon', 'fr-FR', '-', 'ja']) {
      expect(resolveLanguage(value)).toBe('en');
    }
  });

  it('law: always answers a supported language and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const lang = resolveLanguage(s);
        expect(LANGUAGES).toContain(lang);
        expect(resolveLanguage(lang)).toBe(lang);
      }),
    );
  });
});

describe('the language a page opens in', () => {
  const offered = ['el-CY', 'en'];
  it('keeps what the person saved', () => {
    expect(pickLanguage({ saved: 'ar', browser: ['en-GB'], offered })).toBe('ar');
  });
  it("takes the link's language, any of the portal's", () => {
    expect(pickLanguage({ requested: 'en', browser: ['el-GR'], offered })).toBe('en');
    expect(pickLanguage({ requested: 'fr', browser: ['el-GR'], offered })).toBe('el');
    // A link may name any of the portal's languages (a customer's tracking link, issue 21).
    expect(pickLanguage({ requested: 'ar', browser: ['el-GR'], offered })).toBe('ar');
  });
  it("takes the first of the browser's languages the market offers", () => {
    expect(pickLanguage({ browser: ['fr-FR', 'en-US', 'el'], offered })).toBe('en');
    expect(pickLanguage({ browser: ['el-GR', 'en'], offered })).toBe('el');
  });
  it("falls back to the market's first language", () => {
    expect(pickLanguage({ browser: ['fr-FR', 'de'], offered })).toBe('el');
    expect(pickLanguage({ browser: [], offered })).toBe('el');
    expect(matchLanguage('fr')).toBeNull();
    expect(matchLanguage('en-AU')).toBe('en');
  });
});
