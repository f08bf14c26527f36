import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import {
  createParentAccount,
  createUser,
  createVendor,
  vendorLocation,
} from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';

describe.each(testDatabaseLabels())('GET /vendors and /vendor/{id} on %s', (database) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const get = (url: string, authorization?: string) =>
    t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

  it('refuses a caller without credentials', async () => {
    for (const url of ['/api/v1/vendors', '/api/v1/vendor/V1']) {
      const res = await get(url);
      expect(res.statusCode).toBe(401);
      expect(res.json().meta.translation_key).toBe('error.unauthorized');
    }
  });

  it('answers each vendor with exactly the fields of 000 §3', async () => {
    const vendor = await createVendor(t.ctx, {
      name: 'Harbour Grill',
      clientVendorId: 'HG-1',
      phone: '+35722000001',
      estimationPickUpTime: 12,
      paymentMethods: ['CASH_ON_DELIVERY', 'PAID'],
      location: vendorLocation({ unit: '2', building: 'Tower', rider_instructions: 'Back door' }),
    });
    const user = await createUser(t.ctx, [vendor.vendorId]);
    const res = await get('/api/v1/vendors', user.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: {
        vendors: [
          {
            vendor_id: vendor.vendorId,
            parent_vendor_id: null,
            client_vendor_id: 'HG-1',
            is_active: true,
            is_registered: true,
            is_parent: false,
            estimation_pick_up_time: 12,
            flags: { payment_methods: ['CASH_ON_DELIVERY', 'PAID'] },
            vendor_information: {
              name: 'Harbour Grill',
              owners: [{ email: user.email }],
              contact: { phone: '+35722000001' },
              location: {
                address_text: 'Makariou III Avenue 1, Nicosia',
                building: 'Tower',
                unit: '2',
                city: 'Nicosia',
                country_code: 'CY',
                latitude: 35.1667,
                longitude: 33.3667,
                postal_code: '1065',
                street: 'Makariou III Avenue',
                street_number: '1',
                rider_instructions: 'Back door',
              },
            },
          },
        ],
      },
    });
  });

  it('gives the owner of a parent its outlets, parent first then outlets by name', async () => {
    const parent = await createVendor(t.ctx, { isParent: true, name: 'Group' });
    const zeta = await createVendor(t.ctx, { parentVendorId: parent.vendorId, name: 'Zeta' });
    const alpha = await createVendor(t.ctx, { parentVendorId: parent.vendorId, name: 'Alpha' });
    const single = await createVendor(t.ctx, { name: 'Aardvark Deli' });
    const user = await createUser(t.ctx, [single.vendorId, parent.vendorId]);
    const res = await get('/api/v1/vendors', user.authorization);
    const ids = res.json().result.vendors.map((v: { vendor_id: string }) => v.vendor_id);
    expect(ids).toEqual([parent.vendorId, alpha.vendorId, zeta.vendorId, single.vendorId]);
  });

  it('gives the owner of one outlet only that outlet, not its parent or siblings', async () => {
    const { children } = await createParentAccount(t.ctx, 2);
    const user = await createUser(t.ctx, [children[0]!.vendorId]);
    const res = await get('/api/v1/vendors', user.authorization);
    expect(res.json().result.vendors.map((v: { vendor_id: string }) => v.vendor_id)).toEqual([
      children[0]!.vendorId,
    ]);
  });

  it('answers an empty list to a user without vendors', async () => {
    const user = await createUser(t.ctx, []);
    const res = await get('/api/v1/vendors', user.authorization);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { vendors: [] } });
  });

  it('answers one vendor the caller may act for, including an outlet of an owned parent', async () => {
    const { parent, children, user } = await createParentAccount(t.ctx, 1);
    const own = await get(`/api/v1/vendor/${parent.vendorId}`, user.authorization);
    expect(own.statusCode).toBe(200);
    expect(own.json().result.vendor_id).toBe(parent.vendorId);
    expect(own.json().result.is_parent).toBe(true);
    const outlet = await get(`/api/v1/vendor/${children[0]!.vendorId}`, user.authorization);
    expect(outlet.statusCode).toBe(200);
    expect(outlet.json().result.parent_vendor_id).toBe(parent.vendorId);
  });

  it("answers 404 for a second vendor's id, and for an unknown one, never its data", async () => {
    const first = await createParentAccount(t.ctx, 1);
    const second = await createParentAccount(t.ctx, 1);
    for (const id of [second.parent.vendorId, second.children[0]!.vendorId, 'V999999']) {
      const res = await get(`/api/v1/vendor/${id}`, first.user.authorization);
      expect(res.statusCode).toBe(404);
      expect(res.json().meta.translation_key).toBe('error.not-found');
      expect(res.body).not.toContain(second.parent.name);
    }
    const list = await get('/api/v1/vendors', first.user.authorization);
    expect(list.body).not.toContain(second.parent.vendorId);
  });
});
