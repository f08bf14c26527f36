import { LOGIN_PICKUP_ESTIMATION } from '@rider-portal/domain/constants';
import { estimateMinutes } from '@rider-portal/domain/estimations';
import { getMarket } from '@rider-portal/domain/markets';
import {
  checkPreorderTime,
  createOrderSchema,
  isItemValueAboveLimit,
} from '@rider-portal/domain/request-order';
import type { TCreateOrderInput, TLatLng } from '@rider-portal/domain/request-order';
import type { TFlags } from '@rider-portal/domain/flags';
import type { TOrderUpdateEvent } from '@rider-portal/domain/api/live';
import { ERROR_KEYS } from '@rider-portal/domain/errors';
import { VALIDATION_KEYS } from '@rider-portal/domain/validation-keys';
import type { TAppContext } from '../../app-context.ts';
import type { TOrderPickup } from '../../db/schema.ts';
import { AppError, englishMessage } from '../../http/errors.ts';
import { zodFieldErrors } from '../../http/validation.ts';
import type { TDb } from '../../platform/db.ts';
import type { TSavedAddressInput } from '../addressbook/store.ts';
import { resolveFlagsFor } from '../flags/service.ts';
import { publishLiveEvent, recordLiveEvent } from '../live/publish.ts';
import {
  assertDeliverable,
  assertFeeQuote,
  checkDeliverability,
  resolveOrigin,
  vendorCoordinates,
} from '../quotes/service.ts';
import { marketClock } from '../service-hours/request-clock.ts';
import type { TRequestClock } from '../service-hours/request-clock.ts';
import { assertServiceOpen, serviceHoursAt } from '../service-hours/service.ts';
import { findVendor } from '../vendors/store.ts';
import type { TVendorRow } from '../vendors/store.ts';
import { redeemVoucher } from '../vouchers/service.ts';
import { findIdempotencyKey, hashRequestBody } from './idempotency-store.ts';
import { presentOrder } from './presenter.ts';
import { findAllowedPaymentMethods, findItemValueLimit } from './request-options.ts';
import { insertOrderWithKey, isOrderKeyTaken, orderRowOf, updateOrderRow } from './store.ts';
import type { TNewOrderRow, TOrderKeyClaim, TOrderRow } from './store.ts';

type TCtx = Pick<TAppContext, 'db' | 'bus' | 'clock' | 'config' | 'secrets'>;

export type TCreateOrderCommand = {
  ctx: TCtx;
  /** The vendor the caller has been authorised for; the payload's vendor_id must name it. */
  vendorId: string;
  /**
   * The request payload of 000 §3, already parsed with the market's shared schema (the route's
   * body schema, or parseCreateOrderPayload): only the vendor's own rules are checked here.
   */
  input: TCreateOrderInput;
  /** The same key with the same payload answers the first order; with another payload, 422. */
  idempotencyKey: string | null;
  /** The time and service hours the request runs with; the market's by default. */
  clock?: TRequestClock;
  /** The vendor and its flags when the caller has just read them (else they are read here). */
  known?: { vendor: TVendorRow; flags: TFlags };
  /**
   * Paid by card (modules/payments): the order starts as INITIATED and enters dispatch only once
   * its payment is committed. Without it the order starts as NEW, which guests may not do (000 §6:
   * guests get card payment only).
   */
  isCardPayment?: boolean;
  /**
   * Whose keys `idempotencyKey` is among, and what its hash covers: the vendor's keys over the
   * parsed payload by default; a public API client keys by its ClientID over its own request body
   * (its `client_order_id` is one key for all its outlets).
   */
  idempotency?: { scope: string; body: unknown };
  /** The caller's own rows about the new order, written in the order's transaction. */
  onCreated?: (tx: TDb, orderId: string) => Promise<void>;
};

export type TCreateOrderResult = { orderId: string; isReplay: boolean };

/**
 * The one way an order is created (the request form, and bulk upload row by row). In order:
 * the vendor's own rules, pre-order and service hours, deliverability, the signed fee, the item
 * value limit; then the order with its number, its history entry, its idempotency key, the address
 * book entry and the vendor's live event in one statement (no transaction needed); with a voucher
 * or the caller's own rows, a transaction with that statement, the voucher use and the caller's
 * rows, and the live event after them. The event is published once that has committed. Nothing
 * is written when any check fails. A key already used answers its order (the same payload) or 422
 * (another payload), also when a check would refuse the request now.
 */
