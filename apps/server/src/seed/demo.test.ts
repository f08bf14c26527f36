import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq } from 'drizzle-orm';
import { discountedFee } from '@rider-portal/domain/vouchers';
import { marketDayKey, startOfMarketDay } from '@rider-portal/domain/market-day';
import { createTestApp } from '../../test/helpers/test-app.ts';
import type { TTestApp } from '../../test/helpers/test-app.ts';
import { createUser } from '../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../test/helpers/databases.ts';
import { orders, users, vendors } from '../db/schema.ts';
import { verifyPassword } from '../modules/accounts/passwords.ts';
import { bulkJobRows, bulkJobs } from '../modules/bulk/schema.ts';
import { paymentIntents, paymentRefunds } from '../modules/payments/schema.ts';
import { voucherRedemptions, vouchers } from '../modules/vouchers/schema.ts';
import { DEMO_PASSWORD, DEMO_VOUCHER, seedDemoData } from './demo.ts';

const NOW = '2026-11-21T10:00:00.000Z'; // noon in Nicosia
const DAY = 86_400_000;
const ACCOUNTS: Record<string, readonly string[]> = {
  parent: ['V1000', 'V1001', 'V1002', 'V1003'],
  single: ['V2000'],
};

/** Every row the demo writes, ids of its own (wallets, serials) left out: what two seeds compare. */
async function demoRows(t: TTestApp) {
  const db = t.ctx.db;
  return {
    orders: await db.select().from(orders).orderBy(asc(orders.orderId)),
    intents: (await db.select().from(paymentIntents).orderBy(asc(paymentIntents.intentId))).map(
      ({ walletId: _wallet, ...intent }) => intent,
    ),
    refunds: await db.select().from(paymentRefunds).orderBy(asc(paymentRefunds.refundId)),
    redemptions: (
      await db.select().from(voucherRedemptions).orderBy(asc(voucherRedemptions.orderId))
    ).map(({ id: _id, ...use }) => use),
    vouchers: await db.select().from(vouchers),
    bulkJobs: await db.select().from(bulkJobs),
    bulkRows: await db.select().from(bulkJobRows).orderBy(asc(bulkJobRows.rowNumber)),
  };
}

