import { describe, it, expect } from 'vitest';
import { isPossiblePhoneNumber } from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';
import {
  COUNTRY_CODES,
  ENTITIES,
  LANGUAGES,
  MARKETS,
  entitiesForMarket,
  getMarket,
  hourCycleOfTimeZone,
  isCountryCode,
  isEntityInMarket,
  resolveLanguage,
} from './markets.ts';
import type { TCountryCode, TEntity } from './markets.ts';
import { DEFAULT_CASH_CONFIRM_ABOVE_MAJOR } from './constants.ts';

const byEntity = (entity: TEntity) =>
  COUNTRY_CODES.filter((c) => getMarket(c).entity === entity).sort();

describe('market catalogue', () => {
  it('has the 31 markets, each under its own code', () => {
    expect(COUNTRY_CODES).toHaveLength(31);
    expect(new Set(COUNTRY_CODES).size).toBe(31);
    for (const code of COUNTRY_CODES) expect(getMarket(code).country).toBe(code);
    expect(Object.keys(MARKETS).sort()).toEqual([...COUNTRY_CODES].sort());
  });

  it('puts each market under its entity', () => {
    expect(ENTITIES).toHaveLength(8);
    expect(byEntity('TALABAT')).toEqual(['AE', 'BH', 'EG', 'IQ', 'JO', 'KW', 'OM', 'QA']);
    expect(byEntity('HUNGER_STATION')).toEqual(['SA']);
    expect(byEntity('FOODPANDA')).toEqual(
      ['SG', 'MY', 'TH', 'TW', 'HK', 'PH', 'PK', 'BD', 'KH', 'LA', 'MM'].sort(),
    );
    expect(byEntity('FOODORA')).toEqual(['AT', 'CZ', 'FI', 'HU', 'NO', 'SE']);
    expect(byEntity('EFOOD')).toEqual(['GR']);
    expect(byEntity('FOODY')).toEqual(['CY']);
    expect(byEntity('GLOVO')).toEqual(['ES', 'IT', 'PT']);
  });

  it('lets PANDASEND run in every FOODPANDA market and nowhere else', () => {
    for (const code of COUNTRY_CODES) {
      const isFoodpanda = getMarket(code).entity === 'FOODPANDA';
      expect(isEntityInMarket('PANDASEND', code)).toBe(isFoodpanda);
      expect(entitiesForMarket(code)).toEqual(
        isFoodpanda ? ['FOODPANDA', 'PANDASEND'] : [getMarket(code).entity],
      );
    }
    expect(isEntityInMarket('TALABAT', 'CY')).toBe(false);
  });

  it('matches the configured example of Cyprus (000 §9)', () => {
    const cy = getMarket('CY');
    expect(cy).toMatchObject({
      currency: 'EUR',
      currencyMinorUnits: 2,
      phonePrefix: '+357',
      phoneRegion: 'CY',
      timeZone: 'Asia/Nicosia',
      entity: 'FOODY',
    });
    expect(cy.languages.slice(0, 2)).toEqual(['el', 'en']);
    expect(['el-CY', 'en'].map(resolveLanguage)).toEqual(['el', 'en']);
  });

  it('uses ISO 4217 minor units', () => {
    const minor = (c: TCountryCode) => getMarket(c).currencyMinorUnits;
    for (const c of ['KW', 'BH', 'OM', 'JO', 'IQ'] as const) expect(minor(c)).toBe(3);
    for (const c of ['AE', 'SG', 'TW', 'HK', 'MM', 'HU', 'CY'] as const) expect(minor(c)).toBe(2);
  });

  it('has a valid time zone, dialling prefix, languages and city for every market', () => {
    for (const code of COUNTRY_CODES) {
      const m = getMarket(code);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: m.timeZone })).not.toThrow();
      expect(m.phonePrefix).toMatch(/^\+\d{1,4}$/);
      expect(m.languages.length).toBeGreaterThan(0);
      expect(m.languages).toContain('en');
      for (const lang of m.languages) expect(LANGUAGES).toContain(lang);
      expect(m.currency).toMatch(/^[A-Z]{3}$/);
      expect(Math.abs(m.defaultCity.lat)).toBeLessThanOrEqual(90);
      expect(Math.abs(m.defaultCity.lng)).toBeLessThanOrEqual(180);
    }
  });

  it("accepts a local number written with the market's prefix", () => {
    const samples: Partial<Record<TCountryCode, string>> = {
      CY: '99123456',
      SG: '81234567',
      KW: '50012345',
      TW: '912345678',
      PK: '3001234567',
      GR: '6912345678',
    };
    for (const [code, local] of Object.entries(samples)) {
      const m = getMarket(code as TCountryCode);
      expect(isPossiblePhoneNumber(`${m.phonePrefix}${local}`, m.phoneRegion as CountryCode)).toBe(
        true,
      );
    }
  });

  it('places default cities at their true coordinates', () => {
    expect(getMarket('CY').defaultCity).toMatchObject({ name: 'Nicosia' });
    expect(getMarket('CY').defaultCity.lat).toBeCloseTo(35.19, 1);
    expect(getMarket('SG').defaultCity.lng).toBeCloseTo(103.82, 1);
    expect(getMarket('ES').defaultCity.lng).toBeLessThan(0);
    expect(getMarket('TH').defaultCity.name).toBe('Bangkok');
  });

  it("uses the spec's distance caps (000 §9, 001 §9)", () => {
    const cap = (c: TCountryCode) => getMarket(c).deliveryDistanceCapKm;
    expect([cap('MY'), cap('HK'), cap('TH'), cap('TW'), cap('MM'), cap('BD'), cap('PK')]).toEqual([
      10, 10, 15, 12, 4, 10, 5,
    ]);
  });

  it("uses the spec's weight caps: 5 kg unless named", () => {
    const weight = (c: TCountryCode) => getMarket(c).itemWeightCapKg;
    expect([weight('HK'), weight('MY'), weight('PH'), weight('TW')]).toEqual([10, 15, 20, 20]);
    for (const c of COUNTRY_CODES.filter((c) => !['HK', 'MY', 'PH', 'TW'].includes(c))) {
      expect(weight(c)).toBe(5);
    }
  });

  it("uses the spec's item value caps in minor units", () => {
    expect(getMarket('HK').itemValueCap).toBe(100_000);
    expect(getMarket('MM').itemValueCap).toBe(30_000_000);
    expect(getMarket('PH').itemValueCap).toBe(1_000_000);
    expect(getMarket('MY').itemValueCap).toBe(20_000);
    expect(getMarket('TW').itemValueCap).toBe(500_000);
    expect(getMarket('CY').itemValueCap).toBeNull();
  });

  it("tells a market's clock by its time zone: 24-hour in Cyprus, 12-hour in Kuwait", () => {
    const zones = COUNTRY_CODES.map((c) => getMarket(c).timeZone);
    expect(new Set(zones).size).toBe(zones.length);
    expect(getMarket('CY').hourCycle).toBe('h23');
    expect(getMarket('KW').hourCycle).toBe('h12');
    for (const code of COUNTRY_CODES) {
      expect(hourCycleOfTimeZone(getMarket(code).timeZone)).toBe(getMarket(code).hourCycle);
    }
    expect(hourCycleOfTimeZone('Europe/London')).toBe('h23');
  });

  it('asks to confirm cash above 1,000 of the currency, or a round larger sum where 1,000 is little', () => {
    expect(DEFAULT_CASH_CONFIRM_ABOVE_MAJOR).toBe(1000);
    expect(getMarket('CY').cashConfirmAbove).toBe(100_000);
    expect(getMarket('KW').cashConfirmAbove).toBe(1_000_000);
    expect(getMarket('PK').cashConfirmAbove).toBe(15_000_000);
    for (const code of COUNTRY_CODES) {
      const market = getMarket(code);
      const major = market.cashConfirmAbove / 10 ** market.currencyMinorUnits;
      expect(Number.isInteger(major), code).toBe(true);
      expect(major, code).toBeGreaterThanOrEqual(DEFAULT_CASH_CONFIRM_ABOVE_MAJOR);
      // Never below a value the market already asks to confirm as a high item value.
      expect(market.cashConfirmAbove, code).toBeGreaterThanOrEqual(market.itemValueCap ?? 0);
    }
  });

  it('requires an order amount except in Kuwait, a unit number only in Singapore', () => {
    for (const code of COUNTRY_CODES) {
      expect(getMarket(code).isOrderAmountRequired).toBe(code !== 'KW');
      expect(getMarket(code).isUnitNumberRequired).toBe(code === 'SG');
    }
  });

  it('has a minimum order amount of 100 PKR in Pakistan only', () => {
    expect(getMarket('PK').minimumOrderAmount).toBe(10_000);
    expect(COUNTRY_CODES.filter((c) => getMarket(c).minimumOrderAmount !== null)).toEqual(['PK']);
  });

  it('recognises country codes', () => {
    expect(isCountryCode('CY')).toBe(true);
    expect(isCountryCode('cy')).toBe(false);
    expect(isCountryCode('US')).toBe(false);
    expect(isCountryCode(42)).toBe(false);
  });
});
