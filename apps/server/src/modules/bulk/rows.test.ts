import { describe, expect, it } from 'vitest';
import {
  amountMinorOf,
  cellsOf,
  coordinateOf,
  dateOf,
  deliveryTypeOf,
  mapColumns,
  marketInstant,
  paymentTypeOf,
  phoneOf,
  scheduleOf,
  timeOf,
  yesNoOf,
} from './rows.ts';
import { BULK_COLUMNS } from './template.ts';

describe('reading bulk rows', () => {
  it('finds the columns by header, hint, id, case or order', () => {
    const template = BULK_COLUMNS.map((c) => c.header);
    expect(mapColumns(template)).toEqual(BULK_COLUMNS.map((c) => c.id));
    expect(
      mapColumns([
        'PAYMENT TYPE',
        'customer_name',
        'Scheduled date',
        'Customer phone ',
        'Other',
        'Drop-off address',
      ]),
    ).toEqual([
      'payment_type',
      'customer_name',
      'scheduled_date',
      'customer_phone',
      null,
      'dropoff_address',
    ]);
    // Coordinates may stand in for the address.
    expect(
      mapColumns(['Customer name', 'Customer phone', 'Payment type', 'Latitude', 'Longitude']),
    ).not.toBeNull();
    expect(mapColumns(['Customer name', 'Customer phone', 'Payment type', 'Latitude'])).toBeNull();
    expect(mapColumns(['Name', 'Phone'])).toBeNull();
    expect(
      cellsOf(['Maria', null, '', 7], ['customer_name', 'customer_phone', 'unit', null]),
    ).toEqual({
      customer_name: 'Maria',
    });
  });

  it('gives a phone typed as a number its plus back', () => {
    expect(phoneOf(35799123456, 'CY')).toBe('+35799123456');
    expect(phoneOf(99123456, 'CY')).toBe('99123456');
    expect(phoneOf(' +357 99 123456 ', 'CY')).toBe('+357 99 123456');
  });

  it('reads amounts in the market currency into minor units', () => {
    expect(amountMinorOf(18.5, 'CY')).toBe(1850);
    expect(amountMinorOf('18,50', 'CY')).toBe(1850);
    expect(amountMinorOf('2.125', 'KW')).toBe(2125);
    expect(amountMinorOf('', 'CY')).toBeNull();
    expect(amountMinorOf('eighteen', 'CY')).toBeNaN();
    expect(coordinateOf('35,17')).toBe(35.17);
  });

  it('reads yes/no, payment and delivery types as people type them', () => {
    expect([true, 'Yes', 'ναι', 'نعم', '1', 1].map(yesNoOf)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect([false, 'NO', 'όχι', '', null, undefined].map(yesNoOf)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(yesNoOf('maybe')).toBeNull();
    expect(paymentTypeOf(' cash on delivery ')).toBe('CASH_ON_DELIVERY');
    expect(paymentTypeOf('Online-Payment')).toBe('ONLINE_PAYMENT');
    expect(deliveryTypeOf('Scheduled', false)).toBe('scheduled');
    expect(deliveryTypeOf(undefined, true)).toBe('scheduled');
    expect(deliveryTypeOf('', false)).toBe('instant');
    expect(deliveryTypeOf('tomorrow', false)).toBeNull();
  });

  it('reads dates and times as text, Excel dates and Excel serial numbers', () => {
    expect(dateOf('2026-12-01')).toEqual({ year: 2026, month: 12, day: 1 });
    expect(dateOf('2026-12-01T00:00:00.000Z')).toEqual({ year: 2026, month: 12, day: 1 });
    expect(dateOf(46357)).toEqual({ year: 2026, month: 12, day: 1 });
    expect(dateOf('2026-02-30')).toBeNull();
    expect(dateOf('01/12/2026')).toBeNull();
    expect(timeOf('12:30')).toEqual({ hour: 12, minute: 30 });
    expect(timeOf('9.05')).toEqual({ hour: 9, minute: 5 });
    expect(timeOf('1899-12-30T18:45:00.000Z')).toEqual({ hour: 18, minute: 45 });
    expect(timeOf(0.5)).toEqual({ hour: 12, minute: 0 });
    expect(timeOf('25:00')).toBeNull();
  });

  it('turns a wall-clock date and time of the market into the instant, across DST', () => {
    const winter = marketInstant(
      { year: 2026, month: 12, day: 1 },
      { hour: 12, minute: 30 },
      'Asia/Nicosia',
    );
    expect(winter.toISOString()).toBe('2026-12-01T10:30:00.000Z');
    const summer = marketInstant(
      { year: 2026, month: 7, day: 1 },
      { hour: 12, minute: 30 },
      'Asia/Nicosia',
    );
    expect(summer.toISOString()).toBe('2026-07-01T09:30:00.000Z');
    expect(
      scheduleOf({ scheduled_date: '2026-12-01', scheduled_time: '12:30' }, 'Asia/Nicosia'),
    ).toEqual(winter);
    expect(scheduleOf({ scheduled_date: '2026-12-01T12:30:00.000Z' }, 'Asia/Nicosia')).toEqual(
      winter,
    );
    expect(scheduleOf({ scheduled_date: '2026-12-01' }, 'Asia/Nicosia')).toBe('invalid');
  });
});
