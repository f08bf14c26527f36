import { discountedFee } from '@rider-portal/domain/vouchers';
import type { TVoucherType } from '@rider-portal/domain/vouchers';
import {
  isItemValueAboveLimit,
  isOrderModifiable,
  updateOrderSchema,
} from '@rider-portal/domain/request-order';
import type { TUpdateOrderInput } from '@rider-portal/domain/request-order';
import type { TPaymentMethod } from '@rider-portal/domain/payments';
import type { TOrderStatus, TStatusHistoryEntry } from '@rider-portal/domain/statuses';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { zodFieldErrors } from '../../http/validation.ts';
import type { TDb } from '../../platform/db.ts';
import { isFlagOn } from '../flags/service.ts';
import { publishLiveEvent, recordLiveEvent } from '../live/publish.ts';
import { assertDeliverable, assertFeeQuote, checkDeliverability } from '../quotes/service.ts';
import { findVendor } from '../vendors/store.ts';
import type { TVendorRow } from '../vendors/store.ts';
import { presentOrder } from './presenter.ts';
import { findAllowedPaymentMethods, findItemValueLimit } from './request-options.ts';
import { findOrder, findOrderForUpdate, updateOrderRow } from './store.ts';
import type { TOrderRow } from './store.ts';

type TCtx = Pick<TAppContext, 'db' | 'bus' | 'clock' | 'config' | 'secrets'>;

async function parseChanges(
  ctx: TCtx,
  vendor: TVendorRow,
  payload: unknown,
): Promise<TUpdateOrderInput> {
  const allowedPaymentMethods = await findAllowedPaymentMethods(ctx, vendor);
  const parsed = updateOrderSchema({
    country: ctx.config.country,
    allowedPaymentMethods,
  }).safeParse(payload);
  if (!parsed.success) {
    const fieldErrors = zodFieldErrors(parsed.error);
    throw new AppError(400, fieldErrors[0]?.translation_key ?? 'error.validation', { fieldErrors });
  }
  return parsed.data;
}

function isModifiable(row: TOrderRow): boolean {
  return isOrderModifiable(row.status as TOrderStatus, row.statusHistory as TStatusHistoryEntry[]);
}

/**
 * PUT /order/{id} (000 §7, modify-order flag): payment method, amount, item details and drop-off
 * location, only while the order has not been picked up. A new location or payment method comes
 * with a new signed fee for it (and the order's voucher, if any, discounts the new fee). The status
 * stays as the logistics side set it.
 */
export async function updateOrder(input: {
  ctx: TCtx;
  orderId: string;
  vendorId: string;
  payload: unknown;
  now?: Date;
}) {
  const { ctx, orderId, vendorId } = input;
  const now = input.now ?? ctx.clock.now();
  if (!(await isFlagOn(ctx, 'modify-order-button', vendorId))) {
    throw new AppError(403, 'error.forbidden');
  }
  const vendor = await findVendor(ctx.db, vendorId);
  const current = await findOrder(ctx.db, orderId);
  if (!vendor || !current || current.vendorId !== vendorId)
    throw new AppError(404, 'error.not-found');
  const changes = await parseChanges(ctx, vendor, input.payload);
  if (!isModifiable(current)) throw new AppError(409, 'order.not-modifiable');

  const paymentMethod = changes.payment_method ?? current.details.payment_method;
  const location = changes.location;
  const destination = location
    ? { lat: location.latitude, lng: location.longitude }
    : { lat: current.customer.location.latitude, lng: current.customer.location.longitude };
  const origin = { lat: current.pickup.latitude, lng: current.pickup.longitude };
  const isRepriced = location !== undefined || paymentMethod !== current.details.payment_method;
  let distanceMeters = current.distanceMeters;
  if (isRepriced) {
    if (!changes.delivery_fee) throw new AppError(409, 'error.fee.changed');
    if (location) {
      const check = await checkDeliverability({ ctx, vendor, origin, destination });
      assertDeliverable(check);
      distanceMeters = Math.round(check.distance_km * 1000);
    }
    assertFeeQuote({
      ctx,
      now,
      vendorId,
      origin,
      destination,
      paymentMethod: paymentMethod as TPaymentMethod,
      quote: changes.delivery_fee,
    });
  }
  const amount = changes.amount !== undefined ? changes.amount : current.details.amount;
  if (changes.amount !== undefined) {
    const limit = await findItemValueLimit(ctx);
    if (isItemValueAboveLimit(amount, limit) && !changes.item_value_confirmed) {
      throw new AppError(422, 'order.item-value-not-confirmed', { details: { limit } });
    }
  }

  const result = await ctx.db.transaction(async (transaction) => {
    const tx = transaction as unknown as TDb;
    const row = await findOrderForUpdate(tx, orderId);
    if (!row) throw new AppError(404, 'error.not-found');
    // The rider may have collected it while we were checking.
    if (!isModifiable(row)) throw new AppError(409, 'order.not-modifiable');
    const fee = isRepriced ? changes.delivery_fee!.fee : row.deliveryFee;
    const voucher = row.voucher;
    const saved = await updateOrderRow(tx, orderId, {
      updatedAt: now,
      deliveryFee: fee,
      discountedDeliveryFee: voucher
        ? discountedFee(fee, { type: voucher.type as TVoucherType, amount: voucher.amount })
        : row.discountedDeliveryFee,
      // The discounted quote was signed for the old fee.
      discountedDeliveryFeeSignature: isRepriced ? null : row.discountedDeliveryFeeSignature,
      distanceMeters,
      itemValueConfirmed: row.itemValueConfirmed || changes.item_value_confirmed,
      details: {
        ...row.details,
        amount,
        description: changes.item_details ?? row.details.description,
        payment_method: paymentMethod,
      },
      customer: location
        ? {
            ...row.customer,
            location: {
              ...row.customer.location,
              address: location.address,
              latitude: location.latitude,
              longitude: location.longitude,
              notes: location.notes,
            },
          }
        : row.customer,
    });
    const liveEvent = await recordLiveEvent(tx, {
      vendorId,
      type: 'order_update',
      data: presentOrder(saved),
      at: now,
    });
    return { saved, liveEvent };
  });
  await publishLiveEvent(ctx.bus, result.liveEvent);
  return presentOrder(result.saved);
}
