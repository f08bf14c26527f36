import { getMarket, type TCountryCode } from '@rider-portal/domain/markets';
import { toMajorUnits } from '@rider-portal/domain/pricing';

/**
 * Money always with its currency in the market's format (UX.md): an amount in minor units of the
 * market currency, formatted for the interface language in that country (e.g. el-CY).
 */
export function formatMoney(amountMinor: number, country: TCountryCode, language: string): string {
  const market = getMarket(country);
  const value = toMajorUnits(amountMinor, market.currencyMinorUnits);
  const options: Intl.NumberFormatOptions = { style: 'currency', currency: market.currency };
  try {
    return new Intl.NumberFormat(`${language}-${country}`, options).format(value);
  } catch {
    return new Intl.NumberFormat(language, options).format(value);
  }
}
