import { VENDOR_SETTINGS_SERVER_CACHE_MS } from '@rider-portal/domain/constants';
import type { TDb } from '../platform/db.ts';
import { rememberPerDatabase } from '../platform/remembered.ts';
import type { vendors } from './schema.ts';

type TVendorRecord = typeof vendors.$inferSelect;

/**
 * Every vendor-scoped call reads its vendor with the caller's access (modules/access); vendors and
 * their owners change rarely. What that read answered is remembered per caller and vendor for
 * VENDOR_SETTINGS_SERVER_CACHE_MS. **Every write to `vendors` or `vendor_users` calls
 * `vendorRowsChanged`** (a test holds the stores to it), so a change through this instance
 * applies at once, one on another instance within that time.
 */
export const rememberedVendorAccess = rememberPerDatabase<TVendorRecord | null>(
  VENDOR_SETTINGS_SERVER_CACHE_MS,
);

/** A vendor row or an ownership was written: forget every remembered access of the database. */
export function vendorRowsChanged(db: TDb): void {
  rememberedVendorAccess.forget(db);
}
