import { describe, it, expect } from 'vitest';
import {
  statusLabel,
  ACTIVE_STATUSES,
  CANCELLABLE_STATUSES,
  COLLECTED_STATUSES,
  DELIVERED_OR_RETURNED_STATUSES,
  ETA_TO_DROPOFF_STATUSES,
  ETA_TO_PICKUP_STATUSES,
  FINISHED_STATUSES,
  MAP_HIDDEN_STATUSES,
  NEAR_STATUSES,
  NEW_STATUSES,
  ORDER_STATUSES,
  PROGRESS_ORDER,
  RIDER_POLLING_STATUSES,
  TRACKING_MESSAGE_KEYS,
  ZOrderStatus,
  ZStatusHistoryEntry,
  isCancellable,
  isRiderAssigned,
  listGroup,
  progressRank,
  trackingMessageKey,
} from './statuses.ts';
import type { TOrderStatus, TStatusHistoryEntry } from './statuses.ts';

const T0 = Date.parse('2025-03-01T10:00:00.000Z');
const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
const entry = (status: TOrderStatus, minutes: number): TStatusHistoryEntry => ({
  status,
  created_at: at(minutes),
});
const sorted = (set: ReadonlySet<string>) => [...set].sort();

describe('ORDER_STATUSES', () => {
  it('lists the 23 statuses of 001 §4 once each', () => {
    expect(ORDER_STATUSES).toHaveLength(23);
    expect(new Set(ORDER_STATUSES).size).toBe(23);
  });

  it('parses known statuses and refuses others', () => {
    expect(ZOrderStatus.parse('PICKED_UP')).toBe('PICKED_UP');
    expect(ZOrderStatus.safeParse('picked_up').success).toBe(false);
  });

  it('accepts history entries with an ISO timestamp only', () => {
    expect(ZStatusHistoryEntry.safeParse(entry('NEW', 0)).success).toBe(true);
    expect(ZStatusHistoryEntry.safeParse({ status: 'NEW', created_at: 'yesterday' }).success).toBe(
      false,
    );
  });
});

describe('progressRank (001 §4 progress order)', () => {
  it('ranks the progress order from 0 upward', () => {
    expect(PROGRESS_ORDER).toHaveLength(18);
    PROGRESS_ORDER.forEach((status, i) => expect(progressRank(status)).toBe(i));
    expect(progressRank('INITIATED')).toBe(0);
    expect(progressRank('NEW')).toBe(3);
    expect(progressRank('WAITING_FOR_TRANSPORT')).toBe(7);
    expect(progressRank('DELIVERED')).toBe(15);
    expect(progressRank('RETURNED_TO_VENDOR')).toBe(17);
  });

  it('ranks cancelled and failed states below zero', () => {
    for (const status of ['CANCELLED', 'PAYMENT_CANCELLED', 'PAYMENT_FAILED', 'STALLED'] as const) {
      expect(progressRank(status)).toBeLessThan(0);
    }
  });

  it('gives every status but DELAYED a place in the progress order or below zero', () => {
    const ranked = new Set<string>([
      ...PROGRESS_ORDER,
      'CANCELLED',
      'PAYMENT_CANCELLED',
      'PAYMENT_FAILED',
      'STALLED',
    ]);
    expect(ORDER_STATUSES.filter((s) => !ranked.has(s))).toEqual(['DELAYED']);
  });

  it('ranks DELAYED where the order had got to, NEW without history', () => {
    const history = [entry('NEW', 0), entry('ASSIGNED_TO_TRANSPORT', 5), entry('DELAYED', 20)];
    expect(progressRank('DELAYED', history)).toBe(progressRank('ASSIGNED_TO_TRANSPORT'));
    expect(progressRank('DELAYED', [entry('CANCELLED', 1)])).toBe(progressRank('NEW'));
    expect(progressRank('DELAYED')).toBe(progressRank('NEW'));
  });
});

