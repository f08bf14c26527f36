import { z } from 'zod';
import { NOTES_MAX_BYTES, STREET_ADDRESS_MAX_BYTES, utf8ByteLength } from './constants.ts';
import { ERROR_KEYS } from './errors.ts';
import { ZOriginAddress } from './request-order.ts';
import { ZOwnerEmail } from './validation.ts';
import { VALIDATION_KEYS } from './validation-keys.ts';

// Vendors, collection points (outlets) and vendor addresses: 000 §3, §5, §7; 001 §3, §5, §7.
// Schemas report translation keys in the order the specification lists the rules.

/** Longest id, name or short address part we accept; the spec gives no limit (our choice). */
export const OUTLET_TEXT_MAX_CHARS = 200;
/**
 * A new collection point starts inactive and becomes available this many minutes later (000 §2
 * "a new point takes a few minutes to become available"; the number is our choice).
 */
export const OUTLET_ACTIVATION_MINUTES = 3;
/** Owners one collection point may list (our choice). */
export const OUTLET_OWNERS_MAX = 20;

/** The location of a vendor or collection point (000 §3 "vendor_information.location"). */
export const ZVendorLocation = z.object({
  address_text: z.string(),
  building: z.string(),
  unit: z.string(),
  city: z.string(),
  country_code: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  postal_code: z.string(),
  street: z.string(),
  street_number: z.string(),
  rider_instructions: z.string(),
});
export type TVendorLocation = z.infer<typeof ZVendorLocation>;

/**
 * A vendor as GET /vendors and GET /vendor/{id} answer it (000 §3). Owners are listed as
 * `{ email }` objects, the shape 001 §3 gives (000 §3 reads "list of emails").
 */
export const ZVendor = z.object({
  vendor_id: z.string(),
  parent_vendor_id: z.string().nullable(),
  client_vendor_id: z.string(),
  is_active: z.boolean(),
  is_registered: z.boolean(),
  is_parent: z.boolean(),
  estimation_pick_up_time: z.number(),
  flags: z.object({ payment_methods: z.array(z.string()) }),
  vendor_information: z.object({
    name: z.string(),
    owners: z.array(z.object({ email: z.string() })),
    contact: z.object({ phone: z.string() }),
    location: ZVendorLocation,
  }),
});
export type TVendor = z.infer<typeof ZVendor>;

/** A vendor with coordinates: the request flow asks for an origin address otherwise (000 §4). */
export function hasCoordinates(vendor: Pick<TVendor, 'vendor_information'>): boolean {
  const { latitude, longitude } = vendor.vendor_information.location;
  return latitude !== null && longitude !== null;
}

const isWithinBytes = (max: number) => (s: string) => utf8ByteLength(s) <= max;

const optionalText = z.string().trim().max(OUTLET_TEXT_MAX_CHARS).optional().default('');

// 000 §5 "Collection point form": the input keeps only digits and plus; what reaches the server
// must already be so.
const PHONE_INPUT_PATTERN = /^\+?\d+$/;

