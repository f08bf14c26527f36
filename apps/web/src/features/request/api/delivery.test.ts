import { describe, expect, it } from 'vitest';
import { msUntilRefetch } from './delivery';

// 000 §4: the fee is fetched again 1 s after its signature expires (5 minutes), counted on the
// device from when the quote arrived, whatever the device's clock says of the server's.

const quoteAt = (serverNow: number) => ({
  fee: 450,
  currency: 'EUR',
  distance_km: 1.2,
  expires_at: new Date(serverNow + 300_000).toISOString(),
  signature: 's',
});

describe('when the fee is fetched again', () => {
  it('1 s after the quote expires, counted from its arrival', () => {
    const arrived = Date.parse('2026-11-29T10:00:00Z');
    expect(msUntilRefetch(quoteAt(arrived), arrived, arrived)).toBe(301_000);
    expect(msUntilRefetch(quoteAt(arrived), arrived, arrived + 200_000)).toBe(101_000);
    expect(msUntilRefetch(quoteAt(arrived), arrived, arrived + 400_000)).toBe(1000);
    expect(msUntilRefetch(undefined, arrived, arrived)).toBeNull();
  });

  it('on a device whose clock is 5 minutes ahead, not every second', () => {
    const server = Date.parse('2026-11-29T10:00:00Z');
    const device = server + 5 * 60_000;
    expect(msUntilRefetch(quoteAt(server), device, device)).toBe(301_000);
  });
});