describe.each(testDatabaseLabels())('demo data on %s', (database) => {
  let t: TTestApp;
  let seeded: Awaited<ReturnType<typeof seedDemoData>>;
  beforeAll(async () => {
    t = await createTestApp({ database, now: NOW });
    seeded = await seedDemoData(t.ctx);
  });
  afterAll(() => t.close());

  const ordersOf = async (vendorIds: readonly string[]) =>
    (await t.ctx.db.select().from(orders)).filter((o) => vendorIds.includes(o.vendorId));

  it('creates a parent with three outlets (one without coordinates), a single vendor and two users', async () => {
    expect(seeded).toMatchObject({ created: true, voucherCode: DEMO_VOUCHER.code });
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
    const ids = await t.ctx.db
      .select({ id: orders.orderId, vendorId: orders.vendorId })
      .from(orders);
    for (const o of ids) expect(o.id.startsWith(`${o.vendorId}-`)).toBe(true);
  });

  it.each(Object.entries(ACCOUNTS))(
    'gives the %s account 30 days of every kind of order',
    async (_name, vendorIds) => {
      const rows = await ordersOf(vendorIds);
      const now = Date.parse(NOW);
      const byStatus = (status: string) => rows.filter((o) => o.status === status);
      expect(rows.length).toBeGreaterThan(80);
      expect(byStatus('DELIVERED').length).toBeGreaterThan(60);
      expect(byStatus('CANCELLED').length).toBeGreaterThan(2);
      for (const o of byStatus('CANCELLED')) expect(o.cancelReason).not.toBeNull();
      expect(byStatus('RETURNED_TO_VENDOR').length).toBeGreaterThan(0);
      // On every one of the last 30 days in the market.
      const days = new Set(rows.map((o) => marketDayKey(o.createdAt, t.ctx.config.timeZone)));
      expect(days.size).toBe(30);
      expect(Math.min(...rows.map((o) => o.createdAt.getTime()))).toBeGreaterThan(now - 31 * DAY);
      // Scheduled for later, past pre-orders, live orders for the simulator.
      const future = rows.filter((o) => (o.preorderedFor?.getTime() ?? 0) > now);
      expect(future.length).toBeGreaterThan(0);
      for (const o of future) expect(o.status).toBe('NEW');
      expect(
        rows.filter((o) => o.preorderedFor && o.status === 'DELIVERED').length,
      ).toBeGreaterThan(0);
      const live = rows.filter(
        (o) => ['NEW', 'WAITING_FOR_TRANSPORT'].includes(o.status) && !o.preorderedFor,
      );
      expect(live.length).toBeGreaterThan(0);
      for (const o of live) expect(now - o.createdAt.getTime()).toBeLessThan(5 * 60_000);
      // Vouchers, card payments and proofs.
      expect(rows.filter((o) => o.voucher?.code === DEMO_VOUCHER.code).length).toBeGreaterThan(0);
      const withProofs = rows.filter((o) => o.proofs.delivery);
      expect(withProofs.length).toBeGreaterThan(0);
      const image = await t.ctx.blobs.get(withProofs[0]!.proofs.delivery!.blob_key);
      expect(Buffer.from(image!).toString()).toContain('<svg');
      const intents = (await t.ctx.db.select().from(paymentIntents)).filter((i) =>
        vendorIds.includes(i.vendorId),
      );
      expect(intents.length).toBeGreaterThan(5);
      for (const intent of intents) {
        const order = rows.find((o) => o.orderId === intent.orderId)!;
        expect(intent.amount).toBe(order.discountedDeliveryFee ?? order.deliveryFee);
      }
    },
  );

  it('keeps the voucher, its uses and the refunds consistent with the orders', async () => {
    const withVoucher = (await ordersOf([...ACCOUNTS.parent!, ...ACCOUNTS.single!])).filter(
      (o) => o.voucher,
    );
    const [voucher] = await t.ctx.db.select().from(vouchers);
    expect(voucher).toMatchObject({ code: DEMO_VOUCHER.code, uses: withVoucher.length });
    for (const o of withVoucher)
      expect(o.discountedDeliveryFee).toBe(
        discountedFee(o.deliveryFee, { type: 'percentage', amount: 50 }),
      );
    const [uses] = await t.ctx.db.select({ n: count() }).from(voucherRedemptions);
    expect(uses!.n).toBe(withVoucher.length);
    for (const refund of await t.ctx.db.select().from(paymentRefunds)) {
      const [order] = await t.ctx.db
        .select()
        .from(orders)
        .where(eq(orders.orderId, refund.orderId));
      expect(order!.status).toBe('CANCELLED');
    }
  });

  it('has one finished bulk upload, its placed rows pointing at their orders', async () => {
    const owner = await createUser(t.ctx, ['V1000']);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/bulk-job/all/V1001',
      headers: { authorization: owner.authorization },
    });
    expect(res.statusCode).toBe(200);
    const [job] = res.json().body;
    expect(job).toMatchObject({ stage: 'DONE', status: 'ORDER_PLACEMENT_SUCCESS', errors: 1 });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/bulk-job/detail/V1001/${job.bulk_job_id}`,
      headers: { authorization: owner.authorization },
    });
    const rows = detail.json().body.orders as { status: string; order_id: string | null }[];
    expect(rows.map((r) => r.status)).toEqual(['PLACED', 'PLACED', 'PLACED', 'PLACED', 'INVALID']);
    for (const row of rows.filter((r) => r.order_id)) {
      const [order] = await t.ctx.db.select().from(orders).where(eq(orders.orderId, row.order_id!));
      expect(order?.vendorId).toBe('V1001');
    }
  });

  it('shows past orders in History for every date preset, for both accounts', async () => {
    const now = Date.parse(NOW);
    const zone = t.ctx.config.timeZone;
    const today = startOfMarketDay(now, zone).getTime();
    const dayStart = (daysAgo: number) =>
      startOfMarketDay(today - daysAgo * DAY + 12 * 3_600_000, zone).getTime();
    // The web's presets (features/history/date-range.ts): today, yesterday, 7 and 30 days.
    const presets = {
      today: [today, now],
      yesterday: [dayStart(1), today - 1000],
      '7-days': [dayStart(6), now],
      '30-days': [dayStart(29), now],
    };
    for (const vendorId of ['V1000', 'V2000']) {
      const owner = await createUser(t.ctx, [vendorId]);
      for (const [preset, [from, to]] of Object.entries(presets)) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/api/v1/vendor/${vendorId}/orders?from=${Math.floor(from! / 1000)}&to=${Math.floor(to! / 1000)}&include_outlets=true&count=30`,
          headers: { authorization: owner.authorization },
        });
        expect(res.statusCode).toBe(200);
        const listed = res.json().result.data as { status: string }[];
        expect(
          listed.filter((o) => ['DELIVERED', 'CANCELLED', 'RETURNED_TO_VENDOR'].includes(o.status))
            .length,
          `${vendorId} ${preset}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it("shows live orders on each account's first tracking screen, its own vendor without outlets", async () => {
    const now = Date.parse(NOW);
    const today = startOfMarketDay(now, t.ctx.config.timeZone).getTime();
    for (const vendorId of ['V1000', 'V2000']) {
      const owner = await createUser(t.ctx, [vendorId]);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/vendor/${vendorId}/orders?from=${Math.floor(today / 1000)}&to=${Math.floor(now / 1000)}&count=200`,
        headers: { authorization: owner.authorization },
      });
      expect(res.statusCode).toBe(200);
      const listed = res.json().result.data as { status: string }[];
      expect(
        listed.filter((o) => ['NEW', 'WAITING_FOR_TRANSPORT'].includes(o.status)).length,
        vendorId,
      ).toBeGreaterThan(0);
    }
  });

  it('does nothing the second time, and still names the voucher', async () => {
    const before = await demoRows(t);
    expect(await seedDemoData(t.ctx)).toMatchObject({
      created: false,
      voucherCode: DEMO_VOUCHER.code,
    });
    expect(await demoRows(t)).toEqual(before);
  });

  it('writes the same data on another fresh database at the same instant', async () => {
    const other = await createTestApp({ database, now: NOW });
    try {
      await seedDemoData(other.ctx);
      expect(await demoRows(other)).toEqual(await demoRows(t));
    } finally {
      await other.close();
    }
  });
});

describe('demo data in prd', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PORTAL_ENV: 'prd',
        SMS_URL: 'none',
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
    expect(await seedDemoData(t.ctx)).toMatchObject({ created: false, voucherCode: null });
    const [n] = await t.ctx.db.select({ n: count() }).from(vendors);
    expect(n!.n).toBe(0);
    const [o] = await t.ctx.db.select({ n: count() }).from(orders);
    expect(o!.n).toBe(0);
  });
});
