import { describe, expect, it } from 'vitest';
import { formatKm } from './distance';

describe('formatKm', () => {
  it('writes one decimal in the way the language writes numbers', () => {
    expect(formatKm(38.24, 'CY', 'en')).toBe('38.2');
    expect(formatKm(38.24, 'CY', 'el')).toBe('38,2');
    expect(formatKm(10, 'CY', 'en')).toBe('10');
  });
});
