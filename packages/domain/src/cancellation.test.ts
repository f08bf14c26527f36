import { describe, expect, it } from 'vitest';
import { cancelBlock } from './cancellation.ts';
import { CANCEL_AFTER_PAYMENT_COMMITTED_MS } from './constants.ts';
import { ORDER_STATUSES, type TOrderStatus, type TStatusHistoryEntry } from './statuses.ts';

const NOW = Date.parse('2026-11-21T10:00:00.000Z');
const at = (msAgo: number) => new Date(NOW - msAgo).toISOString();
const history = (...statuses: TOrderStatus[]): TStatusHistoryEntry[] =>
  statuses.map((status, i) => ({ status, created_at: at((statuses.length - i) * 1000) }));
const base = { statusHistory: [], now: NOW, isDelayedCancellationEnabled: false };

describe('cancelBlock (001 §4 "Cancellable")', () => {
  it('lets the cancellable statuses through, and nothing else', () => {
    const open = ORDER_STATUSES.filter((status) => cancelBlock({ ...base, status }) === null);
    expect(open.sort()).toEqual(
      ['ASSIGNED_TO_TRANSPORT', 'MODIFIED', 'RECEIVED', 'WAITING_FOR_TRANSPORT'].sort(),
    );
  });

  it('says a rider has accepted, from COURIER_ACCEPTED_DELIVERY to NEAR_VENDOR', () => {
    for (const status of [
      'COURIER_ACCEPTED_DELIVERY',
      'RECEIVED_BY_VENDOR',
      'ACCEPTED_BY_VENDOR',
      'NEAR_VENDOR',
    ] as const) {
      expect(cancelBlock({ ...base, status })).toEqual({ reason: 'rider-accepted' });
    }
  });

  it('says the order is collected once the rider has it', () => {
    for (const status of [
      'PICKED_UP',
      'COURIER_LEFT_VENDOR',
      'NEAR_CUSTOMER',
      'RETURN_INITIATED',
    ] as const) {
      expect(cancelBlock({ ...base, status })).toEqual({ reason: 'collected' });
    }
  });

  it('says a finished order is finished', () => {
    for (const status of [
      'DELIVERED',
      'CANCELLED',
      'RETURNED_TO_VENDOR',
      'PAYMENT_FAILED',
      'PAYMENT_CANCELLED',
    ] as const) {
      expect(cancelBlock({ ...base, status })).toEqual({ reason: 'finished' });
    }
  });

  it('says an order being handed to the riders can be cancelled in a moment', () => {
    for (const status of ['NEW', 'INITIATED', 'PAYMENT_INITIATED'] as const) {
      expect(cancelBlock({ ...base, status })).toEqual({ reason: 'starting' });
    }
  });

  it('says when a paid order waiting for dispatch becomes cancellable', () => {
    const committed = [{ status: 'PAYMENT_COMMITTED' as const, created_at: at(60_000) }];
    expect(cancelBlock({ ...base, status: 'PAYMENT_COMMITTED', statusHistory: committed })).toEqual(
      {
        reason: 'payment-settling',
        availableAt: NOW - 60_000 + CANCEL_AFTER_PAYMENT_COMMITTED_MS,
      },
    );
    const later = NOW + CANCEL_AFTER_PAYMENT_COMMITTED_MS;
    expect(
      cancelBlock({ ...base, status: 'PAYMENT_COMMITTED', statusHistory: committed, now: later }),
    ).toBeNull();
  });

  it('reads a delayed order by where it is, and by the delayed-cancellation flag', () => {
    const waiting = history('RECEIVED', 'WAITING_FOR_TRANSPORT');
    expect(cancelBlock({ ...base, status: 'DELAYED', statusHistory: waiting })).toEqual({
      reason: 'delayed',
    });
    expect(
      cancelBlock({
        ...base,
        status: 'DELAYED',
        statusHistory: waiting,
        isDelayedCancellationEnabled: true,
      }),
    ).toBeNull();
    const accepted = history('RECEIVED', 'WAITING_FOR_TRANSPORT', 'COURIER_ACCEPTED_DELIVERY');
    expect(cancelBlock({ ...base, status: 'DELAYED', statusHistory: accepted })).toEqual({
      reason: 'rider-accepted',
    });
    const collected = history('RECEIVED', 'COURIER_ACCEPTED_DELIVERY', 'PICKED_UP');
    expect(cancelBlock({ ...base, status: 'DELAYED', statusHistory: collected })).toEqual({
      reason: 'collected',
    });
  });

  it('says a stalled order cannot be cancelled right now', () => {
    expect(cancelBlock({ ...base, status: 'STALLED' })).toEqual({ reason: 'stalled' });
  });
});
