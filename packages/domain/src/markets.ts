import type { TLanguage } from './languages.ts';
import {
  DEFAULT_CASH_CONFIRM_ABOVE_MAJOR,
  DEFAULT_DELIVERY_DISTANCE_CAP_KM,
  DEFAULT_ITEM_WEIGHT_CAP_KG,
  PK_MINIMUM_ORDER_AMOUNT_PKR,
} from './constants.ts';

/** The delivery platform entities that brand the portal (000 §1, 001 §1). */
export const ENTITIES = [
  'TALABAT',
  'FOODPANDA',
  'FOODORA',
  'PANDASEND',
  'HUNGER_STATION',
  'EFOOD',
  'FOODY',
  'GLOVO',
] as const;
export type TEntity = (typeof ENTITIES)[number];

// The languages live in languages.ts; markets is where consumers look for them too.
export { LANGUAGES, LANGUAGE_NAMES, isRtl, resolveLanguage } from './languages.ts';
export type { TLanguage } from './languages.ts';

/** Delivery fee formula, all amounts in the currency's minor units (see pricing.ts). */
export type TPricingRule = {
  baseFee: number;
  perKmFee: number;
  /** Kilometres covered by the base fee; only the distance beyond them is charged per km. */
  includedKm: number;
  /** Per-city overrides of includedKm, keyed by lower-case city name. */
  includedKmByCity?: Readonly<Record<string, number>>;
  /** Added when the customer pays cash on delivery. */
  cashOnDeliverySurcharge: number;
};

/** How a market writes the time of day: 12-hour (3:05 PM) or 24-hour (15:05). Intl's names. */
export type THourCycle = 'h12' | 'h23';

export type TMarket = {
  country: TCountryCode;
  name: string;
  currency: string;
  /** ISO 4217 minor units: amounts are stored as integers of 10^-minorUnits. */
  currencyMinorUnits: number;
  phoneRegion: TCountryCode;
  phonePrefix: string;
  timeZone: string;
  /** The market's clock, in every language: Cyprus says 16:30 in English too. */
  hourCycle: THourCycle;
  /** Interface languages, first = default. */
  languages: readonly TLanguage[];
  entity: TEntity;
  defaultCity: { name: string; lat: number; lng: number };
  deliveryDistanceCapKm: number;
  itemWeightCapKg: number;
  /** Item value above which the vendor must confirm, in minor units; null = country parameter. */
  itemValueCap: number | null;
  /**
   * Cash the rider collects above which the vendor must confirm the amount, in minor units
   * (far above the usual, most likely a typing slip).
   */
  cashConfirmAbove: number;
  /** In minor units; null when there is none. */
  minimumOrderAmount: number | null;
  isOrderAmountRequired: boolean;
  isUnitNumberRequired: boolean;
  pricing: TPricingRule;
};

type TMarketInput = Pick<
  TMarket,
  | 'country'
  | 'name'
  | 'currency'
  | 'currencyMinorUnits'
  | 'phonePrefix'
  | 'timeZone'
  | 'languages'
  | 'entity'
  | 'defaultCity'
> &
  Partial<
    Pick<
      TMarket,
      | 'deliveryDistanceCapKm'
      | 'itemWeightCapKg'
      | 'itemValueCap'
      | 'minimumOrderAmount'
      | 'isOrderAmountRequired'
      | 'isUnitNumberRequired'
      | 'hourCycle'
    >
  > & {
    pricing: Omit<TPricingRule, 'cashOnDeliverySurcharge'> & Partial<TPricingRule>;
    /** cashConfirmAbove in major units; DEFAULT_CASH_CONFIRM_ABOVE_MAJOR when not given. */
    cashConfirmAboveMajor?: number;
  };

