import { getMarket } from '@rider-portal/domain/markets';
import { parsePaymentMethodsParam } from '@rider-portal/domain/payments';
import type { TPaymentMethod } from '@rider-portal/domain/payments';
import { itemValueLimitMinor, requestPaymentMethods } from '@rider-portal/domain/request-order';
import type { TAppContext } from '../../app-context.ts';
import { getCountryParameter } from '../country-params/service.ts';
import type { TFlags } from '@rider-portal/domain/flags';
import { resolveFlagsFor } from '../flags/service.ts';
import { vendorCoordinates } from '../quotes/service.ts';
import type { TVendorRow } from '../vendors/store.ts';

type TCtx = Pick<TAppContext, 'db' | 'config'>;

/** 000 §5 rule 9: the payment methods this vendor may choose now. */
export async function findAllowedPaymentMethods(
  ctx: TCtx,
  vendor: TVendorRow,
  resolved?: TFlags,
): Promise<TPaymentMethod[]> {
  const [param, flags] = await Promise.all([
    getCountryParameter(ctx, 'paymentMethods'),
    resolved ?? resolveFlagsFor(ctx, vendor.vendorId),
  ]);
  return requestPaymentMethods({
    countryMethods: parsePaymentMethodsParam(param),
    vendorMethods: vendor.paymentMethods,
    isNoneEnabled: flags['none-payment-method'],
    isPayAtPickupEnabled: flags['pay-at-pickup'],
  });
}

/** 000 §5: the item value above which the vendor confirms, in minor units; null when none. */
export async function findItemValueLimit(ctx: TCtx): Promise<number | null> {
  let param: string | null;
  try {
    param = await getCountryParameter(ctx, 'orderItemValueExceedLimit');
  } catch {
    param = null; // 000 §5: -1 (no limit known) when the check fails
  }
  return itemValueLimitMinor(param, ctx.config.country);
}

/**
 * GET /request-options/{vendorId}: what the request form needs about this vendor in one answer:
 * the collection point (and whether its origin must be asked), the payment methods, the item value
 * limit and the currency.
 */
export async function getRequestOptions(ctx: TCtx, vendor: TVendorRow) {
  const market = getMarket(ctx.config.country);
  const [paymentMethods, itemValueLimit] = await Promise.all([
    findAllowedPaymentMethods(ctx, vendor),
    findItemValueLimit(ctx),
  ]);
  const coordinates = vendorCoordinates(vendor);
  const defaultMethod = paymentMethods.includes(ctx.config.defaultPayment)
    ? ctx.config.defaultPayment
    : (paymentMethods[0] ?? null);
  return {
    vendor_id: vendor.vendorId,
    name: vendor.name,
    is_guest: vendor.isGuest,
    pickup: {
      has_coordinates: coordinates !== null,
      address: vendor.location.address_text,
      latitude: coordinates?.lat ?? null,
      longitude: coordinates?.lng ?? null,
      city: vendor.location.city,
    },
    estimation_pick_up_time: vendor.estimationPickUpTime,
    payment_methods: paymentMethods,
    default_payment_method: defaultMethod,
    item_value_limit: itemValueLimit,
    currency: market.currency,
  };
}
