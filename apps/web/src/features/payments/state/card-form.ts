import {
  cardBrand,
  cvcLength,
  isExpiryValid,
  isLuhnValid,
  normaliseCardNumber,
  parseExpiry,
} from '@rider-portal/domain/cards';
import type { TCardChoice, TCardDetails, TCardKind } from '@rider-portal/domain/payments';

/**
 * The card part of the payment step (000 §3 "Payment state"): which card (NOT_SET until the
 * wallet answered, then EXISTING with a saved card or NEW), the new card as typed, the name on
 * the card and whether to save it. Kept as typed, so a declined card keeps everything.
 * generic_creditcard takes the expiry as a month and a year; cybersource_creditcard as one
 * MM/YY field.
 */
export type TCardForm = {
  choice: TCardChoice;
  savedCardId: string | null;
  holderName: string;
  number: string;
  expiryMonth: string;
  expiryYear: string;
  expiry: string;
  cvc: string;
  isSaveChecked: boolean;
};

export function emptyCardForm(): TCardForm {
  return {
    choice: 'NOT_SET',
    savedCardId: null,
    holderName: '',
    number: '',
    expiryMonth: '',
    expiryYear: '',
    expiry: '',
    cvc: '',
    isSaveChecked: false,
  };
}

export type TCardField = 'choice' | 'holderName' | 'number' | 'expiry' | 'cvc';
export type TCardFormErrors = Partial<Record<TCardField, string>>;

/** The key the whole form reports when a card field is not right (the fields say which). */
export const CARD_CHECK_DETAILS_KEY = 'payment.card.check-details';

function expiryOf(form: TCardForm, kind: TCardKind): { month: number; year: number } | null {
  if (kind === 'cybersource_creditcard') return parseExpiry(form.expiry);
  if (form.expiryMonth === '' || form.expiryYear === '') return null;
  return { month: Number(form.expiryMonth), year: Number(form.expiryYear) };
}

/**
 * Each field's first problem, with the processor's own rules (cards.ts): the number (Luhn and a
 * known brand), the expiry, the CVC of the brand; a name on the card; a saved card chosen.
 */
export function cardFormErrors(form: TCardForm, kind: TCardKind, now: Date): TCardFormErrors {
  if (form.choice === 'EXISTING') {
    return form.savedCardId ? {} : { choice: 'payment.card.choose' };
  }
  if (form.choice !== 'NEW') return { choice: 'payment.card.choose' };
  const errors: TCardFormErrors = {};
  if (form.holderName.trim() === '') errors.holderName = 'payment.card.holder-required';
  const number = normaliseCardNumber(form.number);
  if (number === '') errors.number = 'payment.card.number-required';
  else if (!isLuhnValid(number) || cardBrand(number) === 'unknown') {
    errors.number = 'error.payment.card-number-invalid';
  }
  const expiry = expiryOf(form, kind);
  if (!expiry) errors.expiry = 'payment.card.expiry-required';
  else if (!isExpiryValid(expiry.month, expiry.year, now)) {
    errors.expiry = 'error.payment.card-expired';
  }
  const cvc = form.cvc.trim();
  if (cvc === '') errors.cvc = 'payment.card.cvc-required';
  else if (
    !/^\d+$/.test(cvc) ||
    (errors.number === undefined && cvc.length !== cvcLength(cardBrand(number)))
  ) {
    errors.cvc = 'error.payment.cvc-invalid';
  }
  return errors;
}

/** What the confirm call sends for this form: a saved card's id, or the new card's details. */
export function cardSourceOf(
  form: TCardForm,
  kind: TCardKind,
): { payment_instrument_id: string } | { card: TCardDetails; save_card: boolean } {
  if (form.choice === 'EXISTING' && form.savedCardId) {
    return { payment_instrument_id: form.savedCardId };
  }
  const expiry = expiryOf(form, kind) ?? { month: 0, year: 0 };
  return {
    card: {
      number: normaliseCardNumber(form.number),
      expiry_month: expiry.month,
      expiry_year: expiry.year,
      cvc: form.cvc.trim(),
      holder_name: form.holderName.trim(),
    },
    save_card: form.isSaveChecked,
  };
}
