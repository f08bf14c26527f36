import { getMarket, type TCountryCode } from '@rider-portal/domain/markets';
import { toMajorUnits } from '@rider-portal/domain/pricing';
import type { TPaymentMethod } from '@rider-portal/domain/payments';
import type { createOrderSchema, updateOrderSchema } from '@rider-portal/domain/request-order';
import { lazyWithRetry } from '../../../shared/loading/lazy-with-retry';

/** The form fields an error can belong to. */
export type TRequestField =
  | 'vendor'
  | 'origin'
  | 'senderName'
  | 'senderPhone'
  | 'senderEmail'
  | 'dropOff'
  | 'unit'
  | 'name'
  | 'phone'
  | 'recipientEmail'
  | 'description'
  | 'amount'
  | 'paymentMethod'
  | 'riderNotes'
  | 'vatNumber'
  | 'preorder'
  // Boxes the form asks to tick (high item value, unusual cash amount), not fields of the payload.
  | 'itemValueConfirmed'
  | 'cashAmountConfirmed';

const FIELD_OF: Record<string, TRequestField> = {
  vendor_id: 'vendor',
  origin: 'origin',
  destinationUnitNumber: 'unit',
  destinationName: 'name',
  destinationPhoneNumber: 'phone',
  recipient_email: 'recipientEmail',
  orderDescription: 'description',
  item_details: 'description',
  destinationTextAddress: 'dropOff',
  destinationLatitude: 'dropOff',
  destinationLongitude: 'dropOff',
  location: 'dropOff',
  orderAmount: 'amount',
  amount: 'amount',
  paymentMethod: 'paymentMethod',
  payment_method: 'paymentMethod',
  riderNotes: 'riderNotes',
  vat_number: 'vatNumber',
  preordered_for: 'preorder',
  'sender.name': 'senderName',
  'sender.phone_number': 'senderPhone',
  'sender.email': 'senderEmail',
};

export type TFieldError = { field: TRequestField; key: string };

/** Maps an error field path (payload names, 'a.b' for nested) to the form field. */
export function fieldOfPath(path: string): TRequestField {
  return FIELD_OF[path] ?? FIELD_OF[path.split('.')[0] ?? ''] ?? 'vendor';
}

/** Placeholders some messages need ('Minimum amount of {{amount}} {{currency}}'). */
export function messageParams(country: TCountryCode): Record<string, string | number> {
  const market = getMarket(country);
  return {
    amount:
      market.minimumOrderAmount === null
        ? 0
        : toMajorUnits(market.minimumOrderAmount, market.currencyMinorUnits),
    currency: market.currency,
  };
}

/** The server's own schemas of a request (zod and the phone-number rules, ~60 KB as sent). */
export type TRequestRules = {
  createOrderSchema: typeof createOrderSchema;
  updateOrderSchema: typeof updateOrderSchema;
};

let loadedRules: TRequestRules | null = null;
let loadingRules: Promise<TRequestRules> | null = null;

/**
 * The schemas are fetched and built when the form is first touched, not with the page: building
 * them is the largest piece of the page's start-up on a phone (~200 ms at 4× CPU), and nothing is
 * shown as wrong before the person acts. Retried like a page's code; a failure may be asked again.
 */
export function loadRequestRules(): Promise<TRequestRules> {
  loadingRules ??= lazyWithRetry(() => import('@rider-portal/domain/request-order'))().then(
    (rules) => (loadedRules = rules),
    (error: unknown) => {
      loadingRules = null;
      throw error;
    },
  );
  return loadingRules;
}

/** The schemas once loaded (null before: nothing can be reported wrong yet). */
export function loadedRequestRules(): TRequestRules | null {
  return loadedRules;
}

/**
 * 000 §5 on the client, with the server's own schema: every failing field with its first message,
 * in the specification's order (the first is the one to report).
 */
export function validateRequest(input: {
  rules: TRequestRules;
  mode: 'create' | 'edit';
  payload: unknown;
  country: TCountryCode;
  allowedPaymentMethods: readonly TPaymentMethod[];
}): TFieldError[] {
  const options = { country: input.country, allowedPaymentMethods: input.allowedPaymentMethods };
  const { createOrderSchema, updateOrderSchema } = input.rules;
  const schema = input.mode === 'create' ? createOrderSchema(options) : updateOrderSchema(options);
  const result = schema.safeParse(input.payload);
  if (result.success) return [];
  const errors: TFieldError[] = [];
  for (const issue of result.error.issues) {
    const field = fieldOfPath(issue.path.map(String).join('.'));
    if (!errors.some((e) => e.field === field)) errors.push({ field, key: issue.message });
  }
  return errors;
}
