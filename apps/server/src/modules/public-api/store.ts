import { and, desc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
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

/**
 * A vendor's clients, newest first (revoked ones too), or only the one named; each with its keys
 * newest first.
 */
export async function findVendorClients(
  db: TDb,
  vendorId: string,
  clientId?: string,
): Promise<{ client: TApiClientRow; keys: TApiClientKeyRow[] }[]> {
  const clients = await db
    .select()
    .from(apiClients)
    .where(
      and(
        eq(apiClients.vendorId, vendorId),
        clientId === undefined ? undefined : eq(apiClients.clientId, clientId),
      ),
    )
    .orderBy(desc(apiClients.createdAt), desc(apiClients.clientId));
  if (clients.length === 0) return [];
  const keys = await db
    .select()
    .from(apiClientKeys)
    .where(
      inArray(
        apiClientKeys.clientId,
        clients.map((c) => c.clientId),
      ),
    )
    .orderBy(desc(apiClientKeys.createdAt), desc(apiClientKeys.keyId));
  return clients.map((client) => ({
    client,
    keys: keys.filter((key) => key.clientId === client.clientId),
  }));
}

/**
 * A client by its id (revoked or not), of the vendor when one is named (the operator names none);
 * null for another vendor's or none.
 */
export async function findVendorClient(
  db: TDb,
  vendorId: string | null,
  clientId: string,
): Promise<TApiClientRow | null> {
  const [row] = await db
    .select()
    .from(apiClients)
    .where(
      and(
        eq(apiClients.clientId, clientId),
        vendorId === null ? undefined : eq(apiClients.vendorId, vendorId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A new key for the client; every key still without an end (or ending later) then ends at
 * `oldKeysExpireAt`, so the client has the overlap to switch.
 */
export async function insertRotatedKey(
  db: TDb,
  key: typeof apiClientKeys.$inferInsert,
  oldKeysExpireAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(apiClientKeys)
      .set({ expiresAt: oldKeysExpireAt })
      .where(
        and(
          eq(apiClientKeys.clientId, key.clientId),
          or(isNull(apiClientKeys.expiresAt), gt(apiClientKeys.expiresAt, oldKeysExpireAt)),
        ),
      );
    await tx.insert(apiClientKeys).values(key);
  });
}

/** The webhook endpoint and opt-in; a new setting starts the endpoint afresh (not disabled). */
export async function updateClientWebhook(
  db: TDb,
  clientId: string,
  input: { callbackUrl: string | null; includesPortalOrders: boolean },
): Promise<void> {
  await db
    .update(apiClients)
    .set({
      callbackUrl: input.callbackUrl,
      includesPortalOrders: input.includesPortalOrders,
      webhookDisabledAt: null,
      webhookDisabledReason: null,
      webhookFailingSince: null,
    })
    .where(eq(apiClients.clientId, clientId));
}

/** Revokes the client and ends its keys at `now`: its tokens and assertions are refused. */
export async function revokeClient(db: TDb, clientId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(apiClients)
      .set({ revokedAt: now })
      .where(and(eq(apiClients.clientId, clientId), isNull(apiClients.revokedAt)));
    await tx
      .update(apiClientKeys)
      .set({ expiresAt: now })
      .where(
        and(
          eq(apiClientKeys.clientId, clientId),
          or(isNull(apiClientKeys.expiresAt), gt(apiClientKeys.expiresAt, now)),
        ),
      );
  });
}
