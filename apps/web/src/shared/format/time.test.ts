import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatClock, formatDayTime } from './time';

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
