import type {
  TApiCreateOrderRequest,
  TApiEstimateRequest,
  TApiOrder,
} from '@rider-portal/domain/api/public/orders';
import { getMarket } from '@rider-portal/domain/markets';
import { PANDAGO_CANCEL_REASONS } from '@rider-portal/domain/pandago';
import type { TPandagoClientReason } from '@rider-portal/domain/pandago';
import { toMajorUnits, toMinorUnits } from '@rider-portal/domain/pricing';
import type { TProofKindView } from '@rider-portal/domain/order-view';
import type { TPaymentMethod } from '@rider-portal/domain/payments';
import type { TAppContext } from '../../app-context.ts';
import { AppError } from '../../http/errors.ts';
import { cancelOrder } from '../orders/cancel.ts';
import { createOrder, parseCreateOrderPayload } from '../orders/create-order.ts';
import { findOrderProof } from '../orders/proofs.ts';
import { findOrder } from '../orders/store.ts';
import type { TOrderRow } from '../orders/store.ts';
import { updateOrder } from '../orders/update-order.ts';
import { trackingPath } from '../public-tracking/tokens.ts';
import {
  assertDeliverable,
  checkDeliverability,
  estimateDelivery,
  quoteDeliveryFee,
  resolveOrigin,
} from '../quotes/service.ts';
import type { TRequestClock } from '../service-hours/request-clock.ts';
import { resolveFlagsFor } from '../flags/service.ts';
import { findVendor } from '../vendors/store.ts';
import type { TVendorRow } from '../vendors/store.ts';
import { MESSAGES, PublicApiError, invalidPayload } from './errors.ts';
import { apiFieldName, portalPayload } from './mapping.ts';
import { presentApiOrder, presentUpdatedOrder } from './presenter.ts';
import { resolveSenderBranch } from './senders.ts';
import { findApiOrder, insertApiOrder } from './store.ts';
import type { TApiClientRow } from './store.ts';

type TCall = { ctx: TAppContext; client: TApiClientRow; clock: TRequestClock; origin: string };

/** The client's brand; a brand removed since answers 403 like a revoked client. */
async function brandOf(call: TCall): Promise<TVendorRow> {
  const brand = await findVendor(call.ctx.db, call.client.vendorId);
  if (!brand) throw new PublicApiError(403, MESSAGES.forbidden);
  return brand;
}

/** The shared schema's refusals in the reference's words ('recipient.phone_number is invalid'). */
function parsePayload(ctx: TAppContext, payload: Record<string, unknown>) {
  try {
    return parseCreateOrderPayload(ctx, payload);
  } catch (error) {
    if (error instanceof AppError && error.fieldErrors.length > 0) {
      throw invalidPayload(
        error.fieldErrors.map((f) => ({ field: apiFieldName(f.field), isMissing: false })),
      );
    }
    throw error;
  }
}

/** The order of the client, or 404 'Order not found' (another client's order never shows). */
async function ownOrder(
  call: TCall,
  orderId: string,
): Promise<{ row: TOrderRow; clientOrderId: string | null }> {
  const record = await findApiOrder(call.ctx.db, call.client.clientId, orderId);
  const row = record ? await findOrder(call.ctx.db, orderId) : null;
  if (!record || !row) throw new PublicApiError(404, MESSAGES.orderNotFound);
  return { row, clientOrderId: record.clientOrderId };
}

async function present(
  call: TCall,
  row: TOrderRow,
  clientOrderId: string | null,
  known?: TVendorRow,
) {
  const vendor = known ?? (await findVendor(call.ctx.db, row.vendorId))!;
  return presentApiOrder({
    row,
    vendor,
    clientOrderId,
    country: call.ctx.config.country,
    trackingLink: `${call.origin}${trackingPath(call.ctx.secrets.trackingSecret, 'track', row.orderId)}`,
  });
}

/**
 * POST /orders: the branch from the sender, a fee quoted and signed now, the portal's payload
 * checked by the shared schema, then the one createOrder (service hours, deliverability, the
 * signed fee, payment methods) with `client_order_id` (else the Idempotency-Key header) as the
 * idempotency key among the client's keys, over the client's own request body.
 */
