import { z } from 'zod';
import { API_CALLBACK_URL_MAX_CHARS, API_ID_MAX_CHARS } from './constants.ts';

// Public API clients (issue 19): the identifiers a POS system is given and the checks on them.

/** The audience pandago clients hard-code in their client assertion. */
export const PANDAGO_TOKEN_AUDIENCE = 'https://sts.deliveryhero.io';
export const CLIENT_ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** ClientID `{market}:{uuid}` (pandago's `pandago:sg:{uuid}` without the brand prefix). */
export function formatClientId(country: string, uuid: string): string {
  return `${country.toLowerCase()}:${uuid}`;
}

/** True for a well-formed ClientID of the given market. */
export function isClientIdOf(clientId: string, country: string): boolean {
  return new RegExp(`^${country.toLowerCase()}:${UUID}$`).test(clientId);
}

/** The scope a client is given: `rider.api.{market}.*`. */
export function clientScope(country: string): string {
  return `rider.api.${country.toLowerCase()}.*`;
}

/**
 * Scopes a token request may ask for: ours, and pandago's `pandago.api.{market}.*` that existing
 * integrations send unchanged. Both grant the same.
 */
export function isAcceptedScope(scope: string, country: string): boolean {
  const market = country.toLowerCase();
  return scope === `rider.api.${market}.*` || scope === `pandago.api.${market}.*`;
}

/** A webhook secret as Standard Webhooks writes it: `whsec_` and the base64 of its bytes. */
export const ZWebhookSecret = z.string().regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/);

/** A callback URL: http(s) with a host and no credentials, at most API_CALLBACK_URL_MAX_CHARS. */
export const ZCallbackUrl = z
  .string()
  .max(API_CALLBACK_URL_MAX_CHARS)
  .pipe(z.url({ protocol: /^https?$/, hostname: /^[^@\s]+$/ }))
  .refine((url) => !/^https?:\/\/[^/]*@/i.test(url));

/** A callback URL's check; https only where `isHttpsRequired` (prd: pandago's "HTTPS with valid SSL"). */
export function checkCallbackUrl(
  url: string,
  isHttpsRequired: boolean,
): 'ok' | 'invalid' | 'https-required' {
  if (!ZCallbackUrl.safeParse(url).success) return 'invalid';
  if (isHttpsRequired && !/^https:/i.test(url)) return 'https-required';
  return 'ok';
}

export const ZClientId = z.string().min(1).max(API_ID_MAX_CHARS);