describe('status groups (001 §4, §2)', () => {
  it('new', () => {
    expect(sorted(NEW_STATUSES)).toEqual(
      [
        'PAYMENT_COMMITTED',
        'NEW',
        'RECEIVED',
        'WAITING_FOR_TRANSPORT',
        'COURIER_ACCEPTED_DELIVERY',
        'ASSIGNED_TO_TRANSPORT',
        'RECEIVED_BY_VENDOR',
        'ACCEPTED_BY_VENDOR',
        'MODIFIED',
        'NEAR_VENDOR',
      ].sort(),
    );
  });

  it('collected, finished, delivered or returned', () => {
    expect(sorted(COLLECTED_STATUSES)).toEqual(
      ['PICKED_UP', 'COURIER_LEFT_VENDOR', 'NEAR_CUSTOMER', 'RETURN_INITIATED'].sort(),
    );
    expect(sorted(FINISHED_STATUSES)).toEqual(['CANCELLED', 'DELIVERED']);
    expect(sorted(DELIVERED_OR_RETURNED_STATUSES)).toEqual(['DELIVERED', 'RETURNED_TO_VENDOR']);
  });

  it('active is NEW through NEAR_CUSTOMER in progress order, plus DELAYED', () => {
    expect(sorted(ACTIVE_STATUSES)).toEqual(
      [
        'NEW',
        'RECEIVED',
        'RECEIVED_BY_VENDOR',
        'ACCEPTED_BY_VENDOR',
        'WAITING_FOR_TRANSPORT',
        'ASSIGNED_TO_TRANSPORT',
        'COURIER_ACCEPTED_DELIVERY',
        'MODIFIED',
        'NEAR_VENDOR',
        'PICKED_UP',
        'COURIER_LEFT_VENDOR',
        'NEAR_CUSTOMER',
        'DELAYED',
      ].sort(),
    );
  });

  it('cancellable, rider polling, ETA, near and map-hidden sets', () => {
    expect(sorted(CANCELLABLE_STATUSES)).toEqual(
      ['ASSIGNED_TO_TRANSPORT', 'MODIFIED', 'RECEIVED', 'WAITING_FOR_TRANSPORT'].sort(),
    );
    expect(sorted(RIDER_POLLING_STATUSES)).toEqual(
      [
        'DELAYED',
        'RECEIVED_BY_VENDOR',
        'ACCEPTED_BY_VENDOR',
        'WAITING_FOR_TRANSPORT',
        'ASSIGNED_TO_TRANSPORT',
        'COURIER_ACCEPTED_DELIVERY',
        'MODIFIED',
        'NEAR_VENDOR',
        'PICKED_UP',
        'COURIER_LEFT_VENDOR',
        'NEAR_CUSTOMER',
      ].sort(),
    );
    expect(RIDER_POLLING_STATUSES.has('DELIVERED')).toBe(false);
    expect(sorted(ETA_TO_PICKUP_STATUSES)).toEqual(
      [
        'ASSIGNED_TO_TRANSPORT',
        'COURIER_ACCEPTED_DELIVERY',
        'RECEIVED_BY_VENDOR',
        'ACCEPTED_BY_VENDOR',
        'NEAR_VENDOR',
      ].sort(),
    );
    expect(sorted(ETA_TO_DROPOFF_STATUSES)).toEqual(
      ['COURIER_LEFT_VENDOR', 'NEAR_CUSTOMER', 'PICKED_UP'].sort(),
    );
    expect(sorted(NEAR_STATUSES)).toEqual(['NEAR_CUSTOMER', 'NEAR_VENDOR']);
    expect(sorted(MAP_HIDDEN_STATUSES)).toEqual(['NEW', 'RECEIVED', 'WAITING_FOR_TRANSPORT']);
  });
});

