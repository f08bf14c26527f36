import { count } from 'drizzle-orm';
import { getMarket } from '@rider-portal/domain/markets';
import { ZVoucherType } from '@rider-portal/domain/vouchers';
import type { TAppContext } from '../app-context.ts';
import type { TOrderProofs, TVendorLocation } from '../db/schema.ts';
import { users, vendorUsers, vendors } from '../db/schema.ts';
import type { TDb } from '../platform/db.ts';
import { seeded } from '../platform/seeded-random.ts';
import { insertNamedOrders, reserveOrderNumbers } from '../modules/orders/store.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { createVoucher } from '../modules/vouchers/service.ts';
import { findVoucher, recordRedemption } from '../modules/vouchers/store.ts';
import { findOrCreateWallet, insertIntent, insertRefund } from '../modules/payments/store.ts';
import { insertJob, insertRows, saveCheckedRows, saveRowOutcome } from '../modules/bulk/store.ts';
import { vendorRowsChanged } from '../db/vendor-rows.ts';
import { proofImageSvg } from '../sim/proof-image.ts';
import { planDemoOrders } from './demo-orders.ts';
import type { TDemoOrder } from './demo-orders.ts';

export const DEMO_PASSWORD = 'Portal#2026';
export const DEMO_LOGINS = [
  { email: 'parent@demo.test', description: 'parent vendor with three outlets' },
  { email: 'single@demo.test', description: 'single-outlet vendor' },
] as const;

/** The voucher to try in the request form (printed in the start-up banner): half the fee off. */
export const DEMO_VOUCHER = { code: 'WELCOME50', type: 'percentage', amount: '50' } as const;
/** The demo's orders are the same on every first start at the same instant. */
const DEMO_SEED = 20;

type TSeedResult = {
  created: boolean;
  logins: typeof DEMO_LOGINS;
  /** The demo voucher's code, when the database has it. */
  voucherCode: string | null;
};

function location(
  city: string,
  country: string,
  street: string,
  lat: number | null,
  lng: number | null,
): TVendorLocation {
  return {
    address_text: lat === null ? '' : `${street}, ${city}`,
    building: '',
    unit: '',
    city,
    country_code: country,
    latitude: lat,
    longitude: lng,
    postal_code: '',
    street: lat === null ? '' : street,
    street_number: '',
    rider_instructions: '',
  };
}

/**
 * Demo data on first start outside prd (issue 20, "a lived-in demo"): one parent vendor with three
 * outlets (one without coordinates, to exercise the origin-address step), one single-outlet
 * vendor, a user for each, the demo voucher, 30 days of orders (demo-orders.ts) with their card
 * payments, voucher uses and proofs, one finished bulk upload, and live and scheduled orders for
 * the simulator. All of it in one transaction; nothing when vendors already exist.
 */
export async function seedDemoData(ctx: TAppContext): Promise<TSeedResult> {
  const skipped = async (): Promise<TSeedResult> => ({
    created: false,
    logins: DEMO_LOGINS,
    voucherCode: (await findVoucher(ctx.db, DEMO_VOUCHER.code))?.code ?? null,
  });
  if (ctx.config.environment === 'prd')
    return { created: false, logins: DEMO_LOGINS, voucherCode: null };
  const [existing] = await ctx.db.select({ n: count() }).from(vendors);
  if ((existing?.n ?? 0) > 0) return skipped();
  // Hashed before the transaction: the one slow step (argon2) holds no lock.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await ctx.db.transaction(async (transaction) => {
    await writeDemo(ctx, transaction as unknown as TDb, passwordHash);
  });
  return { created: true, logins: DEMO_LOGINS, voucherCode: DEMO_VOUCHER.code };
}

