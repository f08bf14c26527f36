import { describe, expect, it } from 'vitest';
import {
  isMarketToday,
  marketDayKey,
  marketIsoDateTime,
  marketWallTime,
  startOfMarketDay,
  startOfNextMarketDay,
} from './market-day.ts';

describe('market days', () => {
  it('starts the day at local midnight in the market', () => {
    // Nicosia is UTC+2 in winter: 00:30 local on the 21st is 22:30 UTC on the 20th.
    const at = new Date('2026-11-20T22:30:00.000Z');
    expect(marketDayKey(at, 'Asia/Nicosia')).toBe('2026-11-21');
    expect(startOfMarketDay(at, 'Asia/Nicosia').toISOString()).toBe('2026-11-20T22:00:00.000Z');
    expect(startOfNextMarketDay(at, 'Asia/Nicosia').toISOString()).toBe('2026-11-21T22:00:00.000Z');
  });

  it('follows a daylight-saving change within the day', () => {
    // Europe summer time starts on 2026-03-29 at 01:00 UTC: that day lasts 23 hours in Nicosia.
    const noon = new Date('2026-03-29T10:00:00.000Z');
    expect(startOfMarketDay(noon, 'Asia/Nicosia').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(startOfNextMarketDay(noon, 'Asia/Nicosia').toISOString()).toBe(
      '2026-03-29T21:00:00.000Z',
    );
  });

  it('tells today from yesterday in the market, not in UTC', () => {
    const now = new Date('2026-11-21T08:00:00.000Z');
    expect(isMarketToday('2026-11-20T22:10:00.000Z', now, 'Asia/Nicosia')).toBe(true);
    expect(isMarketToday('2026-11-20T21:50:00.000Z', now, 'Asia/Nicosia')).toBe(false);
    expect(isMarketToday('2026-11-20T21:50:00.000Z', now, 'UTC')).toBe(false);
    expect(isMarketToday('2026-11-21T00:10:00.000Z', now, 'UTC')).toBe(true);
  });

  it('works east of UTC across the date line too', () => {
    const at = new Date('2026-11-21T11:30:00.000Z'); // 00:30 on the 22nd in Auckland (UTC+13)
    expect(marketDayKey(at, 'Pacific/Auckland')).toBe('2026-11-22');
    expect(startOfMarketDay(at, 'Pacific/Auckland').toISOString()).toBe('2026-11-21T11:00:00.000Z');
  });

  it('writes an instant as ISO 8601 with the market offset of that instant', () => {
    const winter = '2026-11-26T13:56:00.000Z';
    expect(marketIsoDateTime(winter, 'Asia/Nicosia')).toBe('2026-11-26T15:56:00+02:00');
    expect(marketIsoDateTime('2026-07-01T13:56:00.000Z', 'Asia/Nicosia')).toBe(
      '2026-07-01T16:56:00+03:00',
    );
    expect(marketIsoDateTime(winter, 'Asia/Kathmandu')).toBe('2026-11-26T19:41:00+05:45');
    expect(marketIsoDateTime(winter, 'UTC')).toBe('2026-11-26T13:56:00+00:00');
    // Read back, it is the same instant.
    expect(new Date(marketIsoDateTime(winter, 'Asia/Kathmandu')).toISOString()).toBe(winter);
  });

  it("holds the market's wall clock in a date's UTC fields, for zone-less spreadsheet cells", () => {
    expect(marketWallTime('2026-11-20T22:30:00.000Z', 'Asia/Nicosia').toISOString()).toBe(
      '2026-11-21T00:30:00.000Z',
    );
  });
});
