import { randomUUID } from 'node:crypto';
import type { TAppContext } from '../../src/app-context.ts';
import { users, vendorUsers, vendors } from '../../src/db/schema.ts';
import type { TVendorLocation } from '../../src/db/schema.ts';
import { signUserToken } from '../../src/modules/auth/tokens.ts';

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
  }
  const claims = { userId: id, email, sessionId: randomUUID() };
  const opts = { secret: ctx.secrets.tokenSecret, clock: ctx.clock };
  const access = await signUserToken('access', claims, opts);
  const idToken = await signUserToken('id', claims, opts);
  return { id, email, authorization: `Bearer ${access}|${idToken}` };
}