async function writeDemo(ctx: TAppContext, db: TDb, passwordHash: string): Promise<void> {
  const market = getMarket(ctx.config.country);
  const { lat, lng, name: city } = market.defaultCity;
  const country = market.country;
  const methods = ['CASH_ON_DELIVERY', 'PAID', 'NONE'];
  const base = {
    countryCode: country,
    isActive: true,
    isRegistered: true,
    estimationPickUpTime: 15,
    paymentMethods: methods,
  };
  const demoVendors = [
    {
      ...base,
      vendorId: 'V1000',
      parentVendorId: null,
      clientVendorId: 'DEMO-HQ',
      name: 'Demo Kitchen Group',
      phone: `${market.phonePrefix}22000000`,
      isParent: true,
      location: location(city, country, 'Main Street 1', lat, lng),
    },
    {
      ...base,
      vendorId: 'V1001',
      parentVendorId: 'V1000',
      clientVendorId: 'DEMO-CENTRE',
      name: 'Demo Kitchen Centre',
      phone: `${market.phonePrefix}22000001`,
      location: location(city, country, 'Market Square 3', lat + 0.004, lng + 0.003),
    },
    {
      ...base,
      vendorId: 'V1002',
      parentVendorId: 'V1000',
      clientVendorId: 'DEMO-NORTH',
      name: 'Demo Kitchen North',
      phone: `${market.phonePrefix}22000002`,
      location: location(city, country, 'North Avenue 12', lat + 0.018, lng - 0.006),
    },
    {
      ...base,
      vendorId: 'V1003',
      parentVendorId: 'V1000',
      clientVendorId: 'DEMO-NEW',
      name: 'Demo Kitchen Pop-up',
      phone: `${market.phonePrefix}22000003`,
      location: location(city, country, '', null, null),
    },
    {
      ...base,
      vendorId: 'V2000',
      parentVendorId: null,
      clientVendorId: 'CORNER-CAFE',
      name: 'Corner Café',
      phone: `${market.phonePrefix}22000010`,
      location: location(city, country, 'Harbour Road 7', lat - 0.01, lng + 0.012),
    },
  ];
  await db.insert(vendors).values(demoVendors);
  // The seed runs before the server listens: no request can remember anything before the commit.
  vendorRowsChanged(ctx.db);

  const now = ctx.clock.now();
  await db.insert(users).values([
    { id: 'U1000', email: 'parent@demo.test', passwordHash, emailVerifiedAt: now },
    { id: 'U2000', email: 'single@demo.test', passwordHash, emailVerifiedAt: now },
  ]);
  await db.insert(vendorUsers).values([
    { userId: 'U1000', vendorId: 'V1000' },
    { userId: 'U2000', vendorId: 'V2000' },
  ]);
  vendorRowsChanged(ctx.db);

  // The voucher as an operator creates it (npm run admin -- voucher:create).
  const voucher = await createVoucher(
    { ...ctx, db },
    {
      ...DEMO_VOUCHER,
      minFee: null,
      validFrom: null,
      validUntil: null,
      maxUses: null,
      maxUsesPerVendor: null,
    },
  );
  const pickupOf = (vendorId: string) => {
    const v = demoVendors.find((d) => d.vendorId === vendorId)!;
    return {
      vendorId,
      address: v.location.address_text,
      lat: v.location.latitude!,
      lng: v.location.longitude!,
    };
  };
  const plan = planDemoOrders({
    now,
    timeZone: ctx.config.timeZone,
    country,
    random: seeded(DEMO_SEED),
    parentPickups: ['V1001', 'V1002', 'V1000'].map(pickupOf),
    parentOwnPickup: pickupOf('V1000'),
    singlePickup: pickupOf('V2000'),
    voucher: {
      code: voucher.code,
      type: ZVoucherType.parse(voucher.type),
      amount: voucher.amount,
      minFee: voucher.minFee,
    },
  });
  const named = await nameOrders(db, plan);
  await storeProofs(ctx, named);
  await insertNamedOrders(
    db,
    named.map(({ orderId, order }) => ({ ...order.row, orderId })),
  );
  for (const { orderId, order } of named) {
    if (order.row.voucher)
      await recordRedemption(db, {
        code: voucher.code,
        vendorId: order.row.vendorId,
        orderId,
        at: order.row.createdAt!,
      });
  }
  await writeCardPayments(ctx, db, named);
  await writeBulkJob(ctx, db, named);
}

type TNamedOrder = { orderId: string; order: TDemoOrder };

/** Order ids `{vendor_id}-{n}` in the plan's order (oldest first), and the proofs' blob keys. */
async function nameOrders(db: TDb, plan: readonly TDemoOrder[]): Promise<TNamedOrder[]> {
  const counts = new Map<string, number>();
  for (const o of plan) counts.set(o.row.vendorId, (counts.get(o.row.vendorId) ?? 0) + 1);
  const next = await reserveOrderNumbers(db, counts);
  return plan.map((order) => {
    const n = next.get(order.row.vendorId)!;
    next.set(order.row.vendorId, n + 1);
    const orderId = `${order.row.vendorId}-${n}`;
    const proofs: TOrderProofs = Object.fromEntries(
      order.proofs.map((p) => [
        p.kind,
        { blob_key: `proofs/${orderId}/${p.kind}-demo.svg`, taken_at: p.at.toISOString() },
      ]),
    );
    return { orderId, order: { ...order, row: { ...order.row, proofs } } };
  });
}

/** The proof images the simulated rider would have taken (the same drawings as the simulator's). */
async function storeProofs(ctx: TAppContext, named: readonly TNamedOrder[]): Promise<void> {
  await Promise.all(
    named.flatMap(({ orderId, order }) =>
      order.proofs.map((p) =>
        ctx.blobs.put(
          `proofs/${orderId}/${p.kind}-demo.svg`,
          Buffer.from(proofImageSvg(p.kind, orderId, p.at)),
        ),
      ),
    ),
  );
}

