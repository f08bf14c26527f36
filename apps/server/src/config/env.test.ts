import { describe, expect, it } from 'vitest';
import { parseConfig } from './env.ts';

describe('parseConfig', () => {
  it('defaults to the specification example market', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      country: 'CY',
      entity: 'FOODY',
      environment: 'stg',
      languageTags: ['el-CY', 'en'],
      languages: ['el', 'en'],
      defaultPayment: 'CASH_ON_DELIVERY',
      registrationType: 'PV',
      region: 'EU_WEST_2',
      timeZone: 'Asia/Nicosia',
      port: 8080,
      dataDir: './data',
      databaseUrl: null,
      redisUrl: null,
    });
    expect(config.simulator.enabled).toBe(true);
  });

  it.each([
    ['PORTAL_COUNTRY', 'ZZ', /^PORTAL_COUNTRY should be one of .*CY/],
    ['PORTAL_ENV', 'dev', /^PORTAL_ENV should be one of san, stg, prd$/],
    ['PORTAL_REGISTRATION_TYPE', 'XX', /^PORTAL_REGISTRATION_TYPE should be one of PV, NPV$/],
    [
      'PORTAL_REGION',
      'US_EAST_1',
      /^PORTAL_REGION should be one of AP_NORTHEAST_1, .*EU_CENTRAL_1$/,
    ],
    ['PORTAL_DEFAULT_PAYMENT', 'BITCOIN', /^PORTAL_DEFAULT_PAYMENT should be one of /],
    ['PORTAL_LANGUAGES', 'xx-YY', /^PORTAL_LANGUAGES should be one of en, /],
    ['PORTAL_FLAG_PROVIDERS', 'nowhere', /^PORTAL_FLAG_PROVIDERS should be one of /],
    ['PORTAL_ENTITY', 'ACME', /^PORTAL_ENTITY should be one of /],
  ])('refuses a bad %s', (name, value, message) => {
    expect(() => parseConfig({ [name]: value })).toThrow(message);
  });

  it.each(['PORTAL_COUNTRY', 'PORTAL_ENTITY', 'PORTAL_LANGUAGES', 'PORTAL_ENV'])(
    'says "%s not set" for an empty value',
    (name) => {
      expect(() => parseConfig({ [name]: ' ' })).toThrow(`${name} not set`);
    },
  );

  it('refuses a brand that does not serve the market', () => {
    expect(() => parseConfig({ PORTAL_COUNTRY: 'CY', PORTAL_ENTITY: 'TALABAT' })).toThrow(
      'PORTAL_ENTITY should be one of FOODY',
    );
  });

  it('derives brand, languages and time zone from another market', () => {
    const config = parseConfig({ PORTAL_COUNTRY: 'KW' });
    expect(config.entity).toBe('TALABAT');
    expect(config.timeZone).toBe('Asia/Kuwait');
    expect(config.languages).toContain('ar');
  });

  it('allows the individual-sender brand in a foodpanda market', () => {
    expect(parseConfig({ PORTAL_COUNTRY: 'SG', PORTAL_ENTITY: 'PANDASEND' }).entity).toBe(
      'PANDASEND',
    );
  });

  it('requires every secret in prd', () => {
    expect(() => parseConfig({ PORTAL_ENV: 'prd' })).toThrow('TOKEN_SECRET not set');
    expect(() => parseConfig({ PORTAL_ENV: 'prd', TOKEN_SECRET: 'a' })).toThrow(
      'FEE_SIGNING_SECRET not set',
    );
    const config = parseConfig({
      PORTAL_ENV: 'prd',
      TOKEN_SECRET: 'a',
      FEE_SIGNING_SECRET: 'b',
      LOGISTICS_SECRET: 'c',
    });
    expect(config.simulator.enabled).toBe(false);
  });

  it('reads the port and refuses a bad one', () => {
    expect(parseConfig({ PORT: '9090' }).port).toBe(9090);
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow('PORT should be one of 0-65535');
  });
});
