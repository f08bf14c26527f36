import { describe, it, expect } from 'vitest';
import {
  BULK_DELIVERY_TYPES,
  BULK_JOB_STATUSES,
  BULK_PAYMENT_TYPES,
  checkBulkFile,
} from './bulk.ts';

describe('bulk lists (001 §3, §4)', () => {
  it('lists the 7 job statuses, the payment types and the delivery types', () => {
    expect(BULK_JOB_STATUSES).toHaveLength(7);
    expect(BULK_JOB_STATUSES).toContain('PREPROCESS_SUCCESS_WITH_ERROR');
    expect(BULK_JOB_STATUSES).toContain('UNKNOWN');
    expect(BULK_PAYMENT_TYPES).toEqual(['PAID', 'CASH_ON_DELIVERY', 'ONLINE_PAYMENT']);
    expect(BULK_DELIVERY_TYPES).toEqual(['instant', 'scheduled']);
  });
});

describe('checkBulkFile (001 §5)', () => {
  it('accepts an XLSX file of at most 5 MB', () => {
    expect(checkBulkFile({ name: 'orders.xlsx', size: 5_242_880 })).toBeNull();
    expect(checkBulkFile({ name: 'ORDERS.XLSX', size: 10 })).toBeNull();
  });

  it('refuses another format, then a file larger than 5 MB', () => {
    expect(checkBulkFile({ name: 'orders.csv', size: 10 })).toBeNull(); // issue 22
    expect(checkBulkFile({ name: 'orders.txt', size: 10 })).toBe('bulk.file-format-invalid');
    expect(checkBulkFile({ name: 'orders.xls', size: 10 })).toBe('bulk.file-format-invalid');
    expect(checkBulkFile({ name: 'orders.xlsx', size: 5_242_881 })).toBe('bulk.file-too-large');
  });
});
