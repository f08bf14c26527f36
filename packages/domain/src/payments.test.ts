import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CARD_CHOICES,
  CARD_KINDS,
  PAYMENT_METHODS,
  allowedPaymentMethods,
  cardKindFor,
  isPaymentMethod,
  parsePaymentMethodsParam,
} from './payments.ts';

describe('payment lists (000 §3)', () => {
  it('lists methods, card kinds and card choices', () => {
    expect(PAYMENT_METHODS).toEqual(['NONE', 'PAID', 'CASH_ON_DELIVERY', 'PAYMENT_ON_DELIVERY']);
    expect(CARD_KINDS).toEqual(['cybersource_creditcard', 'generic_creditcard']);
    expect(CARD_CHOICES).toEqual(['NOT_SET', 'NEW', 'EXISTING']);
    expect(isPaymentMethod('ONLINE_PAYMENT')).toBe(false);
  });

  it('picks the card kind by the cybersource-card flag', () => {
    expect(cardKindFor(true)).toBe('cybersource_creditcard');
    expect(cardKindFor(false)).toBe('generic_creditcard');
  });
});

describe('parsePaymentMethodsParam (000 §7)', () => {
  it('splits the pipe-separated country parameter', () => {
    expect(parsePaymentMethodsParam('CASH_ON_DELIVERY|PAID')).toEqual(['CASH_ON_DELIVERY', 'PAID']);
  });

  it('drops unknown names, blanks and duplicates; forgives case and spaces', () => {
    expect(parsePaymentMethodsParam(' paid | BITCOIN || PAID|none ')).toEqual(['PAID', 'NONE']);
    expect(parsePaymentMethodsParam('')).toEqual([]);
    expect(parsePaymentMethodsParam(null)).toEqual([]);
  });

  it('law: joining methods and parsing them back gives them, first occurrence kept', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PAYMENT_METHODS)), (methods) => {
        expect(parsePaymentMethodsParam(methods.join('|'))).toEqual([...new Set(methods)]);
      }),
    );
  });
});

describe('allowedPaymentMethods (000 §5 rule 9, §6)', () => {
  it('offers NONE only with the none-payment-method flag', () => {
    const countryMethods = ['NONE', 'PAID', 'CASH_ON_DELIVERY'] as const;
    expect(allowedPaymentMethods({ countryMethods, isNoneEnabled: false })).toEqual([
      'PAID',
      'CASH_ON_DELIVERY',
    ]);
    expect(allowedPaymentMethods({ countryMethods, isNoneEnabled: true })).toEqual(countryMethods);
    expect(allowedPaymentMethods({ countryMethods: ['NONE'], isNoneEnabled: false })).toEqual([]);
  });
});
