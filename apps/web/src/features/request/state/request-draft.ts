import { getMarket, type TCountryCode, type TLanguage } from '@rider-portal/domain/markets';
import type { TFeePayment, TPaymentMethod } from '@rider-portal/domain/payments';
import { toMajorUnits, toMinorUnits } from '@rider-portal/domain/pricing';
import type {
  TCreateOrderPayload,
  TLatLng,
  TSignedFee,
  TUpdateOrderPayload,
} from '@rider-portal/domain/request-order';
import { sanitizePhoneInput } from '@rider-portal/domain/phone-input';
import type { TLocationType } from '../../../shared/session/pin-preference';
import type { TVoucherQuote } from '../api/voucher';
import type { TOrderView } from '@rider-portal/domain/order-view';
import { emptyCardForm, type TCardForm } from '../../payments';

/** An address picked in the search or by a pin: its text and its point. */
import type { TPickedAddress } from '../../../shared/address/address-autocomplete';
export type { TPickedAddress };

/**
 * What the request form holds (000 §3 "Flow state"), as the user typed it. Amounts stay text until
 * the payload is built, so '18,5' is never rewritten under the user's fingers.
 */
export type TRequestDraft = {
  /** The collection point typed in, for a vendor without coordinates and for guests. */
  origin: TPickedAddress | null;
  originText: string;
  originBuilding: string;
  originUnit: string;
  originNotes: string;
  isOriginConfirmed: boolean;
  /** A guest's own name, phone and email (000 §3 "sender"): asked with the origin. */
  senderName: string;
  senderPhone: string;
  senderEmail: string;
  dropOff: TPickedAddress | null;
  dropOffText: string;
  /** How the drop-off was set: 'TEXT' from the search (or address book), 'PIN' from the map. */
  locationType: TLocationType | null;
  unit: string;
  building: string;
  riderNotes: string;
  name: string;
  phone: string;
  /** The language of the customer's text messages and tracking page; null: the market's first. */
  recipientLanguage: TLanguage | null;
  /** The customer's e-mail, where their messages also go (issue 21); '' for none. */
  recipientEmail: string;
  description: string;
  amount: string;
  paymentMethod: TPaymentMethod | null;
  timing: 'instant' | 'preorder';
  /** Unix seconds of the chosen pre-order slot. */
  preorderAt: number | null;
  vatNumber: string;
  isAgeCheckNeeded: boolean;
  isColdBagNeeded: boolean;
  isItemValueConfirmed: boolean;
  /** A cash amount far above the usual was confirmed as meant. */
  isCashAmountConfirmed: boolean;
  voucher: TVoucherQuote | null;
  /** How the delivery is paid; null until chosen: the account, or the card for guests. */
  feePayment: TFeePayment | null;
  /** The card as typed; never stored, never sent anywhere but the confirm call. */
  card: TCardForm;
};

export function emptyDraft(paymentMethod: TPaymentMethod | null): TRequestDraft {
  return {
    origin: null,
    originText: '',
    originBuilding: '',
    originUnit: '',
    originNotes: '',
    isOriginConfirmed: false,
    senderName: '',
    senderPhone: '',
    senderEmail: '',
    dropOff: null,
    dropOffText: '',
    locationType: null,
    unit: '',
    building: '',
    riderNotes: '',
    name: '',
    phone: '',
    recipientLanguage: null,
    recipientEmail: '',
    description: '',
    amount: '',
    paymentMethod,
    timing: 'instant',
    preorderAt: null,
    vatNumber: '',
    isAgeCheckNeeded: false,
    isColdBagNeeded: false,
    isItemValueConfirmed: false,
    isCashAmountConfirmed: false,
    voucher: null,
    feePayment: null,
    card: emptyCardForm(),
  };
}

/**
 * The card to pay the delivery with, or null when it goes on the vendor's account. Guests pay by
 * card only (000 §6); a vendor pays by card when they chose it.
 */
export function cardToPay(draft: TRequestDraft, isGuest: boolean): TCardForm | null {
  return isGuest || draft.feePayment === 'card' ? draft.card : null;
}

/**
 * 000 §4 "Destination is entered by text or map pin": the patch that sets the drop-off, its text
 * and how it was entered. Typing alone only changes the text; the point stays where it came from.
 */
export function dropOffPatch(
  picked: TPickedAddress,
  locationType: TLocationType,
): Pick<TRequestDraft, 'dropOff' | 'dropOffText' | 'locationType'> {
  return { dropOff: picked, dropOffText: picked.address, locationType };
}

/** A placed order in the form, to be edited (?orderID=). */
export function draftFromOrder(order: TOrderView, country: TCountryCode): TRequestDraft {
  const location = order.customer.location;
  const market = getMarket(country);
  return {
    ...emptyDraft(order.order.payment_method as TPaymentMethod),
    isOriginConfirmed: true,
    dropOff: {
      address: location.address,
      latitude: location.latitude,
      longitude: location.longitude,
      city: location.city ?? '',
    },
    dropOffText: location.address,
    unit: location.unit ?? '',
    building: location.building ?? '',
    riderNotes: location.notes,
    name: order.customer.name,
    phone: order.customer.phone_number,
    description: order.order.description,
    amount:
      order.order.amount === null
        ? ''
        : String(toMajorUnits(order.order.amount, market.currencyMinorUnits)),
    timing: order.preordered_for ? 'preorder' : 'instant',
    preorderAt: order.preordered_for,
    vatNumber: order.vat_number ?? '',
    isAgeCheckNeeded: order.age_validation_required,
    isColdBagNeeded: order.order.cold_bag_needed,
  };
}

