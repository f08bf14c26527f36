import { describe, expect, it } from 'vitest';
import { daysRange, dayStart, isEndBeforeStart, presetDays, shiftDay } from './date-range';

const NICOSIA = 'Asia/Nicosia';

describe('history date range presets (001 §2, market time zone)', () => {
  // 22:30 UTC on 10 March is already 00:30 on 11 March in Nicosia (UTC+2 in winter).
  const justAfterMidnight = Date.parse('2026-03-10T22:30:00Z');

  it('takes yesterday in the market, not in UTC', () => {
    expect(presetDays('yesterday', justAfterMidnight, NICOSIA)).toEqual({
      first: '2026-03-10',
      last: '2026-03-10',
    });
    expect(presetDays('yesterday', justAfterMidnight, 'UTC')).toEqual({
      first: '2026-03-09',
      last: '2026-03-09',
    });
  });

  it('ends the 7 and 30 day presets with today', () => {
    expect(presetDays('7-days', justAfterMidnight, NICOSIA)).toEqual({
      first: '2026-03-05',
      last: '2026-03-11',
    });
    expect(presetDays('30-days', justAfterMidnight, NICOSIA)).toEqual({
      first: '2026-02-10',
      last: '2026-03-11',
    });
  });

  it('covers whole market days, both ends included, across a DST change', () => {
    expect(daysRange('2026-03-10', '2026-03-10', NICOSIA)).toEqual({
      from: Date.parse('2026-03-09T22:00:00Z') / 1000,
      to: Date.parse('2026-03-10T22:00:00Z') / 1000 - 1,
    });
    // Cyprus moves to summer time on 29 March 2026: that day has 23 hours.
    const dst = daysRange('2026-03-29', '2026-03-29', NICOSIA);
    expect(dst.to + 1 - dst.from).toBe(23 * 3600);
    expect(dayStart('2026-03-30', NICOSIA)).toBe(Date.parse('2026-03-29T21:00:00Z'));
  });

  it('shifts calendar days across months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2025-12-31', 1)).toBe('2026-01-01');
  });

  it('refuses an end before the start, accepts a single day', () => {
    expect(isEndBeforeStart('2026-03-10', '2026-03-09')).toBe(true);
    expect(isEndBeforeStart('2026-03-10', '2026-03-10')).toBe(false);
  });
});
