import type { TAppConfig } from '@rider-portal/domain/api/app-config';
import {
  ENTITIES,
  getMarket,
  isCountryCode,
  resolveLanguage,
  type TEntity,
} from '@rider-portal/domain/markets';
import { parseRegion } from '@rider-portal/domain/platform';
import { apiClient } from '../api/client';

/**
 * What the server injects into index.html (and answers at GET /api/v1/app-config), as far as the
 * web reads it: the schema in packages/domain decides every field's type.
 */
export type TPortalConfig = Omit<TAppConfig, 'defaultPayment' | 'timeZone'>;

/** Version used when no server answered; the new-build check is skipped for it. */
export const UNKNOWN_VERSION = 'unknown';

/** Used when neither the page nor the API gives a configuration (for example `vite preview`). */
export function defaultPortalConfig(): TPortalConfig {
  const market = getMarket('CY');
  return {
    country: 'CY',
    entity: market.entity,
    environment: 'stg',
    languages: market.languages.map((language) => resolveLanguage(language)),
    region: 'EU_WEST_2',
    registrationType: 'PV',
    tileUrl: null,
    tileAttribution: null,
    helpCenterInitUrl: null,
    version: UNKNOWN_VERSION,
  };
}

const CONFIG_REQUEST_TIMEOUT_MS = 3000;

/** The script tag the server writes in place of `<!--portal-config-->`. */
export function readInlineConfig(doc: Document = document): TPortalConfig | null {
  const text = doc.getElementById('portal-config')?.textContent;
  if (!text) return null;
  try {
    return normalizeConfig(JSON.parse(text));
  } catch {
    return null;
  }
}

/** Script tag, else GET /api/v1/app-config, else the CY/FOODY default. Never rejects. */
export async function loadPortalConfig(): Promise<TPortalConfig> {
  const inline = readInlineConfig();
  if (inline) return inline;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONFIG_REQUEST_TIMEOUT_MS);
  try {
    const answer = await apiClient.call('getAppConfig', {
      signal: controller.signal,
      retry: false,
    });
    const config = normalizeConfig(answer.result);
    if (config) return config;
  } catch {
    // No server (preview, offline): use the default below.
  } finally {
    clearTimeout(timer);
  }
  return defaultPortalConfig();
}

/** Accepts the server's object when its essential fields are there; fills the optional ones. */
export function normalizeConfig(raw: unknown): TPortalConfig | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const value = raw as Partial<Record<keyof TPortalConfig, unknown>>;
  if (!isCountryCode(value.country) || !isEntity(value.entity)) return null;
  const fallback = defaultPortalConfig();
  const languages = Array.isArray(value.languages)
    ? value.languages
        .filter((l): l is string => typeof l === 'string')
        .map((l) => resolveLanguage(l))
    : [];
  return {
    country: value.country,
    entity: value.entity,
    environment:
      value.environment === 'prd' || value.environment === 'san' ? value.environment : 'stg',
    languages: languages.length > 0 ? languages : fallback.languages,
    region: (typeof value.region === 'string' && parseRegion(value.region)) || fallback.region,
    registrationType: value.registrationType === 'NPV' ? 'NPV' : 'PV',
    tileUrl: typeof value.tileUrl === 'string' ? value.tileUrl : null,
    tileAttribution: typeof value.tileAttribution === 'string' ? value.tileAttribution : null,
    helpCenterInitUrl:
      typeof value.helpCenterInitUrl === 'string' && value.helpCenterInitUrl
        ? value.helpCenterInitUrl
        : null,
    version: typeof value.version === 'string' && value.version ? value.version : UNKNOWN_VERSION,
  };
}

function isEntity(value: unknown): value is TEntity {
  return typeof value === 'string' && (ENTITIES as readonly string[]).includes(value);
}
