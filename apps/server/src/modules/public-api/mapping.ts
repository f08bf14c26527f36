import type { z } from 'zod';
import type { ZApiSender } from '@rider-portal/domain/api/public/orders';
import type { TApiCreateOrderRequest } from '@rider-portal/domain/api/public/orders';
import { getMarket } from '@rider-portal/domain/markets';
import { toMinorUnits } from '@rider-portal/domain/pricing';
import type { TSignedFee } from '@rider-portal/domain/request-order';
import type { TCountryCode } from '@rider-portal/domain/markets';

export type TApiSender = z.output<typeof ZApiSender>;

/** The portal's request field behind each of the reference's, for error messages. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  destinationName: 'recipient.name',
  destinationPhoneNumber: 'recipient.phone_number',
  destinationTextAddress: 'recipient.location.address',
  destinationLatitude: 'recipient.location.latitude',
  destinationLongitude: 'recipient.location.longitude',
  riderNotes: 'recipient.notes',
  orderDescription: 'description',
  orderAmount: 'amount',
  paymentMethod: 'payment_method',
  preordered_for: 'preordered_for',
  // The unit is read from the address in markets that require one.
  destinationUnitNumber: 'recipient.location.address',
};

/** A unit written in the address the Singapore way (`Blk 123 Ang Mo Kio Ave 3 #05-12`). */
const UNIT_IN_ADDRESS = /#\s?(\d{1,3}-\d{1,5}[a-z]?)\b/i;

/**
 * The unit number of a drop-off for markets that require one (Singapore): the reference has no
 * unit field, and its clients write the unit in the address; '' when it is not there (refused
 * as an invalid recipient.location.address).
 */
export function unitFromAddress(address: string): string {
  const match = UNIT_IN_ADDRESS.exec(address);
  return match ? `#${match[1]!.toUpperCase()}` : '';
}

export function apiFieldName(portalField: string): string {
  return FIELD_NAMES[portalField] ?? portalField;
}

/**
 * The portal's request payload (000 §3) for a public order: the same schema and createOrder then
 * check it. The fee is the one the server has just quoted and signed for this order; the item
 * value needs no confirmation step (an integration has no dialog).
 */
export function portalPayload(input: {
  country: TCountryCode;
  vendorId: string;
  order: TApiCreateOrderRequest;
  fee: TSignedFee;
}): Record<string, unknown> {
  const { order } = input;
  const minor = getMarket(input.country).currencyMinorUnits;
  return {
    vendor_id: input.vendorId,
    destinationName: order.recipient.name,
    destinationPhoneNumber: order.recipient.phone_number,
    destinationTextAddress: order.recipient.location.address,
    ...(getMarket(input.country).isUnitNumberRequired
      ? { destinationUnitNumber: unitFromAddress(order.recipient.location.address) }
      : {}),
    destinationLatitude: order.recipient.location.latitude,
    destinationLongitude: order.recipient.location.longitude,
    riderNotes: order.recipient.notes ?? '',
    orderDescription: order.description,
    orderAmount: toMinorUnits(order.amount, minor),
    paymentMethod: order.payment_method,
    cold_bag_needed: order.coldbag_needed,
    age_validation_required: order.delivery_tasks.age_validation_required,
    preordered_for: order.preordered_for,
    item_value_confirmed: true,
    recipient_language: order.recipient.language ?? null,
    recipient_email: order.recipient.email ?? '',
    delivery_fee: input.fee,
  };
}
