import { describe, expect, it } from 'vitest';
import { cardFormErrors, cardSourceOf, emptyCardForm, type TCardForm } from './card-form';

const now = new Date('2026-11-21T10:00:00Z');
const typed: TCardForm = {
  ...emptyCardForm(),
  choice: 'NEW',
  holderName: 'Maria Georgiou',
  number: '4242 4242 4242 4242',
  expiryMonth: '12',
  expiryYear: '2030',
  expiry: '12/30',
  cvc: '123',
  isSaveChecked: true,
};

describe('the card form', () => {
  it('asks for a choice until the wallet answered, and for a saved card when EXISTING', () => {
    expect(cardFormErrors(emptyCardForm(), 'generic_creditcard', now)).toEqual({
      choice: 'payment.card.choose',
    });
    const existing = { ...emptyCardForm(), choice: 'EXISTING' as const };
    expect(cardFormErrors(existing, 'generic_creditcard', now)).toEqual({
      choice: 'payment.card.choose',
    });
    expect(
      cardFormErrors({ ...existing, savedCardId: 'card_1' }, 'generic_creditcard', now),
    ).toEqual({});
  });

  it('checks each field of a new card with the processor rules, in both variants', () => {
    expect(cardFormErrors(typed, 'generic_creditcard', now)).toEqual({});
    expect(cardFormErrors(typed, 'cybersource_creditcard', now)).toEqual({});
    const empty = { ...emptyCardForm(), choice: 'NEW' as const };
    expect(cardFormErrors(empty, 'generic_creditcard', now)).toEqual({
      holderName: 'payment.card.holder-required',
      number: 'payment.card.number-required',
      expiry: 'payment.card.expiry-required',
      cvc: 'payment.card.cvc-required',
    });
    const bad = { ...typed, number: '4242 4242 4242 4241', expiry: '10/26', cvc: '12' };
    // The CVC's length depends on the brand: it is judged once the number is right.
    expect(cardFormErrors(bad, 'cybersource_creditcard', now)).toEqual({
      number: 'error.payment.card-number-invalid',
      expiry: 'error.payment.card-expired',
    });
    const amex = { ...typed, number: '3782 822463 10005', cvc: '123' };
    expect(cardFormErrors(amex, 'generic_creditcard', now)).toEqual({
      cvc: 'error.payment.cvc-invalid',
    });
  });

  it('sends a saved card by its id, a new one by its digits with the save choice', () => {
    expect(
      cardSourceOf({ ...typed, choice: 'EXISTING', savedCardId: 'card_9' }, 'generic_creditcard'),
    ).toEqual({ payment_instrument_id: 'card_9' });
    expect(cardSourceOf(typed, 'cybersource_creditcard')).toEqual({
      card: {
        number: '4242424242424242',
        expiry_month: 12,
        expiry_year: 2030,
        cvc: '123',
        holder_name: 'Maria Georgiou',
      },
      save_card: true,
    });
  });
});
