import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp } from '../../test/helpers/test-app.ts';
import type { TTestApp } from '../../test/helpers/test-app.ts';
import { orders, users, vendors } from '../db/schema.ts';
import { verifyPassword } from '../modules/accounts/passwords.ts';
import { DEMO_PASSWORD, seedDemoData } from './demo.ts';

describe('demo data', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a parent with three outlets (one without coordinates), a single vendor and two users', async () => {
    const result = await seedDemoData(t.ctx);
    expect(result.created).toBe(true);
    const all = await t.ctx.db.select().from(vendors);
    const parent = all.find((v) => v.isParent);
    expect(parent).toBeDefined();
    const children = all.filter((v) => v.parentVendorId === parent!.vendorId);
    expect(children).toHaveLength(3);
    expect(children.filter((v) => v.location.latitude === null)).toHaveLength(1);
    expect(all.filter((v) => !v.parentVendorId && !v.isParent)).toHaveLength(1);

    const [parentUser] = await t.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'parent@demo.test'));
    expect(await verifyPassword(parentUser!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(parentUser!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

    const [orderCount] = await t.ctx.db.select({ n: count() }).from(orders);
    expect(orderCount!.n).toBeGreaterThanOrEqual(5);
    const ids = await t.ctx.db
      .select({ id: orders.orderId, vendorId: orders.vendorId })
      .from(orders);
    for (const o of ids) expect(o.id.startsWith(`${o.vendorId}-`)).toBe(true);
  });

  it('does nothing the second time', async () => {
    const before = await t.ctx.db.select({ n: count() }).from(vendors);
    expect((await seedDemoData(t.ctx)).created).toBe(false);
    const after = await t.ctx.db.select({ n: count() }).from(vendors);
    expect(after).toEqual(before);
  });
});

describe('demo data in prd', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PORTAL_ENV: 'prd',
        TOKEN_SECRET: 'a',
        FEE_SIGNING_SECRET: 'b',
        LOGISTICS_SECRET: 'c',
        INTEGRATION_KEY: 'd',
        TRACKING_SECRET: 'e',
      },
    });
  });
  afterAll(() => t.close());

  it('is never created', async () => {
    expect((await seedDemoData(t.ctx)).created).toBe(false);
    const [n] = await t.ctx.db.select({ n: count() }).from(vendors);
    expect(n!.n).toBe(0);
  });
});
