import type { TVendor } from '@rider-portal/domain/vendors';
import type { TVendorRow } from './store.ts';

/** The fields of a vendor that leave the server (000 §3), and nothing else. */
export function presentVendor(row: TVendorRow, owners: readonly string[]): TVendor {
  const location = row.location;
  return {
    vendor_id: row.vendorId,
    parent_vendor_id: row.parentVendorId,
    client_vendor_id: row.clientVendorId,
    is_active: row.isActive,
    is_registered: row.isRegistered,
    is_parent: row.isParent,
    estimation_pick_up_time: row.estimationPickUpTime,
    flags: { payment_methods: [...row.paymentMethods] },
    vendor_information: {
      name: row.name,
      owners: owners.map((email) => ({ email })),
      contact: { phone: row.phone },
      location: {
        address_text: location.address_text,
        building: location.building,
        unit: location.unit,
        city: location.city,
        country_code: location.country_code,
        latitude: location.latitude,
        longitude: location.longitude,
        postal_code: location.postal_code,
        street: location.street,
        street_number: location.street_number,
        rider_instructions: location.rider_instructions,
      },
    },
  };
}

/**
 * The branch list order: parent vendors first, each followed by its outlets, then single vendors;
 * names alphabetically within each group.
 */
export function orderVendors(rows: TVendorRow[]): TVendorRow[] {
  const ids = new Set(rows.map((r) => r.vendorId));
  const byName = (a: TVendorRow, b: TVendorRow) =>
    a.name.localeCompare(b.name) || a.vendorId.localeCompare(b.vendorId);
  const roots = rows
    .filter((r) => r.parentVendorId === null || !ids.has(r.parentVendorId))
    .sort((a, b) => Number(b.isParent) - Number(a.isParent) || byName(a, b));
  const ordered: TVendorRow[] = [];
  for (const root of roots) {
    ordered.push(root);
    ordered.push(...rows.filter((r) => r.parentVendorId === root.vendorId).sort(byName));
  }
  return ordered;
}
