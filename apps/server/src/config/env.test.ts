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
      paymentProvider: 'sandbox',
    });
    expect(config.simulator).toEqual({ enabled: true, speed: 1, poolSize: 24 });
  });

  it('reads the simulator pool size and refuses one that is not a positive whole number', () => {
    expect(parseConfig({ SIM_POOL_SIZE: '60' }).simulator.poolSize).toBe(60);
    expect(() => parseConfig({ SIM_POOL_SIZE: '0' })).toThrow(/SIM_POOL_SIZE/);
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
    ['PAYMENT_PROVIDER', 'acme-pay', /^PAYMENT_PROVIDER should be one of sandbox$/],
  ])('refuses a bad %s', (name, value, message) => {
    expect(() => parseConfig({ [name]: value })).toThrow(message);
  });

  it.each([
    'PORTAL_COUNTRY',
    'PORTAL_ENTITY',
    'PORTAL_LANGUAGES',
    'PORTAL_ENV',
    'PAYMENT_PROVIDER',
  ])('says "%s not set" for an empty value', (name) => {
    expect(() => parseConfig({ [name]: ' ' })).toThrow(`${name} not set`);
  });

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
    const secrets = {
      PORTAL_ENV: 'prd',
      TOKEN_SECRET: 'a',
      FEE_SIGNING_SECRET: 'b',
      LOGISTICS_SECRET: 'c',
    };
    expect(() => parseConfig(secrets)).toThrow('INTEGRATION_KEY not set');
    expect(() => parseConfig({ ...secrets, INTEGRATION_KEY: 'd' })).toThrow(
      'TRACKING_SECRET not set',
    );
    const all = { ...secrets, INTEGRATION_KEY: 'd', TRACKING_SECRET: 'e' };
    expect(() => parseConfig(all)).toThrow(/MAP_TILE_URL is required in prd/);
    expect(() => parseConfig({ ...all, MAP_TILE_URL: 'none' })).toThrow(
      /SMS_URL is required in prd/,
    );
    const config = parseConfig({ ...all, MAP_TILE_URL: 'none', SMS_URL: 'none' });
    expect(config.simulator.enabled).toBe(false);
    expect(config.sms.provider).toBe('none');
  });

  it('keeps text messages in the sandbox outside prd, unless told a gateway', () => {
    expect(parseConfig({}).sms).toEqual({
      provider: 'sandbox',
      url: null,
      from: null,
      username: null,
      password: null,
    });
    expect(
      parseConfig({
        SMS_URL: 'https://sms.example.com/Messages.json',
        SMS_FROM: '+35722000000',
        SMS_USERNAME: 'AC123',
        SMS_PASSWORD: 'secret',
      }).sms,
    ).toEqual({
      provider: 'http',
      url: 'https://sms.example.com/Messages.json',
      from: '+35722000000',
      username: 'AC123',
      password: 'secret',
    });
    expect(() => parseConfig({ SMS_URL: 'https://sms.example.com/send' })).toThrow(
      'SMS_FROM not set (the sender number or name SMS_URL sends as)',
    );
    expect(() => parseConfig({ SMS_URL: 'smtp://x', SMS_FROM: 'Shop' })).toThrow(
      'SMS_URL should be one of an http(s) URL, or none',
    );
  });

  it('shows streets by default outside prd, with the credit OpenStreetMap asks for', () => {
    expect(parseConfig({})).toMatchObject({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapTileAttribution: expect.stringContaining('OpenStreetMap</a> contributors'),
    });
    expect(parseConfig({ MAP_TILE_URL: 'none' })).toMatchObject({
      mapTileUrl: null,
      mapTileAttribution: null,
    });
    expect(
      parseConfig({
        MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
        MAP_TILE_ATTRIBUTION: '© Example',
      }),
    ).toMatchObject({
      mapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png',
      mapTileAttribution: '© Example',
    });
    expect(() => parseConfig({ MAP_TILE_URL: 'ftp://x/{z}/{x}/{y}' })).toThrow(/MAP_TILE_URL/);
    expect(() => parseConfig({ MAP_TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(
      /MAP_TILE_URL/,
    );
  });

  it('reads the port and refuses a bad one', () => {
    expect(parseConfig({ PORT: '9090' }).port).toBe(9090);
    expect(() => parseConfig({ PORT: 'eighty' })).toThrow('PORT should be one of 0-65535');
  });

  it('trusts no proxy unless told which', () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(parseConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(parseConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
    ]);
    expect(() => parseConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      'TRUST_PROXY should be one of off, on, a hop count, proxy addresses',
    );
  });

  it('turns the development pages on by default only on loopback or in san, never in prd', () => {
    const prd = {
      PORTAL_ENV: 'prd',
      TOKEN_SECRET: 'a',
      FEE_SIGNING_SECRET: 'b',
      LOGISTICS_SECRET: 'c',
      INTEGRATION_KEY: 'd',
      TRACKING_SECRET: 'e',
      MAP_TILE_URL: 'none',
      SMS_URL: 'none',
    };
    // The default: stg listening on every interface.
    expect(parseConfig({}).devPages).toBe(false);
    expect(parseConfig({ HOST: '192.168.1.20' }).devPages).toBe(false);
    for (const host of ['127.0.0.1', '::1', 'localhost', 'LOCALHOST']) {
      expect(parseConfig({ HOST: host }).devPages, host).toBe(true);
    }
    expect(parseConfig({ PORTAL_ENV: 'san' }).devPages).toBe(true);
    expect(parseConfig({ ...prd, HOST: '127.0.0.1' }).devPages).toBe(false);
    // Told: on or off, except on in prd.
    expect(parseConfig({ DEV_PAGES: 'on' }).devPages).toBe(true);
    expect(parseConfig({ DEV_PAGES: 'off', HOST: '127.0.0.1' }).devPages).toBe(false);
    expect(parseConfig({ PORTAL_ENV: 'san', DEV_PAGES: 'OFF' }).devPages).toBe(false);
    expect(parseConfig({ ...prd, DEV_PAGES: 'off' }).devPages).toBe(false);
    expect(() => parseConfig({ ...prd, DEV_PAGES: 'on' })).toThrow(
      'DEV_PAGES should be one of off',
    );
    expect(() => parseConfig({ DEV_PAGES: 'yes' })).toThrow('DEV_PAGES should be one of on, off');
    expect(() => parseConfig({ DEV_PAGES: ' ' })).toThrow('DEV_PAGES not set');
  });

  it('keeps stored files in DATA_DIR unless a bucket is given', () => {
    expect(parseConfig({}).blobStore).toBeNull();
    expect(parseConfig({ BLOB_STORE_URL: 's3://portal-files' }).blobStore).toEqual({
      bucket: 'portal-files',
      prefix: '',
      region: 'us-east-1',
      endpoint: null,
      credentials: null,
    });
    const config = parseConfig({
      BLOB_STORE_URL: 's3://portal-files/cy/prd/',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.blobStore).toEqual({
      bucket: 'portal-files',
      prefix: 'cy/prd/',
      region: 'eu-west-2',
      endpoint: 'http://minio.internal:9000',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
  });

  it.each([
    ['BLOB_STORE_URL', 'https://portal-files', /^BLOB_STORE_URL should be one of s3:\/\/BUCKET, /],
    ['BLOB_STORE_URL', 's3://Portal_Files', /^BLOB_STORE_URL should be one of /],
    ['BLOB_STORE_URL', 's3://portal-files/../other', /^BLOB_STORE_URL should be one of /],
    ['BLOB_STORE_URL', 's3://portal-files//cy', /^BLOB_STORE_URL should be one of /],
    ['S3_ENDPOINT', 'minio:9000', /^S3_ENDPOINT should be one of an http:\/\/ or https:\/\/ URL$/],
    ['S3_REGION', 'EU West', /^S3_REGION should be one of /],
    ['S3_ACCESS_KEY_ID', 'key', /^S3_SECRET_ACCESS_KEY not set$/],
    ['S3_SECRET_ACCESS_KEY', 'secret', /^S3_ACCESS_KEY_ID not set$/],
  ])('refuses a bucket setting with a bad %s (%s)', (name, value, message) => {
    expect(() => parseConfig({ BLOB_STORE_URL: 's3://portal-files', [name]: value })).toThrow(
      message,
    );
  });

  it('says "BLOB_STORE_URL not set" when only S3_* variables are given', () => {
    expect(() => parseConfig({ S3_ENDPOINT: 'http://minio.internal:9000' })).toThrow(
      'BLOB_STORE_URL not set',
    );
  });
});
