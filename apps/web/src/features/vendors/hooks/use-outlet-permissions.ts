import { maintenanceMode } from '@rider-portal/domain/flags';
import { isOutletEditable } from '@rider-portal/domain/platform';
import type { TVendor } from '@rider-portal/domain/vendors';
import { useFlags } from '../../../shared/flags/use-flag';

/**
 * 000 §2, §6: the add button needs the add-outlet flag and a parent vendor to add under; the
 * edit button the edit-outlet flag, an outlet of a parent in the list, and an id that does not
 * start with a- or b-. Neither during maintenance (no changes). The server checks the
 * same again.
 */
export function useOutletPermissions(vendors: readonly TVendor[]) {
  const { flags } = useFlags();
  const isWritable = maintenanceMode(flags) === 'none';
  const isAddEnabled = flags['add-outlet'] && isWritable;
  const isEditEnabled = flags['edit-outlet'] && isWritable;
  const parentIds = new Set(vendors.filter((v) => v.is_parent).map((v) => v.vendor_id));
  return {
    canAdd: isAddEnabled && parentIds.size > 0,
    canEdit: (vendor: TVendor) =>
      isEditEnabled &&
      vendor.parent_vendor_id !== null &&
      parentIds.has(vendor.parent_vendor_id) &&
      isOutletEditable(vendor.vendor_id),
  };
}
