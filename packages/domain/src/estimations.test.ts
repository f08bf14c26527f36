import { describe, expect, it } from 'vitest';
import { estimateMinutes } from './estimations.ts';

describe('estimations', () => {
  it("start from the vendor's pickup time, never under the minimum ETA, plus the ride", () => {
    expect(estimateMinutes({ roadKm: 3, pickUpMinutes: 20 })).toEqual({
      pickup_minutes: 20,
      dropoff_minutes: 29,
    });
    expect(estimateMinutes({ roadKm: 0, pickUpMinutes: 5 })).toEqual({
      pickup_minutes: 15,
      dropoff_minutes: 15,
    });
    expect(
      estimateMinutes({ roadKm: 1, pickUpMinutes: 5, minimumEtaMinutes: 10 }).dropoff_minutes,
    ).toBe(13);
  });
});
