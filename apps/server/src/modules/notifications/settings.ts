import { defaultNotificationSettings } from '@rider-portal/domain/notifications';
import type { TNotificationSettings } from '@rider-portal/domain/notifications';
import type { TAppContext } from '../../app-context.ts';
import { findVendorsByIds } from '../vendors/store.ts';
import { findSettingsRows } from './store.ts';

/** Where a vendor's settings come from: its own, its parent's, or the market's default. */
export type TSettingsSource = 'own' | 'parent' | 'market';

export type TEffectiveSettings = { settings: TNotificationSettings; source: TSettingsSource };

/**
 * The settings in force for each vendor (issue 21): its own, else its parent's (an outlet follows
 * its brand), else the market's default. Two statements for any number of vendors.
 */
export async function effectiveSettings(
  ctx: Pick<TAppContext, 'db' | 'config'>,
  vendorIds: string[],
): Promise<Map<string, TEffectiveSettings>> {
  const vendors = await findVendorsByIds(ctx.db, vendorIds);
  const parentOf = new Map(vendors.map((v) => [v.vendorId, v.parentVendorId]));
  const parents = vendors.map((v) => v.parentVendorId).filter((id): id is string => id !== null);
  const rows = await findSettingsRows(ctx.db, [...new Set([...vendorIds, ...parents])]);
  const market = defaultNotificationSettings(ctx.config.country);
  return new Map(
    vendorIds.map((vendorId) => {
      const own = rows.get(vendorId);
      const parentId = parentOf.get(vendorId);
      const parent = parentId ? rows.get(parentId) : undefined;
      const row = own ?? parent;
      const effective: TEffectiveSettings = row
        ? {
            settings: { enabled: row.enabled, steps: row.steps, channels: row.channels },
            source: own ? 'own' : 'parent',
          }
        : { settings: market, source: 'market' };
      return [vendorId, effective];
    }),
  );
}
