import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { OUTLET_ACTIVATION_MINUTES } from '@rider-portal/domain/vendors';
import type { TOutletPayload } from '@rider-portal/domain/vendors';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createParentAccount, createUser, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { vendors } from '../../db/schema.ts';
import { setFlag } from '../flags/service.ts';
import { runAdminCommand } from '../admin/commands.ts';

function outletPayload(parentVendorId: string, overrides: Partial<TOutletPayload> = {}) {
  return {
    parent_vendor_id: parentVendorId,
    client_vendor_id: `CP-${Math.random().toString(36).slice(2, 8)}`,
    name: 'Harbour kiosk',
    phone_number: '+35799123456',
    address: 'Ermou 12, Nicosia',
    latitude: 35.17,
    longitude: 33.36,
    rider_instructions: 'Ring twice',
    city: 'Nicosia',
    users: [],
    unit: '3',
    building: 'Stoa',
    street: 'Ermou',
    street_number: '12',
    postal_code: '1011',
    country_code: 'CY',
    ...overrides,
  };
}

describe.each(testDatabaseLabels())('POST /outlet and PUT /outlet/{id} on %s', (database) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const send = (method: 'POST' | 'PUT', url: string, authorization: string, payload: unknown) =>
    t.app.inject({ method, url, headers: { authorization }, payload: payload as object });
  const getVendor = (id: string, authorization: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/vendor/${id}`, headers: { authorization } });
  const countOutlets = async (parentVendorId: string) => {
    const [row] = await t.ctx.db
      .select({ n: count() })
      .from(vendors)
      .where(eq(vendors.parentVendorId, parentVendorId));
    return row?.n ?? 0;
  };

  describe('adding a collection point', () => {
    it('lets an operator make a new outlet available at once', async () => {
      const { parent, user } = await createParentAccount(t.ctx, 0);
      const res = await send('POST', '/api/v1/outlet', user.authorization, {
        ...outletPayload(parent.vendorId),
        client_vendor_id: 'NOW-1',
      });
      const id = res.json().result.vendor_id as string;
      expect(await runAdminCommand(t.ctx, ['vendor:activate', id])).toBe(`${id} is available`);
      const [row] = await t.ctx.db.select().from(vendors).where(eq(vendors.vendorId, id));
      expect(row?.isActive).toBe(true);
      await expect(runAdminCommand(t.ctx, ['vendor:activate', 'V404404'])).rejects.toThrow(
        'No vendor V404404',
      );
    });

    it('creates an inactive outlet with a V id that becomes active a few minutes later', async () => {
      const { parent, user } = await createParentAccount(t.ctx, 0);
      const payload = outletPayload(parent.vendorId);
      const res = await send('POST', '/api/v1/outlet', user.authorization, payload);
      expect(res.statusCode).toBe(201);
      const outlet = res.json().result;
      expect(outlet.vendor_id).toMatch(/^V\d+$/);
      expect(outlet).toMatchObject({
        parent_vendor_id: parent.vendorId,
        client_vendor_id: payload.client_vendor_id,
        is_active: false,
        is_parent: false,
        flags: { payment_methods: parent.paymentMethods },
        vendor_information: {
          name: 'Harbour kiosk',
          contact: { phone: '+35799123456' },
          location: {
            address_text: 'Ermou 12, Nicosia',
            latitude: 35.17,
            longitude: 33.36,
            unit: '3',
            building: 'Stoa',
            rider_instructions: 'Ring twice',
          },
        },
      });

      t.clock.advance(OUTLET_ACTIVATION_MINUTES * 60_000 - 1000);
      expect((await getVendor(outlet.vendor_id, user.authorization)).json().result.is_active).toBe(
        false,
      );
      t.clock.advance(1000);
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/v1/vendors',
        headers: { authorization: user.authorization },
      });
      const listed = list
        .json()
        .result.vendors.find((v: { vendor_id: string }) => v.vendor_id === outlet.vendor_id);
      expect(listed.is_active).toBe(true);
    });

    it('gives the listed owners who have an account the new outlet, and lists every owner', async () => {
      const { parent, user } = await createParentAccount(t.ctx, 0);
      const manager = await createUser(t.ctx, []);
      const res = await send(
        'POST',
        '/api/v1/outlet',
        user.authorization,
        outletPayload(parent.vendorId, { users: [manager.email, 'New.Owner@Example.com'] }),
      );
      expect(res.statusCode).toBe(201);
      const outlet = res.json().result;
      expect(outlet.vendor_information.owners).toEqual(
        [{ email: manager.email }, { email: 'new.owner@example.com' }].sort((a, b) =>
          a.email.localeCompare(b.email),
        ),
      );
      expect((await getVendor(outlet.vendor_id, manager.authorization)).statusCode).toBe(200);
    });

    it('reports the form rules in the order of the specification', async () => {
      const { parent, user } = await createParentAccount(t.ctx, 0);
      const res = await send('POST', '/api/v1/outlet', user.authorization, {
        parent_vendor_id: parent.vendorId,
        client_vendor_id: ' ',
        name: '',
        phone_number: '',
        address: '',
        users: ['not-an-email'],
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.meta.translation_key).toBe('validation.collection-point-id-required');
      expect(body.message).toBe('Please enter collection point ID');
      expect(body.errors.map((e: { translation_key: string }) => e.translation_key)).toEqual([
        'validation.collection-point-id-required',
        'validation.label-required',
        'validation.phone-number-required',
        'validation.pickup-address-required',
        'validation.pickup-address-required',
        'validation.pickup-address-required',
        'validation.email-invalid',
      ]);
      expect(await countOutlets(parent.vendorId)).toBe(0);
    });

    it.each([
      [{ phone_number: '+357 99-12' }, 'validation.phone-invalid'],
      [{ latitude: undefined }, 'validation.pickup-address-required'],
      [{ users: ['owner@example.com', 'owner@'] }, 'validation.email-invalid'],
      // 128 two-byte letters: 128 characters, 256 bytes.
      [{ address: 'Ω'.repeat(128) }, 'address.too-long'],
      // 334 three-byte signs: 334 characters, 1002 bytes.
      [{ rider_instructions: '€'.repeat(334) }, 'address.notes-too-long'],
      [{ colour: 'blue' }, 'error.validation'],
    ])('refuses %j with %s', async (overrides, key) => {
      const { parent, user } = await createParentAccount(t.ctx, 0);
      const res = await send(
        'POST',
        '/api/v1/outlet',
        user.authorization,
        outletPayload(parent.vendorId, overrides as Partial<TOutletPayload>),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().meta.translation_key).toBe(key);
      expect(await countOutlets(parent.vendorId)).toBe(0);
    });

    it('counts the address and instruction limits in bytes, not characters', async () => {
      const { parent, user } = await createParentAccount(t.ctx, 0);
      const res = await send(
        'POST',
        '/api/v1/outlet',
        user.authorization,
        outletPayload(parent.vendorId, {
          address: `${'Ω'.repeat(127)}a`, // 255 bytes
          rider_instructions: `${'€'.repeat(333)}a`, // 1000 bytes
        }),
      );
      expect(res.statusCode).toBe(201);
    });

    it('refuses a second outlet with the same client id under one parent', async () => {
      const { parent, user } = await createParentAccount(t.ctx, 0);
      const first = await send(
        'POST',
        '/api/v1/outlet',
        user.authorization,
        outletPayload(parent.vendorId, { client_vendor_id: 'KIOSK-1' }),
      );
      expect(first.statusCode).toBe(201);
      const again = await send(
        'POST',
        '/api/v1/outlet',
        user.authorization,
        outletPayload(parent.vendorId, { client_vendor_id: 'KIOSK-1', name: 'Another' }),
      );
      expect(again.statusCode).toBe(409);
      expect(again.json().meta.translation_key).toBe('outlet.already-registered');
      expect(again.json().message).toBe('You already registered this outlet');
      expect(await countOutlets(parent.vendorId)).toBe(1);

      const other = await createParentAccount(t.ctx, 0);
      const elsewhere = await send(
        'POST',
        '/api/v1/outlet',
        other.user.authorization,
        outletPayload(other.parent.vendorId, { client_vendor_id: 'KIOSK-1' }),
      );
      expect(elsewhere.statusCode).toBe(201);
    });

    it('needs the add-outlet flag for the parent', async () => {
      const { parent, user } = await createParentAccount(t.ctx, 0);
      await setFlag(t.ctx.db, { name: 'add-outlet', value: false, vendorId: parent.vendorId });
      const res = await send(
        'POST',
        '/api/v1/outlet',
        user.authorization,
        outletPayload(parent.vendorId),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().meta.translation_key).toBe('error.forbidden');
      expect(await countOutlets(parent.vendorId)).toBe(0);
    });

    it('needs parent permission: not a single vendor, not the owner of one outlet', async () => {
      const single = await createVendor(t.ctx);
      const singleUser = await createUser(t.ctx, [single.vendorId]);
      const asSingle = await send(
        'POST',
        '/api/v1/outlet',
        singleUser.authorization,
        outletPayload(single.vendorId),
      );
      expect(asSingle.statusCode).toBe(403);
      expect(asSingle.json().meta.translation_key).toBe('error.forbidden');

      const { parent, children } = await createParentAccount(t.ctx, 1);
      const outletOwner = await createUser(t.ctx, [children[0]!.vendorId]);
      const asOutletOwner = await send(
        'POST',
        '/api/v1/outlet',
        outletOwner.authorization,
        outletPayload(parent.vendorId),
      );
      expect(asOutletOwner.statusCode).toBe(404);
      expect(await countOutlets(parent.vendorId)).toBe(1);
    });

    it("answers 404 under a second vendor's parent, creating nothing", async () => {
      const first = await createParentAccount(t.ctx, 0);
      const second = await createParentAccount(t.ctx, 0);
      const res = await send(
        'POST',
        '/api/v1/outlet',
        second.user.authorization,
        outletPayload(first.parent.vendorId),
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().meta.translation_key).toBe('error.not-found');
      expect(await countOutlets(first.parent.vendorId)).toBe(0);
    });
  });

  describe('editing a collection point', () => {
    async function outletFor() {
      const account = await createParentAccount(t.ctx, 1);
      const outlet = account.children[0]!;
      const payload = outletPayload(account.parent.vendorId, {
        client_vendor_id: outlet.clientVendorId,
      });
      return { ...account, outlet, payload };
    }

    it('changes the name, phone, address and owners', async () => {
      const { outlet, payload, user } = await outletFor();
      const res = await send('PUT', `/api/v1/outlet/${outlet.vendorId}`, user.authorization, {
        ...payload,
        name: 'Renamed',
        phone_number: '+35799000000',
        users: ['staff@example.com'],
      });
      expect(res.statusCode).toBe(200);
      const after = (await getVendor(outlet.vendorId, user.authorization)).json().result;
      expect(after.vendor_information.name).toBe('Renamed');
      expect(after.vendor_information.contact.phone).toBe('+35799000000');
      expect(after.vendor_information.location.address_text).toBe('Ermou 12, Nicosia');
      expect(after.vendor_information.owners).toEqual([{ email: 'staff@example.com' }]);
      expect(after.client_vendor_id).toBe(outlet.clientVendorId);
    });

    it('takes direct access away from an owner left off the list', async () => {
      const { outlet, payload, user } = await outletFor();
      const staff = await createUser(t.ctx, []);
      const put = (users: string[]) =>
        send('PUT', `/api/v1/outlet/${outlet.vendorId}`, user.authorization, { ...payload, users });
      expect((await put([staff.email])).statusCode).toBe(200);
      expect((await getVendor(outlet.vendorId, staff.authorization)).statusCode).toBe(200);
      expect((await put([])).statusCode).toBe(200);
      expect((await getVendor(outlet.vendorId, staff.authorization)).statusCode).toBe(404);
    });

    it('locks the parent and the client id', async () => {
      const { outlet, payload, user, parent } = await outletFor();
      const otherParent = await createVendor(t.ctx, { isParent: true });
      for (const change of [
        { client_vendor_id: 'CHANGED' },
        { parent_vendor_id: otherParent.vendorId },
      ]) {
        const res = await send('PUT', `/api/v1/outlet/${outlet.vendorId}`, user.authorization, {
          ...payload,
          ...change,
          name: 'Should not be saved',
        });
        expect(res.statusCode).toBe(400);
        expect(res.json().meta.translation_key).toBe('outlet.locked-field');
      }
      const after = (await getVendor(outlet.vendorId, user.authorization)).json().result;
      expect(after.vendor_information.name).toBe(outlet.name);
      expect(after.parent_vendor_id).toBe(parent.vendorId);
    });

    it.each(['a-', 'b-'])('refuses to edit an outlet whose id starts with %s', async (prefix) => {
      const { parent, user } = await createParentAccount(t.ctx, 0);
      const locked = await createVendor(t.ctx, {
        vendorId: `${prefix}${Math.random().toString(36).slice(2, 8)}`,
        parentVendorId: parent.vendorId,
      });
      const res = await send(
        'PUT',
        `/api/v1/outlet/${locked.vendorId}`,
        user.authorization,
        outletPayload(parent.vendorId, { client_vendor_id: locked.clientVendorId, name: 'New' }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().meta.translation_key).toBe('outlet.not-editable');
      const after = (await getVendor(locked.vendorId, user.authorization)).json().result;
      expect(after.vendor_information.name).toBe(locked.name);
    });

    it('refuses to edit a parent vendor as if it were a collection point', async () => {
      const { parent, user } = await createParentAccount(t.ctx, 0);
      const res = await send(
        'PUT',
        `/api/v1/outlet/${parent.vendorId}`,
        user.authorization,
        outletPayload(parent.vendorId, { client_vendor_id: parent.clientVendorId }),
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().meta.translation_key).toBe('outlet.not-editable');
    });

    it('needs the edit-outlet flag', async () => {
      const { outlet, payload, user } = await outletFor();
      await setFlag(t.ctx.db, { name: 'edit-outlet', value: false, vendorId: outlet.vendorId });
      const res = await send('PUT', `/api/v1/outlet/${outlet.vendorId}`, user.authorization, {
        ...payload,
        name: 'Flag off',
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().meta.translation_key).toBe('error.forbidden');
    });

    it("answers 404 for a second vendor's outlet, changing nothing", async () => {
      const { outlet, payload } = await outletFor();
      const second = await createParentAccount(t.ctx, 0);
      const res = await send(
        'PUT',
        `/api/v1/outlet/${outlet.vendorId}`,
        second.user.authorization,
        {
          ...payload,
          name: 'Hijacked',
        },
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().meta.translation_key).toBe('error.not-found');
      const [row] = await t.ctx.db
        .select({ name: vendors.name })
        .from(vendors)
        .where(eq(vendors.vendorId, outlet.vendorId));
      expect(row?.name).toBe(outlet.name);
    });
  });
});
