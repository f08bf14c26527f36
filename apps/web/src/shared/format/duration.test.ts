import { describe, expect, it } from 'vitest';
import { formatMinutes } from './duration';

describe('formatMinutes', () => {
  it('writes the plural form the language asks for', () => {
    expect(formatMinutes(1, 'en')).toBe('1 minute');
    expect(formatMinutes(5, 'en')).toBe('5 minutes');
    expect(formatMinutes(1, 'el')).toBe('1 λεπτό');
    expect(formatMinutes(5, 'el')).toBe('5 λεπτά');
    // Arabic names one minute without a number.
    expect(formatMinutes(1, 'ar')).toBe('دقيقة');
    expect(formatMinutes(5, 'ar')).toBe('5 دقائق');
  });

  it("keeps the language's own word where the platform has none", () => {
    expect(formatMinutes(5, 'ckb')).toBe('٥ خولەک');
  });
});