/** '18.50' or '18,50' in major units → minor units; undefined when empty, NaN when unreadable. */
export function parseAmount(text: string, country: TCountryCode): number | undefined {
  const trimmed = text.trim().replace(/\s/g, '').replace(',', '.');
  if (trimmed === '') return undefined;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  return toMinorUnits(Number(trimmed), getMarket(country).currencyMinorUnits);
}

/** The customer's phone in international form: the market prefix unless one was typed. */
export function fullPhone(phone: string, country: TCountryCode): string {
  const digits = sanitizePhoneInput(phone);
  if (digits === '' || digits.startsWith('+')) return digits;
  return `${getMarket(country).phonePrefix}${digits.replace(/^0+/, '')}`;
}

/** Only the signed part of a quote goes back to the server (its schema refuses other fields). */
function signedFeeOf(quote: TSignedFee | null): TSignedFee | null {
  return quote
    ? { fee: quote.fee, expires_at: quote.expires_at, signature: quote.signature }
    : null;
}

export const pointOf = (address: TPickedAddress | null): TLatLng | null =>
  address ? { lat: address.latitude, lng: address.longitude } : null;

/** POST /order payload (000 §3) from the draft. */
export function buildCreatePayload(input: {
  draft: TRequestDraft;
  vendorId: string;
  country: TCountryCode;
  fee: TSignedFee | null;
  needsOrigin: boolean;
  isVatEnabled: boolean;
  /** A guest sends their own details along (000 §3 "sender ... for guests"). */
  isGuest?: boolean;
}): TCreateOrderPayload {
  const { draft, country } = input;
  return {
    vendor_id: input.vendorId,
    destinationUnitNumber: draft.unit,
    destinationName: draft.name,
    destinationPhoneNumber: fullPhone(draft.phone, country),
    orderDescription: draft.description,
    destinationTextAddress: draft.dropOff ? draft.dropOffText : '',
    destinationLatitude: draft.dropOff?.latitude as number,
    destinationLongitude: draft.dropOff?.longitude as number,
    orderAmount: parseAmount(draft.amount, country) as number,
    paymentMethod: draft.paymentMethod as TPaymentMethod,
    destinationBuilding: draft.building,
    destinationCity: draft.dropOff?.city ?? '',
    riderNotes: draft.riderNotes,
    vat_number: input.isVatEnabled ? draft.vatNumber : '',
    preordered_for: draft.timing === 'preorder' ? draft.preorderAt : null,
    recipient_language: draft.recipientLanguage,
    recipient_email: draft.recipientEmail,
    delivery_fee: signedFeeOf(input.fee) ?? {
      fee: 0,
      expires_at: new Date(0).toISOString(),
      signature: '-',
    },
    voucher: draft.voucher
      ? {
          code: draft.voucher.voucher.code,
          discounted_delivery_fee: draft.voucher.delivery_fee,
          expires_at: draft.voucher.expires_at,
          signature: draft.voucher.signature,
        }
      : null,
    origin:
      input.needsOrigin && draft.origin
        ? {
            street_address: draft.originText,
            latitude: draft.origin.latitude,
            longitude: draft.origin.longitude,
            building: draft.originBuilding,
            unit: draft.originUnit,
            city: draft.origin.city,
            countryCode: country,
            notes: draft.originNotes,
          }
        : null,
    item_value_confirmed: draft.isItemValueConfirmed,
    age_validation_required: draft.isAgeCheckNeeded,
    cold_bag_needed: draft.isColdBagNeeded,
    sender: input.isGuest
      ? {
          name: draft.senderName,
          phone_number: fullPhone(draft.senderPhone, country),
          email: draft.senderEmail,
        }
      : null,
  };
}

/** PUT /order/{id} payload: what may change on a placed order (000 §7). */
export function buildUpdatePayload(input: {
  draft: TRequestDraft;
  order: TOrderView;
  vendorId: string;
  country: TCountryCode;
  fee: TSignedFee | null;
}): TUpdateOrderPayload {
  const { draft, order } = input;
  const location = order.customer.location;
  const isMoved =
    draft.dropOff !== null &&
    (draft.dropOff.latitude !== location.latitude ||
      draft.dropOff.longitude !== location.longitude ||
      draft.dropOffText !== location.address ||
      draft.riderNotes !== location.notes);
  const isRepriced =
    isMoved || (draft.paymentMethod !== null && draft.paymentMethod !== order.order.payment_method);
  return {
    vendor_id: input.vendorId,
    payment_method: draft.paymentMethod ?? undefined,
    amount: parseAmount(draft.amount, input.country) ?? null,
    item_details: draft.description,
    ...(isMoved && draft.dropOff
      ? {
          location: {
            address: draft.dropOffText,
            latitude: draft.dropOff.latitude,
            longitude: draft.dropOff.longitude,
            notes: draft.riderNotes,
          },
        }
      : {}),
    ...(isRepriced && input.fee ? { delivery_fee: signedFeeOf(input.fee)! } : {}),
    item_value_confirmed: draft.isItemValueConfirmed,
  };
}
