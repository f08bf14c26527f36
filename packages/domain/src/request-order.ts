import { z } from 'zod';
import {
  DESCRIPTION_MAX_CHARS,
  ORDER_EMAIL_MAX_CHARS,
  NOTES_MAX_BYTES,
  STREET_ADDRESS_MAX_BYTES,
  utf8ByteLength,
} from './constants.ts';
import { ERROR_KEYS } from './errors.ts';
import { getMarket } from './markets.ts';
import { ZLanguage } from './enum-schemas.ts';
import type { TCountryCode } from './markets.ts';
import { PAYMENT_METHODS } from './payments.ts';
import type { TPaymentMethod } from './payments.ts';
import { BASIC_EMAIL_PATTERN, isPossiblePhone, ZVatNumber } from './validation.ts';
import { VALIDATION_KEYS } from './validation-keys.ts';
export {
  checkPreorderTime,
  FEE_QUOTE_TTL_SECONDS,
  isCashAmountUnusual,
  isItemValueAboveLimit,
  isOrderModifiable,
  itemValueLimitMinor,
  ORDER_AMOUNT_MAX_MINOR,
  PREORDER_SLOT_MINUTES,
  REQUEST_TEXT_MAX_CHARS,
  requestPaymentMethods,
} from './order-rules.ts';
export type { TPreorderCheck } from './order-rules.ts';
import { ORDER_AMOUNT_MAX_MINOR, REQUEST_TEXT_MAX_CHARS } from './order-rules.ts';

// The request-a-rider payload (000 §3) and its validation (000 §5), written once for the form and
// the server. Every rule reports a translation key, in the specification's order. The rules that
// need no schema live in order-rules.ts (re-exported here for the server).

const isWithinBytes = (max: number) => (s: string) => utf8ByteLength(s) <= max;
const charCount = (s: string) => [...s].length;

export const ZLatLng = z
  .object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) })
  .strict();
export type TLatLng = z.infer<typeof ZLatLng>;

/** A quoted delivery fee as POST /delivery/fee answers it and POST /order sends it back. */
export const ZSignedFee = z
  .object({
    fee: z.number().int().min(0),
    expires_at: z.iso.datetime({ offset: true }),
    signature: z.string().min(1).max(200),
  })
  .strict();
export type TSignedFee = z.infer<typeof ZSignedFee>;

/** The discounted fee a validated voucher gives, signed like the fee (000 §3 "discountedDeliveryFee"). */
export const ZSignedVoucher = z
  .object({
    code: z.string().trim().min(1).max(40),
    discounted_delivery_fee: z.number().int().min(0),
    expires_at: z.iso.datetime({ offset: true }),
    signature: z.string().min(1).max(200),
  })
  .strict();
export type TSignedVoucher = z.infer<typeof ZSignedVoucher>;

/**
 * 000 §3 "origin address creation": the collection point typed in the request when the vendor
 * has no coordinates, and always for guests. Coordinates are required ('No coordinates for that
 * address'); notes at most 1000 bytes; the street address at most 255 bytes (000 §5).
 */
export const ZOriginAddress = z
  .object({
    street_address: z
      .string({ error: VALIDATION_KEYS.pickupAddressRequired })
      .trim()
      .min(1, { error: VALIDATION_KEYS.pickupAddressRequired, abort: true })
      .refine(isWithinBytes(STREET_ADDRESS_MAX_BYTES), { error: ERROR_KEYS.addressTooLong }),
    latitude: z.number({ error: ERROR_KEYS.addressNoCoordinates }).min(-90).max(90),
    longitude: z.number({ error: ERROR_KEYS.addressNoCoordinates }).min(-180).max(180),
    building: z.string().trim().max(REQUEST_TEXT_MAX_CHARS).optional().default(''),
    unit: z.string().trim().max(REQUEST_TEXT_MAX_CHARS).optional().default(''),
    city: z.string().trim().max(REQUEST_TEXT_MAX_CHARS).optional().default(''),
    countryCode: z.string().trim().max(2).optional().default(''),
    postalCode: z.string().trim().max(20).optional().default(''),
    notes: z
      .string()
      .refine(isWithinBytes(NOTES_MAX_BYTES), { error: ERROR_KEYS.addressNotesTooLong })
      .optional()
      .default(''),
  })
  .strict();
export type TOriginAddress = z.output<typeof ZOriginAddress>;

/** An e-mail address a person may leave empty (''), checked when given. */
const ZOptionalEmail = z
  .string()
  .trim()
  .max(ORDER_EMAIL_MAX_CHARS, { error: VALIDATION_KEYS.emailInvalid, abort: true })
  .refine((s) => s === '' || BASIC_EMAIL_PATTERN.test(s), {
    error: VALIDATION_KEYS.emailInvalid,
  })
  .optional()
  .default('');

/**
 * A guest's own details (000 §3 "sender ... for guests"): who the rider and the receiver can call
 * about the parcel; the location is the origin address. The phone is checked for the market.
 */
