import { count } from 'drizzle-orm';
import { getMarket } from '@rider-portal/domain/markets';
import { computeDeliveryFee } from '@rider-portal/domain/pricing';
import type { TAppContext } from '../app-context.ts';
import type { TVendorLocation } from '../db/schema.ts';
import { users, vendorUsers, vendors } from '../db/schema.ts';
import { insertOrder } from '../modules/orders/store.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { vendorRowsChanged } from '../db/vendor-rows.ts';

export const DEMO_PASSWORD = 'Portal#2026';
export const DEMO_LOGINS = [
  { email: 'parent@demo.test', description: 'parent vendor with three outlets' },
  { email: 'single@demo.test', description: 'single-outlet vendor' },
] as const;

type TSeedResult = { created: boolean; logins: typeof DEMO_LOGINS };

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
 * Demo data on first start outside prd: one parent vendor with three outlets (one without
 * coordinates, to exercise the origin-address step), one single-outlet vendor, a user for each,
 * and a few past and live orders. Does nothing when vendors already exist.
 */
export async function seedDemoData(ctx: TAppContext): Promise<TSeedResult> {
  if (ctx.config.environment === 'prd') return { created: false, logins: DEMO_LOGINS };
  const [existing] = await ctx.db.select({ n: count() }).from(vendors);
  if ((existing?.n ?? 0) > 0) return { created: false, logins: DEMO_LOGINS };

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
  await ctx.db.insert(vendors).values([
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
  ]);
  vendorRowsChanged(ctx.db);

  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const now = ctx.clock.now();
  await ctx.db.insert(users).values([
    { id: 'U1000', email: 'parent@demo.test', passwordHash, emailVerifiedAt: now },
    { id: 'U2000', email: 'single@demo.test', passwordHash, emailVerifiedAt: now },
  ]);
  await ctx.db.insert(vendorUsers).values([
    { userId: 'U1000', vendorId: 'V1000' },
    { userId: 'U2000', vendorId: 'V2000' },
  ]);
  vendorRowsChanged(ctx.db);

  const customers = [
    { name: 'Maria Georgiou', street: 'Elm Street 4', dLat: 0.012, dLng: 0.01, km: 2 },
    { name: 'Andreas Christou', street: 'Lemon Lane 19', dLat: -0.008, dLng: 0.015, km: 3 },
    { name: 'Eleni Pavlou', street: 'Olive Avenue 2', dLat: 0.02, dLng: -0.004, km: 4 },
    { name: 'Nikos Ioannou', street: 'Sea View 8', dLat: -0.015, dLng: -0.01, km: 3 },
  ];
  const plan: { vendorId: string; status: string; hoursAgo: number }[] = [
    { vendorId: 'V1001', status: 'DELIVERED', hoursAgo: 26 },
    { vendorId: 'V1001', status: 'CANCELLED', hoursAgo: 28 },
    { vendorId: 'V1002', status: 'DELIVERED', hoursAgo: 50 },
    { vendorId: 'V2000', status: 'DELIVERED', hoursAgo: 27 },
    { vendorId: 'V1001', status: 'NEW', hoursAgo: 0.05 },
    { vendorId: 'V1002', status: 'WAITING_FOR_TRANSPORT', hoursAgo: 0.1 },
    { vendorId: 'V2000', status: 'NEW', hoursAgo: 0.05 },
  ];
  for (const [i, item] of plan.entries()) {
    const customer = customers[i % customers.length]!;
    const createdAt = new Date(now.getTime() - item.hoursAgo * 3_600_000);
    const fee = computeDeliveryFee({
      country,
      distanceKm: customer.km,
      paymentMethod: 'CASH_ON_DELIVERY',
    });
    const history = [{ status: 'NEW', created_at: createdAt.toISOString() }];
    if (item.status !== 'NEW') {
      history.push({
        status: item.status,
        created_at: new Date(createdAt.getTime() + 40 * 60_000).toISOString(),
      });
    }
    const last = history[history.length - 1]!;
    await insertOrder(ctx.db, {
      vendorId: item.vendorId,
      status: item.status,
      statusHistory: history,
      createdAt,
      updatedAt: new Date(last.created_at),
      currency: fee.currency,
      deliveryFee: fee.amount,
      pickup: { address: `Main Street 1, ${city}`, latitude: lat, longitude: lng },
      customer: {
        name: customer.name,
        phone_number: `${market.phonePrefix}99${String(100000 + i * 7919).slice(0, 6)}`,
        location: {
          address: `${customer.street}, ${city}`,
          latitude: lat + customer.dLat,
          longitude: lng + customer.dLng,
          notes: '',
        },
      },
      details: {
        amount: 1850 + i * 250,
        description: 'Lunch order',
        payment_method: 'CASH_ON_DELIVERY',
        cold_bag_needed: false,
      },
    });
  }
  return { created: true, logins: DEMO_LOGINS };
}
