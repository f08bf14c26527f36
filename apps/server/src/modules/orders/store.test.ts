import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { allocateOrderId } from './store.ts';

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
});
