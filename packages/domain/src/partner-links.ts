import type { TCountryCode, TEntity } from './markets.ts';
import { getMarket } from './markets.ts';

/**
 * 000 §2 "an optional become-a-partner link per country". The spec names no addresses: these are
 * the brands' partner sign-up pages as we know them, to be confirmed by each market (our choice).
 * Brands without a listed page (foodora, HungerStation, pandasend) show no link.
 */
const PARTNER_PAGES: Partial<Record<TEntity, string>> = {
  TALABAT: 'https://www.talabat.com/partner',
  FOODPANDA: 'https://www.foodpanda.com/partner-with-us/',
  EFOOD: 'https://www.e-food.gr/partners',
  FOODY: 'https://www.foody.com.cy/partners',
  GLOVO: 'https://glovoapp.com/partners',
};

/** The become-a-partner address for a market, or null when it shows none. */
export function partnerLinkFor(country: TCountryCode): string | null {
  return PARTNER_PAGES[getMarket(country).entity] ?? null;
}