function defineMarket({ cashConfirmAboveMajor, ...input }: TMarketInput): TMarket {
  return {
    phoneRegion: input.country,
    hourCycle: 'h23',
    deliveryDistanceCapKm: DEFAULT_DELIVERY_DISTANCE_CAP_KM,
    itemWeightCapKg: DEFAULT_ITEM_WEIGHT_CAP_KG,
    itemValueCap: null,
    cashConfirmAbove: minor(
      cashConfirmAboveMajor ?? DEFAULT_CASH_CONFIRM_ABOVE_MAJOR,
      input.currencyMinorUnits,
    ),
    minimumOrderAmount: null,
    isOrderAmountRequired: true,
    isUnitNumberRequired: false,
    ...input,
    pricing: { cashOnDeliverySurcharge: 0, ...input.pricing },
  };
}

/** Minor units of a major amount, e.g. 4.75 MYR → 475. */
function minor(amount: number, minorUnits: number): number {
  return Math.round(amount * 10 ** minorUnits);
}

/**
 * The catalogue. Numbers the spec gives (000 §5, §9; 001 §5, §9): distance caps MY/HK/BD 10 km,
 * TH 15, TW 12, MM 4, PK 5 (the spec says 4-5: the upper bound, so no order it allows is refused);
 * weight caps 5 kg, HK 10, MY 15, PH 20 and TW 20 ('NTD 5,000 with 20 kg'); value caps HKD 1,000,
 * MMK 300,000, PHP 10,000, MYR 200, TWD 5,000; PK minimum 100 PKR; the TW, SG, MY, PK, TH, MM and BD
 * fee formulas. Everything else is our choice: distance cap 10 km, no value cap (the country
 * parameter orderItemValueExceedLimit decides), and a base fee plus per-km fee close to what the
 * brand charges locally. Languages list the local language first, except where English is the
 * usual business language (SG, MY, PH, PK, BD, KH). Cambodia prices in USD, as the platform does.
 * A cash amount asks for confirmation above 1,000 of the currency, or, where 1,000 is a
 * small sum, above a round amount worth a few hundred euros (our choice). Clocks are 24-hour but
 * where the country's custom is the 12-hour clock: the Gulf and Arab markets, SG, MY, PH, PK, BD,
 * KH, MM, HK and TW (our reading of local use).
 */