/** 000 §5: each rule of the collection point form, written once for the form and the payload. */
export const outletRules = {
  clientVendorId: z
    .string({ error: VALIDATION_KEYS.collectionPointIdRequired })
    .trim()
    .min(1, { error: VALIDATION_KEYS.collectionPointIdRequired })
    .max(OUTLET_TEXT_MAX_CHARS),
  name: z
    .string({ error: VALIDATION_KEYS.labelRequired })
    .trim()
    .min(1, { error: VALIDATION_KEYS.labelRequired })
    .max(OUTLET_TEXT_MAX_CHARS),
  phone: z
    .string({ error: VALIDATION_KEYS.phoneNumberRequired })
    .trim()
    .min(1, { error: VALIDATION_KEYS.phoneNumberRequired, abort: true })
    .max(20, { error: VALIDATION_KEYS.phoneInvalid })
    .regex(PHONE_INPUT_PATTERN, { error: VALIDATION_KEYS.phoneInvalid }),
  /** The pickup address text: required, at most 255 bytes (000 §5 "Address is too long"). */
  address: z
    .string({ error: VALIDATION_KEYS.pickupAddressRequired })
    .trim()
    .min(1, { error: VALIDATION_KEYS.pickupAddressRequired, abort: true })
    .refine(isWithinBytes(STREET_ADDRESS_MAX_BYTES), { error: ERROR_KEYS.addressTooLong }),
  latitude: z
    .number({ error: VALIDATION_KEYS.pickupAddressRequired })
    .min(-90, { error: VALIDATION_KEYS.pickupAddressRequired })
    .max(90, { error: VALIDATION_KEYS.pickupAddressRequired }),
  longitude: z
    .number({ error: VALIDATION_KEYS.pickupAddressRequired })
    .min(-180, { error: VALIDATION_KEYS.pickupAddressRequired })
    .max(180, { error: VALIDATION_KEYS.pickupAddressRequired }),
  owners: z.array(ZOwnerEmail).max(OUTLET_OWNERS_MAX),
  /** Rider instructions are the collection point's notes: at most 1000 bytes (000 §5). */
  riderInstructions: z
    .string()
    .trim()
    .refine(isWithinBytes(NOTES_MAX_BYTES), { error: ERROR_KEYS.addressNotesTooLong })
    .optional()
    .default(''),
};

/**
 * POST /outlet and PUT /outlet/{id} (000 §3 "Outlet payload"). Keys are declared in the order of
 * the form's rules (000 §5), so the first issue is the one the form shows first.
 */
export const ZOutletPayload = z
  .object({
    parent_vendor_id: z.string().trim().min(1).max(OUTLET_TEXT_MAX_CHARS),
    client_vendor_id: outletRules.clientVendorId,
    name: outletRules.name,
    phone_number: outletRules.phone,
    address: outletRules.address,
    latitude: outletRules.latitude,
    longitude: outletRules.longitude,
    users: outletRules.owners.optional().default([]),
    rider_instructions: outletRules.riderInstructions,
    unit: optionalText,
    building: optionalText,
    street: optionalText,
    street_number: optionalText,
    city: optionalText,
    postal_code: optionalText,
    country_code: z.string().trim().max(2).optional().default(''),
  })
  .strict();
export type TOutletPayload = z.input<typeof ZOutletPayload>;
export type TOutletInput = z.output<typeof ZOutletPayload>;

/** The map/search part of the collection point form (000 §3 "Collection point form"). */
export type TCollectionPointLocation = {
  formatted_address: string;
  latitude: number | null;
  longitude: number | null;
  city: string;
  countryCode: string;
  zipcode: string;
  street: string;
  streetNumber: string;
};

/** The collection point form of 000 §3, as the dialog holds it. */
export type TCollectionPointForm = {
  parentVendorId: string;
  clientVendorId: string;
  name: string;
  unitNo: string;
  building: string;
  phone: string;
  riderInstructions: string;
  owners: { email: string }[];
  location: TCollectionPointLocation;
  isEditMode: boolean;
  vendorId: string | null;
};

/** A field of the form and the message key of its first broken rule. */
export type TFormError = { field: string; key: string };

/**
 * 000 §5 "Collection point form": validates the form with the payload's own rules and answers the
 * broken ones in the specification's order (ID, label, phone, address, owner emails), one per
 * field. Fields are named as in the form: `owners.2.email` for the third owner.
 */
export function validateCollectionPointForm(form: TCollectionPointForm): TFormError[] {
  const result = ZOutletPayload.safeParse(toOutletPayload(form));
  if (result.success) return [];
  const errors: TFormError[] = [];
  for (const issue of result.error.issues) {
    const field = formFieldOf(issue.path);
    if (errors.some((e) => e.field === field)) continue;
    errors.push({ field, key: issue.message });
  }
  return errors;
}

const PAYLOAD_TO_FORM: Record<string, string> = {
  parent_vendor_id: 'parentVendorId',
  client_vendor_id: 'clientVendorId',
  name: 'name',
  phone_number: 'phone',
  address: 'location',
  latitude: 'location',
  longitude: 'location',
  rider_instructions: 'riderInstructions',
  unit: 'unitNo',
  building: 'building',
};

