import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TTestDatabase = {
  label: 'pglite' | 'postgres';
  url: string | null;
  drop(): Promise<void>;
};

const isRequired = process.env.REQUIRE_SERVICES === '1';

/** The databases every store suite runs on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabaseLabels(): ('pglite' | 'postgres')[] {
  if (process.env.TEST_DATABASE_URL) return ['pglite', 'postgres'];
  if (isRequired) throw new Error('REQUIRE_SERVICES=1 but TEST_DATABASE_URL is not set');
  return ['pglite'];
}

/** A fresh, empty database of the given kind (a new PostgreSQL database per suite). */
export async function createTestDatabase(label: 'pglite' | 'postgres'): Promise<TTestDatabase> {
  if (label === 'pglite') return { label, url: null, drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL not set');
  const name = `rp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    label,
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** Redis for bus suites: TEST_REDIS_URL, or none (then failing under REQUIRE_SERVICES=1). */
export function testRedisUrl(): string | null {
  const url = process.env.TEST_REDIS_URL ?? null;
  if (!url && isRequired) throw new Error('REQUIRE_SERVICES=1 but TEST_REDIS_URL is not set');
  return url;
}
