import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from './markets.ts';
import { ZHelpCenterInitPayload } from './api/help.ts';
import { globalEntityId, helpFacts, helpPagePath } from './help-center.ts';

describe('help facts quote the fee the portal charges (000 §9 "Pricing quoted in help texts")', () => {
  it('Taiwan: base 99 + 10 per km from 1 km + 25 for cash on delivery', () => {
    const tw = helpFacts('TW');
    expect(tw).toMatchObject({
      currency: 'TWD',
      baseFee: 9900,
      perKmFee: 1000,
      includedKm: 1,
      cashOnDeliverySurcharge: 2500,
    });
    // 3 km: 99 + 2 × 10 = 119; cash: + 25 = 144.
    expect(tw.exampleFee).toBe(11_900);
    expect(tw.exampleFeeCash).toBe(14_400);
  });

  it('Bangladesh: 55 Tk + 5 Tk per km, so 3 km gives 70 Tk', () => {
    expect(helpFacts('BD')).toMatchObject({ baseFee: 5500, perKmFee: 500, exampleFee: 7000 });
  });

  it('Singapore 6 + 1, Malaysia 4.75 + 0.5, Pakistan 65 + 10, Myanmar 1300 + 200 per km', () => {
    expect(helpFacts('SG')).toMatchObject({ baseFee: 600, perKmFee: 100, includedKm: 0 });
    expect(helpFacts('MY')).toMatchObject({ baseFee: 475, perKmFee: 50, includedKm: 0 });
    expect(helpFacts('PK')).toMatchObject({ baseFee: 6500, perKmFee: 1000, includedKm: 0 });
    expect(helpFacts('MM')).toMatchObject({ baseFee: 130_000, perKmFee: 20_000 });
  });

  it('Thailand: 35 base + 7 per km, from 1 km in Bangkok and 4 km elsewhere', () => {
    const th = helpFacts('TH');
    expect(th).toMatchObject({ baseFee: 3500, perKmFee: 700, includedKm: 4 });
    expect(th.cityRule).toEqual({ city: 'Bangkok', includedKm: 1 });
    expect(th.exampleFee).toBe(3500 + 2 * 700);
  });

  it('has facts for every market, with no city rule where none differs', () => {
    for (const country of COUNTRY_CODES) expect(helpFacts(country).country).toBe(country);
    expect(helpFacts('CY').cityRule).toBeNull();
  });
});

describe('help-centre identifiers and payload', () => {
  it('names the brand entity of a market', () => {
    expect(globalEntityId('FOODY', 'CY')).toBe('FY_CY');
    expect(globalEntityId('PANDASEND', 'TW')).toBe('FP_TW');
  });

  it('builds the built-in help page path', () => {
    expect(helpPagePath('CY', { isEmbedded: true, language: 'el' })).toBe(
      '/help/CY?embed=1&lang=el',
    );
    expect(helpPagePath('TW')).toBe('/help/TW');
  });

  it('accepts a full init payload and refuses unknown or missing fields', () => {
    const payload = {
      user_id: 'U1',
      email: 'a@b.test',
      guest: false,
      name: 'Corner Café',
      brand: 'FOODY',
      global_entity_id: 'FY_CY',
      country: 'CY',
      locale: 'el',
      app_version: 'abc',
      verification_token: 'x.y.z',
      service_type: 'rider-request',
    };
    expect(ZHelpCenterInitPayload.safeParse(payload).success).toBe(true);
    expect(ZHelpCenterInitPayload.safeParse({ ...payload, extra: 1 }).success).toBe(false);
    expect(ZHelpCenterInitPayload.safeParse({ ...payload, email: 'nope' }).success).toBe(false);
    const { verification_token: _omitted, ...withoutToken } = payload;
    expect(ZHelpCenterInitPayload.safeParse(withoutToken).success).toBe(false);
  });
});