describe('isCancellable (001 §4)', () => {
  const base = { statusHistory: [], now: T0, isDelayedCancellationEnabled: false };

  it('allows the four cancellable statuses', () => {
    for (const status of CANCELLABLE_STATUSES) {
      expect(isCancellable({ ...base, status })).toBe(true);
    }
  });

  it('refuses a collected, delivered or cancelled order', () => {
    for (const status of ['PICKED_UP', 'NEAR_VENDOR', 'DELIVERED', 'CANCELLED', 'NEW'] as const) {
      expect(isCancellable({ ...base, status })).toBe(false);
    }
  });

  it('allows DELAYED only with the delayed-cancellation flag', () => {
    expect(isCancellable({ ...base, status: 'DELAYED' })).toBe(false);
    expect(isCancellable({ ...base, status: 'DELAYED', isDelayedCancellationEnabled: true })).toBe(
      true,
    );
  });

  it('allows PAYMENT_COMMITTED only after more than 10 minutes in it', () => {
    const statusHistory = [entry('PAYMENT_INITIATED', 0), entry('PAYMENT_COMMITTED', 1)];
    const committedAt = T0 + 60_000;
    const check = (now: number) =>
      isCancellable({ ...base, status: 'PAYMENT_COMMITTED', statusHistory, now });
    expect(check(committedAt + 9 * 60_000)).toBe(false);
    expect(check(committedAt + 10 * 60_000)).toBe(false);
    expect(check(committedAt + 10 * 60_000 + 1)).toBe(true);
    expect(
      isCancellable({
        ...base,
        status: 'PAYMENT_COMMITTED',
        statusHistory,
        now: new Date(committedAt + 11 * 60_000),
      }),
    ).toBe(true);
  });

  it('counts from the latest PAYMENT_COMMITTED and refuses without one', () => {
    const statusHistory = [entry('PAYMENT_COMMITTED', 0), entry('PAYMENT_COMMITTED', 30)];
    const now = T0 + 35 * 60_000;
    expect(isCancellable({ ...base, status: 'PAYMENT_COMMITTED', statusHistory, now })).toBe(false);
    expect(isCancellable({ ...base, status: 'PAYMENT_COMMITTED', now })).toBe(false);
  });
});

describe('isRiderAssigned (001 §4)', () => {
  it('is true when the latest acceptance follows the latest wait for transport', () => {
    expect(
      isRiderAssigned([entry('WAITING_FOR_TRANSPORT', 0), entry('COURIER_ACCEPTED_DELIVERY', 2)]),
    ).toBe(true);
  });

  it('is false when the order went back to waiting for a rider', () => {
    expect(
      isRiderAssigned([
        entry('WAITING_FOR_TRANSPORT', 0),
        entry('COURIER_ACCEPTED_DELIVERY', 2),
        entry('WAITING_FOR_TRANSPORT', 4),
      ]),
    ).toBe(false);
  });

  it('is false without an acceptance and true with one and no wait', () => {
    expect(isRiderAssigned([entry('NEW', 0), entry('WAITING_FOR_TRANSPORT', 1)])).toBe(false);
    expect(isRiderAssigned([])).toBe(false);
    expect(isRiderAssigned([entry('COURIER_ACCEPTED_DELIVERY', 1)])).toBe(true);
  });

  it('does not depend on the order of the history entries', () => {
    expect(
      isRiderAssigned([entry('COURIER_ACCEPTED_DELIVERY', 5), entry('WAITING_FOR_TRANSPORT', 1)]),
    ).toBe(true);
  });
});

describe('listGroup (001 §4 "List grouping")', () => {
  const group = (
    status: TOrderStatus,
    statusHistory: TStatusHistoryEntry[] = [],
    preorderedFor: number | null = null,
  ) => listGroup({ status, statusHistory, preorderedFor, now: T0 });
  const inAnHour = T0 / 1000 + 3600;
  const anHourAgo = T0 / 1000 - 3600;

  it('puts new-type statuses in new', () => {
    for (const status of NEW_STATUSES) expect(group(status)).toBe('new');
  });

  it('puts collected, delivered and cancelled statuses in their groups', () => {
    for (const status of COLLECTED_STATUSES) expect(group(status)).toBe('collected');
    expect(group('DELIVERED')).toBe('delivered');
    expect(group('RETURNED_TO_VENDOR')).toBe('delivered');
    expect(group('CANCELLED')).toBe('cancelled');
    expect(group('PAYMENT_CANCELLED')).toBe('cancelled');
    expect(group('PAYMENT_FAILED')).toBe('cancelled');
  });

  it('schedules a future pre-order up to WAITING_FOR_TRANSPORT', () => {
    expect(group('PAYMENT_COMMITTED', [], inAnHour)).toBe('scheduled');
    expect(group('NEW', [], inAnHour)).toBe('scheduled');
    expect(group('WAITING_FOR_TRANSPORT', [], inAnHour)).toBe('scheduled');
    expect(group('ASSIGNED_TO_TRANSPORT', [], inAnHour)).toBe('new');
    expect(group('PICKED_UP', [], inAnHour)).toBe('collected');
    expect(group('CANCELLED', [], inAnHour)).toBe('cancelled');
  });

  it('does not schedule a pre-order whose time has come', () => {
    expect(group('NEW', [], anHourAgo)).toBe('new');
    expect(group('NEW', [], T0 / 1000)).toBe('new');
  });

  it('puts DELAYED in collected once collected, else in new', () => {
    expect(group('DELAYED', [entry('NEW', 0), entry('DELAYED', 5)])).toBe('new');
    expect(group('DELAYED', [entry('PICKED_UP', 0), entry('DELAYED', 5)])).toBe('collected');
    expect(group('DELAYED', [], inAnHour)).toBe('new');
  });

  it('lists STALLED as new and unpaid orders nowhere', () => {
    expect(group('STALLED')).toBe('new');
    expect(group('INITIATED')).toBeNull();
    expect(group('PAYMENT_INITIATED', [], inAnHour)).toBeNull();
  });
});