function senderSchema(country: TCountryCode) {
  const market = getMarket(country);
  return z
    .object({
      name: z
        .string({ error: VALIDATION_KEYS.senderNameRequired })
        .trim()
        .min(1, { error: VALIDATION_KEYS.senderNameRequired, abort: true })
        .max(REQUEST_TEXT_MAX_CHARS),
      email: ZOptionalEmail,
      phone_number: z
        .string({ error: VALIDATION_KEYS.phoneNumberRequired })
        .trim()
        .min(1, { error: VALIDATION_KEYS.phoneNumberRequired, abort: true })
        .max(30, { error: VALIDATION_KEYS.phoneInvalid, abort: true })
        .refine((s) => isPossiblePhone(s, market.phoneRegion), {
          error: VALIDATION_KEYS.phoneInvalid,
        }),
    })
    .strict();
}
export type TSender = z.output<ReturnType<typeof senderSchema>>;

/** What the rules need to know beyond the payload itself. */
export type TRequestRulesOptions = {
  country: TCountryCode;
  /** The payment methods this vendor may use now; rule 9 checks membership when given. */
  allowedPaymentMethods?: readonly TPaymentMethod[];
};

function amountRule(country: TCountryCode) {
  const market = getMarket(country);
  if (!market.isOrderAmountRequired) {
    // 000 §5 rule 8: Kuwait does not require an amount; a given one must still be valid.
    return z
      .number({ error: VALIDATION_KEYS.amountRequired })
      .int({ error: VALIDATION_KEYS.amountRequired })
      .min(0, { error: VALIDATION_KEYS.amountRequired })
      .max(ORDER_AMOUNT_MAX_MINOR, { error: VALIDATION_KEYS.amountRequired })
      .nullable()
      .optional()
      .transform((v) => v ?? null);
  }
  const minimum = market.minimumOrderAmount;
  const base = z
    .number({ error: VALIDATION_KEYS.amountRequired })
    .int({ error: VALIDATION_KEYS.amountRequired, abort: true })
    .min(1, { error: VALIDATION_KEYS.amountRequired, abort: true })
    .max(ORDER_AMOUNT_MAX_MINOR, { error: VALIDATION_KEYS.amountRequired, abort: true });
  const withMinimum =
    minimum === null
      ? base
      : base.refine((v) => v >= minimum, { error: VALIDATION_KEYS.minimumAmount });
  return withMinimum.transform((v): number | null => v);
}

/**
 * 000 §5 "Request validation", in its order, first failure reported: 1 vendor, 2 unit number
 * (Singapore only), 3 customer name (required, no digits), 4 phone (required, possible for the
 * market), 5 description ≤ 200 characters, 6 address, 7 coordinates, 8 order amount (not in
 * Kuwait; Pakistan at least 100 PKR), 9 payment method (one of the allowed set). Amounts are in
 * the market currency's minor units. The keys are declared in rule order so that the first issue
 * zod reports is the first rule that fails.
 */
export function requestOrderRules(options: TRequestRulesOptions) {
  const market = getMarket(options.country);
  const allowed = options.allowedPaymentMethods;
  return {
    vendor_id: z
      .string({ error: VALIDATION_KEYS.noVendor })
      .trim()
      .min(1, { error: VALIDATION_KEYS.noVendor })
      .max(100, { error: VALIDATION_KEYS.noVendor }),
    destinationUnitNumber: market.isUnitNumberRequired
      ? z
          .string({ error: VALIDATION_KEYS.fillUnitNumber })
          .trim()
          .min(1, { error: VALIDATION_KEYS.fillUnitNumber })
          .max(REQUEST_TEXT_MAX_CHARS)
      : z.string().trim().max(REQUEST_TEXT_MAX_CHARS).optional().default(''),
    destinationName: z
      .string({ error: VALIDATION_KEYS.customerNameRequired })
      .trim()
      .min(1, { error: VALIDATION_KEYS.customerNameRequired, abort: true })
      .max(REQUEST_TEXT_MAX_CHARS, { error: VALIDATION_KEYS.customerNameTooLong, abort: true })
      .refine((s) => !/\p{Nd}/u.test(s), { error: VALIDATION_KEYS.customerNameInvalid }),
    destinationPhoneNumber: z
      .string({ error: VALIDATION_KEYS.phoneRequired })
      .trim()
      .min(1, { error: VALIDATION_KEYS.phoneRequired, abort: true })
      .max(30, { error: VALIDATION_KEYS.phoneInvalid, abort: true })
      .refine((s) => isPossiblePhone(s, market.phoneRegion), {
        error: VALIDATION_KEYS.phoneInvalid,
      }),
    orderDescription: z
      .string()
      .refine((s) => charCount(s) <= DESCRIPTION_MAX_CHARS, {
        error: VALIDATION_KEYS.descriptionTooLong,
      })
      .optional()
      .default(''),
    destinationTextAddress: z
      .string({ error: VALIDATION_KEYS.addressRequired })
      .trim()
      .min(1, { error: VALIDATION_KEYS.addressRequired, abort: true })
      .refine(isWithinBytes(STREET_ADDRESS_MAX_BYTES), { error: ERROR_KEYS.addressTooLong }),
    destinationLatitude: z
      .number({ error: VALIDATION_KEYS.coordinatesRequired })
      .min(-90, { error: VALIDATION_KEYS.coordinatesRequired })
      .max(90, { error: VALIDATION_KEYS.coordinatesRequired }),
    destinationLongitude: z
      .number({ error: VALIDATION_KEYS.coordinatesRequired })
      .min(-180, { error: VALIDATION_KEYS.coordinatesRequired })
      .max(180, { error: VALIDATION_KEYS.coordinatesRequired }),
    orderAmount: amountRule(options.country),
    paymentMethod: z
      .enum(PAYMENT_METHODS, { error: VALIDATION_KEYS.paymentMethodRequired })
      .refine((m) => !allowed || allowed.includes(m), {
        error: ERROR_KEYS.noPaymentMethodAvailable,
      }),
  };
}