const MARKET_LIST: readonly TMarket[] = [
  defineMarket({
    country: 'KW',
    name: 'Kuwait',
    currency: 'KWD',
    currencyMinorUnits: 3,
    phonePrefix: '+965',
    timeZone: 'Asia/Kuwait',
    hourCycle: 'h12',
    languages: ['ar', 'en'],
    entity: 'TALABAT',
    defaultCity: { name: 'Kuwait City', lat: 29.3759, lng: 47.9774 },
    isOrderAmountRequired: false,
    pricing: { baseFee: minor(0.5, 3), perKmFee: minor(0.1, 3), includedKm: 0 },
  }),
  defineMarket({
    country: 'AE',
    name: 'United Arab Emirates',
    currency: 'AED',
    currencyMinorUnits: 2,
    phonePrefix: '+971',
    timeZone: 'Asia/Dubai',
    hourCycle: 'h12',
    languages: ['ar', 'en'],
    entity: 'TALABAT',
    defaultCity: { name: 'Dubai', lat: 25.2048, lng: 55.2708 },
    pricing: { baseFee: minor(10, 2), perKmFee: minor(2, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'BH',
    name: 'Bahrain',
    currency: 'BHD',
    currencyMinorUnits: 3,
    phonePrefix: '+973',
    timeZone: 'Asia/Bahrain',
    hourCycle: 'h12',
    languages: ['ar', 'en'],
    entity: 'TALABAT',
    defaultCity: { name: 'Manama', lat: 26.2285, lng: 50.586 },
    pricing: { baseFee: minor(0.8, 3), perKmFee: minor(0.15, 3), includedKm: 0 },
  }),
  defineMarket({
    country: 'QA',
    name: 'Qatar',
    currency: 'QAR',
    currencyMinorUnits: 2,
    phonePrefix: '+974',
    timeZone: 'Asia/Qatar',
    hourCycle: 'h12',
    languages: ['ar', 'en'],
    entity: 'TALABAT',
    defaultCity: { name: 'Doha', lat: 25.2854, lng: 51.531 },
    pricing: { baseFee: minor(10, 2), perKmFee: minor(2, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'OM',
    name: 'Oman',
    currency: 'OMR',
    currencyMinorUnits: 3,
    phonePrefix: '+968',
    timeZone: 'Asia/Muscat',
    hourCycle: 'h12',
    languages: ['ar', 'en'],
    entity: 'TALABAT',
    defaultCity: { name: 'Muscat', lat: 23.588, lng: 58.3829 },
    pricing: { baseFee: minor(0.8, 3), perKmFee: minor(0.15, 3), includedKm: 0 },
  }),
  defineMarket({
    country: 'JO',
    name: 'Jordan',
    currency: 'JOD',
    currencyMinorUnits: 3,
    phonePrefix: '+962',
    timeZone: 'Asia/Amman',
    hourCycle: 'h12',
    languages: ['ar', 'en'],
    entity: 'TALABAT',
    defaultCity: { name: 'Amman', lat: 31.9454, lng: 35.9284 },
    pricing: { baseFee: minor(1, 3), perKmFee: minor(0.2, 3), includedKm: 0 },
  }),
  defineMarket({
    country: 'EG',
    name: 'Egypt',
    currency: 'EGP',
    currencyMinorUnits: 2,
    phonePrefix: '+20',
    timeZone: 'Africa/Cairo',
    hourCycle: 'h12',
    languages: ['ar', 'en'],
    entity: 'TALABAT',
    defaultCity: { name: 'Cairo', lat: 30.0444, lng: 31.2357 },
    cashConfirmAboveMajor: 20_000,
    pricing: { baseFee: minor(20, 2), perKmFee: minor(4, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'IQ',
    name: 'Iraq',
    currency: 'IQD',
    currencyMinorUnits: 3,
    phonePrefix: '+964',
    timeZone: 'Asia/Baghdad',
    hourCycle: 'h12',
    languages: ['ar', 'ckb', 'en'],
    entity: 'TALABAT',
    defaultCity: { name: 'Baghdad', lat: 33.3152, lng: 44.3661 },
    cashConfirmAboveMajor: 1_000_000,
    pricing: { baseFee: minor(3000, 3), perKmFee: minor(500, 3), includedKm: 0 },
  }),
  defineMarket({
    country: 'SA',
    name: 'Saudi Arabia',
    currency: 'SAR',
    currencyMinorUnits: 2,
    phonePrefix: '+966',
    timeZone: 'Asia/Riyadh',
    hourCycle: 'h12',
    languages: ['ar', 'en'],
    entity: 'HUNGER_STATION',
    defaultCity: { name: 'Riyadh', lat: 24.7136, lng: 46.6753 },
    pricing: { baseFee: minor(10, 2), perKmFee: minor(2, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'SG',
    name: 'Singapore',
    currency: 'SGD',
    currencyMinorUnits: 2,
    phonePrefix: '+65',
    timeZone: 'Asia/Singapore',
    hourCycle: 'h12',
    languages: ['en', 'ms'],
    entity: 'FOODPANDA',
    defaultCity: { name: 'Singapore', lat: 1.3521, lng: 103.8198 },
    isUnitNumberRequired: true,
    pricing: { baseFee: minor(6, 2), perKmFee: minor(1, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'MY',
    name: 'Malaysia',
    currency: 'MYR',
    currencyMinorUnits: 2,
    phonePrefix: '+60',
    timeZone: 'Asia/Kuala_Lumpur',
    hourCycle: 'h12',
    languages: ['en', 'ms'],
    entity: 'FOODPANDA',
    defaultCity: { name: 'Kuala Lumpur', lat: 3.139, lng: 101.6869 },
    deliveryDistanceCapKm: 10,
    itemWeightCapKg: 15,
    itemValueCap: minor(200, 2),
    pricing: { baseFee: minor(4.75, 2), perKmFee: minor(0.5, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'TH',
    name: 'Thailand',
    currency: 'THB',
    currencyMinorUnits: 2,
    phonePrefix: '+66',
    timeZone: 'Asia/Bangkok',
    languages: ['th', 'en'],
    entity: 'FOODPANDA',
    defaultCity: { name: 'Bangkok', lat: 13.7563, lng: 100.5018 },
    deliveryDistanceCapKm: 15,
    cashConfirmAboveMajor: 20_000,
    pricing: {
      baseFee: minor(35, 2),
      perKmFee: minor(7, 2),
      includedKm: 4,
      includedKmByCity: { bangkok: 1, 'krung thep maha nakhon': 1, กรุงเทพมหานคร: 1, กรุงเทพฯ: 1 },
    },
  }),
  defineMarket({
    country: 'TW',
    name: 'Taiwan',
    currency: 'TWD',
    currencyMinorUnits: 2,
    phonePrefix: '+886',
    timeZone: 'Asia/Taipei',
    hourCycle: 'h12',
    languages: ['zh-TW', 'en'],
    entity: 'FOODPANDA',
    defaultCity: { name: 'Taipei', lat: 25.033, lng: 121.5654 },
    deliveryDistanceCapKm: 12,
    itemWeightCapKg: 20,
    itemValueCap: minor(5000, 2),
    cashConfirmAboveMajor: 20_000,
    pricing: {
      baseFee: minor(99, 2),
      perKmFee: minor(10, 2),
      includedKm: 1,
      cashOnDeliverySurcharge: minor(25, 2),
    },
  }),
  defineMarket({
    country: 'HK',
    name: 'Hong Kong',
    currency: 'HKD',
    currencyMinorUnits: 2,
    phonePrefix: '+852',
    timeZone: 'Asia/Hong_Kong',
    hourCycle: 'h12',
    languages: ['zh-HK', 'en'],
    entity: 'FOODPANDA',
    defaultCity: { name: 'Hong Kong', lat: 22.3193, lng: 114.1694 },
    deliveryDistanceCapKm: 10,
    itemWeightCapKg: 10,
    itemValueCap: minor(1000, 2),
    pricing: { baseFee: minor(25, 2), perKmFee: minor(5, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'PH',
    name: 'Philippines',
    currency: 'PHP',
    currencyMinorUnits: 2,
    phonePrefix: '+63',
    timeZone: 'Asia/Manila',
    hourCycle: 'h12',
    languages: ['en', 'fil'],
    entity: 'FOODPANDA',
    defaultCity: { name: 'Manila', lat: 14.5995, lng: 120.9842 },
    itemWeightCapKg: 20,
    itemValueCap: minor(10_000, 2),
    cashConfirmAboveMajor: 30_000,
    pricing: { baseFee: minor(50, 2), perKmFee: minor(10, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'PK',
    name: 'Pakistan',
    currency: 'PKR',
    currencyMinorUnits: 2,
    phonePrefix: '+92',
    timeZone: 'Asia/Karachi',
    hourCycle: 'h12',
    languages: ['en', 'ur'],
    entity: 'FOODPANDA',
    defaultCity: { name: 'Karachi', lat: 24.8607, lng: 67.0011 },
    deliveryDistanceCapKm: 5,
    minimumOrderAmount: minor(PK_MINIMUM_ORDER_AMOUNT_PKR, 2),
    cashConfirmAboveMajor: 150_000,
    pricing: { baseFee: minor(65, 2), perKmFee: minor(10, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'BD',
    name: 'Bangladesh',
    currency: 'BDT',
    currencyMinorUnits: 2,
    phonePrefix: '+880',
    timeZone: 'Asia/Dhaka',
    hourCycle: 'h12',
    languages: ['en', 'bn'],
    entity: 'FOODPANDA',
    defaultCity: { name: 'Dhaka', lat: 23.8103, lng: 90.4125 },
    deliveryDistanceCapKm: 10,
    cashConfirmAboveMajor: 60_000,
    pricing: { baseFee: minor(55, 2), perKmFee: minor(5, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'KH',
    name: 'Cambodia',
    currency: 'USD',
    currencyMinorUnits: 2,
    phonePrefix: '+855',
    timeZone: 'Asia/Phnom_Penh',
    hourCycle: 'h12',
    languages: ['en', 'km'],
    entity: 'FOODPANDA',
    defaultCity: { name: 'Phnom Penh', lat: 11.5564, lng: 104.9282 },
    pricing: { baseFee: minor(1.5, 2), perKmFee: minor(0.3, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'LA',
    name: 'Laos',
    currency: 'LAK',
    currencyMinorUnits: 2,
    phonePrefix: '+856',
    timeZone: 'Asia/Vientiane',
    languages: ['lo', 'en'],
    entity: 'FOODPANDA',
    defaultCity: { name: 'Vientiane', lat: 17.9757, lng: 102.6331 },
    cashConfirmAboveMajor: 10_000_000,
    pricing: { baseFee: minor(10_000, 2), perKmFee: minor(2000, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'MM',
    name: 'Myanmar',
    currency: 'MMK',
    currencyMinorUnits: 2,
    phonePrefix: '+95',
    timeZone: 'Asia/Yangon',
    hourCycle: 'h12',
    languages: ['my', 'en'],
    entity: 'FOODPANDA',
    defaultCity: { name: 'Yangon', lat: 16.8409, lng: 96.1735 },
    deliveryDistanceCapKm: 4,
    itemValueCap: minor(300_000, 2),
    cashConfirmAboveMajor: 1_000_000,
    pricing: { baseFee: minor(1300, 2), perKmFee: minor(200, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'SE',
    name: 'Sweden',
    currency: 'SEK',
    currencyMinorUnits: 2,
    phonePrefix: '+46',
    timeZone: 'Europe/Stockholm',
    languages: ['sv', 'en'],
    entity: 'FOODORA',
    defaultCity: { name: 'Stockholm', lat: 59.3293, lng: 18.0686 },
    cashConfirmAboveMajor: 10_000,
    pricing: { baseFee: minor(49, 2), perKmFee: minor(5, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'NO',
    name: 'Norway',
    currency: 'NOK',
    currencyMinorUnits: 2,
    phonePrefix: '+47',
    timeZone: 'Europe/Oslo',
    languages: ['nb', 'en'],
    entity: 'FOODORA',
    defaultCity: { name: 'Oslo', lat: 59.9139, lng: 10.7522 },
    cashConfirmAboveMajor: 10_000,
    pricing: { baseFee: minor(59, 2), perKmFee: minor(6, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'FI',
    name: 'Finland',
    currency: 'EUR',
    currencyMinorUnits: 2,
    phonePrefix: '+358',
    timeZone: 'Europe/Helsinki',
    languages: ['fi', 'sv', 'en'],
    entity: 'FOODORA',
    defaultCity: { name: 'Helsinki', lat: 60.1699, lng: 24.9384 },
    pricing: { baseFee: minor(3.9, 2), perKmFee: minor(0.5, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'AT',
    name: 'Austria',
    currency: 'EUR',
    currencyMinorUnits: 2,
    phonePrefix: '+43',
    timeZone: 'Europe/Vienna',
    languages: ['de', 'en'],
    entity: 'FOODORA',
    defaultCity: { name: 'Vienna', lat: 48.2082, lng: 16.3738 },
    pricing: { baseFee: minor(3.5, 2), perKmFee: minor(0.5, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'HU',
    name: 'Hungary',
    currency: 'HUF',
    currencyMinorUnits: 2,
    phonePrefix: '+36',
    timeZone: 'Europe/Budapest',
    languages: ['hu', 'en'],
    entity: 'FOODORA',
    defaultCity: { name: 'Budapest', lat: 47.4979, lng: 19.0402 },
    cashConfirmAboveMajor: 300_000,
    pricing: { baseFee: minor(990, 2), perKmFee: minor(150, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'CZ',
    name: 'Czechia',
    currency: 'CZK',
    currencyMinorUnits: 2,
    phonePrefix: '+420',
    timeZone: 'Europe/Prague',
    languages: ['cs', 'en'],
    entity: 'FOODORA',
    defaultCity: { name: 'Prague', lat: 50.0755, lng: 14.4378 },
    cashConfirmAboveMajor: 20_000,
    pricing: { baseFee: minor(59, 2), perKmFee: minor(8, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'GR',
    name: 'Greece',
    currency: 'EUR',
    currencyMinorUnits: 2,
    phonePrefix: '+30',
    timeZone: 'Europe/Athens',
    languages: ['el', 'en'],
    entity: 'EFOOD',
    defaultCity: { name: 'Athens', lat: 37.9838, lng: 23.7275 },
    pricing: { baseFee: minor(2, 2), perKmFee: minor(0.4, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'CY',
    name: 'Cyprus',
    currency: 'EUR',
    currencyMinorUnits: 2,
    phonePrefix: '+357',
    timeZone: 'Asia/Nicosia',
    languages: ['el', 'en'],
    entity: 'FOODY',
    defaultCity: { name: 'Nicosia', lat: 35.1856, lng: 33.3823 },
    pricing: { baseFee: minor(2.5, 2), perKmFee: minor(0.5, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'ES',
    name: 'Spain',
    currency: 'EUR',
    currencyMinorUnits: 2,
    phonePrefix: '+34',
    timeZone: 'Europe/Madrid',
    languages: ['es', 'ca', 'en'],
    entity: 'GLOVO',
    defaultCity: { name: 'Madrid', lat: 40.4168, lng: -3.7038 },
    pricing: { baseFee: minor(3.5, 2), perKmFee: minor(0.5, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'IT',
    name: 'Italy',
    currency: 'EUR',
    currencyMinorUnits: 2,
    phonePrefix: '+39',
    timeZone: 'Europe/Rome',
    languages: ['it', 'en'],
    entity: 'GLOVO',
    defaultCity: { name: 'Rome', lat: 41.9028, lng: 12.4964 },
    pricing: { baseFee: minor(3, 2), perKmFee: minor(0.5, 2), includedKm: 0 },
  }),
  defineMarket({
    country: 'PT',
    name: 'Portugal',
    currency: 'EUR',
    currencyMinorUnits: 2,
    phonePrefix: '+351',
    timeZone: 'Europe/Lisbon',
    languages: ['pt', 'en'],
    entity: 'GLOVO',
    defaultCity: { name: 'Lisbon', lat: 38.7223, lng: -9.1393 },
    pricing: { baseFee: minor(2.5, 2), perKmFee: minor(0.4, 2), includedKm: 0 },
  }),
];

export const COUNTRY_CODES = [
  'KW',
  'AE',
  'BH',
  'QA',
  'OM',
  'JO',
  'EG',
  'IQ',
  'SA',
  'SG',
  'MY',
  'TH',
  'TW',
  'HK',
  'PH',
  'PK',
  'BD',
  'KH',
  'LA',
  'MM',
  'SE',
  'NO',
  'FI',
  'AT',
  'HU',
  'CZ',
  'GR',
  'CY',
  'ES',
  'IT',
  'PT',
] as const;
export type TCountryCode = (typeof COUNTRY_CODES)[number];

export const MARKETS: Readonly<Record<TCountryCode, TMarket>> = Object.fromEntries(
  MARKET_LIST.map((m) => [m.country, m]),
) as Record<TCountryCode, TMarket>;

/** Whether a value is the code of one of the 31 markets. */
export function isCountryCode(value: unknown): value is TCountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

// 000 §9: country, currency, phone prefix, time zone and languages are per market.
export function getMarket(country: TCountryCode): TMarket {
  return MARKETS[country];
}

// 000 §1: the entity brands the portal; PANDASEND (individual senders) runs in any FOODPANDA market.
export function isEntityInMarket(entity: TEntity, country: TCountryCode): boolean {
  const marketEntity = MARKETS[country].entity;
  return entity === marketEntity || (entity === 'PANDASEND' && marketEntity === 'FOODPANDA');
}

/** The entities a market may be configured with, its own first. */
export function entitiesForMarket(country: TCountryCode): TEntity[] {
  const own = MARKETS[country].entity;
  return own === 'FOODPANDA' ? [own, 'PANDASEND'] : [own];
}

/**
 * The clock of the market whose time zone this is (each market has a zone of its own), so that a
 * screen that knows the market's time zone writes its times as the market does; 24-hour for a
 * zone no market has.
 */
export function hourCycleOfTimeZone(timeZone: string): THourCycle {
  return MARKET_LIST.find((m) => m.timeZone === timeZone)?.hourCycle ?? 'h23';
}
