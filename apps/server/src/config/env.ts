import {
  COUNTRY_CODES,
  ENTITIES,
  LANGUAGES,
  entitiesForMarket,
  getMarket,
  resolveLanguage,
} from '@rider-portal/domain/markets';
import type { TCountryCode, TEntity, TLanguage } from '@rider-portal/domain/markets';
import {
  ENVIRONMENTS,
  FLAG_PROVIDERS,
  REGIONS,
  REGISTRATION_TYPES,
} from '@rider-portal/domain/platform';
import type { TFlagProvider } from '@rider-portal/domain/platform';
import { PAYMENT_METHODS, PAYMENT_PROVIDERS } from '@rider-portal/domain/payments';
import type { TPaymentMethod, TPaymentProviderName } from '@rider-portal/domain/payments';

/** Startup fails with this; main prints its message alone. */
export class ConfigError extends Error {}

export type TEnvironment = (typeof ENVIRONMENTS)[number];

/** An S3-compatible bucket for stored files (BLOB_STORE_URL and the S3_* variables). */
export type TBlobStoreConfig = {
  bucket: string;
  /** Empty, or a folder inside the bucket ending in "/". */
  prefix: string;
  region: string;
  /** Another S3-compatible service (MinIO and the like), reached path-style; AWS itself when null. */
  endpoint: string | null;
  /** Null: the AWS SDK's own credential chain (AWS_* variables, instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
};

export type TConfig = {
  country: TCountryCode;
  entity: TEntity;
  environment: TEnvironment;
  /** The configured language tags, as given (e.g. el-CY). */
  languageTags: string[];
  /** The interface languages they resolve to, first = default, no duplicates. */
  languages: TLanguage[];
  defaultPayment: TPaymentMethod;
  registrationType: (typeof REGISTRATION_TYPES)[number];
  region: (typeof REGIONS)[number];
  flagProviders: TFlagProvider[];
  timeZone: string;
  port: number;
  host: string;
  dataDir: string;
  /** Where stored files go (proof images, exports): DATA_DIR/blobs when null. */
  blobStore: TBlobStoreConfig | null;
  databaseUrl: string | null;
  redisUrl: string | null;
  smtpUrl: string | null;
  mailFrom: string;
  geocoderUrl: string | null;
  /** The card payment provider (modules/payments/providers); the built-in sandbox by default. */
  paymentProvider: TPaymentProviderName;
  /** OSRM-compatible routing service for road distances; straight line × a road factor without. */
  routingUrl: string | null;
  /**
   * Test-only request headers (x-portal-test-now, x-portal-test-service-hours) that replace the
   * clock and the service hours for one request of the request-a-rider flow. Never in prd.
   */
  testHooks: boolean;
  /**
   * The development pages (GET /api/v1/dev/mailbox). On by default only on loopback or in san;
   * never in prd.
   */
  devPages: boolean;
  mapTileUrl: string | null;
  /** The credit the tile server asks maps to show (HTML, as Leaflet shows it). */
  mapTileAttribution: string | null;
  publicUrl: string | null;
  /** Text messages to recipients (issue 21): see readSms. */
  sms: TSmsConfig;
  /**
   * The help-centre conditions init the web app POSTs its init payload to (001 §7); null: the
   * portal's own built-in help centre (POST /api/v1/help-center/init and the /help pages).
   */
  helpCenterInitUrl: string | null;
  simulator: { enabled: boolean; speed: number; poolSize: number };
  logLevel: string;
  /** pretty: readable lines for a person at a terminal; json: one JSON object a line. */
  logFormat: 'json' | 'pretty';
  /** Requests per minute per client address across the API (429 beyond). */
  rateLimitPerMinute: number;
  /**
   * Which proxies may name the client address in X-Forwarded-For: none (the socket's address
   * counts, so no client can pick its own throttling key), every hop, a hop count, or addresses.
   */
  trustProxy: boolean | number | string[];
  secrets: {
    tokenSecret: string | null;
    feeSecret: string | null;
    logisticsSecret: string | null;
    /** Verifies the tokens an embedding vendor tool hands the portal (GODROID mode). */
    integrationKey: string | null;
    adminToken: string | null;
    /** Signs the links of the public tracking pages. */
    trackingSecret: string | null;
    /** Signs the help-centre tokens (GET /vendor/{id}/hc_jwt_token, 001 §7). */
    helpCenterSecret: string | null;
  };
};

type TEnv = Record<string, string | undefined>;

/** A set variable, the default when absent, "X not set" when present but empty. */
function read(env: TEnv, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined) return fallback;
  const value = raw.trim();
  if (value === '') throw new ConfigError(`${name} not set`);
  return value;
}

