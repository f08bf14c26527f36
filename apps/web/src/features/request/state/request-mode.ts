import type { TCountryCode } from '@rider-portal/domain/markets';
import type { TLatLng, TSignedFee } from '@rider-portal/domain/request-order';
import type { TOrderView } from '@rider-portal/domain/order-view';
import type { TRequestOptions } from '../api/request-options';
import type { TSubmission } from '../hooks/use-request-submit';
import {
  buildCreatePayload,
  buildUpdatePayload,
  cardToPay,
  draftFromOrder,
  emptyDraft,
  type TRequestDraft,
} from './request-draft';

/** What the form knows when it builds what it sends. */
export type TSubmissionInput = {
  draft: TRequestDraft;
  vendorId: string;
  country: TCountryCode;
  fee: TSignedFee | null;
  isVatEnabled: boolean;
};

/**
 * What differs between requesting a rider and changing an order that has not been picked up
 * (000 §4, §7 PUT /order): the form is the same, and reads these instead of asking which it is.
 */
export type TRequestMode = {
  kind: 'create' | 'edit';
  initialDraft: () => TRequestDraft;
  /** 000 §4: the origin is asked when the vendor has no coordinates, and always for guests. */
  needsOrigin: boolean;
  /** Where the rider collects when the origin is not asked. */
  pickupPoint: TLatLng | null;
  pickupAddress: string;
  /** A voucher applies to a new order only. */
  hasVoucher: boolean;
  submission: (input: TSubmissionInput) => TSubmission;
  submitLabelKey: string;
  failureKey: string;
};

function vendorPointOf(options: TRequestOptions): TLatLng | null {
  const { latitude, longitude } = options.pickup;
  return latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null;
}

/** A new order for the vendor of `options`. */
export function createMode(options: TRequestOptions): TRequestMode {
  const needsOrigin = options.is_guest || !options.pickup.has_coordinates;
  return {
    kind: 'create',
    initialDraft: () => emptyDraft(options.default_payment_method),
    needsOrigin,
    pickupPoint: vendorPointOf(options),
    pickupAddress: options.pickup.address,
    hasVoucher: true,
    submission: (input) => ({
      mode: 'create',
      payload: buildCreatePayload({ ...input, needsOrigin, isGuest: options.is_guest }),
      card: cardToPay(input.draft, options.is_guest),
    }),
    submitLabelKey: 'request.submit.create',
    failureKey: 'order.create-failed',
  };
}

/** A change to `order`, which keeps its pickup. */
export function editMode(order: TOrderView, country: TCountryCode): TRequestMode {
  return {
    kind: 'edit',
    initialDraft: () => draftFromOrder(order, country),
    needsOrigin: false,
    pickupPoint: { lat: order.pickup.latitude, lng: order.pickup.longitude },
    pickupAddress: order.pickup.address,
    hasVoucher: false,
    submission: (input) => ({
      mode: 'edit',
      orderId: order.order_id,
      payload: buildUpdatePayload({ ...input, order }),
    }),
    submitLabelKey: 'request.submit.update',
    failureKey: 'order.update-failed',
  };
}