describe('trackingMessageKey (001 §2)', () => {
  it('maps every status to one of the ten tracking messages', () => {
    for (const status of ORDER_STATUSES) {
      expect(TRACKING_MESSAGE_KEYS).toContain(trackingMessageKey(status));
    }
  });

  it('follows the order along its way', () => {
    expect(trackingMessageKey('NEW')).toBe('tracking.message.placed');
    expect(trackingMessageKey('WAITING_FOR_TRANSPORT')).toBe('tracking.message.placed');
    expect(trackingMessageKey('COURIER_ACCEPTED_DELIVERY')).toBe('tracking.message.to-collection');
    expect(trackingMessageKey('NEAR_VENDOR')).toBe('tracking.message.near-collection');
    expect(trackingMessageKey('PICKED_UP')).toBe('tracking.message.collected');
    expect(trackingMessageKey('NEAR_CUSTOMER')).toBe('tracking.message.near-delivery');
    expect(trackingMessageKey('DELIVERED')).toBe('tracking.message.delivered');
    expect(trackingMessageKey('CANCELLED')).toBe('tracking.message.cancelled');
    expect(trackingMessageKey('RETURN_INITIATED')).toBe('tracking.message.returning');
    expect(trackingMessageKey('RETURNED_TO_VENDOR')).toBe('tracking.message.returned');
    expect(trackingMessageKey('PAYMENT_FAILED')).toBe('tracking.message.payment-failed');
  });

  it('keeps the message of where a DELAYED order is', () => {
    expect(trackingMessageKey('DELAYED')).toBe('tracking.message.placed');
    expect(
      trackingMessageKey('DELAYED', [
        entry('WAITING_FOR_TRANSPORT', 0),
        entry('COURIER_ACCEPTED_DELIVERY', 1),
      ]),
    ).toBe('tracking.message.to-collection');
    expect(trackingMessageKey('DELAYED', [entry('PICKED_UP', 0)])).toBe(
      'tracking.message.collected',
    );
  });

  it('words a parcel sent by a person with its own messages', () => {
    expect(trackingMessageKey('DELAYED', [entry('PICKED_UP', 0)], 'parcel')).toBe(
      'tracking.message.parcel-collected',
    );
    expect(trackingMessageKey('NEW', [], 'parcel')).toBe('tracking.message.placed');
  });
});

describe('statusLabel (001 §4 text-level names)', () => {
  it('names every status, several statuses sharing a name', () => {
    expect(statusLabel('COURIER_ACCEPTED_DELIVERY', 'new')).toBe('in-progress');
    expect(statusLabel('MODIFIED', 'new')).toBe('in-progress');
    expect(statusLabel('PAYMENT_CANCELLED', 'cancelled')).toBe('cancelled');
    expect(statusLabel('RETURNED_TO_VENDOR', 'cancelled')).toBe('returned');
    for (const status of ORDER_STATUSES) expect(statusLabel(status, null)).toMatch(/^[a-z-]+$/);
  });

  it('calls a pre-order waiting for its time scheduled, whatever its status', () => {
    expect(statusLabel('RECEIVED', 'scheduled')).toBe('scheduled');
    expect(statusLabel('RECEIVED', 'new')).toBe('received');
  });
});
