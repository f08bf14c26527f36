import { z } from 'zod';
import { FLAG_NAMES } from './flags.ts';
import type { TFlagName } from './flags.ts';
import { LANGUAGES } from './languages.ts';
import { COUNTRY_CODES, ENTITIES } from './markets.ts';
import {
  APP_MODES,
  ENVIRONMENTS,
  FLAG_PROVIDERS,
  REGIONS,
  REGISTRATION_TYPES,
} from './platform.ts';

// The schemas of the catalogue's lists, apart from the lists themselves: the landing page's first
// script reads the lists (markets, languages, flags) and must not bring zod along (issue 16).

export const ZEntity = z.enum(ENTITIES);
export const ZCountryCode = z.enum(COUNTRY_CODES);
export const ZLanguage = z.enum(LANGUAGES);
export const ZFlagName = z.enum(FLAG_NAMES);
export const ZEnvironment = z.enum(ENVIRONMENTS);
export const ZRegion = z.enum(REGIONS);
export const ZRegistrationType = z.enum(REGISTRATION_TYPES);
export const ZFlagProvider = z.enum(FLAG_PROVIDERS);
export const ZAppMode = z.enum(APP_MODES);

/**
 * A flag answer (flag service or fwfFallback.json): known flags must be booleans, unknown keys are
 * dropped so a provider may serve flags this build does not know.
 */
export const ZFlagMap = z.object(
  Object.fromEntries(FLAG_NAMES.map((name) => [name, z.boolean().optional()])) as Record<
    TFlagName,
    z.ZodOptional<z.ZodBoolean>
  >,
);