/** The card payments of the delivery fee: paid, and refunded for a cancelled order. */
async function writeCardPayments(ctx: TAppContext, db: TDb, named: readonly TNamedOrder[]) {
  const provider = ctx.config.paymentProvider;
  const wallets = new Map<string, string>();
  for (const { orderId, order } of named) {
    if (!order.card) continue;
    const { vendorId, createdAt, currency } = order.row;
    const at = createdAt!;
    const paidAt = new Date(at.getTime() + 30_000);
    if (!wallets.has(vendorId))
      wallets.set(vendorId, (await findOrCreateWallet(db, { vendorId, provider, at })).walletId);
    const amount = order.row.discountedDeliveryFee ?? order.row.deliveryFee;
    const intentId = `pi_demo_${orderId}`;
    await insertIntent(db, {
      intentId,
      walletId: wallets.get(vendorId)!,
      vendorId,
      orderId,
      provider,
      providerIntentId: `demo_${orderId}`,
      amount,
      currency,
      status: 'succeeded',
      paymentMethod: 'generic_creditcard',
      cardBrand: 'visa',
      cardLastFour: '4242',
      providerPaymentId: `demo_pay_${orderId}`,
      attempts: 1,
      createdAt: at,
      updatedAt: paidAt,
      paidAt,
    });
    if (order.card === 'refunded') {
      const refundedAt = order.row.updatedAt!;
      await insertRefund(db, {
        refundId: `rf_demo_${orderId}`,
        intentId,
        orderId,
        amount,
        currency,
        status: 'succeeded',
        attempts: 1,
        nextAttemptAt: null,
        lastFailedAt: null,
        createdAt: refundedAt,
        updatedAt: refundedAt,
      });
    }
  }
}

/**
 * The finished bulk upload whose orders the plan placed three days ago, with one row the check
 * refused (a phone number that is not one), as the bulk job detail shows it.
 */
async function writeBulkJob(ctx: TAppContext, db: TDb, named: readonly TNamedOrder[]) {
  const placed = named.filter((n) => n.order.bulkRowNumber !== null);
  if (placed.length === 0) return;
  const first = placed[0]!.order.row;
  const jobId = 'demo-bulk-job';
  const at = new Date(first.createdAt!.getTime() - 5 * 60_000);
  const finishedAt = new Date(first.createdAt!.getTime() + placed.length * 1000);
  const totalFee = placed.reduce((sum, n) => sum + n.order.row.deliveryFee, 0);
  const cellsOf = (row: TDemoOrder['row']) => ({
    customer_name: row.customer.name,
    customer_phone: row.customer.phone_number,
    dropoff_address: row.customer.location.address,
    order_amount:
      (row.details.amount ?? 0) / 10 ** getMarket(ctx.config.country).currencyMinorUnits,
    description: row.details.description,
    payment_type: row.details.payment_method,
    delivery_type: 'instant',
    cold_bag: row.details.cold_bag_needed ? 'yes' : 'no',
    age_check: row.ageValidationRequired ? 'yes' : 'no',
  });
  const refusedRow = placed.length + 2;
  await insertJob(db, {
    id: jobId,
    vendorId: first.vendorId,
    createdBy: 'parent@demo.test',
    createdByUserId: 'U1000',
    fileName: 'lunch-orders.xlsx',
    status: 'ORDER_PLACEMENT_SUCCESS',
    stage: 'DONE',
    currency: first.currency,
    totalRows: placed.length + 1,
    processedRows: placed.length + 1,
    validRows: placed.length,
    invalidRows: 1,
    placedRows: placed.length,
    failedRows: 0,
    totalFee,
    createdAt: at,
    updatedAt: finishedAt,
    placementRequestedAt: new Date(at.getTime() + 4 * 60_000),
    finishedAt,
  });
  await insertRows(db, jobId, [
    ...placed.map((n) => ({ rowNumber: n.order.bulkRowNumber!, cells: cellsOf(n.order.row) })),
    {
      rowNumber: refusedRow,
      cells: { ...cellsOf(first), customer_name: 'Petros Lambrou', customer_phone: '12345' },
    },
  ]);
  await saveCheckedRows(db, jobId, [
    ...placed.map((n) => ({
      rowNumber: n.order.bulkRowNumber!,
      status: 'VALID' as const,
      error: null,
      errorColumn: null,
      errorParams: null,
      warning: null,
      payload: {
        destinationName: n.order.row.customer.name,
        destinationPhoneNumber: n.order.row.customer.phone_number,
        destinationTextAddress: n.order.row.customer.location.address,
        orderAmount: n.order.row.details.amount,
        orderDescription: n.order.row.details.description,
      },
      fee: n.order.row.deliveryFee,
    })),
    {
      rowNumber: refusedRow,
      status: 'INVALID',
      error: 'validation.phone-invalid',
      errorColumn: 'customer_phone',
      errorParams: null,
      warning: null,
      payload: null,
      fee: null,
    },
  ]);
  for (const n of placed)
    await saveRowOutcome(db, {
      jobId,
      rowNumber: n.order.bulkRowNumber!,
      status: 'PLACED',
      orderId: n.orderId,
    });
}
