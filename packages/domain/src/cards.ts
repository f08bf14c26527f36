// Card checks shared by the card form and the sandbox provider (issue 6: Luhn, expiry, CVC, brand).

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
} as const;
export type TSandboxOutcome = (typeof SANDBOX_TEST_CARDS)[keyof typeof SANDBOX_TEST_CARDS];
