import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  CARD_CHOICES,
  CARD_KINDS,
  PAYMENT_METHODS,
  ZConfirmRequest,
  allowedPaymentMethods,
  cardKindFor,
  chargeAmount,
  feePaymentsFor,
  isCardPaid,
  isCardPaymentOrder,
  isOnlinePaymentActivated,
  isPaymentMethod,
  isUnpaidPaymentStatus,
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

describe('card payment of the delivery', () => {
  it('reads onlinePaymentActivated as on only for "true"', () => {
    expect(isOnlinePaymentActivated('true')).toBe(true);
    expect(isOnlinePaymentActivated(' TRUE ')).toBe(true);
    expect(isOnlinePaymentActivated('false')).toBe(false);
    expect(isOnlinePaymentActivated('')).toBe(false);
    expect(isOnlinePaymentActivated(null)).toBe(false);
  });

  it('gives guests card only, vendors card and their account (000 §6)', () => {
    const on = { isOnlinePaymentActivated: true };
    const off = { isOnlinePaymentActivated: false };
    expect(feePaymentsFor({ isGuest: true, ...on })).toEqual(['card']);
    expect(feePaymentsFor({ isGuest: true, ...off })).toEqual([]);
    expect(feePaymentsFor({ isGuest: false, ...on })).toEqual(['card', 'account']);
    expect(feePaymentsFor({ isGuest: false, ...off })).toEqual(['account']);
  });

  it('charges the discounted fee when a voucher gave one', () => {
    expect(chargeAmount({ delivery_fee: 450, discounted_delivery_fee: null })).toBe(450);
    expect(chargeAmount({ delivery_fee: 450, discounted_delivery_fee: 0 })).toBe(0);
  });

  it('confirms with a saved card or a new card, never both or neither', () => {
    const base = {
      bearer_token: 't',
      purchase_intent_id: 'pi_1',
      payment_method: 'generic_creditcard',
    };
    const card = {
      number: '4242424242424242',
      expiry_month: 12,
      expiry_year: 2030,
      cvc: '123',
      holder_name: 'Maria Georgiou',
    };
    expect(ZConfirmRequest.safeParse({ ...base, card }).success).toBe(true);
    expect(ZConfirmRequest.safeParse({ ...base, payment_instrument_id: 'card_1' }).success).toBe(
      true,
    );
    expect(ZConfirmRequest.safeParse(base).success).toBe(false);
    expect(
      ZConfirmRequest.safeParse({ ...base, card, payment_instrument_id: 'card_1' }).success,
    ).toBe(false);
    expect(ZConfirmRequest.safeParse({ ...base, card, extra: 1 }).success).toBe(false);
  });
});

describe('card orders by their history', () => {
  const at = '2026-11-21T10:00:00.000Z';
  const history = (...statuses: string[]) => statuses.map((status) => ({ status, created_at: at }));
  it('knows a card order by its INITIATED start, and a paid one by its commit', () => {
    expect(isCardPaymentOrder(history('NEW', 'RECEIVED'))).toBe(false);
    expect(isCardPaymentOrder(history('INITIATED', 'PAYMENT_INITIATED'))).toBe(true);
    const paid = history('INITIATED', 'PAYMENT_INITIATED', 'PAYMENT_COMMITTED', 'RECEIVED');
    expect(isCardPaid('RECEIVED', paid)).toBe(true);
    expect(isCardPaid('PAYMENT_FAILED', history('INITIATED', 'PAYMENT_FAILED'))).toBe(false);
    expect(isCardPaid('NEW', history('NEW'))).toBe(false);
  });
  it('knows the two ends of a card payment that was not paid', () => {
    expect(isUnpaidPaymentStatus('PAYMENT_FAILED')).toBe(true);
    expect(isUnpaidPaymentStatus('PAYMENT_CANCELLED')).toBe(true);
    for (const status of ['PAYMENT_INITIATED', 'PAYMENT_COMMITTED', 'CANCELLED', 'NEW']) {
      expect(isUnpaidPaymentStatus(status)).toBe(false);
    }
  });
});
