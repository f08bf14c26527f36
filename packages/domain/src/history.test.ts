import { describe, expect, it } from 'vitest';
import { classifyHistorySearch, historyStatusSelection } from './history.ts';

describe('history status filter', () => {
  it('selects nothing special for any', () => {
    expect(historyStatusSelection('any')).toBeNull();
  });
  it('puts DELAYED with collected orders only when collected before', () => {
    expect(historyStatusSelection('new')).toMatchObject({ delayed: 'not-collected' });
    expect(historyStatusSelection('new')!.statuses).toContain('WAITING_FOR_TRANSPORT');
    expect(historyStatusSelection('collected')).toMatchObject({ delayed: 'collected' });
    expect(historyStatusSelection('collected')!.statuses).toEqual(
      expect.arrayContaining(['PICKED_UP', 'NEAR_CUSTOMER', 'RETURN_INITIATED']),
    );
  });
  it('counts returned orders as delivered and payment failures as cancelled', () => {
    expect(historyStatusSelection('delivered')!.statuses.sort()).toEqual([
      'DELIVERED',
      'RETURNED_TO_VENDOR',
    ]);
    expect(historyStatusSelection('cancelled')!.statuses).toContain('PAYMENT_FAILED');
  });
});

describe('history search', () => {
  const vendors = ['V1000', 'V1001'];
  it('searches order ids only when the key starts with a vendor id and a dash', () => {
    expect(classifyHistorySearch('V1001-12', vendors, 'CY')).toEqual({
      kind: 'order-id',
      prefix: 'V1001-12',
    });
    expect(classifyHistorySearch('V1001-', vendors, 'CY')).toEqual({
      kind: 'order-id',
      prefix: 'V1001-',
    });
    expect(classifyHistorySearch('V9999-1', vendors, 'CY')).toEqual({
      kind: 'text',
      text: 'V9999-1',
    });
  });
  it('searches phones only for a possible number of the market', () => {
    expect(classifyHistorySearch('99 123456', vendors, 'CY')).toEqual({
      kind: 'phone',
      nationalNumber: '99123456',
    });
    expect(classifyHistorySearch('+357 99 123456', vendors, 'CY')).toEqual({
      kind: 'phone',
      nationalNumber: '99123456',
    });
    expect(classifyHistorySearch('123', vendors, 'CY')).toEqual({ kind: 'text', text: '123' });
  });
  it('ignores an empty key', () => {
    expect(classifyHistorySearch('   ', vendors, 'CY')).toBeNull();
  });
  it('searches names otherwise', () => {
    expect(classifyHistorySearch(' Maria ', vendors, 'CY')).toEqual({
      kind: 'text',
      text: 'Maria',
    });
  });
});
