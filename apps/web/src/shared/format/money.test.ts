import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats minor units in the market currency', () => {
    expect(formatMoney(400, 'CY', 'en')).toBe('€4.00');
    expect(formatMoney(400, 'CY', 'el')).toMatch(/^4,00\s€$/);
  });

  it('keeps three decimals for currencies that have them', () => {
    expect(formatMoney(1500, 'KW', 'en')).toMatch(/1\.500/);
  });
});
