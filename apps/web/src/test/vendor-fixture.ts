import type { TVendor } from '@rider-portal/domain/vendors';

/** A vendor as GET /vendors answers it (every field its schema checks), named and placed. */
export function vendorFixture(
  overrides: Partial<Omit<TVendor, 'vendor_information'>> & { name?: string } = {},
): TVendor {
  const { name = 'Corner Café', ...rest } = overrides;
  return {
    vendor_id: 'V1',
    parent_vendor_id: null,
    client_vendor_id: 'C1',
    is_active: true,
    is_registered: true,
    is_parent: false,
    estimation_pick_up_time: 15,
    flags: { payment_methods: ['CASH_ON_DELIVERY'] },
    vendor_information: {
      name,
      owners: [],
      contact: { phone: '+35722000000' },
      location: {
        address_text: 'Main Street 1',
        building: '',
        unit: '',
        city: 'Nicosia',
        country_code: 'CY',
        latitude: 35.17,
        longitude: 33.36,
        postal_code: '',
        street: 'Main Street',
        street_number: '1',
        rider_instructions: '',
      },
    },
    ...rest,
  };
}
