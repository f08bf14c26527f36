import {
  FLAG_DEFAULTS,
  isFlagName,
  isInMaintenance,
  resolveFlags,
} from '@rider-portal/domain/flags';
import type { TFlagName, TFlagOverrides, TFlags } from '@rider-portal/domain/flags';
import type { TFlagProvider } from '@rider-portal/domain/platform';
import { VENDOR_SETTINGS_SERVER_CACHE_MS } from '@rider-portal/domain/constants';
import type { TDb } from '../../platform/db.ts';
import { rememberPerDatabase } from '../../platform/remembered.ts';
import { AppError } from '../../http/errors.ts';
import { deleteFlagOverride, findFlagOverrides, upsertFlagOverride } from './store.ts';
import type { TFlagOverride } from './store.ts';

type TFlagSource = { db: TDb; config: { flagProviders: readonly TFlagProvider[] } };

/**
 * Every order and fee quote reads its vendor's flags; operators change them rarely. The overrides
 * read are remembered per vendor for VENDOR_SETTINGS_SERVER_CACHE_MS; `setFlag` forgets them all
 * (a market-wide override applies to every vendor).
 */
const rememberedOverrides = rememberPerDatabase<TFlagOverride[]>(VENDOR_SETTINGS_SERVER_CACHE_MS);

/**
 * The resolved flags: built-in defaults, then the market's overrides, then the vendor's
 * (a flag may be on for some vendors only). Operator overrides apply only while the 'database'
 * provider is configured.
 */
export async function resolveFlagsFor(
  source: TFlagSource,
  vendorId: string | null,
): Promise<TFlags> {
  if (!source.config.flagProviders.includes('database')) return { ...FLAG_DEFAULTS };
  const overrides = await rememberedOverrides.get(source.db, vendorId ?? '', () =>
    findFlagOverrides(source.db, vendorId),
  );
  const market: TFlagOverrides = {};
  const vendor: TFlagOverrides = {};
  for (const o of overrides) {
    if (isFlagName(o.name)) (o.vendorId === '' ? market : vendor)[o.name] = o.value;
  }
  return resolveFlags(FLAG_DEFAULTS, [market, vendor]);
}

/** Whether one flag is on for the market (and vendor, when given). */
export async function isFlagOn(
  source: TFlagSource,
  name: TFlagName,
  vendorId: string | null = null,
): Promise<boolean> {
  return (await resolveFlagsFor(source, vendorId))[name];
}

/**
 * During maintenance (planned or unplanned) the portal takes no new request, bulk order
 * or change for the vendor: 503 error.maintenance. Following and cancelling orders stay open.
 * Answers the vendor's flags, so a caller that needs them does not read them again.
 */
export async function assertNotInMaintenance(
  source: TFlagSource,
  vendorId: string | null,
): Promise<TFlags> {
  const flags = await resolveFlagsFor(source, vendorId);
  if (isInMaintenance(flags)) throw new AppError(503, 'error.maintenance');
  return flags;
}

/** Operator command: set a flag for the market or one vendor; 'default' removes the override. */
export async function setFlag(
  db: TDb,
  input: { name: string; value: boolean | 'default'; vendorId: string | null },
): Promise<void> {
  if (!isFlagName(input.name)) throw new AppError(400, 'error.validation');
  const vendorId = input.vendorId ?? '';
  if (input.value === 'default') {
    await deleteFlagOverride(db, input.name, vendorId);
  } else {
    await upsertFlagOverride(db, { name: input.name, vendorId, value: input.value });
  }
  rememberedOverrides.forget(db);
}
