import type { TVendor } from '@rider-portal/domain/vendors';

/**
 * The vendor to remember, by the rule of useVendorSelectionSync (also applied at start-up, before
 * the first render, so that the first screen is drawn for it): the mode's vendor, else the URL's
 * (when in the list, or while the list is unknown), else the remembered one while it is in the
 * list, else the first branch. `undefined`: keep what is remembered.
 */
export function vendorToSelect(input: {
  fixedVendorId: string | null;
  urlVendorId: string | null;
  vendors: TVendor[] | undefined;
  remembered: string | null;
}): string | null | undefined {
  const { fixedVendorId, urlVendorId, vendors, remembered } = input;
  const known = (id: string) => !vendors || vendors.some((v) => v.vendor_id === id);
  if (fixedVendorId) return fixedVendorId;
  if (urlVendorId && known(urlVendorId)) return urlVendorId;
  if (vendors && (!remembered || !known(remembered))) return vendors[0]?.vendor_id ?? null;
  return undefined;
}
