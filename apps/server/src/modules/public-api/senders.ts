import { API_SENDER_MATCH_METERS } from '@rider-portal/domain/constants';
import type { TApiSender } from './mapping.ts';
import { haversineKm } from '@rider-portal/domain/pricing';
import type { TDb } from '../../platform/db.ts';
import { findOutletByClientId, findOutletIds, findVendorsByIds } from '../vendors/store.ts';
import type { TVendorRow } from '../vendors/store.ts';
import { MESSAGES, PublicApiError } from './errors.ts';

/** The brand's own id or one of its outlets' by the client's id; null for anything else. */
export async function findBrandOutlet(
  db: TDb,
  brand: TVendorRow,
  clientVendorId: string,
): Promise<TVendorRow | null> {
  if (brand.clientVendorId === clientVendorId) return brand;
  return findOutletByClientId(db, brand.vendorId, clientVendorId);
}

/** The brand and its outlets. */
export async function findBrandBranches(db: TDb, brand: TVendorRow): Promise<TVendorRow[]> {
  const outlets = brand.isParent
    ? await findVendorsByIds(db, await findOutletIds(db, brand.vendorId))
    : [];
  return [brand, ...outlets];
}

/**
 * The branch an order is picked up at (the reference's "Ordering Steps"): the outlet named by
 * `client_vendor_id` (404 'Outlet not found'), else the one branch within API_SENDER_MATCH_METERS
 * of the sender's coordinates (422 when none or several), else the brand itself.
 */
export async function resolveSenderBranch(
  db: TDb,
  brand: TVendorRow,
  sender: TApiSender | undefined,
  status422AsList: boolean,
): Promise<TVendorRow> {
  if (sender?.client_vendor_id) {
    const outlet = await findBrandOutlet(db, brand, sender.client_vendor_id);
    if (!outlet) throw new PublicApiError(404, MESSAGES.outletNotFound);
    return outlet;
  }
  const at = sender?.location;
  if (!at) return brand;
  const near = (await findBrandBranches(db, brand)).filter((branch) => {
    const { latitude, longitude } = branch.location;
    if (latitude === null || longitude === null) return false;
    const km = haversineKm(
      { lat: latitude, lng: longitude },
      { lat: at.latitude, lng: at.longitude },
    );
    return km * 1000 <= API_SENDER_MATCH_METERS;
  });
  if (near.length === 1) return near[0]!;
  throw new PublicApiError(422, near.length === 0 ? MESSAGES.noBranch : MESSAGES.manyBranches, {
    isList: status422AsList,
  });
}
