import type { TFlags } from '@rider-portal/domain/flags';
import type { TPaymentMethod } from '@rider-portal/domain/payments';
import {
  checkPreorderTime,
  createOrderSchema,
  isItemValueAboveLimit,
} from '@rider-portal/domain/request-order';
import type { TLatLng } from '@rider-portal/domain/request-order';
import { getMarket } from '@rider-portal/domain/markets';
import type { TAppContext } from '../../app-context.ts';
import { AppError, translationKeyOf } from '../../http/errors.ts';
import { getCountryParameter } from '../country-params/service.ts';
import { resolveFlagsFor } from '../flags/service.ts';
import { autocomplete, reverse } from '../geo/service.ts';
import { findAllowedPaymentMethods, findItemValueLimit } from '../orders/request-options.ts';
import { checkDeliverability, priceDelivery, vendorCoordinates } from '../quotes/service.ts';
import { readMarketServiceHours, serviceHoursAt } from '../service-hours/service.ts';
import { findVendor } from '../vendors/store.ts';
import type { TVendorRow } from '../vendors/store.ts';
import {
  COLUMN_OF_FIELD,
  amountMinorOf,
  coordinateOf,
  deliveryTypeOf,
  languageOf,
  paymentTypeOf,
  phoneOf,
  scheduleOf,
  textOf,
  yesNoOf,
} from './rows.ts';
import type { TBulkCells } from './rows.ts';
import type { TCheckedRow } from './store.ts';

type TCtx = Pick<TAppContext, 'db' | 'config' | 'secrets'>;

/** What every row of one job is checked against, read once per run. */
export type TJobEnv = {
  vendor: TVendorRow;
  flags: TFlags;
  allowedPaymentMethods: TPaymentMethod[];
  isOnlinePaymentActivated: boolean;
  serviceHours: string;
  itemValueLimit: number | null;
  origin: TLatLng | null;
  geocoded: Map<string, TLatLng | null | 'unavailable'>;
  /** The name of each point given by coordinates, as reverse geocoding found it. */
  named: Map<string, string>;
};

export async function loadJobEnv(ctx: TCtx, vendorId: string): Promise<TJobEnv> {
  const vendor = await findVendor(ctx.db, vendorId);
  if (!vendor) throw new AppError(404, 'error.not-found');
  const flags = await resolveFlagsFor(ctx, vendorId);
  const [allowedPaymentMethods, online, serviceHours, itemValueLimit] = await Promise.all([
    findAllowedPaymentMethods(ctx, vendor, flags),
    getCountryParameter(ctx, 'onlinePaymentActivated'),
    readMarketServiceHours(ctx),
    findItemValueLimit(ctx),
  ]);
  return {
    vendor,
    flags,
    allowedPaymentMethods,
    isOnlinePaymentActivated: online.trim().toLowerCase() === 'true',
    serviceHours,
    itemValueLimit,
    origin: vendorCoordinates(vendor),
    geocoded: new Map(),
    named: new Map(),
  };
}

/** The first place the geocoder finds for an address (as the form's first suggestion). */
async function geocode(ctx: TCtx, env: TJobEnv, address: string) {
  const key = address.toLowerCase();
  const known = env.geocoded.get(key);
  if (known !== undefined) return known;
  let found: TLatLng | null | 'unavailable';
  try {
    const [first] = await autocomplete(ctx, {
      query: address,
      country: null,
      near: env.origin,
      language: null,
    });
    found = first ? { lat: first.latitude, lng: first.longitude } : null;
  } catch {
    found = 'unavailable';
  }
  env.geocoded.set(key, found);
  return found;
}

/**
 * A drop-off given by coordinates only is named after the place there, else the coordinates; once
 * per point in a job (a day's file names the same customers again and again).
 */
async function addressAt(ctx: TCtx, env: TJobEnv, point: TLatLng): Promise<string> {
  const key = `${point.lat},${point.lng}`;
  const known = env.named.get(key);
  if (known !== undefined) return known;
  let name: string;
  try {
    name = (await reverse(ctx, { ...point, language: null })).formatted_address;
  } catch {
    name = `${point.lat}, ${point.lng}`;
  }
  env.named.set(key, name);
  return name;
}

type TRowVerdict = Omit<TCheckedRow, 'rowNumber'>;

function invalid(
  error: string,
  errorColumn: string | null,
  errorParams: Record<string, string> | null = null,
): TRowVerdict {
  return {
    status: 'INVALID',
    error,
    errorColumn,
    errorParams,
    warning: null,
    payload: null,
    fee: null,
  };
}

const omitted = new WeakMap<object, ReturnType<typeof schemaWithoutFee>>();

function schemaWithoutFee(schema: ReturnType<typeof createOrderSchema>) {
  return schema.omit({ delivery_fee: true });
}

/** The request schema without the signed fee: placement quotes a fresh one for each row. */
function rowSchema(ctx: TCtx, env: TJobEnv) {
  const schema = createOrderSchema({
    country: ctx.config.country,
    allowedPaymentMethods: env.allowedPaymentMethods,
  });
  let without = omitted.get(schema);
  if (!without) {
    without = schemaWithoutFee(schema);
    omitted.set(schema, without);
  }
  return without;
}

function isFinitePoint(lat: number | null, lng: number | null): boolean {
  return lat !== null && lng !== null && Number.isFinite(lat) && Number.isFinite(lng);
}

/**
 * Checks one row as the request form would be checked (000 §5, first failure reported, with the
 * form's own schema), then what the form checks against the world: pre-order time, service hours,
 * deliverability and the fee (000 §4). A valid row keeps the payload placement will send.
 */