export async function createApiOrder(
  call: TCall,
  input: { body: TApiCreateOrderRequest; idempotencyKey: string | null },
): Promise<{ order: TApiOrder; isReplay: boolean }> {
  const { ctx, client } = call;
  const { body } = input;
  const brand = await brandOf(call);
  const branch = await resolveSenderBranch(ctx.db, brand, body.sender, true);
  const now = call.clock.now();
  const origin = resolveOrigin(branch, null);
  const destination = {
    lat: body.recipient.location.latitude,
    lng: body.recipient.location.longitude,
  };
  const quote = await quoteDeliveryFee({
    ctx,
    now,
    vendor: branch,
    origin,
    destination,
    paymentMethod: body.payment_method,
  });
  const payload = portalPayload({
    country: ctx.config.country,
    vendorId: branch.vendorId,
    order: body,
    fee: { fee: quote.fee, expires_at: quote.expires_at, signature: quote.signature },
  });
  const parsed = parsePayload(ctx, payload);
  const key = body.client_order_id
    ? `client_order_id:${body.client_order_id}`
    : input.idempotencyKey
      ? `idempotency-key:${input.idempotencyKey}`
      : null;
  const result = await createOrder({
    ctx,
    vendorId: branch.vendorId,
    input: parsed,
    idempotencyKey: key,
    idempotency: { scope: `api:${client.clientId}`, body },
    clock: call.clock,
    known: { vendor: branch, flags: await resolveFlagsFor(ctx, branch.vendorId) },
    onCreated: (tx, orderId) =>
      insertApiOrder(tx, {
        orderId,
        clientId: client.clientId,
        clientOrderId: body.client_order_id ?? null,
        createdAt: now,
      }),
  });
  // The client's own order (created, or answered again for its key): no need to ask whose.
  const row = await findOrder(ctx.db, result.orderId);
  if (!row) throw new PublicApiError(404, MESSAGES.orderNotFound);
  const vendor = row.vendorId === branch.vendorId ? branch : undefined;
  return {
    order: await present(call, row, body.client_order_id ?? null, vendor),
    isReplay: result.isReplay,
  };
}

/** GET /orders/{id}. */
export async function getApiOrder(call: TCall, orderId: string): Promise<TApiOrder> {
  const { row, clientOrderId } = await ownOrder(call, orderId);
  return present(call, row, clientOrderId);
}

/** DELETE /orders/{id}: the portal's cancellation with pandago's reason in our words. */
export async function cancelApiOrder(
  call: TCall,
  input: { orderId: string; reason: TPandagoClientReason },
): Promise<void> {
  const { row } = await ownOrder(call, input.orderId);
  await cancelOrder(call.ctx, {
    vendorId: row.vendorId,
    orderId: row.orderId,
    reason: PANDAGO_CANCEL_REASONS[input.reason],
    // pandago: cancellable until a courier accepted, so also before logistics received it.
    isNewCancellable: true,
  });
}

/** GET /orders/{id}/coordinates: where the rider was last reported. */
export async function getApiCoordinates(call: TCall, orderId: string) {
  const { row, clientOrderId } = await ownOrder(call, orderId);
  const rider = row.rider;
  if (!rider) throw new PublicApiError(404, MESSAGES.noDriver);
  return {
    ...(clientOrderId ? { client_order_id: clientOrderId } : {}),
    latitude: rider.lat,
    longitude: rider.lng,
    updated_at: Math.floor(new Date(rider.updated_at).getTime() / 1000),
  };
}

const PROOF_NAMES: Readonly<Record<TProofKindView, string>> = {
  pickup: 'Proof of pickup',
  delivery: 'Proof of delivery',
  return: 'Proof of return',
};

/** GET /orders/proof_of_{kind}/{id}: the image in base64, under the portal's proof flags. */
export async function getApiProof(
  call: TCall,
  input: { orderId: string; kind: TProofKindView },
): Promise<string> {
  const notFound = new PublicApiError(
    404,
    `${PROOF_NAMES[input.kind]} for this order was not found`,
  );
  const record = await findApiOrder(call.ctx.db, call.client.clientId, input.orderId);
  if (!record) throw notFound;
  const order = await findOrder(call.ctx.db, input.orderId);
  if (!order) throw notFound;
  try {
    const proof = await findOrderProof(call.ctx, {
      vendorId: order.vendorId,
      orderId: order.orderId,
      kind: input.kind,
    });
    return proof.image.slice(proof.image.indexOf(',') + 1);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw notFound;
    throw error;
  }
}

/** What the estimates need: the branch, the origin and the drop-off. */
async function estimateInputs(call: TCall, body: TApiEstimateRequest) {
  const brand = await brandOf(call);
  const branch = await resolveSenderBranch(call.ctx.db, brand, body.sender, false);
  const origin = resolveOrigin(branch, null);
  const destination = {
    lat: body.recipient.location.latitude,
    lng: body.recipient.location.longitude,
  };
  const deliverability = await checkDeliverability({
    ctx: call.ctx,
    vendor: branch,
    origin,
    destination,
  });
  assertDeliverable(deliverability);
  return { branch, origin, destination };
}

