import { useLiveUpdates } from '../../shared/live/use-live-updates';
import { useActingVendor } from '../../shared/vendor/use-acting-vendor';

/** The session's live connection, following the vendor the user acts for (001 §4). */
export function LiveUpdates() {
  const { vendorId, isIncludingOutlets } = useActingVendor();
  useLiveUpdates(vendorId ? { vendorId, isIncludingOutlets } : null);
  return null;
}
