import { describe, expect, it } from 'vitest';
import {
  ZVendorAddressPayload,
  collectionPointFormOf,
  emptyCollectionPointForm,
  hasCoordinates,
  toOutletPayload,
  validateCollectionPointForm,
} from './vendors.ts';
import type { TCollectionPointForm, TVendor } from './vendors.ts';

function filledForm(overrides: Partial<TCollectionPointForm> = {}): TCollectionPointForm {
  return {
    ...emptyCollectionPointForm('V1000'),
    clientVendorId: 'KIOSK-1',
    name: 'Kiosk',
    phone: '+35799123456',
    location: {
      formatted_address: 'Ermou 12, Nicosia',
      latitude: 35.17,
      longitude: 33.36,
      city: 'Nicosia',
      countryCode: 'CY',
      zipcode: '1011',
      street: 'Ermou',
      streetNumber: '12',
    },
    ...overrides,
  };
}

describe('collection point form (000 §5)', () => {
  it('accepts a filled form, skipping empty owner rows', () => {
    const form = filledForm({ owners: [{ email: '' }, { email: 'a@b.co' }] });
    expect(validateCollectionPointForm(form)).toEqual([]);
    expect(toOutletPayload(form).users).toEqual(['a@b.co']);
  });

  it('reports one message per field, in the order of the specification', () => {
    const form = {
      ...emptyCollectionPointForm('V1000'),
      owners: [{ email: 'ok@example.com' }, { email: 'broken' }],
    };
    expect(validateCollectionPointForm(form)).toEqual([
      { field: 'clientVendorId', key: 'validation.collection-point-id-required' },
      { field: 'name', key: 'validation.label-required' },
      { field: 'phone', key: 'validation.phone-number-required' },
      { field: 'location', key: 'validation.pickup-address-required' },
      { field: 'owners.1.email', key: 'validation.email-invalid' },
    ]);
  });

  it('needs coordinates as well as a text for the pickup address', () => {
    const form = filledForm();
    form.location = { ...form.location, latitude: null };
    expect(validateCollectionPointForm(form)).toEqual([
      { field: 'location', key: 'validation.pickup-address-required' },
    ]);
  });

  it('counts the byte limits of the address and the rider instructions', () => {
    const form = filledForm({ riderInstructions: '€'.repeat(334) });
    form.location = { ...form.location, formatted_address: 'Ω'.repeat(128) };
    expect(validateCollectionPointForm(form)).toEqual([
      { field: 'location', key: 'address.too-long' },
      { field: 'riderInstructions', key: 'address.notes-too-long' },
    ]);
  });

  it('refuses a phone with anything but digits and a leading plus', () => {
    expect(validateCollectionPointForm(filledForm({ phone: '99 12 34' }))).toEqual([
      { field: 'phone', key: 'validation.phone-invalid' },
    ]);
  });

  it('fills the edit form from a vendor and sends the same values back', () => {
    const vendor: TVendor = {
      vendor_id: 'V1001',
      parent_vendor_id: 'V1000',
      client_vendor_id: 'DEMO-CENTRE',
      is_active: true,
      is_registered: true,
      is_parent: false,
      estimation_pick_up_time: 15,
      flags: { payment_methods: ['PAID'] },
      vendor_information: {
        name: 'Centre',
        owners: [{ email: 'o@example.com' }],
        contact: { phone: '+35722000001' },
        location: {
          address_text: 'Market Square 3, Nicosia',
          building: 'B',
          unit: 'U',
          city: 'Nicosia',
          country_code: 'CY',
          latitude: 35.18,
          longitude: 33.38,
          postal_code: '1010',
          street: 'Market Square',
          street_number: '3',
          rider_instructions: 'Ring',
        },
      },
    };
    const form = collectionPointFormOf(vendor);
    expect(form.isEditMode).toBe(true);
    expect(form.vendorId).toBe('V1001');
    expect(toOutletPayload(form)).toEqual({
      parent_vendor_id: 'V1000',
      client_vendor_id: 'DEMO-CENTRE',
      name: 'Centre',
      phone_number: '+35722000001',
      address: 'Market Square 3, Nicosia',
      latitude: 35.18,
      longitude: 33.38,
      users: ['o@example.com'],
      rider_instructions: 'Ring',
      unit: 'U',
      building: 'B',
      street: 'Market Square',
      street_number: '3',
      city: 'Nicosia',
      postal_code: '1010',
      country_code: 'CY',
    });
    expect(hasCoordinates(vendor)).toBe(true);
  });
});

describe('vendor address payload (000 §5 "Address")', () => {
  const valid = { street_address: 'Ledras 1', latitude: 35, longitude: 33 };
  const firstKey = (value: unknown) => {
    const result = ZVendorAddressPayload.safeParse(value);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('checks coordinates, then notes, then the street address, in bytes', () => {
    expect(firstKey(valid)).toBeNull();
    expect(firstKey({ ...valid, latitude: undefined, notes: 'é'.repeat(501) })).toBe(
      'address.no-coordinates',
    );
    expect(firstKey({ ...valid, notes: 'é'.repeat(501), street_address: '€'.repeat(86) })).toBe(
      'address.notes-too-long',
    );
    expect(firstKey({ ...valid, notes: 'é'.repeat(500) })).toBeNull();
    expect(firstKey({ ...valid, street_address: '€'.repeat(86) })).toBe('address.too-long');
    expect(firstKey({ ...valid, street_address: `${'€'.repeat(84)}abc` })).toBeNull();
  });
});
