import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createOrder, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { allocateOrderId, insertOrderWithKey, isOrderKeyTaken } from './store.ts';

describe.each(testDatabaseLabels())('order ids on %s', (database) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  it('are {vendor_id}-{n}, counted per vendor, unique under concurrency', async () => {
    const a = await createVendor(t.ctx);
    const b = await createVendor(t.ctx);
    const ids = await Promise.all(
      Array.from({ length: 25 }, () => allocateOrderId(t.ctx.db, a.vendorId)),
    );
    expect(new Set(ids).size).toBe(25);
    expect(ids.map((id) => Number(id.slice(a.vendorId.length + 1))).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, i) => i + 1),
    );
    expect(await allocateOrderId(t.ctx.db, b.vendorId)).toBe(`${b.vendorId}-1`);
  });

  it('a key another order holds fails the order statement and takes no number', async () => {
    const vendor = await createVendor(t.ctx);
    const { orderId: first, ...order } = await createOrder(t.ctx, vendor.vendorId);
    const at = t.ctx.clock.now();
    const claim = { scope: vendor.vendorId, key: 'held', requestHash: 'h', at };
    const savedAddress = {
      vendorId: vendor.vendorId,
      name: 'Maria Georgiou',
      phoneNumber: '+35799123456',
      addressText: 'Ledra Street 20, Nicosia',
      latitude: 35.1725,
      longitude: 33.3617,
      lastUsedAt: at,
    };
    const placed = await insertOrderWithKey(t.ctx.db, { order, claim, savedAddress });
    expect([first, placed.orderId]).toEqual([`${vendor.vendorId}-1`, `${vendor.vendorId}-2`]);
    const taken = await insertOrderWithKey(t.ctx.db, { order, claim, savedAddress }).catch(
      (error: unknown) => error,
    );
    expect(isOrderKeyTaken(taken)).toBe(true);
    const next = await insertOrderWithKey(t.ctx.db, { order, claim: null, savedAddress });
    expect(next.orderId).toBe(`${vendor.vendorId}-3`);
  });
});
