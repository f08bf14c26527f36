import { describe, expect, it, vi } from 'vitest';
import { dateTimeFormat, formatClock, formatDayTime, prepareFormats } from './time';

const AT = Date.UTC(2026, 10, 22, 12, 5); // 14:05 in Nicosia

describe('times in the interface language', () => {
  it('words the day in the language the browser knows', () => {
    expect(formatDayTime(AT, 'Asia/Nicosia', 'en')).toBe('Nov 22, 14:05');
    expect(formatDayTime(AT, 'Asia/Nicosia', 'de')).toBe('22. Nov., 14:05');
  });

  it("keeps the market's clock whatever the language: 24-hour in Cyprus", () => {
    for (const language of ['en', 'el', 'ar', 'zh-TW']) {
      expect(formatClock(AT, 'Asia/Nicosia', language), language).toMatch(/^(14|١٤):(05|٠٥)$/);
    }
    // Kuwait keeps its 12-hour clock, in English as in Arabic.
    expect(formatClock(AT, 'Asia/Kuwait', 'en')).toBe('3:05 PM');
    expect(formatClock(AT, 'Asia/Kuwait', 'ar')).toMatch(/م$/);
  });

  it('writes numbers only, never English words, for a language the browser has no dates for', () => {
    // Some browsers lack date data for Khmer, Lao, Burmese or Sorani; "xx" has none anywhere.
    expect(formatDayTime(AT, 'Asia/Nicosia', 'xx')).toBe('22/11, 14:05');
    expect(formatClock(AT, 'Asia/Nicosia', 'xx')).toBe('14:05');
    const day = dateTimeFormat('xx', {
      timeZone: 'Asia/Nicosia',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    expect(day.format(AT)).toBe('22/11');
  });

  it('gives an empty text for a time that is not one', () => {
    expect(formatDayTime('not a date', 'Asia/Nicosia', 'en')).toBe('');
  });
});

describe('the formats prepared while the texts load', () => {
  it("asks for the language's date data in a later task, and writes the same times after", () => {
    vi.useFakeTimers();
    const asked = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    try {
      prepareFormats('fi');
      expect(asked).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(asked).toHaveBeenCalledWith(['fi']);
      expect(formatClock(AT, 'Asia/Nicosia', 'fi')).toBe('14.05');
      // A language without date data is prepared without an error, and still written in numbers.
      prepareFormats('xx');
      expect(() => vi.runAllTimers()).not.toThrow();
      expect(formatClock(AT, 'Asia/Nicosia', 'xx')).toBe('14:05');
    } finally {
      asked.mockRestore();
      vi.useRealTimers();
    }
  });
});