/** POST /orders/fee: the portal's price for this trip, in major units. */
export async function estimateApiFee(call: TCall, body: TApiEstimateRequest) {
  const { branch, origin, destination } = await estimateInputs(call, body);
  const quote = await quoteDeliveryFee({
    ctx: call.ctx,
    now: call.clock.now(),
    vendor: branch,
    origin,
    destination,
    paymentMethod: body.payment_method,
  });
  const minor = getMarket(call.ctx.config.country).currencyMinorUnits;
  return {
    ...(body.client_order_id ? { client_order_id: body.client_order_id } : {}),
    estimated_delivery_fee: toMajorUnits(quote.fee, minor),
  };
}

/** POST /orders/time: the portal's estimations from now, in ISO-8601 UTC. */
export async function estimateApiTime(call: TCall, body: TApiEstimateRequest) {
  const { branch, origin, destination } = await estimateInputs(call, body);
  const estimate = await estimateDelivery({ ctx: call.ctx, vendor: branch, origin, destination });
  const now = call.clock.now().getTime();
  return {
    ...(body.client_order_id ? { client_order_id: body.client_order_id } : {}),
    estimated_pickup_time: new Date(now + estimate.pickup_minutes * 60_000).toISOString(),
    estimated_delivery_time: new Date(now + estimate.dropoff_minutes * 60_000).toISOString(),
  };
}

/**
 * PUT /orders/{id}: the portal's order change (before pickup, modify-order flag) with the
 * reference's payment rules: CASH_ON_DELIVERY to PAID needs amount 0; PAID to CASH_ON_DELIVERY is
 * refused. A new location or payment method is priced and signed now.
 */
export async function updateApiOrder(
  call: TCall,
  input: {
    orderId: string;
    body: {
      payment_method?: 'PAID' | 'CASH_ON_DELIVERY';
      amount?: number;
      location?: { address?: string; latitude: number; longitude: number; notes?: string };
      description?: string;
    };
  },
) {
  const { ctx } = call;
  const { row } = await ownOrder(call, input.orderId);
  const { body } = input;
  const current = row.details.payment_method as TPaymentMethod;
  if (body.payment_method === 'CASH_ON_DELIVERY' && current === 'PAID') {
    throw new PublicApiError(422, MESSAGES.cannotUpdate);
  }
  if (body.payment_method === 'PAID' && current === 'CASH_ON_DELIVERY' && body.amount !== 0) {
    throw new PublicApiError(400, MESSAGES.invalidUpdate);
  }
  const minor = getMarket(ctx.config.country).currencyMinorUnits;
  const paymentMethod = body.payment_method ?? current;
  const isRepriced = body.location !== undefined || paymentMethod !== current;
  const vendor = (await findVendor(ctx.db, row.vendorId))!;
  const destination = body.location
    ? { lat: body.location.latitude, lng: body.location.longitude }
    : { lat: row.customer.location.latitude, lng: row.customer.location.longitude };
  const fee = isRepriced
    ? await quoteDeliveryFee({
        ctx,
        now: call.clock.now(),
        vendor,
        origin: { lat: row.pickup.latitude, lng: row.pickup.longitude },
        destination,
        paymentMethod,
      })
    : null;
  try {
    await updateOrder({
      ctx,
      orderId: row.orderId,
      vendorId: row.vendorId,
      now: call.clock.now(),
      payload: {
        vendor_id: row.vendorId,
        ...(body.payment_method ? { payment_method: body.payment_method } : {}),
        // Amount 0 with PAID is pandago's "nothing to collect"; ours keeps the item value.
        ...(body.amount !== undefined && !(paymentMethod === 'PAID' && body.amount === 0)
          ? { amount: toMinorUnits(body.amount, minor) }
          : {}),
        ...(body.description !== undefined ? { item_details: body.description } : {}),
        ...(body.location
          ? {
              location: {
                address: body.location.address ?? row.customer.location.address,
                latitude: body.location.latitude,
                longitude: body.location.longitude,
                notes: body.location.notes ?? row.customer.location.notes,
              },
            }
          : {}),
        ...(fee
          ? { delivery_fee: { fee: fee.fee, expires_at: fee.expires_at, signature: fee.signature } }
          : {}),
        item_value_confirmed: true,
      },
    });
  } catch (error) {
    if (error instanceof AppError) {
      if (error.translationKey === 'error.forbidden') {
        throw new PublicApiError(405, 'order update is not allowed for this country');
      }
      if (error.translationKey === 'order.not-modifiable') {
        throw new PublicApiError(422, MESSAGES.cannotUpdate);
      }
      if (error.status === 400) throw new PublicApiError(400, MESSAGES.invalidUpdate);
    }
    throw error;
  }
  return presentUpdatedOrder((await findOrder(ctx.db, row.orderId))!, ctx.config.country);
}