export async function checkRow(
  ctx: TCtx,
  env: TJobEnv,
  cells: TBulkCells,
  now: Date,
): Promise<TRowVerdict> {
  const country = ctx.config.country;
  const timeZone = ctx.config.timeZone;
  let address = textOf(cells.dropoff_address);
  const lat = coordinateOf(cells.latitude);
  const lng = coordinateOf(cells.longitude);
  let destination: TLatLng | null = null;
  let geocodeError: string | null = null;
  let coordinatesColumn = 'latitude';
  if (lat !== null || lng !== null) {
    destination = isFinitePoint(lat, lng)
      ? { lat: lat!, lng: lng! }
      : { lat: Number.NaN, lng: Number.NaN };
  } else if (address) {
    coordinatesColumn = 'dropoff_address';
    const found = await geocode(ctx, env, address);
    if (found === 'unavailable') geocodeError = 'address.technical-error';
    else destination = found;
  }
  if (!address && destination && isFinitePoint(destination.lat, destination.lng)) {
    address = await addressAt(ctx, env, destination);
  }

  const paymentType = paymentTypeOf(cells.payment_type);
  const scheduled = cells.scheduled_date !== undefined || cells.scheduled_time !== undefined;
  const deliveryType = deliveryTypeOf(cells.delivery_type, scheduled);
  const schedule = deliveryType === 'scheduled' ? scheduleOf(cells, timeZone) : null;
  const coldBag = yesNoOf(cells.cold_bag);
  const ageCheck = yesNoOf(cells.age_check);
  const amount = amountMinorOf(cells.order_amount, country);
  const language = languageOf(cells.customer_language);
  const payload: Record<string, unknown> = {
    vendor_id: env.vendor.vendorId,
    destinationUnitNumber: textOf(cells.unit),
    destinationName: textOf(cells.customer_name),
    destinationPhoneNumber: phoneOf(cells.customer_phone, country),
    orderDescription: textOf(cells.description),
    destinationTextAddress: address,
    ...(destination
      ? { destinationLatitude: destination.lat, destinationLongitude: destination.lng }
      : {}),
    ...(amount === null ? {} : { orderAmount: amount }),
    ...(paymentType
      ? { paymentMethod: paymentType === 'ONLINE_PAYMENT' ? 'PAID' : paymentType }
      : {}),
    destinationBuilding: textOf(cells.building),
    riderNotes: textOf(cells.notes),
    preordered_for: schedule instanceof Date ? Math.floor(schedule.getTime() / 1000) : null,
    cold_bag_needed: coldBag ?? false,
    age_validation_required: ageCheck ?? false,
    // Issue 21: the customer's messages in their language, else the market's first.
    recipient_language:
      language === null || language === 'invalid' ? getMarket(country).languages[0] : language,
  };

  const parsed = rowSchema(ctx, env).safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = String(issue.path[0] ?? '');
    const isCoordinates = field === 'destinationLatitude' || field === 'destinationLongitude';
    if (isCoordinates)
      return invalid(geocodeError ?? translationKeyOf(issue.message), coordinatesColumn);
    return invalid(translationKeyOf(issue.message), COLUMN_OF_FIELD[field] ?? null);
  }
  if (coldBag === null) return invalid('bulk.row.yes-no-invalid', 'cold_bag');
  if (ageCheck === null) return invalid('bulk.row.yes-no-invalid', 'age_check');
  if (deliveryType === null) return invalid('bulk.row.delivery-type-invalid', 'delivery_type');
  if (language === 'invalid') return invalid('bulk.row.language-invalid', 'customer_language');
  if (paymentType === 'ONLINE_PAYMENT' && !env.isOnlinePaymentActivated) {
    return invalid('error.no-payment-method-available', 'payment_type');
  }

  if (deliveryType === 'scheduled') {
    if (!(schedule instanceof Date)) return invalid('bulk.row.schedule-invalid', 'scheduled_date');
    if (!env.flags['pre-order']) return invalid('bulk.row.schedule-unavailable', 'delivery_type');
    if (checkPreorderTime(schedule.getTime() / 1000, now) !== 'ok') {
      return invalid('order.preorder-time-invalid', 'scheduled_date');
    }
    if (!serviceHoursAt(env.serviceHours, schedule, timeZone).is_open) {
      return invalid('order.preorder-outside-service-hours', 'scheduled_time');
    }
  } else {
    const hours = serviceHoursAt(env.serviceHours, now, timeZone);
    if (!hours.is_open) {
      return invalid('service.closed', null, { from: hours.from, to: hours.to, time: hours.time });
    }
  }

  if (!env.origin) return invalid('address.no-coordinates', null);
  const point = { lat: parsed.data.destinationLatitude, lng: parsed.data.destinationLongitude };
  let fee: number;
  try {
    const deliverability = await checkDeliverability({
      ctx,
      vendor: env.vendor,
      origin: env.origin,
      destination: point,
      flags: env.flags,
    });
    if (deliverability.result !== 'DELIVERABLE') {
      const key =
        deliverability.reason === 'outside-area'
          ? 'error.outside-delivery-area'
          : 'error.undeliverable-address';
      return invalid(key, coordinatesColumn === 'latitude' ? 'latitude' : 'dropoff_address');
    }
    const price = await priceDelivery({
      ctx,
      vendor: env.vendor,
      origin: env.origin,
      destination: point,
      paymentMethod: parsed.data.paymentMethod,
    });
    fee = price.fee;
  } catch (error) {
    if (error instanceof AppError) return invalid(error.translationKey, null);
    throw error;
  }
  const isAboveLimit = isItemValueAboveLimit(parsed.data.orderAmount, env.itemValueLimit);
  return {
    status: 'VALID',
    error: null,
    errorColumn: null,
    errorParams: null,
    warning: isAboveLimit ? 'bulk.row.item-value-above-limit' : null,
    payload,
    fee,
  };
}
