import type {
  TC2cTracking,
  TPublicTracking,
  TTrackingLinks,
} from '@rider-portal/domain/public-tracking';
import { isCardPaymentOrder } from '@rider-portal/domain/payments';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { findOrderPayment } from '../payments/order-payment.ts';
import { findOrder } from '../orders/store.ts';
import { presentC2cTracking, presentPublicTracking } from './presenter.ts';
import { findTrackedOrder, type TTrackedOrder } from './store.ts';
import { isTrackingTokenValid, trackingPath, type TTrackingKind } from './tokens.ts';

/**
 * The order a tracking link opens. An unknown order and a wrong or missing token answer the same
 * 404, so a guessed id reveals nothing. The token is checked first: a wrong one costs no read.
 */
async function findLinkedOrder(
  ctx: TAppContext,
  kind: TTrackingKind,
  input: { orderId: string; token: string | undefined },
): Promise<TTrackedOrder> {
  const isValid = isTrackingTokenValid(
    ctx.secrets.trackingSecret,
    kind,
    input.orderId,
    input.token,
  );
  const row = isValid ? await findTrackedOrder(ctx.db, input.orderId) : null;
  if (!row) throw new AppError(404, 'public-tracking.not-found');
  return row;
}

/** 001 §2 /tracking/{orderID}: the public page's order. */
export async function findPublicTracking(
  ctx: TAppContext,
  input: { orderId: string; token: string | undefined },
): Promise<TPublicTracking> {
  return presentPublicTracking(await findLinkedOrder(ctx, 'track', input), ctx.clock.now());
}

/** 001 §1, §2 /tracking-c2c/{orderID}: the sender's page, with the card payment's state. */
export async function findC2cTracking(
  ctx: TAppContext,
  input: { orderId: string; token: string | undefined },
): Promise<TC2cTracking> {
  const row = await findLinkedOrder(ctx, 'track-c2c', input);
  const payment = isCardPaymentOrder(row.statusHistory)
    ? await findOrderPayment(ctx.db, row.orderId)
    : null;
  return presentC2cTracking(row, payment, ctx.clock.now());
}

/**
 * The links of an order for the vendor who placed it (the caller's right to act for the vendor is
 * checked by the route): the public page, and the sender's page for a guest's order.
 */
export async function findTrackingLinks(
  ctx: TAppContext,
  input: { vendorId: string; orderId: string },
): Promise<TTrackingLinks> {
  const order = await findOrder(ctx.db, input.orderId);
  if (!order || order.vendorId !== input.vendorId) throw new AppError(404, 'error.not-found');
  const secret = ctx.secrets.trackingSecret;
  return {
    tracking_url: trackingPath(secret, 'track', order.orderId),
    c2c_tracking_url: order.sender ? trackingPath(secret, 'track-c2c', order.orderId) : null,
  };
}