/** The rest of the payload of 000 §3, after the nine rules. */
export function requestOrderDetails() {
  return {
    destinationBuilding: z.string().trim().max(REQUEST_TEXT_MAX_CHARS).optional().default(''),
    destinationCity: z.string().trim().max(REQUEST_TEXT_MAX_CHARS).optional().default(''),
    destinationArea: z.string().trim().max(REQUEST_TEXT_MAX_CHARS).optional().default(''),
    // 000 §5: notes at most 1000 bytes ('Notes are too long').
    riderNotes: z
      .string()
      .refine(isWithinBytes(NOTES_MAX_BYTES), { error: ERROR_KEYS.addressNotesTooLong })
      .optional()
      .default(''),
    vat_number: ZVatNumber.optional().default(''),
    /** Unix seconds; absent or null for an instant order. */
    preordered_for: z.number().int().positive().nullable().optional().default(null),
  };
}

/**
 * POST /order (000 §3 "Request-a-rider payload") plus what the server needs to accept it: the
 * signed fee, the signed voucher, the origin address (vendor without coordinates, guests), the
 * explicit confirmation of a high item value, the age check, and the guest sender.
 */
export function createOrderSchema(options: TRequestRulesOptions) {
  return memoized(createSchemas, options, buildCreateOrderSchema);
}

function buildCreateOrderSchema(options: TRequestRulesOptions) {
  return z
    .object({
      ...requestOrderRules(options),
      ...requestOrderDetails(),
      delivery_fee: ZSignedFee,
      voucher: ZSignedVoucher.nullable().optional().default(null),
      origin: ZOriginAddress.nullable().optional().default(null),
      item_value_confirmed: z.boolean().optional().default(false),
      age_validation_required: z.boolean().optional().default(false),
      cold_bag_needed: z.boolean().optional().default(false),
      sender: senderSchema(options.country).nullable().optional().default(null),
      /** The language the recipient's messages and tracking page use (issue 21). */
      recipient_language: ZLanguage.nullable().optional().default(null),
      /** Where the recipient's messages also go by e-mail (issue 21); '' for none. */
      recipient_email: ZOptionalEmail,
    })
    .strict();
}
export type TCreateOrderPayload = z.input<ReturnType<typeof createOrderSchema>>;

// Building a schema costs far more than using one (zod compiles it on first use), and a server
// validates the same few shapes all day: one per market and set of allowed payment methods.
const createSchemas = new Map<string, ReturnType<typeof buildCreateOrderSchema>>();
const updateSchemas = new Map<string, ReturnType<typeof buildUpdateOrderSchema>>();
const SCHEMA_CACHE_MAX = 64;

function memoized<T>(
  cache: Map<string, T>,
  options: TRequestRulesOptions,
  build: (options: TRequestRulesOptions) => T,
): T {
  const key = `${options.country}|${options.allowedPaymentMethods?.join(',') ?? '*'}`;
  let schema = cache.get(key);
  if (!schema) {
    if (cache.size >= SCHEMA_CACHE_MAX) cache.clear();
    schema = build(options);
    cache.set(key, schema);
  }
  return schema;
}
export type TCreateOrderInput = z.output<ReturnType<typeof createOrderSchema>>;

/**
 * PUT /order/{id} (000 §7): payment method, amount, item details and the drop-off location; a new
 * location comes with its new signed fee. Every field but the vendor is optional.
 */
export function updateOrderSchema(options: TRequestRulesOptions) {
  return memoized(updateSchemas, options, buildUpdateOrderSchema);
}

function buildUpdateOrderSchema(options: TRequestRulesOptions) {
  const rules = requestOrderRules(options);
  return z
    .object({
      vendor_id: rules.vendor_id,
      payment_method: rules.paymentMethod.optional(),
      amount: amountRule(options.country).optional(),
      item_details: rules.orderDescription.optional(),
      location: z
        .object({
          address: rules.destinationTextAddress,
          latitude: rules.destinationLatitude,
          longitude: rules.destinationLongitude,
          notes: requestOrderDetails().riderNotes,
        })
        .strict()
        .optional(),
      delivery_fee: ZSignedFee.optional(),
      item_value_confirmed: z.boolean().optional().default(false),
    })
    .strict();
}
export type TUpdateOrderPayload = z.input<ReturnType<typeof updateOrderSchema>>;
export type TUpdateOrderInput = z.output<ReturnType<typeof updateOrderSchema>>;
