import { describe, it, expect } from 'vitest';
import {
  CANCEL_REASONS,
  CANCEL_REASON_KEYS,
  ZCancelReason,
  cancelReasonKey,
} from './cancel-reasons.ts';

describe('cancel reasons (001 §8)', () => {
  it('offers the 18 reasons once each', () => {
    expect(CANCEL_REASONS).toHaveLength(18);
    expect(new Set(CANCEL_REASONS).size).toBe(18);
    expect(ZCancelReason.parse('CUSTOMER_CANCELLED')).toBe('CUSTOMER_CANCELLED');
    expect(ZCancelReason.safeParse('BORED').success).toBe(false);
  });

  it('keys each reason as cancel.reason.<kebab>', () => {
    expect(cancelReasonKey('CUSTOMER_CANCELLED')).toBe('cancel.reason.customer-cancelled');
    expect(CANCEL_REASON_KEYS.RIDER_UNABLE_TO_FIND_CUSTOMER).toBe(
      'cancel.reason.rider-unable-to-find-customer',
    );
  });
});
