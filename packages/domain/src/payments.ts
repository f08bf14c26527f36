import { z } from 'zod';

/** How the customer pays for the goods (000 §3). ONLINE_PAYMENT exists only in bulk (bulk.ts). */
export const PAYMENT_METHODS = ['NONE', 'PAID', 'CASH_ON_DELIVERY', 'PAYMENT_ON_DELIVERY'] as const;
export const ZPaymentMethod = z.enum(PAYMENT_METHODS);
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/** The two card providers (000 §3); cybersource_creditcard when the cybersource-card flag is on. */
export const CARD_KINDS = ['cybersource_creditcard', 'generic_creditcard'] as const;
export const ZCardKind = z.enum(CARD_KINDS);
export type TCardKind = z.infer<typeof ZCardKind>;

/** Whether the payer uses a new or a saved card (000 §3 "Payment state"). */
export const CARD_CHOICES = ['NOT_SET', 'NEW', 'EXISTING'] as const;
export const ZCardChoice = z.enum(CARD_CHOICES);
export type TCardChoice = z.infer<typeof ZCardChoice>;

/** Whether a value is one of the four payment methods. */
export function isPaymentMethod(value: unknown): value is TPaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/**
 * 000 §7, 001 §7: the paymentMethods country parameter is pipe-separated ('CASH_ON_DELIVERY|PAID').
 * Unknown names are dropped, duplicates kept once, order kept; case and spaces are forgiven.
 */
export function parsePaymentMethodsParam(param: string | null | undefined): TPaymentMethod[] {
  if (!param) return [];
  const methods = param
    .split('|')
    .map((m) => m.trim().toUpperCase())
    .filter(isPaymentMethod);
  return [...new Set(methods)];
}

/** 000 §3: the card kind in use, by the cybersource-card flag. */
export function cardKindFor(isCybersourceEnabled: boolean): TCardKind {
  return isCybersourceEnabled ? 'cybersource_creditcard' : 'generic_creditcard';
}

/**
 * 000 §5 rule 9, §6: the methods a vendor may choose are the country's, minus NONE unless the
 * none-payment-method flag is on. An empty answer means 'no payment method available'.
 */
export function allowedPaymentMethods(input: {
  countryMethods: readonly TPaymentMethod[];
  isNoneEnabled: boolean;
}): TPaymentMethod[] {
  return input.countryMethods.filter((m) => m !== 'NONE' || input.isNoneEnabled);
}
