import { describe, expect, it } from 'vitest';
import { attentionOf, attentionThresholdsOf } from './attention.ts';
import type { TAttentionInput } from './attention.ts';
import type { TOrderStatus } from './statuses.ts';

const placed = new Date('2026-11-21T10:00:00Z');
const minutes = (n: number) => new Date(placed.getTime() + n * 60_000);
const thresholds = attentionThresholdsOf('CY', null);

function order(status: TOrderStatus, extra: Partial<TAttentionInput> = {}): TAttentionInput {
  return {
    status,
    statusHistory: [
      { status: 'NEW', created_at: placed.toISOString() },
      { status: 'WAITING_FOR_TRANSPORT', created_at: minutes(1).toISOString() },
      ...(status === 'WAITING_FOR_TRANSPORT' || status === 'NEW'
        ? []
        : [{ status, created_at: minutes(2).toISOString() }]),
    ],
    createdAt: placed,
    preorderedFor: null,
    pickupEstimationMinutes: 30,
    etaPickupAt: null,
    etaDropoffAt: null,
    ...extra,
  };
}

describe('attentionOf (issue 21: orders that are stuck)', () => {
  it('flags an order waiting for a rider 10 minutes after it became WAITING_FOR_TRANSPORT', () => {
    expect(attentionOf(order('WAITING_FOR_TRANSPORT'), thresholds, minutes(10))).toBeNull();
    expect(attentionOf(order('WAITING_FOR_TRANSPORT'), thresholds, minutes(11))).toEqual({
      reason: 'no-rider',
      since: minutes(11),
    });
  });

  it('flags an order without a rider 5 minutes past its promised pickup', () => {
    const late = order('NEW', { etaPickupAt: minutes(3) });
    expect(attentionOf(late, thresholds, minutes(7))).toBeNull();
    expect(attentionOf(late, thresholds, minutes(8))).toEqual({
      reason: 'no-rider',
      since: minutes(8),
    });
  });

  it('clears once a rider accepted or the order ended', () => {
    for (const status of [
      'COURIER_ACCEPTED_DELIVERY',
      'PICKED_UP',
      'DELIVERED',
      'CANCELLED',
    ] as const) {
      expect(attentionOf(order(status), thresholds, minutes(60))).toBeNull();
    }
  });

  it('lets a pre-order wait for its time before its wait for a rider counts', () => {
    const preorder = order('WAITING_FOR_TRANSPORT', {
      preorderedFor: minutes(120),
      pickupEstimationMinutes: 20,
    });
    // Its pickup is at 100 minutes: 10 minutes later, still no rider.
    expect(attentionOf(preorder, thresholds, minutes(60))).toBeNull();
    expect(attentionOf(preorder, thresholds, minutes(104))).toBeNull();
    expect(attentionOf(preorder, thresholds, minutes(105))?.since).toEqual(minutes(105));
  });

  it('flags a delayed order once its new estimate has passed', () => {
    const delayed = order('DELAYED', { etaDropoffAt: minutes(40) });
    expect(attentionOf(delayed, thresholds, minutes(39))).toBeNull();
    expect(attentionOf(delayed, thresholds, minutes(40))).toEqual({
      reason: 'delayed',
      since: minutes(40),
    });
  });

  it('flags a card payment not confirmed for 10 minutes', () => {
    const paying = order('PAYMENT_INITIATED');
    expect(attentionOf(paying, thresholds, minutes(11))).toBeNull();
    expect(attentionOf(paying, thresholds, minutes(12))).toEqual({
      reason: 'payment-pending',
      since: minutes(12),
    });
  });

  it("takes a vendor's own thresholds over the market's", () => {
    const own = attentionThresholdsOf('CY', { 'waiting-for-rider': 0 });
    expect(own['past-pickup']).toBe(5);
    expect(attentionOf(order('WAITING_FOR_TRANSPORT'), own, minutes(1))?.reason).toBe('no-rider');
  });
});
