import { getMarket } from '@rider-portal/domain/markets';
import type { TCountryCode } from '@rider-portal/domain/markets';
import { toMajorUnits } from '@rider-portal/domain/pricing';
import { COUNTRY_PARAMETER_SERVER_CACHE_MS } from '@rider-portal/domain/constants';
import type { TDb } from '../../platform/db.ts';
import { rememberPerDatabase } from '../../platform/remembered.ts';
import { AppError } from '../../http/errors.ts';
import { deleteCountryParameter, findCountryParameter, upsertCountryParameter } from './store.ts';

/** The country parameters of 000 §7 / 001 §7, by name. */
export const COUNTRY_PARAMETER_NAMES = [
  'allOutletOrders',
  'serviceHours',
  'onlinePaymentActivated',
  'orderItemValueExceedLimit',
  'paymentMethods',
] as const;
export type TCountryParameterName = (typeof COUNTRY_PARAMETER_NAMES)[number];

export function isCountryParameterName(name: string): name is TCountryParameterName {
  return (COUNTRY_PARAMETER_NAMES as readonly string[]).includes(name);
}

/**
 * The value a market starts with until an operator sets one: all-outlet listings on, service
 * hours always open ('0000:0000', equal bounds), online payment on, the market's item value cap
 * in major units (-1 when it has none), and every payment method.
 */
export function defaultCountryParameter(
  country: TCountryCode,
  name: TCountryParameterName,
): string {
  const market = getMarket(country);
  switch (name) {
    case 'allOutletOrders':
      return 'true';
    case 'serviceHours':
      return '0000:0000';
    case 'onlinePaymentActivated':
      return 'true';
    case 'orderItemValueExceedLimit':
      return market.itemValueCap === null
        ? '-1'
        : String(toMajorUnits(market.itemValueCap, market.currencyMinorUnits));
    case 'paymentMethods':
      return 'CASH_ON_DELIVERY|PAID|NONE|PAYMENT_ON_DELIVERY';
  }
}

type TSource = { db: TDb; config: { country: TCountryCode } };

/**
 * Country parameters change a few times a year but are read by every order (its payment
 * methods, service hours and item value limit): each value read is remembered per database for
 * COUNTRY_PARAMETER_SERVER_CACHE_MS. A change made through this instance applies at once; one made
 * on another instance or by the admin command applies within that time.
 */
const remembered = rememberPerDatabase<string | null>(COUNTRY_PARAMETER_SERVER_CACHE_MS);

/** A country parameter's current value: the operator's, else the market default. */
export async function getCountryParameter(
  source: TSource,
  name: TCountryParameterName,
): Promise<string> {
  const value = await remembered.get(source.db, name, () => findCountryParameter(source.db, name));
  return value ?? defaultCountryParameter(source.config.country, name);
}

/** Operator command: set a parameter at run time. */
export async function setCountryParameter(db: TDb, name: string, value: string): Promise<void> {
  if (!isCountryParameterName(name)) throw new AppError(400, 'error.validation');
  await upsertCountryParameter(db, { name, value, at: new Date() });
  remembered.forget(db, name);
}

/** Operator command: forget the operator's value, so the market default applies again. */
export async function resetCountryParameter(db: TDb, name: TCountryParameterName): Promise<void> {
  await deleteCountryParameter(db, name);
  remembered.forget(db, name);
}
