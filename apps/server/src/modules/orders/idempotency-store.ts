import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
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
