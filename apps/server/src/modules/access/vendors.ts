import type { TDb } from '../../platform/db.ts';
import type { TCaller } from '../auth/caller.ts';
import { AppError } from '../../http/errors.ts';
import { findAccessibleVendorIds, findVendorIfAllowed } from './store.ts';

/** Who the caller is, as far as vendor access goes (000 §4, §6). */
function accessOf(caller: TCaller) {
  return caller.kind === 'user'
    ? { userId: caller.userId }
    : { vendorId: caller.vendorId, isGuest: caller.kind === 'guest' };
}

/**
 * Whether the caller may act for the vendor (ARCHITECTURE: every vendor-scoped route checks this):
 * a user for the vendors they own and the outlets of owned parents; a guest for its own guest
 * vendor only; an embedding vendor tool (GODROID) for the restaurant its token names only.
 */
export async function canActForVendor(
  db: TDb,
  caller: TCaller,
  vendorId: string,
): Promise<boolean> {
  return (await findVendorIfAllowed(db, accessOf(caller), vendorId)) !== null;
}

/** The ids of every vendor the caller may act for: a guest's or tool's one vendor, a user's owned. */
export async function findCallerVendorIds(db: TDb, caller: TCaller): Promise<string[]> {
  if (caller.kind === 'user') return findAccessibleVendorIds(db, caller.userId);
  return (await canActForVendor(db, caller, caller.vendorId)) ? [caller.vendorId] : [];
}

/** Another vendor's id answers 404, never its data. */
export async function assertCanActForVendor(
  db: TDb,
  caller: TCaller,
  vendorId: string,
): Promise<void> {
  if (!(await canActForVendor(db, caller, vendorId))) throw new AppError(404, 'error.not-found');
}

/**
 * The vendor of a vendor-scoped call, read with its access check in one statement (the statement
 * `canActForVendor` asks); another vendor's id, or no such vendor, answers 404, never its data.
 */
export async function findVendorForCaller(db: TDb, caller: TCaller, vendorId: string) {
  const vendor = await findVendorIfAllowed(db, accessOf(caller), vendorId);
  if (!vendor) throw new AppError(404, 'error.not-found');
  return vendor;
}