export async function createOrder(command: TCreateOrderCommand): Promise<TCreateOrderResult> {
  const { ctx, vendorId, idempotencyKey } = command;
  const clock = command.clock ?? marketClock(ctx);
  const now = clock.now();
  const keyScope = command.idempotency?.scope ?? vendorId;
  const requestHash = hashRequestBody(command.idempotency?.body ?? command.input);
  const claim = idempotencyKey
    ? { scope: keyScope, key: idempotencyKey, requestHash, at: now }
    : null;
  try {
    const known = command.known?.vendor.vendorId === vendorId ? command.known : null;
    const vendor = known?.vendor ?? (await findVendor(ctx.db, vendorId));
    assertVendorTakesOrders(vendor, now, command.isCardPayment === true);
    const flags = known?.flags ?? (await resolveFlagsFor(ctx, vendorId));
    const { input } = command;
    await assertVendorRules(ctx, vendor, flags, input);
    const checked = await checkRequest({ ctx, vendor, flags, input, now, clock });

    const status = command.isCardPayment ? 'INITIATED' : 'NEW';
    const placed = { ctx, vendor, input, checked, now, status, claim } as const;
    // Without a voucher or rows of the caller's, the order is one statement that commits alone.
    const liveEvent =
      input.voucher || command.onCreated
        ? await ctx.db.transaction(async (transaction) => {
            const tx = transaction as unknown as TDb;
            const { orderId, row } = await insertRequestedOrder({ ...placed, tx });
            if (command.onCreated) await command.onCreated(tx, orderId);
            return recordLiveEvent(tx, orderUpdate(row, now));
          })
        : await insertRequestedOrder({ ...placed, tx: ctx.db, withLiveEvent: true }).then(
            (inserted) => inserted.liveEvent!,
          );
    await publishLiveEvent(ctx.bus, liveEvent);
    return { orderId: liveEvent.data.order_id, isReplay: false };
  } catch (error) {
    // A retry of a placed order answers that order, even when a check would refuse it now (its
    // quote may have expired since).
    const earlier = claim && (await replayOf(ctx.db, keyScope, claim.key, requestHash));
    if (earlier) return earlier;
    // The key was taken by a request whose transaction has not committed (PGlite does not wait).
    if (isOrderKeyTaken(error)) throw new AppError(409, 'error.idempotency-in-progress');
    throw error;
  }
}

async function replayOf(
  db: TDb,
  vendorId: string,
  key: string,
  requestHash: string,
): Promise<TCreateOrderResult | null> {
  const row = await findIdempotencyKey(db, vendorId, key);
  if (!row) return null;
  if (row.requestHash !== requestHash) throw new AppError(422, 'error.idempotency-conflict');
  if (!row.orderId) throw new AppError(409, 'error.idempotency-in-progress');
  return { orderId: row.orderId, isReplay: true };
}

/**
 * The shared schema of 000 §5 for this market (first failure reported), for callers whose payload
 * no route has parsed: a card payment's order, a bulk row. 400 with the rule's key.
 */
export function parseCreateOrderPayload(
  ctx: Pick<TAppContext, 'config'>,
  payload: unknown,
): TCreateOrderInput {
  const parsed = createOrderSchema({ country: ctx.config.country }).safeParse(payload);
  if (!parsed.success) {
    const fieldErrors = zodFieldErrors(parsed.error);
    throw new AppError(400, fieldErrors[0]?.translation_key ?? 'error.validation', {
      fieldErrors,
    });
  }
  return parsed.data;
}

/**
 * The vendor exists and takes orders now: a new collection point is activated a few minutes after
 * it is added (000 §2); a guest pays by card only (000 §6).
 */
export function assertVendorTakesOrders(
  vendor: TVendorRow | null,
  now: Date,
  isCardPayment: boolean,
): asserts vendor is TVendorRow {
  if (!vendor) throw new AppError(400, 'validation.no-vendor');
  const isAvailable = vendor.isActive || (vendor.activatesAt !== null && vendor.activatesAt <= now);
  if (!isAvailable) throw new AppError(409, 'order.outlet-not-available');
  if (vendor.isGuest && !isCardPayment) {
    throw new AppError(403, 'error.no-payment-method-available');
  }
}

function fieldRefusal(field: string, key: string): AppError {
  return new AppError(400, key, {
    fieldErrors: [{ field, translation_key: key, message: englishMessage(key) }],
  });
}

