import { getMarket } from './markets.ts';
import type { TCountryCode, TEntity } from './markets.ts';
import type { TLanguage } from './languages.ts';
import { computeDeliveryFee } from './pricing.ts';
import { supportEmailFor } from './support-contacts.ts';

/** The help-centre token lives 1 hour; the web asks a new one 5 minutes earlier (001 §7, §9). */
export const HELP_CENTER_TOKEN_TTL_SECONDS = 3600;

/** The portal's own help-centre conditions init, used while HELP_CENTER_INIT_URL is not set. */
export const HELP_CENTER_BUILT_IN_INIT_PATH = '/api/v1/help-center/init';

/** What the portal tells the help centre it is (the init payload's service_type). */
export const HELP_CENTER_SERVICE_TYPE = 'rider-request';

/** Two-letter brand prefixes of the platform's global entity ids (e.g. FP_TW, TB_KW, FY_CY). */
const ENTITY_PREFIXES: Readonly<Record<TEntity, string>> = {
  TALABAT: 'TB',
  FOODPANDA: 'FP',
  // Individual senders run on the foodpanda entity of their market.
  PANDASEND: 'FP',
  FOODORA: 'FO',
  HUNGER_STATION: 'HS',
  EFOOD: 'EF',
  FOODY: 'FY',
  GLOVO: 'GV',
};

/** The brand entity of a market as the help centre knows it: `{brand prefix}_{country}`. */
export function globalEntityId(entity: TEntity, country: TCountryCode): string {
  return `${ENTITY_PREFIXES[entity]}_${country}`;
}

/** The claims of the help-centre token (GET /vendor/{id}/hc_jwt_token, 001 §7). */
export type THelpCenterClaims = {
  sub: string;
  email: string;
  name: string;
  vendor_id: string;
  country: TCountryCode;
  global_entity_id: string;
  iat: number;
  exp: number;
};

/** The built-in help pages of a market: `/help/{country}`, inside the help centre with `embed=1`. */
export function helpPagePath(
  country: TCountryCode,
  opts: { language?: TLanguage; isEmbedded?: boolean } = {},
): string {
  // Both values are plain ids (a flag and a language code): nothing to escape.
  const query = [
    ...(opts.isEmbedded ? ['embed=1'] : []),
    ...(opts.language ? [`lang=${opts.language}`] : []),
  ].join('&');
  return `/help/${country}${query ? `?${query}` : ''}`;
}

/** The distance of the worked fee example in the help texts (as on the landing page). */
export const HELP_FEE_EXAMPLE_KM = 3;

/**
 * The numbers the per-country help pages quote (001 §2 "Per-country FAQ pages", 000 §9 "Pricing
 * quoted in help texts"), read from the market catalogue and the fee formula the portal charges
 * with, so the help texts can never disagree with the fee. Amounts in minor units.
 */
export function helpFacts(country: TCountryCode) {
  const market = getMarket(country);
  const { pricing } = market;
  const city = market.defaultCity.name;
  const cityIncludedKm = pricing.includedKmByCity?.[city.toLowerCase()];
  const example = (paymentMethod: 'PAID' | 'CASH_ON_DELIVERY') =>
    computeDeliveryFee({ country, distanceKm: HELP_FEE_EXAMPLE_KM, paymentMethod }).amount;
  return {
    country,
    currency: market.currency,
    baseFee: pricing.baseFee,
    perKmFee: pricing.perKmFee,
    /** Kilometres the base fee covers (outside the city below, when there is one). */
    includedKm: pricing.includedKm,
    /** A main city where the base fee covers another distance (Bangkok: 1 km, elsewhere 4). */
    cityRule:
      cityIncludedKm !== undefined && cityIncludedKm !== pricing.includedKm
        ? { city, includedKm: cityIncludedKm }
        : null,
    cashOnDeliverySurcharge: pricing.cashOnDeliverySurcharge,
    /** The fee of a HELP_FEE_EXAMPLE_KM delivery in the market's main city. */
    exampleFee: example('PAID'),
    exampleFeeCash: example('CASH_ON_DELIVERY'),
    deliveryDistanceCapKm: market.deliveryDistanceCapKm,
    itemWeightCapKg: market.itemWeightCapKg,
    itemValueCap: market.itemValueCap,
    minimumOrderAmount: market.minimumOrderAmount,
    isUnitNumberRequired: market.isUnitNumberRequired,
    isOrderAmountRequired: market.isOrderAmountRequired,
    languages: market.languages,
    /** Where a vendor of the market writes for help. */
    supportEmail: supportEmailFor(country),
  };
}
export type THelpFacts = ReturnType<typeof helpFacts>;
