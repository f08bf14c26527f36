import { eq } from 'drizzle-orm';
import type { TDb } from '../../platform/db.ts';
import { countryParameters } from '../../db/schema.ts';

/** The operator's value of a country parameter, or null when none is set. */
export async function findCountryParameter(db: TDb, name: string): Promise<string | null> {
  const [row] = await db
    .select({ value: countryParameters.value })
    .from(countryParameters)
    .where(eq(countryParameters.name, name))
    .limit(1);
  return row?.value ?? null;
}

export async function upsertCountryParameter(
  db: TDb,
  input: { name: string; value: string; at: Date },
): Promise<void> {
  const { name, value, at } = input;
  await db
    .insert(countryParameters)
    .values({ name, value, updatedAt: at })
    .onConflictDoUpdate({ target: countryParameters.name, set: { value, updatedAt: at } });
}

export async function deleteCountryParameter(db: TDb, name: string): Promise<void> {
  await db.delete(countryParameters).where(eq(countryParameters.name, name));
}