/** OpenStreetMap's standard tiles: maps with streets outside prd, unless MAP_TILE_URL says else. */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** The attribution OpenStreetMap's tile usage policy asks for. */
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * MAP_TILE_URL: a tile URL template ({z}/{x}/{y}), or `none` for maps without tiles
 * (what the tests use: no test may need the internet). Unset: OpenStreetMap's standard tiles
 * outside prd; in prd the operator must name a tile server or `none`.
 */
function readMapTiles(
  env: TEnv,
  isProduction: boolean,
): { mapTileUrl: string | null; mapTileAttribution: string | null } {
  const value = readOptional(env, 'MAP_TILE_URL');
  if (value === null && isProduction) {
    throw new ConfigError(
      'MAP_TILE_URL is required in prd: a tile server URL template such as https://tiles.example.com/{z}/{x}/{y}.png, or none',
    );
  }
  if (value === 'none') return { mapTileUrl: null, mapTileAttribution: null };
  const url = value ?? OSM_TILE_URL;
  if (!/^https?:\/\/[^\s]+$/.test(url) || !['{z}', '{x}', '{y}'].every((p) => url.includes(p))) {
    throw new ConfigError(
      'MAP_TILE_URL should be one of an http(s) URL with {z}, {x} and {y}, or none',
    );
  }
  const attribution =
    readOptional(env, 'MAP_TILE_ATTRIBUTION') ?? (url === OSM_TILE_URL ? OSM_ATTRIBUTION : null);
  return { mapTileUrl: url, mapTileAttribution: attribution };
}

/**
 * The SMS provider: `sandbox` keeps messages in the portal (readable at /dev/messages), `http`
 * posts them to a gateway Twilio's way (a form with To, From and Body, basic auth), `none` sends
 * nothing.
 */
export type TSmsConfig = {
  provider: 'sandbox' | 'http' | 'none';
  url: string | null;
  from: string | null;
  username: string | null;
  password: string | null;
};

/**
 * SMS_URL: the gateway's message URL (with SMS_FROM, and SMS_USERNAME / SMS_PASSWORD for its
 * basic auth, e.g. Twilio's account SID and auth token), or `none`. Unset: the sandbox outside
 * prd; in prd the operator must name a gateway or `none`, as with the map tiles.
 */
function readSms(env: TEnv, isProduction: boolean): TSmsConfig {
  const value = readOptional(env, 'SMS_URL');
  const credentials = {
    username: readOptional(env, 'SMS_USERNAME'),
    password: readOptional(env, 'SMS_PASSWORD'),
  };
  if (value === null && isProduction) {
    throw new ConfigError(
      'SMS_URL is required in prd: the SMS gateway URL (https://…), or none to send no text messages',
    );
  }
  if (value === null) return { provider: 'sandbox', url: null, from: null, ...credentials };
  if (value === 'none') return { provider: 'none', url: null, from: null, ...credentials };
  if (!/^https?:\/\/[^\s]+$/.test(value)) {
    throw new ConfigError('SMS_URL should be one of an http(s) URL, or none');
  }
  const from = readOptional(env, 'SMS_FROM');
  if (!from) throw new ConfigError('SMS_FROM not set (the sender number or name SMS_URL sends as)');
  return { provider: 'http', url: value, from, ...credentials };
}

