import { defaultNotificationSettings } from '@rider-portal/domain/notifications';
import type { TNotificationSettings } from '@rider-portal/domain/notifications';
import type { TAppContext } from '../../app-context.ts';
import type { TVendorRow } from '../vendors/store.ts';
import { findSettingsRows } from './store.ts';

/** Where a vendor's settings come from: its own, its parent's, or the market's default. */
export type TSettingsSource = 'own' | 'parent' | 'market';

export type TEffectiveSettings = { settings: TNotificationSettings; source: TSettingsSource };

/**
 * The settings in force for each of these vendors (issue 21): its own, else its parent's (an
 * outlet follows its brand), else the market's default. One statement; the caller has the rows.
 */
export async function effectiveSettings(
  ctx: Pick<TAppContext, 'db' | 'config'>,
  vendors: Pick<TVendorRow, 'vendorId' | 'parentVendorId'>[],
): Promise<Map<string, TEffectiveSettings>> {
  const parents = vendors.map((v) => v.parentVendorId).filter((id): id is string => id !== null);
  const rows = await findSettingsRows(ctx.db, [
    ...new Set([...vendors.map((v) => v.vendorId), ...parents]),
  ]);
  const market = defaultNotificationSettings(ctx.config.country);
  return new Map(
    vendors.map(({ vendorId, parentVendorId }) => {
      const own = rows.get(vendorId);
      const row = own ?? (parentVendorId ? rows.get(parentVendorId) : undefined);
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
