import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createParentAccount, createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { vendors } from '../../db/schema.ts';

const address = {
  street_address: 'Ledras 120, Nicosia',
  building: 'Arcade',
  unit: '4B',
  city: 'Nicosia',
  countryCode: 'CY',
  postalCode: '1011',
  latitude: 35.1731,
  longitude: 33.3614,
  notes: 'Use the side entrance',
};

describe.each(testDatabaseLabels())('PUT /vendor/{id}/address on %s', (database) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const put = (vendorId: string, authorization: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/vendor/${vendorId}/address`,
      headers: { authorization },
      payload: payload as object,
    });
  const locationOf = async (vendorId: string) => {
    const [row] = await t.ctx.db
      .select({ location: vendors.location })
      .from(vendors)
      .where(eq(vendors.vendorId, vendorId));
    return row?.location;
  };

  async function vendorWithoutCoordinates() {
    const vendor = await createVendor(t.ctx, {
      location: {
        address_text: '',
        building: '',
        unit: '',
        city: 'Nicosia',
        country_code: 'CY',
        latitude: null,
        longitude: null,
        postal_code: '',
        street: '',
        street_number: '',
        rider_instructions: '',
      },
    });
    const user = await createUser(t.ctx, [vendor.vendorId]);
    return { vendor, user };
  }

  it("saves the vendor's pickup address", async () => {
    const { vendor, user } = await vendorWithoutCoordinates();
    const res = await put(vendor.vendorId, user.authorization, address);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.vendor_information.location).toEqual({
      address_text: 'Ledras 120, Nicosia',
      building: 'Arcade',
      unit: '4B',
      city: 'Nicosia',
      country_code: 'CY',
      latitude: 35.1731,
      longitude: 33.3614,
      postal_code: '1011',
      street: 'Ledras 120, Nicosia',
      street_number: '',
      rider_instructions: 'Use the side entrance',
    });
  });

  it.each([
    [{ latitude: undefined }, 'address.no-coordinates'],
    [{ longitude: null }, 'address.no-coordinates'],
    // 1001 bytes in 501 characters.
    [{ notes: `${'é'.repeat(500)}a` }, 'address.notes-too-long'],
    // 256 bytes in 86 characters.
    [{ street_address: `${'€'.repeat(85)}a` }, 'address.too-long'],
    // Every rule broken: the first in the spec's order wins.
    [
      { latitude: undefined, notes: 'é'.repeat(501), street_address: '€'.repeat(86) },
      'address.no-coordinates',
    ],
    [{ notes: 'é'.repeat(501), street_address: '€'.repeat(86) }, 'address.notes-too-long'],
    [{ street_address: ' ' }, 'validation.pickup-address-required'],
    [{ floor: 2 }, 'error.validation'],
  ])('refuses %j with meta.translation_key %s, changing nothing', async (overrides, key) => {
    const { vendor, user } = await vendorWithoutCoordinates();
    const before = await locationOf(vendor.vendorId);
    const res = await put(vendor.vendorId, user.authorization, { ...address, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.translation_key).toBe(key);
    expect(await locationOf(vendor.vendorId)).toEqual(before);
  });

  it('accepts exactly 1000 bytes of notes and 255 bytes of street address', async () => {
    const { vendor, user } = await vendorWithoutCoordinates();
    const res = await put(vendor.vendorId, user.authorization, {
      ...address,
      notes: 'é'.repeat(500), // 1000 bytes
      street_address: `${'€'.repeat(84)}abc`, // 255 bytes
    });
    expect(res.statusCode).toBe(200);
  });

  it("answers 404 for a second vendor's address, changing nothing", async () => {
    const first = await createParentAccount(t.ctx, 1);
    const second = await vendorWithoutCoordinates();
    const target = first.children[0]!.vendorId;
    const before = await locationOf(target);
    const res = await put(target, second.user.authorization, address);
    expect(res.statusCode).toBe(404);
    expect(res.json().meta.translation_key).toBe('error.not-found');
    expect(await locationOf(target)).toEqual(before);
  });
});
