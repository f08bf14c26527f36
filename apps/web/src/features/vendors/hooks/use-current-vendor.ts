import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CANT_RETRIEVE_VENDORS_TOAST_MS } from '@rider-portal/domain/constants';
import type { TVendor } from '@rider-portal/domain/vendors';
import { useSession } from '../../../shared/session/session-store';
import {
  getSelectedVendor,
  selectVendor,
  setIncludingAllOutlets,
  useSelectedVendor,
} from '../../../shared/vendor/selected-vendor';
import { useVendors } from '../api/get-vendors';
import { vendorToSelect } from '../vendor-to-select';

/**
 * The vendor the user acts for: the mode's own vendor (guest, embedded tool), else the vendor id
 * in the URL, else the remembered choice. `vendors` is the branch list.
 */
export function useCurrentVendor() {
  const session = useSession();
  const { vendorId: urlVendorId } = useParams();
  const selected = useSelectedVendor();
  const query = useVendors();
  const vendors = query.data ?? [];
  const fixedVendorId = session.mode === 'CLASSIC' ? null : session.vendorId;
  const vendorId = fixedVendorId ?? urlVendorId ?? selected.vendorId;
  const current = vendors.find((v) => v.vendor_id === vendorId) ?? null;
  return {
    vendors,
    current,
    vendorId,
    query,
    isGuest: session.mode === 'GUEST',
    isFixed: fixedVendorId !== null,
    hasParents: vendors.some((v) => v.is_parent),
    isIncludingAllOutlets: selected.isIncludingAllOutlets && current?.is_parent === true,
  };
}

/**
 * Keeps the remembered vendor in step (mounted once, in the layout): a vendor id in the URL wins
 * and is remembered; without one, a choice that is no longer in the list falls back to the first
 * branch. 'Include all outlets' only applies while a parent is selected (000 §2).
 */
export function useVendorSelectionSync(): void {
  const session = useSession();
  const { vendorId: urlVendorId } = useParams();
  const { data: vendors, isError, errorUpdatedAt } = useVendors();
  const fixedVendorId = session.mode === 'CLASSIC' ? null : session.vendorId;
  const { t } = useTranslation();

  // 001 §8 'cant-retrieve-vendors', 10 s: the branch list could not be read (after the client's
  // retries); once per failure, wherever the user is.
  useEffect(() => {
    if (!isError) return;
    void import('@mantine/notifications').then(({ notifications }) =>
      notifications.show({
        id: 'cant-retrieve-vendors',
        color: 'red',
        message: t('vendor.cant-retrieve-vendors'),
        autoClose: CANT_RETRIEVE_VENDORS_TOAST_MS,
      }),
    );
    // `errorUpdatedAt` tells a new failure from the same one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isError, errorUpdatedAt]);

  useEffect(() => {
    const next = vendorToSelect({
      fixedVendorId,
      urlVendorId: urlVendorId ?? null,
      vendors,
      remembered: getSelectedVendor().vendorId,
    });
    if (next !== undefined) selectVendor(next);
    const selected = vendors?.find((v) => v.vendor_id === getSelectedVendor().vendorId);
    if (selected && !selected.is_parent && getSelectedVendor().isIncludingAllOutlets) {
      setIncludingAllOutlets(false);
    }
  }, [fixedVendorId, urlVendorId, vendors]);
}

/**
 * Switches branch. A page showing a vendor in its path (/history/V1001) moves to the new one;
 * its query string (filters, an order being edited) is left behind, on every page, as a vendor
 * change resets them (000 §4, 001 §4).
 */
export function useSwitchVendor(): (vendor: TVendor) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { vendorId: urlVendorId } = useParams();
  return useCallback(
    (vendor: TVendor) => {
      const isChange = vendor.vendor_id !== getSelectedVendor().vendorId;
      selectVendor(vendor.vendor_id);
      if (!vendor.is_parent) setIncludingAllOutlets(false);
      const [segment, idInPath] = pathname.split('/').filter(Boolean);
      if (segment && urlVendorId && idInPath === urlVendorId) {
        void navigate(`/${segment}/${encodeURIComponent(vendor.vendor_id)}`);
      } else if (isChange && search) {
        // No vendor in the path (/history?q=…): the filters of the old vendor go all the same.
        void navigate(pathname);
      }
    },
    [navigate, pathname, search, urlVendorId],
  );
}