function readOptional(env: TEnv, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function oneOf<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new ConfigError(`${name} should be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

/** A configured language tag is allowed when it is an interface language or a regional form of one. */
function isAllowedLanguageTag(tag: string): boolean {
  if (!/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(tag)) return false;
  return tag === 'en' || tag.startsWith('en-') || resolveLanguage(tag) !== 'en';
}

function readPort(env: TEnv, name: string, fallback: number): number {
  const raw = read(env, name, String(fallback));
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`${name} should be one of 0-65535`);
  }
  return port;
}

function readPositiveInt(env: TEnv, name: string, fallback: number): number {
  const value = Number(read(env, name, String(fallback)));
  if (!Number.isInteger(value) || value <= 0)
    throw new ConfigError(`${name} should be one of 1, 2, 3, …`);
  return value;
}

function readBoolean(env: TEnv, name: string, fallback: boolean): boolean {
  const raw = read(env, name, fallback ? 'on' : 'off').toLowerCase();
  return ['on', 'true', '1'].includes(oneOf(name, raw, ['on', 'off', 'true', 'false', '1', '0']));
}

function readTrustProxy(env: TEnv): boolean | number | string[] {
  const raw = read(env, 'TRUST_PROXY', 'off');
  if (['off', 'false', '0'].includes(raw)) return false;
  if (['on', 'true'].includes(raw)) return true;
  if (/^[1-9]\d?$/.test(raw)) return Number(raw);
  const addresses = raw.split(',').map((a) => a.trim());
  if (addresses.every((a) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(a))) return addresses;
  throw new ConfigError('TRUST_PROXY should be one of off, on, a hop count, proxy addresses');
}

function readTestHooks(env: TEnv, isProduction: boolean): boolean {
  const isOn = readBoolean(env, 'PORTAL_TEST_HOOKS', false);
  if (isOn && isProduction) throw new ConfigError('PORTAL_TEST_HOOKS should be one of off');
  return isOn;
}

const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'];

/**
 * DEV_PAGES: the mailbox shows reset codes and verification links, so it is on by default only
 * where nobody else can reach it (a loopback HOST) or in the sandbox, and refused in prd.
 */
function readDevPages(env: TEnv, environment: TEnvironment, host: string): boolean {
  const isLoopback = LOOPBACK_HOSTS.includes(host.toLowerCase());
  const isDefaultOn = environment === 'san' || (isLoopback && environment !== 'prd');
  const raw = read(env, 'DEV_PAGES', isDefaultOn ? 'on' : 'off').toLowerCase();
  const isOn = oneOf('DEV_PAGES', raw, ['on', 'off']) === 'on';
  if (isOn && environment === 'prd') throw new ConfigError('DEV_PAGES should be one of off');
  return isOn;
}

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
const BUCKET_PATTERN = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const PREFIX_SEGMENT_PATTERN = /^[A-Za-z0-9_.-]+$/;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function readHelpCenterInitUrl(env: TEnv): string | null {
  const url = readOptional(env, 'HELP_CENTER_INIT_URL');
  if (url && !isHttpUrl(url)) {
    throw new ConfigError('HELP_CENTER_INIT_URL should be one of an http:// or https:// URL');
  }
  return url;
}

/** s3://BUCKET or s3://BUCKET/PREFIX; the S3_* variables only make sense with it. */
function readBlobStore(env: TEnv): TBlobStoreConfig | null {
  const url = readOptional(env, 'BLOB_STORE_URL');
  if (!url) {
    if (S3_VARIABLES.some((name) => readOptional(env, name))) {
      throw new ConfigError('BLOB_STORE_URL not set');
    }
    return null;
  }
  const match = /^s3:\/\/([^/]+)(?:\/(.*))?$/.exec(url);
  const bucket = match?.[1] ?? '';
  const path = (match?.[2] ?? '').replace(/\/$/, '');
  const segments = path === '' ? [] : path.split('/');
  const isValid =
    BUCKET_PATTERN.test(bucket) &&
    !bucket.includes('..') &&
    segments.every((s) => PREFIX_SEGMENT_PATTERN.test(s) && s !== '.' && s !== '..');
  if (!isValid) {
    throw new ConfigError('BLOB_STORE_URL should be one of s3://BUCKET, s3://BUCKET/PREFIX');
  }
  const endpoint = readOptional(env, 'S3_ENDPOINT');
  if (endpoint && !isHttpUrl(endpoint)) {
    throw new ConfigError('S3_ENDPOINT should be one of an http:// or https:// URL');
  }
  const region = read(env, 'S3_REGION', 'us-east-1');
  if (!/^[a-z0-9-]{2,40}$/.test(region)) {
    throw new ConfigError('S3_REGION should be one of a region name such as us-east-1');
  }
  const accessKeyId = readOptional(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = readOptional(env, 'S3_SECRET_ACCESS_KEY');
  if (accessKeyId && !secretAccessKey) throw new ConfigError('S3_SECRET_ACCESS_KEY not set');
  if (secretAccessKey && !accessKeyId) throw new ConfigError('S3_ACCESS_KEY_ID not set');
  return {
    bucket,
    prefix: segments.map((s) => `${s}/`).join(''),
    region,
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
  };
}

/** Parses and checks the startup configuration (001 §5 "Environment checks at startup"). */
export function parseConfig(
  env: TEnv,
  process_: { isTerminal: boolean } = { isTerminal: Boolean(process.stdout.isTTY) },
): TConfig {
  const country = oneOf('PORTAL_COUNTRY', read(env, 'PORTAL_COUNTRY', 'CY'), COUNTRY_CODES);
  const market = getMarket(country);
  const marketEntities = entitiesForMarket(country);
  const entity = oneOf('PORTAL_ENTITY', read(env, 'PORTAL_ENTITY', market.entity), ENTITIES);
  if (!marketEntities.includes(entity)) {
    throw new ConfigError(`PORTAL_ENTITY should be one of ${marketEntities.join(', ')}`);
  }
  const environment = oneOf('PORTAL_ENV', read(env, 'PORTAL_ENV', 'stg'), ENVIRONMENTS);
  const defaultTags = country === 'CY' ? 'el-CY,en' : market.languages.join(',');
  const languageTags = read(env, 'PORTAL_LANGUAGES', defaultTags)
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  if (languageTags.length === 0) throw new ConfigError('PORTAL_LANGUAGES not set');
  for (const tag of languageTags) {
    if (!isAllowedLanguageTag(tag)) {
      throw new ConfigError(`PORTAL_LANGUAGES should be one of ${LANGUAGES.join(', ')}`);
    }
  }
  const languages = [...new Set(languageTags.map((t) => resolveLanguage(t)))];
  const defaultPayment = oneOf(
    'PORTAL_DEFAULT_PAYMENT',
    read(env, 'PORTAL_DEFAULT_PAYMENT', 'CASH_ON_DELIVERY'),
    PAYMENT_METHODS,
  );
  const registrationType = oneOf(
    'PORTAL_REGISTRATION_TYPE',
    read(env, 'PORTAL_REGISTRATION_TYPE', 'PV'),
    REGISTRATION_TYPES,
  );
  const region = oneOf('PORTAL_REGION', read(env, 'PORTAL_REGION', 'EU_WEST_2'), REGIONS);
  const flagProviders = read(env, 'PORTAL_FLAG_PROVIDERS', FLAG_PROVIDERS.join(','))
    .split(',')
    .map((p) => oneOf('PORTAL_FLAG_PROVIDERS', p.trim(), FLAG_PROVIDERS));

  const isProduction = environment === 'prd';
  const secrets = {
    tokenSecret: readOptional(env, 'TOKEN_SECRET'),
    feeSecret: readOptional(env, 'FEE_SIGNING_SECRET'),
    logisticsSecret: readOptional(env, 'LOGISTICS_SECRET'),
    integrationKey: readOptional(env, 'INTEGRATION_KEY'),
    adminToken: readOptional(env, 'ADMIN_TOKEN'),
    trackingSecret: readOptional(env, 'TRACKING_SECRET'),
    helpCenterSecret: readOptional(env, 'HELP_CENTER_SECRET'),
  };
  if (isProduction) {
    if (!secrets.tokenSecret) throw new ConfigError('TOKEN_SECRET not set');
    if (!secrets.feeSecret) throw new ConfigError('FEE_SIGNING_SECRET not set');
    if (!secrets.logisticsSecret) throw new ConfigError('LOGISTICS_SECRET not set');
    if (!secrets.integrationKey) throw new ConfigError('INTEGRATION_KEY not set');
    if (!secrets.trackingSecret) throw new ConfigError('TRACKING_SECRET not set');
  }
  const host = read(env, 'HOST', '0.0.0.0');
  const speed = Number(read(env, 'SIM_SPEED', '1'));
  if (!Number.isFinite(speed) || speed <= 0)
    throw new ConfigError('SIM_SPEED should be one of a number above 0');

  return {
    country,
    entity,
    environment,
    languageTags,
    languages,
    defaultPayment,
    registrationType,
    region,
    flagProviders,
    timeZone: market.timeZone,
    port: readPort(env, 'PORT', 8080),
    host,
    dataDir: read(env, 'DATA_DIR', './data'),
    blobStore: readBlobStore(env),
    databaseUrl: readOptional(env, 'DATABASE_URL'),
    redisUrl: readOptional(env, 'REDIS_URL'),
    smtpUrl: readOptional(env, 'SMTP_URL'),
    mailFrom: read(env, 'MAIL_FROM', 'Rider Portal <no-reply@rider-portal.local>'),
    geocoderUrl: readOptional(env, 'GEOCODER_URL'),
    paymentProvider: oneOf(
      'PAYMENT_PROVIDER',
      read(env, 'PAYMENT_PROVIDER', 'sandbox'),
      PAYMENT_PROVIDERS,
    ),
    routingUrl: readOptional(env, 'ROUTING_URL'),
    testHooks: readTestHooks(env, isProduction),
    devPages: readDevPages(env, environment, host),
    ...readMapTiles(env, isProduction),
    publicUrl: readOptional(env, 'PUBLIC_URL'),
    sms: readSms(env, isProduction),
    helpCenterInitUrl: readHelpCenterInitUrl(env),
    simulator: {
      enabled: readBoolean(env, 'SIM', !isProduction),
      speed,
      poolSize: readPositiveInt(env, 'SIM_POOL_SIZE', 24),
    },
    logLevel: read(env, 'LOG_LEVEL', 'info'),
    // Readable at a terminal outside prd; JSON for log collectors, files and pipes.
    logFormat: oneOf(
      'LOG_FORMAT',
      read(env, 'LOG_FORMAT', process_.isTerminal && !isProduction ? 'pretty' : 'json'),
      ['json', 'pretty'] as const,
    ),
    rateLimitPerMinute: readPositiveInt(env, 'RATE_LIMIT_PER_MINUTE', 1200),
    trustProxy: readTrustProxy(env),
    secrets,
  };
}
