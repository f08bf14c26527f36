import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { apiAssertionJtis, apiClientKeys, apiClients, apiOrders } from './schema.ts';

export type TApiClientRow = typeof apiClients.$inferSelect;
export type TApiClientKeyRow = typeof apiClientKeys.$inferSelect;

export async function insertApiClient(
  db: TDb,
  client: typeof apiClients.$inferInsert,
  key: typeof apiClientKeys.$inferInsert,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(apiClients).values(client);
    await tx.insert(apiClientKeys).values(key);
  });
}

/** A client that is not revoked. */
export async function findActiveClient(db: TDb, clientId: string): Promise<TApiClientRow | null> {
  const [row] = await db
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.clientId, clientId), isNull(apiClients.revokedAt)))
    .limit(1);
  return row ?? null;
}

/** A key of the client that has not expired at `now`. */
export async function findUsableKey(
  db: TDb,
  clientId: string,
  keyId: string,
  now: Date,
): Promise<TApiClientKeyRow | null> {
  const [row] = await db
    .select()
    .from(apiClientKeys)
    .where(
      and(
        eq(apiClientKeys.keyId, keyId),
        eq(apiClientKeys.clientId, clientId),
        or(isNull(apiClientKeys.expiresAt), gt(apiClientKeys.expiresAt, now)),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Records an assertion's jti; false when it was seen before (a replay). Expired jtis are purged
 * first, so the table holds at most an hour of assertions.
 */
export async function claimAssertionJti(
  db: TDb,
  input: { clientId: string; jti: string; expiresAt: Date; now: Date },
): Promise<boolean> {
  await db.delete(apiAssertionJtis).where(lt(apiAssertionJtis.expiresAt, input.now));
  const inserted = await db
    .insert(apiAssertionJtis)
    .values({ clientId: input.clientId, jti: input.jti, expiresAt: input.expiresAt })
    .onConflictDoNothing()
    .returning({ jti: apiAssertionJtis.jti });
  return inserted.length === 1;
}

export async function insertApiOrder(db: TDb, row: typeof apiOrders.$inferInsert): Promise<void> {
  await db.insert(apiOrders).values(row);
}

/** The client's own record of an order; null for an order another client (or the portal) made. */
export async function findApiOrder(
  db: TDb,
  clientId: string,
  orderId: string,
): Promise<typeof apiOrders.$inferSelect | null> {
  const [row] = await db
    .select()
    .from(apiOrders)
    .where(and(eq(apiOrders.orderId, orderId), eq(apiOrders.clientId, clientId)))
    .limit(1);
  return row ?? null;
}
