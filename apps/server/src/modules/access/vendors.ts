import type { TDb } from '../../platform/db.ts';
import type { TCaller } from '../auth/caller.ts';
import { AppError } from '../../http/errors.ts';
import {
  findAccessibleVendorIds,
  findVendorIfAllowed,
  isGuestVendor,
  isUserOfVendor,
  vendorExists,
} from './store.ts';

/** Whether the caller may act for the vendor (ARCHITECTURE: every vendor-scoped route checks this). */
export async function canActForVendor(
  db: TDb,
  caller: TCaller,
  vendorId: string,
): Promise<boolean> {
  // 000 §4, §6: a guest acts for its own guest vendor only; an embedding vendor tool (GODROID) for
  // the restaurant its token names only.
  if (caller.kind === 'guest') {
    return caller.vendorId === vendorId && (await isGuestVendor(db, vendorId));
  }
  if (caller.kind === 'godroid') {
    return caller.vendorId === vendorId && (await vendorExists(db, vendorId));
  }
  return isUserOfVendor(db, caller.userId, vendorId);
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
 * The vendor of a vendor-scoped call, read with its access check in one statement (the same rules
 * as `canActForVendor`); another vendor's id, or no such vendor, answers 404, never its data.
 */
export async function findVendorForCaller(db: TDb, caller: TCaller, vendorId: string) {
  const vendor = await findVendorIfAllowed(
    db,
    caller.kind === 'user'
      ? { userId: caller.userId }
      : { vendorId: caller.vendorId, isGuest: caller.kind === 'guest' },
    vendorId,
  );
  if (!vendor) throw new AppError(404, 'error.not-found');
  return vendor;
}