function formFieldOf(path: readonly PropertyKey[]): string {
  const [head, index] = path;
  if (head === 'users') return typeof index === 'number' ? `owners.${index}.email` : 'owners';
  return PAYLOAD_TO_FORM[String(head)] ?? String(head);
}

/** The outlet payload (000 §3) a collection point form sends; empty owner rows are left out. */
export function toOutletPayload(form: TCollectionPointForm): TOutletPayload {
  return {
    parent_vendor_id: form.parentVendorId,
    client_vendor_id: form.clientVendorId,
    name: form.name,
    phone_number: form.phone,
    address: form.location.formatted_address,
    latitude: form.location.latitude as number,
    longitude: form.location.longitude as number,
    users: form.owners.map((o) => o.email.trim()).filter((email) => email !== ''),
    rider_instructions: form.riderInstructions,
    unit: form.unitNo,
    building: form.building,
    street: form.location.street,
    street_number: form.location.streetNumber,
    city: form.location.city,
    postal_code: form.location.zipcode,
    country_code: form.location.countryCode,
  };
}

/** The form of 000 §3 filled from a vendor, for the dialog's edit mode. */
export function collectionPointFormOf(vendor: TVendor): TCollectionPointForm {
  const info = vendor.vendor_information;
  const location = info.location;
  return {
    parentVendorId: vendor.parent_vendor_id ?? '',
    clientVendorId: vendor.client_vendor_id,
    name: info.name,
    unitNo: location.unit,
    building: location.building,
    phone: info.contact.phone,
    riderInstructions: location.rider_instructions,
    owners: info.owners.map((o) => ({ email: o.email })),
    location: {
      formatted_address: location.address_text,
      latitude: location.latitude,
      longitude: location.longitude,
      city: location.city,
      countryCode: location.country_code,
      zipcode: location.postal_code,
      street: location.street,
      streetNumber: location.street_number,
    },
    isEditMode: true,
    vendorId: vendor.vendor_id,
  };
}

/** An empty form for the dialog's add mode, under the given parent. */
export function emptyCollectionPointForm(parentVendorId: string): TCollectionPointForm {
  return {
    parentVendorId,
    clientVendorId: '',
    name: '',
    unitNo: '',
    building: '',
    phone: '',
    riderInstructions: '',
    owners: [{ email: '' }],
    location: {
      formatted_address: '',
      latitude: null,
      longitude: null,
      city: '',
      countryCode: '',
      zipcode: '',
      street: '',
      streetNumber: '',
    },
    isEditMode: false,
    vendorId: null,
  };
}

/**
 * PUT /vendor/{id}/address: the "origin address creation" fields of 000 §3 (street_address,
 * building, city, countryCode, postalCode, latitude, longitude, unit, notes), with the rules of
 * ZOriginAddress, checked in the order of 000 §5 "Address": coordinates ('No coordinates for that
 * address'), notes at most 1000 bytes ('Notes are too long'), street address at most 255 bytes
 * ('Address is too long').
 */
const origin = ZOriginAddress.shape;
export const ZVendorAddressPayload = z
  .object({
    latitude: z
      .number({ error: ERROR_KEYS.addressNoCoordinates })
      .min(-90, { error: ERROR_KEYS.addressNoCoordinates })
      .max(90, { error: ERROR_KEYS.addressNoCoordinates }),
    longitude: z
      .number({ error: ERROR_KEYS.addressNoCoordinates })
      .min(-180, { error: ERROR_KEYS.addressNoCoordinates })
      .max(180, { error: ERROR_KEYS.addressNoCoordinates }),
    notes: origin.notes,
    street_address: origin.street_address,
    building: origin.building,
    unit: origin.unit,
    city: origin.city,
    countryCode: origin.countryCode,
    postalCode: origin.postalCode,
  })
  .strict();
export type TVendorAddressPayload = z.input<typeof ZVendorAddressPayload>;
export type TVendorAddressInput = z.output<typeof ZVendorAddressPayload>;
