// History paging with 1,000,000 orders in the table (PostgreSQL): p95 of a 30-row page, the next
// page by cursor, a status filter and a search. Target: under 50 ms p95. Run: npx tsx bench/history.ts
import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { parseConfig } from '../apps/server/src/config/env.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { closeContext, createContext } from '../apps/server/src/context.ts';
import { users, vendorUsers, vendors } from '../apps/server/src/db/schema.ts';
import { signUserToken } from '../apps/server/src/modules/auth/tokens.ts';
import { authSessions } from '../apps/server/src/modules/auth/schema.ts';
import { percentiles } from './lib/measure.ts';

const TOTAL = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const VENDORS = 200;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const dbName = `rp_bench_${randomUUID().slice(0, 8)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;

const config = parseConfig({
  SIM: 'off',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '1000000',
  DATABASE_URL: url.toString(),
  DATA_DIR: await mkdtemp(join(tmpdir(), 'rp-bench-')),
});
const ctx = await createContext(config, { webDist: null });
try {
  const location = {
    address_text: '',
    building: '',
    unit: '',
    city: 'Nicosia',
    country_code: 'CY',
    latitude: 35.17,
    longitude: 33.36,
    postal_code: '',
    street: '',
    street_number: '',
    rider_instructions: '',
  };
  await ctx.db.insert(vendors).values(
    Array.from({ length: VENDORS }, (_, i) => ({
      vendorId: `B${i}`,
      clientVendorId: `B${i}`,
      countryCode: 'CY',
      name: `Bench ${i}`,
      location,
      paymentMethods: ['PAID'],
    })),
  );
  await ctx.db.insert(users).values({
    id: 'UB',
    email: 'bench@test.example',
    passwordHash: 'x',
    emailVerifiedAt: new Date(),
  });
  await ctx.db.insert(vendorUsers).values({ userId: 'UB', vendorId: 'B0' });
  const started = performance.now();
  // Orders spread over the last 365 days; vendor B0 (the one measured) has a tenth of them.
  await ctx.db.execute(sql`
    INSERT INTO orders (order_id, vendor_id, status, status_history, created_at, updated_at, currency, delivery_fee, pickup, customer, details)
    SELECT v || '-' || n, v,
      (ARRAY['DELIVERED','DELIVERED','DELIVERED','CANCELLED','PICKED_UP','NEW'])[1 + n % 6],
      jsonb_build_array(jsonb_build_object('status', 'NEW', 'created_at', to_char(t, 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))),
      t, t, 'EUR', 350,
      '{"address":"A","latitude":35.1,"longitude":33.3}'::jsonb,
      jsonb_build_object('name', 'Customer ' || n, 'phone_number', '+3579' || lpad((n % 10000000)::text, 7, '0'),
        'location', jsonb_build_object('address', 'Street ' || n, 'latitude', 35.2, 'longitude', 33.4, 'notes', '')),
      '{"amount":1000,"description":"","payment_method":"PAID","cold_bag_needed":false}'::jsonb
    FROM (
      SELECT g AS n,
        CASE WHEN g % 10 = 0 THEN 'B0' ELSE 'B' || (1 + g % ${VENDORS - 1}) END AS v,
        now() - (g::float / ${TOTAL} * interval '365 days') AS t
      FROM generate_series(1, ${TOTAL}) AS g
    ) s`);
  await ctx.db.execute(sql`ANALYZE orders`);
  const loadSeconds = ((performance.now() - started) / 1000).toFixed(1);

  const app = await buildApp(ctx, { logger: false });
  const sessionId = randomUUID();
  await ctx.db.insert(authSessions).values({ id: sessionId, userId: 'UB', createdAt: new Date() });
  const claims = { userId: 'UB', email: 'bench@test.example', sessionId };
  const opts = { secret: ctx.secrets.tokenSecret, clock: ctx.clock };
  const authorization = `Bearer ${await signUserToken('access', claims, opts)}|${await signUserToken('id', claims, opts)}`;
  const now = Math.floor(Date.now() / 1000);
  const day = 86_400;
  async function measure(name: string, url: (i: number) => Promise<string> | string, runs = 300) {
    const times: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      const target = await url(i);
      const t0 = performance.now();
      const res = await app.inject({ method: 'GET', url: target, headers: { authorization } });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200)
        throw new Error(`${name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    return { name, ...percentiles(times) };
  }
  const base = '/api/v1/vendor/B0/orders';
  const windowStart = (i: number) => now - (1 + (i % 300)) * day;
  const rows = [
    await measure(
      'page of 30, 7-day window',
      (i) => `${base}?from=${windowStart(i) - 7 * day}&to=${windowStart(i)}&count=30`,
    ),
    await measure(
      'next page by cursor',
      async (i) => {
        const first = await app.inject({
          method: 'GET',
          url: `${base}?from=${windowStart(i) - 30 * day}&to=${windowStart(i)}&count=30`,
          headers: { authorization },
        });
        return `${base}?from=${windowStart(i) - 30 * day}&to=${windowStart(i)}&count=30&pagination_key=${first.json().result.pagination_key}`;
      },
      150,
    ),
    await measure(
      'status delivered, 30 days',
      (i) =>
        `${base}?from=${windowStart(i) - 30 * day}&to=${windowStart(i)}&count=30&status=delivered`,
    ),
    await measure(
      'order id search, 30 days',
      (i) =>
        `${base}?from=${windowStart(i) - 30 * day}&to=${windowStart(i)}&count=30&search=B0-${100 + i}`,
    ),
    await measure(
      'phone search, 30 days',
      (i) =>
        `${base}?from=${windowStart(i) - 30 * day}&to=${windowStart(i)}&count=30&search=99${String(1000 + i).padStart(6, '0')}`,
    ),
  ];
  console.log(
    `${TOTAL.toLocaleString('en')} orders (${(TOTAL / 10).toLocaleString('en')} for the measured vendor) loaded in ${loadSeconds}s`,
  );
  console.table(rows);
  await app.close();
} finally {
  await closeContext(ctx);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}
