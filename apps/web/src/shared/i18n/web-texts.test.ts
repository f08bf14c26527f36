import { describe, expect, it } from 'vitest';
import { EN_MESSAGES, ERROR_KEYS } from '@rider-portal/domain/errors';
import en from '@rider-portal/i18n/locales/en/web.json';

// The web namespace of the catalogue (packages/i18n, whose tests check every language against
// English) against what the web's code asks for.
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const texts: Record<string, string> = en;

describe('the web texts', () => {
  it('has every error key of the domain with its English wording', () => {
    for (const key of Object.values(ERROR_KEYS)) expect(texts[key], key).toBe(EN_MESSAGES[key]);
    for (const [key, text] of Object.entries(EN_MESSAGES)) expect(texts[key], key).toBe(text);
  });

  it('has every key the code asks for by name', () => {
    const keys = new Set<string>();
    for (const source of Object.values(sources)) {
      for (const match of source.matchAll(/\bt\(\s*'([a-z0-9.-]+)'/g)) keys.add(match[1] ?? '');
      for (const match of source.matchAll(/i18nKey="([a-z0-9.-]+)"/g)) keys.add(match[1] ?? '');
      for (const match of source.matchAll(/labelKey: '([a-z0-9.-]+)'/g)) keys.add(match[1] ?? '');
    }
    expect(keys.size).toBeGreaterThan(50);
    expect([...keys].filter((key) => !(key in texts))).toEqual([]);
  });
});
