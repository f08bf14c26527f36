import { describe } from 'vitest';
import { createTestDatabase, testRedisUrl } from './databases.ts';
import { createTestApp, type TTestApp } from './test-app.ts';

/** `describe` when PostgreSQL and Redis are there for two instances, else `describe.skip`. */
export const describeTwoInstances =
  process.env.TEST_DATABASE_URL && testRedisUrl() ? describe : describe.skip;

/** Two server instances on one new PostgreSQL database and one Redis, sharing their secrets. */
export async function startTwoInstances(): Promise<{
  a: TTestApp;
  b: TTestApp;
  close(): Promise<void>;
}> {
  const database = await createTestDatabase('postgres');
  const env = {
    DATABASE_URL: database.url!,
    REDIS_URL: testRedisUrl()!,
    TOKEN_SECRET: 'two-instance-token-secret',
    FEE_SIGNING_SECRET: 'two-instance-fee-secret',
    LOGISTICS_SECRET: 'two-instance-logistics-secret',
  };
  const a = await createTestApp({ env });
  const b = await createTestApp({ env });
  return {
    a,
    b,
    close: async () => {
      await a.close();
      await b.close();
      await database.drop();
    },
  };
}