/** The rules of 000 §5 that depend on the vendor: its payment methods (rule 9), a guest's sender. */
export async function assertVendorRules(
  ctx: TCtx,
  vendor: TVendorRow,
  flags: TFlags,
  input: TCreateOrderInput,
): Promise<void> {
  if (input.vendor_id !== vendor.vendorId) throw new AppError(400, 'validation.no-vendor');
  const allowedPaymentMethods = await findAllowedPaymentMethods(ctx, vendor, flags);
  if (!allowedPaymentMethods.includes(input.paymentMethod)) {
    throw fieldRefusal('paymentMethod', ERROR_KEYS.noPaymentMethodAvailable);
  }
  // A guest is an individual sender: the rider and the receiver need their name and phone (000 §3
  // "sender ... for guests"), and the sender's tracking page shows them.
  if (vendor.isGuest && input.sender === null) {
    throw fieldRefusal('sender.name', VALIDATION_KEYS.senderNameRequired);
  }
}

export type TCheckedRequest = {
  origin: TLatLng;
  destination: TLatLng;
  preorderedFor: Date | null;
  distanceKm: number;
  vatNumber: string | null;
};

/** Everything that can refuse the request, before anything is written. */
export async function checkRequest(input: {
  ctx: TCtx;
  vendor: TVendorRow;
  flags: TFlags;
  input: TCreateOrderInput;
  now: Date;
  clock: TRequestClock;
}): Promise<TCheckedRequest> {
  const { ctx, vendor, now } = input;
  const order = input.input;
  const origin = resolveOrigin(
    vendor,
    order.origin ? { lat: order.origin.latitude, lng: order.origin.longitude } : null,
  );
  const destination = { lat: order.destinationLatitude, lng: order.destinationLongitude };

  let preorderedFor: Date | null = null;
  if (order.preordered_for !== null) {
    if (!input.flags['pre-order']) {
      throw new AppError(403, 'error.forbidden');
    }
    if (checkPreorderTime(order.preordered_for, now) !== 'ok') {
      throw new AppError(422, 'order.preorder-time-invalid');
    }
    preorderedFor = new Date(order.preordered_for * 1000);
    const hours = await input.clock.serviceHours();
    if (!serviceHoursAt(hours, preorderedFor, ctx.config.timeZone).is_open) {
      throw new AppError(422, 'order.preorder-outside-service-hours');
    }
  } else {
    assertServiceOpen(serviceHoursAt(await input.clock.serviceHours(), now, ctx.config.timeZone));
  }

  const deliverability = await checkDeliverability({
    ctx,
    vendor,
    origin,
    destination,
    flags: input.flags,
  });
  assertDeliverable(deliverability);
  assertFeeQuote({
    ctx,
    now,
    vendorId: vendor.vendorId,
    origin,
    destination,
    paymentMethod: order.paymentMethod,
    quote: order.delivery_fee,
  });

  const limit = await findItemValueLimit(ctx);
  if (isItemValueAboveLimit(order.orderAmount, limit) && !order.item_value_confirmed) {
    throw new AppError(422, 'order.item-value-not-confirmed', { details: { limit } });
  }
  const isVatEnabled = input.flags['payment-vat'];
  return {
    origin,
    destination,
    preorderedFor,
    distanceKm: deliverability.distance_km,
    vatNumber: isVatEnabled && order.vat_number ? order.vat_number : null,
  };
}

function pickupOf(vendor: TVendorRow, order: TCreateOrderInput, origin: TLatLng): TOrderPickup {
  if (vendorCoordinates(vendor)) {
    const l = vendor.location;
    return {
      address: l.address_text,
      latitude: origin.lat,
      longitude: origin.lng,
      unit: l.unit,
      building: l.building,
      city: l.city,
      notes: l.rider_instructions,
    };
  }
  const o = order.origin!;
  return {
    address: o.street_address,
    latitude: origin.lat,
    longitude: origin.lng,
    unit: o.unit,
    building: o.building,
    city: o.city,
    notes: o.notes,
  };
}

