import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createParentAccount, createUser, createVendor } from '../../../test/helpers/factories.ts';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app.ts';
import type { TCaller } from '../auth/caller.ts';
import { eq } from 'drizzle-orm';
import { vendors } from '../../db/schema.ts';
import { replaceOwners, updateVendor } from '../vendors/store.ts';
import { canActForVendor, findVendorForCaller } from './vendors.ts';

// The vendor of a vendor-scoped call is read with its access check in one statement; it must say
// exactly what the access policy says, for every kind of caller and vendor.

describe('the vendor a caller may act for', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('agrees with the access policy for users, guests, tools, outlets and strangers', async () => {
    const { parent, children, user } = await createParentAccount(t.ctx, 2);
    const single = await createVendor(t.ctx);
    const singleUser = await createUser(t.ctx, [single.vendorId]);
    const guestVendor = await createVendor(t.ctx, { isGuest: true });
    const userOf = (u: { id: string; email: string }): TCaller => ({
      kind: 'user',
      userId: u.id,
      email: u.email,
      sessionId: 'S',
    });
    const callers: [string, TCaller][] = [
      ['parent owner', userOf(user)],
      ['single owner', userOf(singleUser)],
      ['guest', { kind: 'guest', vendorId: guestVendor.vendorId }],
      ['guest naming a real vendor', { kind: 'guest', vendorId: single.vendorId }],
      ['tool', { kind: 'godroid', vendorId: single.vendorId }],
      ['tool of no vendor', { kind: 'godroid', vendorId: 'NOPE' }],
    ];
    const vendorIds = [
      parent.vendorId,
      ...children.map((c) => c.vendorId),
      single.vendorId,
      guestVendor.vendorId,
      'NOPE',
    ];
    let allowed = 0;
    for (const [name, caller] of callers) {
      for (const vendorId of vendorIds) {
        const isAllowed = await canActForVendor(t.ctx.db, caller, vendorId);
        const found = await findVendorForCaller(t.ctx.db, caller, vendorId).then(
          (vendor) => vendor.vendorId,
          (error: { status?: number; translationKey?: string }) => error,
        );
        if (isAllowed) {
          allowed += 1;
          expect(found, `${name} → ${vendorId}`).toBe(vendorId);
        } else {
          expect(found, `${name} → ${vendorId}`).toMatchObject({
            status: 404,
            translationKey: 'error.not-found',
          });
        }
      }
    }
    // The parent owner reaches the parent and both outlets; the single owner, the guest and the
    // tool their one vendor each.
    expect(allowed).toBe(6);
  });

  it('remembers the vendor a few seconds; a vendor or ownership write through the stores applies at once', async () => {
    const vendor = await createVendor(t.ctx, { name: 'Old name' });
    const owner = await createUser(t.ctx, [vendor.vendorId]);
    const caller: TCaller = { kind: 'user', userId: owner.id, email: owner.email, sessionId: 'S' };
    expect((await findVendorForCaller(t.ctx.db, caller, vendor.vendorId)).name).toBe('Old name');
    // Written behind the stores' back (as another instance would): still the remembered row.
    await t.ctx.db
      .update(vendors)
      .set({ name: 'Elsewhere' })
      .where(eq(vendors.vendorId, vendor.vendorId));
    expect((await findVendorForCaller(t.ctx.db, caller, vendor.vendorId)).name).toBe('Old name');
    await updateVendor(t.ctx.db, vendor.vendorId, { name: 'New name' });
    expect((await findVendorForCaller(t.ctx.db, caller, vendor.vendorId)).name).toBe('New name');
    // An owner taken off the vendor loses it on the next call.
    await replaceOwners(t.ctx.db, {
      vendorId: vendor.vendorId,
      emails: [],
      keepUserId: null,
      now: t.clock.now(),
    });
    expect(await canActForVendor(t.ctx.db, caller, vendor.vendorId)).toBe(false);
  });
});
