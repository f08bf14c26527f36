import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TAppContext } from '../../src/app-context.ts';
import { users, vendorUsers, vendors } from '../../src/db/schema.ts';
import type { TVendorLocation } from '../../src/db/schema.ts';
import { signUserToken } from '../../src/modules/auth/tokens.ts';
import { insertOrder } from '../../src/modules/orders/store.ts';
import type { TNewOrderRow, TOrderRow } from '../../src/modules/orders/store.ts';
import { authSessions } from '../../src/modules/auth/schema.ts';
import { hashPassword } from '../../src/modules/accounts/passwords.ts';
import { vendorRowsChanged } from '../../src/db/vendor-rows.ts';

let sequence = 0;

export function vendorLocation(overrides: Partial<TVendorLocation> = {}): TVendorLocation {
  return {
    address_text: 'Makariou III Avenue 1, Nicosia',
    building: '',
    unit: '',
    city: 'Nicosia',
    country_code: 'CY',
    latitude: 35.1667,
    longitude: 33.3667,
    postal_code: '1065',
    street: 'Makariou III Avenue',
    street_number: '1',
    rider_instructions: '',
    ...overrides,
  };
}

/** A vendor row; parents and children by parentVendorId. */
export async function createVendor(
  ctx: TAppContext,
  overrides: Partial<typeof vendors.$inferInsert> = {},
): Promise<typeof vendors.$inferSelect> {
  sequence += 1;
  const [row] = await ctx.db
    .insert(vendors)
    .values({
      vendorId: `T${sequence}${randomUUID().slice(0, 4)}`,
      clientVendorId: `CLIENT-${sequence}`,
      countryCode: 'CY',
      name: `Test Vendor ${sequence}`,
      location: vendorLocation(),
      paymentMethods: ['CASH_ON_DELIVERY', 'PAID'],
      ...overrides,
    })
    .returning();
  vendorRowsChanged(ctx.db);
  return row!;
}

/** A verified user owning the given vendors, with the Authorization header of a signed-in session. */
export async function createUser(
  ctx: TAppContext,
  vendorIds: string[],
): Promise<{ id: string; email: string; authorization: string }> {
  sequence += 1;
  const id = `U${sequence}${randomUUID().slice(0, 6)}`;
  const email = `user${sequence}-${id.toLowerCase()}@test.example`;
  await ctx.db
    .insert(users)
    .values({ id, email, passwordHash: 'not-a-hash', emailVerifiedAt: ctx.clock.now() });
  if (vendorIds.length > 0) {
    await ctx.db
      .insert(vendorUsers)
      .values(vendorIds.map((vendorId) => ({ userId: id, vendorId })));
    vendorRowsChanged(ctx.db);
  }
  // A signed-in session: tokens count only while their session exists and is not revoked.
  const sessionId = randomUUID();
  await ctx.db
    .insert(authSessions)
    .values({ id: sessionId, userId: id, createdAt: ctx.clock.now() });
  const claims = { userId: id, email, sessionId };
  const opts = { secret: ctx.secrets.tokenSecret, clock: ctx.clock };
  const access = await signUserToken('access', claims, opts);
  const idToken = await signUserToken('id', claims, opts);
  return { id, email, authorization: `Bearer ${access}|${idToken}` };
}

/** A parent vendor with `outlets` collection points, owned by a new user. */
export async function createParentAccount(
  ctx: TAppContext,
  outlets = 2,
): Promise<{
  parent: typeof vendors.$inferSelect;
  children: (typeof vendors.$inferSelect)[];
  user: Awaited<ReturnType<typeof createUser>>;
}> {
  const parent = await createVendor(ctx, { isParent: true });
  const children = [];
  for (let i = 0; i < outlets; i++) {
    children.push(await createVendor(ctx, { parentVendorId: parent.vendorId }));
  }
  const user = await createUser(ctx, [parent.vendorId]);
  return { parent, children, user };
}

/** An order row placed directly (tests of following orders; placing goes through its own API). */
export async function createOrder(
  ctx: TAppContext,
  vendorId: string,
  overrides: Partial<TNewOrderRow> = {},
): Promise<TOrderRow> {
  const createdAt = overrides.createdAt ?? ctx.clock.now();
  const status = overrides.status ?? 'NEW';
  return insertOrder(ctx.db, {
    vendorId,
    status,
    statusHistory: [{ status, created_at: new Date(createdAt).toISOString() }],
    createdAt,
    updatedAt: createdAt,
    currency: 'EUR',
    deliveryFee: 350,
    pickup: { address: 'Makariou III Avenue 1, Nicosia', latitude: 35.1667, longitude: 33.3667 },
    customer: {
      name: 'Maria Georgiou',
      phone_number: '+35799123456',
      location: {
        address: 'Ledra Street 20, Nicosia',
        latitude: 35.1725,
        longitude: 33.3617,
        notes: '',
      },
    },
    details: {
      amount: 1850,
      description: 'Lunch',
      payment_method: 'CASH_ON_DELIVERY',
      cold_bag_needed: false,
    },
    ...overrides,
  });
}

/** A user with a real password (argon2id), verified unless told otherwise, owning the vendors. */
export async function createAccount(
  ctx: TAppContext,
  opts: { password?: string; isVerified?: boolean; vendorIds?: string[]; locale?: string } = {},
): Promise<{ id: string; email: string; password: string }> {
  sequence += 1;
  const id = `U${sequence}${randomUUID().slice(0, 6)}`;
  const email = `account${sequence}-${id.toLowerCase()}@test.example`;
  const password = opts.password ?? 'Ride-2026!';
  await ctx.db.insert(users).values({
    id,
    email,
    passwordHash: await hashPassword(password),
    locale: opts.locale ?? 'en',
    emailVerifiedAt: opts.isVerified === false ? null : ctx.clock.now(),
  });
  if (opts.vendorIds?.length) {
    await ctx.db
      .insert(vendorUsers)
      .values(opts.vendorIds.map((vendorId) => ({ userId: id, vendorId })));
    vendorRowsChanged(ctx.db);
  }
  return { id, email, password };
}

/** A vendor and a signed-in owner of it: what most vendor-scoped route tests start from. */
export async function createVendorOwner(
  ctx: TAppContext,
): Promise<{ vendorId: string; authorization: string }> {
  const vendor = await createVendor(ctx);
  const user = await createUser(ctx, [vendor.vendorId]);
  return { vendorId: vendor.vendorId, authorization: user.authorization };
}

/** A guest session started as the guest screen does (POST /guest/session): its vendor and token. */
export async function startGuestSession(
  app: Pick<FastifyInstance, 'inject'>,
): Promise<{ vendorId: string; authorization: string }> {
  const started = await app.inject({ method: 'POST', url: '/api/v1/guest/session', payload: {} });
  if (started.statusCode !== 201) throw new Error(`guest session: ${started.body}`);
  return {
    vendorId: started.json().vendor_id as string,
    authorization: `Bearer ${started.json().token.value as string}`,
  };
}
