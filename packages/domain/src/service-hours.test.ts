import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { formatHHMM, isServiceOpen, marketClockHHMM, parseServiceHours } from './service-hours.ts';

const arbHHMM = fc
  .record({ h: fc.integer({ min: 0, max: 23 }), m: fc.integer({ min: 0, max: 59 }) })
  .map(({ h, m }) => h * 100 + m);

describe('parseServiceHours (000 §4)', () => {
  it('reads four digits, a colon and four digits', () => {
    expect(parseServiceHours('0000:2359')).toEqual({ from: 0, to: 2359 });
    expect(parseServiceHours('0930:2200')).toEqual({ from: 930, to: 2200 });
    expect(parseServiceHours('2200:0600')).toEqual({ from: 2200, to: 600 });
  });

  it('refuses parts above 2359, minutes of 60 or more, and other shapes', () => {
    for (const bad of [
      '2400:0100',
      '0000:2360',
      '0960:1000',
      '930:2200',
      '0930-2200',
      '09:30:22:00',
      '',
      'abcd:efgh',
      '09302200',
      '0930:22001',
    ]) {
      expect(parseServiceHours(bad)).toBeNull();
    }
  });

  it('round-trips every valid pair', () => {
    fc.assert(
      fc.property(arbHHMM, arbHHMM, (from, to) => {
        const text = `${String(from).padStart(4, '0')}:${String(to).padStart(4, '0')}`;
        expect(parseServiceHours(text)).toEqual({ from, to });
      }),
    );
  });
});

describe('isServiceOpen (000 §4)', () => {
  it('is open within a day window, bounds included', () => {
    const hours = { from: 900, to: 2200 };
    expect(isServiceOpen(hours, 859)).toBe(false);
    expect(isServiceOpen(hours, 900)).toBe(true);
    expect(isServiceOpen(hours, 1530)).toBe(true);
    expect(isServiceOpen(hours, 2200)).toBe(true);
    expect(isServiceOpen(hours, 2201)).toBe(false);
  });

  it('is open outside the gap overnight', () => {
    const hours = { from: 2200, to: 600 };
    expect(isServiceOpen(hours, 2300)).toBe(true);
    expect(isServiceOpen(hours, 0)).toBe(true);
    expect(isServiceOpen(hours, 600)).toBe(true);
    expect(isServiceOpen(hours, 601)).toBe(false);
    expect(isServiceOpen(hours, 1200)).toBe(false);
    expect(isServiceOpen(hours, 2200)).toBe(true);
  });

  it('law: equal bounds are always open', () => {
    fc.assert(
      fc.property(arbHHMM, arbHHMM, (bound, t) => isServiceOpen({ from: bound, to: bound }, t)),
    );
  });

  it('law: overnight is the complement of the day window between its bounds', () => {
    fc.assert(
      fc.property(arbHHMM, arbHHMM, arbHHMM, (a, b, t) => {
        fc.pre(a !== b && t !== a && t !== b);
        const [early, late] = a < b ? [a, b] : [b, a];
        const overnight = isServiceOpen({ from: late, to: early }, t);
        const day = isServiceOpen({ from: early, to: late }, t);
        expect(overnight).toBe(!day);
      }),
    );
  });
});

describe('marketClockHHMM', () => {
  const instant = new Date('2025-01-15T22:30:00Z');

  it("gives the market's wall-clock time", () => {
    expect(marketClockHHMM(instant, 'UTC')).toBe(2230);
    expect(marketClockHHMM(instant, 'Asia/Nicosia')).toBe(30);
    expect(marketClockHHMM(instant, 'Asia/Kolkata')).toBe(400);
    expect(marketClockHHMM(instant, 'America/New_York')).toBe(1730);
  });

  it('follows daylight saving time', () => {
    expect(marketClockHHMM(new Date('2025-07-15T09:00:00Z'), 'Asia/Nicosia')).toBe(1200);
    expect(marketClockHHMM(new Date('2025-01-15T09:00:00Z'), 'Asia/Nicosia')).toBe(1100);
  });

  it('reads each minute afresh, in every zone, in either direction', () => {
    const at = (iso: string) => marketClockHHMM(new Date(iso), 'Asia/Kolkata');
    expect(at('2025-01-15T09:29:59.999Z')).toBe(1459);
    expect(at('2025-01-15T09:29:00.000Z')).toBe(1459);
    expect(at('2025-01-15T09:30:00.000Z')).toBe(1500);
    expect(at('2025-01-15T09:28:30.000Z')).toBe(1458);
    expect(marketClockHHMM(new Date('2025-01-15T09:30:00Z'), 'Asia/Nicosia')).toBe(1130);
    expect(at('2025-01-15T09:30:10.000Z')).toBe(1500);
  });

  it('writes midnight as 0, never 2400', () => {
    expect(marketClockHHMM(new Date('2025-01-15T00:00:00Z'), 'UTC')).toBe(0);
  });

  it('formats HHMM for the service-closed message', () => {
    expect(formatHHMM(930)).toBe('09:30');
    expect(formatHHMM(0)).toBe('00:00');
    expect(formatHHMM(2359)).toBe('23:59');
  });
});
