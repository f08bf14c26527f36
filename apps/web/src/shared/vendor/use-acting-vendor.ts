import { useParams } from 'react-router';
import { useSession } from '../session/session-store';
import { useSelectedVendor } from './selected-vendor';

/**
 * Whose orders the screens follow: the mode's own vendor (guest, embedded tool), else the vendor
 * in the path, else the selected branch; all its outlets when the user chose so for that branch.
 * The live connection and the order lists use this one answer, so they cover the same orders.
 */
export function useActingVendor(): {
  vendorId: string | null;
  isIncludingOutlets: boolean;
  isGuest: boolean;
} {
  const session = useSession();
  const { vendorId: pathVendorId } = useParams();
  const selected = useSelectedVendor();
  const fixed = session.mode === 'CLASSIC' ? null : session.vendorId;
  const vendorId = fixed ?? pathVendorId ?? selected.vendorId;
  const isIncludingOutlets =
    fixed === null && selected.isIncludingAllOutlets && selected.vendorId === vendorId;
  return { vendorId, isIncludingOutlets, isGuest: session.mode === 'GUEST' };
}
