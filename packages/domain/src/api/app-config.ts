import { z } from 'zod';
import { ZCountryCode, ZEntity, ZLanguage } from '../enum-schemas.ts';
import { ZEnvironment, ZRegion, ZRegistrationType } from '../enum-schemas.ts';
import { ZPaymentMethod } from '../payments.ts';
import { defineEndpoint } from './endpoint.ts';

/** The deployment configuration the web app starts with (inline in index.html, or fetched). */
export const ZAppConfig = z.object({
  country: ZCountryCode,
  entity: ZEntity,
  environment: ZEnvironment,
  /** Interface languages of the market; the first is the default. */
  languages: z.array(ZLanguage),
  region: ZRegion,
  registrationType: ZRegistrationType,
  defaultPayment: ZPaymentMethod,
  timeZone: z.string(),
  tileUrl: z.string().nullable(),
  /** The tile server's credit, shown on every map with tiles. */
  tileAttribution: z.string().nullable(),
  /** Where the help centre's init payload goes (001 §7); null: the portal's built-in one. */
  helpCenterInitUrl: z.string().nullable(),
  /** Build id; compared with /version.json to detect a new build. */
  version: z.string(),
});
export type TAppConfig = z.infer<typeof ZAppConfig>;

export const getAppConfig = defineEndpoint('getAppConfig', {
  response: { 200: z.object({ result: ZAppConfig }) },
});
