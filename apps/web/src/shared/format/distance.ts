import type { TCountryCode } from '@rider-portal/domain/markets';

/**
 * A distance in km as the market reads numbers in the interface language (UX.md: distances in
 * km), to one decimal: 38.2 in English, 38,2 in Greek. The unit stays in the sentence around it.
 */
export function formatKm(km: number, country: TCountryCode, language: string): string {
  const options: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };
  try {
    return new Intl.NumberFormat(`${language}-${country}`, options).format(km);
  } catch {
    return new Intl.NumberFormat(language, options).format(km);
  }
}