/** The order row a checked request becomes (without its id: the vendor's next number names it). */
export function newOrderRow(input: {
  ctx: Pick<TAppContext, 'config'>;
  vendor: TVendorRow;
  input: TCreateOrderInput;
  checked: TCheckedRequest;
  now: Date;
  status: 'NEW' | 'INITIATED';
}): TNewOrderRow {
  const { ctx, vendor, checked, now, status } = input;
  const order = input.input;
  const pickup = pickupOf(vendor, order, checked.origin);
  const isInstant = checked.preorderedFor === null;
  // A first estimate for instant orders; the logistics side refines it (dispatch owns the ETAs).
  const eta = estimateMinutes({
    roadKm: checked.distanceKm,
    pickUpMinutes: vendor.estimationPickUpTime,
  });
  return {
    vendorId: vendor.vendorId,
    status,
    statusHistory: [{ status, created_at: now.toISOString() }],
    createdAt: now,
    updatedAt: now,
    preorderedFor: checked.preorderedFor,
    currency: getMarket(ctx.config.country).currency,
    deliveryFee: order.delivery_fee.fee,
    vatNumber: checked.vatNumber,
    ageValidationRequired: order.age_validation_required,
    loginPickupEstimation: LOGIN_PICKUP_ESTIMATION,
    pickup,
    customer: {
      name: order.destinationName,
      phone_number: order.destinationPhoneNumber,
      ...(order.recipient_email ? { email: order.recipient_email } : {}),
      location: {
        address: order.destinationTextAddress,
        latitude: checked.destination.lat,
        longitude: checked.destination.lng,
        notes: order.riderNotes,
        unit: order.destinationUnitNumber,
        building: order.destinationBuilding,
        city: order.destinationCity,
        area: order.destinationArea,
      },
    },
    details: {
      amount: order.orderAmount,
      description: order.orderDescription,
      payment_method: order.paymentMethod,
      cold_bag_needed: order.cold_bag_needed,
    },
    sender: vendor.isGuest && order.sender ? { ...order.sender, location: pickup } : null,
    etaPickupAt: isInstant ? new Date(now.getTime() + eta.pickup_minutes * 60_000) : null,
    etaDropoffAt: isInstant ? new Date(now.getTime() + eta.dropoff_minutes * 60_000) : null,
    distanceMeters: Math.round(checked.distanceKm * 1000),
    itemValueConfirmed: order.item_value_confirmed,
    recipientLanguage: order.recipient_language,
  };
}

/** The address book entry an order saves: its customer at its drop-off (000 §3 "Saved address"). */
export function savedAddressOf(input: {
  ctx: Pick<TAppContext, 'config'>;
  vendorId: string;
  input: TCreateOrderInput;
  checked: TCheckedRequest;
  now: Date;
}): TSavedAddressInput {
  const order = input.input;
  return {
    vendorId: input.vendorId,
    name: order.destinationName,
    phoneNumber: order.destinationPhoneNumber,
    addressText: order.destinationTextAddress,
    streetAddress: order.destinationTextAddress,
    unit: order.destinationUnitNumber,
    building: order.destinationBuilding,
    city: order.destinationCity,
    countryCode: input.ctx.config.country,
    postalCode: '',
    notes: order.riderNotes,
    latitude: input.checked.destination.lat,
    longitude: input.checked.destination.lng,
    lastUsedAt: input.now,
  };
}

/** The vendor's live event about an order as it is now (recorded, then published). */
function orderUpdate(row: TOrderRow, at: Date) {
  return { vendorId: row.vendorId, type: 'order_update' as const, data: presentOrder(row), at };
}

/**
 * The order, its number, key and address book entry in one statement (insertOrderWithKey), with
 * its voucher redeemed after it; and its live event in the same statement when asked (there is
 * no voucher then: the event shows the order as written).
 */
async function insertRequestedOrder(input: {
  ctx: TCtx;
  tx: TDb;
  vendor: TVendorRow;
  input: TCreateOrderInput;
  checked: TCheckedRequest;
  now: Date;
  status: 'NEW' | 'INITIATED';
  claim: TOrderKeyClaim | null;
  withLiveEvent?: boolean;
}): Promise<{ orderId: string; row: TOrderRow; liveEvent: TOrderUpdateEvent | null }> {
  const { ctx, tx, vendor, checked, now } = input;
  const order = input.input;
  const newRow = newOrderRow(input);
  // Presented before its number is known: the database writes the id into the event.
  const event = input.withLiveEvent ? orderUpdate(orderRowOf(newRow, ''), now) : null;
  const { orderId, liveSeq } = await insertOrderWithKey(tx, {
    order: newRow,
    claim: input.claim,
    savedAddress: savedAddressOf({ ...input, vendorId: vendor.vendorId }),
    liveEvent: event
      ? { payload: { type: event.type, vendor_id: event.vendorId, data: event.data }, at: now }
      : undefined,
  });
  let row = orderRowOf(newRow, orderId);
  if (order.voucher) {
    const redeemed = await redeemVoucher({
      ctx,
      tx,
      now,
      vendorId: vendor.vendorId,
      orderId,
      orderTime: checked.preorderedFor ?? now,
      fee: order.delivery_fee,
      voucher: order.voucher,
    });
    row = await updateOrderRow(tx, orderId, {
      voucher: redeemed.voucher,
      discountedDeliveryFee: redeemed.discountedFee,
      discountedDeliveryFeeSignature: redeemed.signature,
    });
  }
  const liveEvent =
    event && liveSeq !== null
      ? {
          type: event.type,
          vendor_id: event.vendorId,
          data: { ...event.data, order_id: orderId },
          seq: liveSeq,
        }
      : null;
  return { orderId, row, liveEvent };
}
