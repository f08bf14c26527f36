// Card checks shared by the card form and the sandbox provider (Luhn, expiry, CVC, brand).

export const CARD_BRANDS = [
  'visa',
  'mastercard',
  'amex',
  'discover',
  'jcb',
  'unionpay',
  'unknown',
] as const;
export type TCardBrand = (typeof CARD_BRANDS)[number];

/** Digits only: spaces and dashes a person types are ignored. */
export function normaliseCardNumber(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function isLuhnValid(number: string): boolean {
  const digits = normaliseCardNumber(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The card brand from its leading digits (IIN ranges). */
export function cardBrand(number: string): TCardBrand {
  const n = normaliseCardNumber(number);
  if (/^4/.test(n)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(n)) return 'mastercard';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  if (/^35(2[89]|[3-8])/.test(n)) return 'jcb';
  if (/^62/.test(n)) return 'unionpay';
  return 'unknown';
}

/** CVC length of a brand: 4 for American Express, 3 otherwise. */
export function cvcLength(brand: TCardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** A card is valid through the last day of its expiry month. */
export function isExpiryValid(month: number, year: number, now: Date): boolean {
  if (!Number.isInteger(month) || month < 1 || month > 12) return false;
  const fullYear = year < 100 ? 2000 + year : year;
  const endOfMonth = Date.UTC(fullYear, month, 1); // first instant of the next month
  return endOfMonth > now.getTime() && fullYear < now.getUTCFullYear() + 25;
}

export function lastFour(number: string): string {
  return normaliseCardNumber(number).slice(-4);
}

/** Documented test cards of the sandbox provider and what each one does. */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': 'success',
  '5555555555554444': 'success',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient-funds',
  '4000000000003220': 'challenge',
  '4000000000000119': 'processing-error',
  // Paid; the processor refuses the first refund of the payment and takes the next try.
  '4000000000005126': 'refund-refused-once',
} as const;
export type TSandboxOutcome = (typeof SANDBOX_TEST_CARDS)[keyof typeof SANDBOX_TEST_CARDS];

/** Why a card cannot be charged, as the specification's payment error keys (000 §8). */
export type TCardProblem =
  'error.payment.card-number-invalid' | 'error.payment.card-expired' | 'error.payment.cvc-invalid';

/**
 * The checks a card processor makes before it charges a new card, in this order: the number
 * (Luhn, a known brand), the expiry (through the end of its month), the CVC (4 digits for
 * American Express, 3 otherwise). The card form and the sandbox provider use this one rule.
 */
export function checkCard(
  card: { number: string; expiryMonth: number; expiryYear: number; cvc: string },
  now: Date,
): TCardProblem | null {
  if (!isLuhnValid(card.number) || cardBrand(card.number) === 'unknown') {
    return 'error.payment.card-number-invalid';
  }
  if (!isExpiryValid(card.expiryMonth, card.expiryYear, now)) return 'error.payment.card-expired';
  const cvc = card.cvc.trim();
  if (!/^\d+$/.test(cvc) || cvc.length !== cvcLength(cardBrand(card.number))) {
    return 'error.payment.cvc-invalid';
  }
  return null;
}

/** '4242424242424242' → '4242 4242 4242 4242' (American Express: 4-6-5), for the card field. */
export function formatCardNumber(input: string): string {
  const digits = normaliseCardNumber(input).replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** 'MM/YY' or 'MM/YYYY' as typed in one expiry field; null when it is not a month and a year. */
export function parseExpiry(input: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return { month, year: year < 100 ? 2000 + year : year };
}
