import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { insertableFields, jsonRows } from '../../platform/json-rows.ts';
import { orderIdempotencyKeys } from './schema.ts';

export type TIdempotencyRow = typeof orderIdempotencyKeys.$inferSelect;

/** Longest Idempotency-Key we accept (our choice; UUIDs and bulk row keys fit easily). */
export const IDEMPOTENCY_KEY_MAX_CHARS = 200;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The same body in any key order hashes the same. */
export function hashRequestBody(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(body ?? null)))
    .digest('base64url');
}

export async function findIdempotencyKey(
  db: TDb,
  vendorId: string,
  key: string,
): Promise<TIdempotencyRow | null> {
  const [row] = await db
    .select()
    .from(orderIdempotencyKeys)
    .where(and(eq(orderIdempotencyKeys.vendorId, vendorId), eq(orderIdempotencyKeys.key, key)))
    .limit(1);
  return row ?? null;
}

/** The keys of `scope` among `keys` that are already used, with the orders they name. */
export async function findIdempotencyKeys(
  db: TDb,
  scope: string,
  keys: readonly string[],
): Promise<Map<string, TIdempotencyRow>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(orderIdempotencyKeys)
    .where(
      and(eq(orderIdempotencyKeys.vendorId, scope), inArray(orderIdempotencyKeys.key, [...keys])),
    );
  return new Map(rows.map((r) => [r.key, r]));
}

/**
 * Records keys with the orders they name, in one statement; answers the keys it recorded (a key
 * another transaction holds is left out, once that transaction has ended).
 */
export async function claimIdempotencyKeys(
  db: TDb,
  claims: readonly (typeof orderIdempotencyKeys.$inferInsert)[],
): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const { columns, source } = jsonRows(
    orderIdempotencyKeys,
    insertableFields(orderIdempotencyKeys),
    claims,
  );
  const rows = await db
    .insert(orderIdempotencyKeys)
    .select(sql`select ${columns} from ${source}`)
    .onConflictDoNothing()
    .returning({ key: orderIdempotencyKeys.key });
  return new Set(rows.map((r) => r.key));
}
