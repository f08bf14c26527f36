import { describe, expect, it } from 'vitest';
import en from '@rider-portal/i18n/locales/en/web.json';

// The web namespace of the catalogue against what the web's code asks for (packages/i18n checks
// every language against English, and English against the domain's keys).
const sources = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
const texts: Record<string, string> = en;

describe('the web texts', () => {
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
