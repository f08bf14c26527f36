import type { TCountryCode, TEntity } from './markets.ts';
import { getMarket } from './markets.ts';

/**
 * Where a vendor writes for help, per brand (the help centre's "contact support" answer
 * pointed back at itself). The specification names no addresses: these are the brands' partner
 * support addresses as we know them, in the style of the become-a-partner pages, to be confirmed
 * by each market (our choice).
 */
const SUPPORT_EMAILS: Record<TEntity, string> = {
  TALABAT: 'partners@talabat.com',
  FOODPANDA: 'partner.support@foodpanda.com',
  FOODORA: 'partner.support@foodora.com',
  PANDASEND: 'pandasend.support@foodpanda.com',
  HUNGER_STATION: 'partners@hungerstation.com',
  EFOOD: 'partners@e-food.gr',
  FOODY: 'partners@foody.com.cy',
  GLOVO: 'partners@glovoapp.com',
};

/** The support address of a market's brand. */
export function supportEmailFor(country: TCountryCode): string {
  return SUPPORT_EMAILS[getMarket(country).entity];
}
