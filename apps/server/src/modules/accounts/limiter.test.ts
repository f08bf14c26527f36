import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createAccount } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels, testRedisUrl } from '../../../test/helpers/databases.ts';
import { createDatabaseCounterStore, createRedisCounterStore } from './counter-store.ts';
import type { TCounterStore } from './counter-store.ts';
import {
  LOGIN_BACKOFF_PER_ACCOUNT,
  LOGIN_BACKOFF_PER_ADDRESS,
  createLoginLimiter,
  loginWaitMs,
} from './limiter.ts';

const redisUrl = testRedisUrl();
const stores: ('database' | 'redis')[] = redisUrl ? ['database', 'redis'] : ['database'];
// The database store on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
const counterStores = [...testDatabaseLabels(), ...(redisUrl ? (['redis'] as const) : [])];
const T0 = new Date('2026-11-21T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(counterStores)('counter store in %s', (kind) => {
  let t: TTestApp;
  let store: TCounterStore;
  beforeAll(async () => {
    t = await createTestApp({ database: kind === 'postgres' ? 'postgres' : 'pglite' });
    store =
      kind === 'redis'
        ? createRedisCounterStore(redisUrl!, `rp:test:${randomUUID()}:`)
        : createDatabaseCounterStore(t.ctx.db);
  });
  afterAll(async () => {
    await store.close();
    await t.close();
  });

  it('counts hits in a window opened by the first hit, and restarts after it', async () => {
    expect(await store.count('k1', at(0))).toBe(0);
    expect(await store.increment('k1', 60_000, at(0))).toBe(1);
    expect(await store.increment('k1', 60_000, at(30_000))).toBe(2);
    expect(await store.count('k1', at(59_999))).toBe(2);
    expect(await store.count('k1', at(60_000))).toBe(0);
    expect(await store.increment('k1', 60_000, at(60_000))).toBe(1);
  });

  it('keeps keys apart and clears one', async () => {
    await store.increment('a', 60_000, at(0));
    await store.increment('b', 60_000, at(0));
    await store.increment('b', 60_000, at(0));
    await store.clear('b');
    expect(await store.count('a', at(1))).toBe(1);
    expect(await store.count('b', at(1))).toBe(0);
  });

  it('counts concurrent hits exactly', async () => {
    await Promise.all(Array.from({ length: 20 }, () => store.increment('c', 60_000, at(0))));
    expect(await store.count('c', at(1))).toBe(20);
  });

  it('holds a window open at least as long as asked, and says how long it has left', async () => {
    expect(await store.remainingMs('h', at(0))).toBe(0);
    await store.holdOpen('h', 2_000, at(0));
    expect(await store.remainingMs('h', at(500))).toBe(1_500);
    expect(await store.count('h', at(500))).toBe(0);
    // Never shortened...
    await store.holdOpen('h', 1_000, at(500));
    expect(await store.remainingMs('h', at(500))).toBe(1_500);
    // ...but lengthened, keeping the count of an open window.
    await store.increment('h', 60_000, at(600));
    await store.holdOpen('h', 5_000, at(1_000));
    expect(await store.remainingMs('h', at(1_000))).toBe(5_000);
    expect(await store.count('h', at(1_000))).toBe(1);
    expect(await store.remainingMs('h', at(6_000))).toBe(0);
    // A closed window reopens empty.
    await store.holdOpen('h', 1_000, at(7_000));
    expect(await store.count('h', at(7_000))).toBe(0);
    expect(await store.remainingMs('h', at(7_000))).toBe(1_000);
  });

  it('lets 3 failures of an account go free, then makes it wait 1 s, 2 s, 4 s … at most 60 s', async () => {
    const limiter = createLoginLimiter(store);
    const attempt = { account: 'Owner@Test.example', address: '10.0.0.1' };
    let now = 0;
    for (let i = 0; i < LOGIN_BACKOFF_PER_ACCOUNT.freeFailures; i += 1) {
      expect(await limiter.waitMs(attempt, at(now))).toBe(0);
      await limiter.noteFailure(attempt, at(now));
    }
    const waits: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const wait = await limiter.waitMs(attempt, at(now));
      waits.push(wait);
      now += wait;
      expect(await limiter.waitMs(attempt, at(now - 1))).toBe(wait === 0 ? 0 : 1);
      expect(await limiter.waitMs(attempt, at(now))).toBe(0);
      await limiter.noteFailure(attempt, at(now));
    }
    expect(waits).toEqual([0, 1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000]);
    // The wait is the account's, whatever the case of the email and wherever the next try comes from.
    expect(
      await limiter.waitMs({ account: ' owner@test.example', address: '10.0.0.2' }, at(now)),
    ).toBe(60_000);
    // Never longer than the cap: after it, the right password may be tried.
    expect(await limiter.waitMs(attempt, at(now + LOGIN_BACKOFF_PER_ACCOUNT.maxWaitMs))).toBe(0);
  });

  it('forgets the failures of an account 15 minutes after the latest one', async () => {
    const limiter = createLoginLimiter(store);
    const attempt = { account: 'quiet@test.example', address: '10.0.0.4' };
    for (let i = 0; i < 3; i += 1) await limiter.noteFailure(attempt, at(i * 5 * 60_000));
    // 20 minutes after the first failure but 10 after the latest: the fourth still counts.
    await limiter.noteFailure(attempt, at(20 * 60_000));
    expect(await limiter.waitMs(attempt, at(20 * 60_000))).toBe(1_000);
    await limiter.noteFailure(attempt, at(35 * 60_000 + 1_000));
    expect(await limiter.waitMs(attempt, at(35 * 60_000 + 1_000))).toBe(0);
  });

  it('makes a client address wait after 20 failures over any accounts, at most 5 minutes', async () => {
    const limiter = createLoginLimiter(store);
    const address = '10.9.9.9';
    const free = LOGIN_BACKOFF_PER_ADDRESS.freeFailures;
    for (let i = 0; i < free; i += 1) {
      await limiter.noteFailure({ account: `user${i}@test.example`, address }, at(0));
    }
    const someone = { account: 'someone@test.example', address };
    expect(await limiter.waitMs(someone, at(0))).toBe(0);
    await limiter.noteFailure({ account: 'user-next@test.example', address }, at(0));
    expect(await limiter.waitMs(someone, at(0))).toBe(1_000);
    // The same account from another address is not slowed down.
    expect(await limiter.waitMs({ ...someone, address: '10.9.9.10' }, at(0))).toBe(0);
    expect(loginWaitMs(free + 30, LOGIN_BACKOFF_PER_ADDRESS)).toBe(5 * 60_000);
  });

  it('forgets the failures of an account that signs in', async () => {
    const limiter = createLoginLimiter(store);
    const attempt = { account: 'forgets@test.example', address: '10.0.0.3' };
    for (let i = 0; i < 5; i += 1) await limiter.noteFailure(attempt, at(0));
    expect(await limiter.waitMs(attempt, at(0))).toBe(2_000);
    await limiter.noteSuccess(attempt);
    expect(await limiter.waitMs(attempt, at(0))).toBe(0);
    await limiter.noteFailure(attempt, at(1));
    expect(await limiter.waitMs(attempt, at(2))).toBe(0);
  });
});

describe.each(stores)('login throttling through the API, counters in %s', (kind) => {
  let t: TTestApp;
  beforeAll(async () => {
    // Behind a trusted proxy: the test names each client's address in X-Forwarded-For.
    t = await createTestApp({
      env: { TRUST_PROXY: 'on', ...(kind === 'redis' ? { REDIS_URL: redisUrl! } : {}) },
    });
  });
  afterAll(() => t.close());

  const login = (email: string, password: string, address: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email_address: email, password },
      headers: { 'x-forwarded-for': address },
    });

  it('answers 429 with the seconds to wait after 3 failures, then lets the right password in', async () => {
    const account = await createAccount(t.ctx);
    const address = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 4; i += 1) {
      const res = await login(account.email, 'Wrong#2026', address);
      expect(res.statusCode).toBe(401);
      expect(res.json().meta.translation_key).toBe('auth.your-password-is-invalid');
    }
    const throttled = await login(account.email, account.password, address);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBe('1');
    expect(throttled.json()).toEqual({
      message: 'Too many failed sign-in attempts. Please try again in {{seconds}} s.',
      meta: { translation_key: 'auth.login-throttled', retry_after_seconds: 1 },
      errors: [],
    });
    // A throttled attempt does not count as a failure: the wait stays 1 s.
    t.clock.advance(1_000);
    expect((await login(account.email, 'Wrong#2026', address)).statusCode).toBe(401);
    // From another address too: the wait is the account's.
    const again = await login(account.email, account.password, '10.200.0.1');
    expect(again.statusCode).toBe(429);
    expect(again.json().meta.retry_after_seconds).toBe(2);
    expect(again.headers['retry-after']).toBe('2');
    t.clock.advance(2_000);
    expect((await login(account.email, account.password, address)).statusCode).toBe(200);
    // Signing in forgets the account's failures.
    expect((await login(account.email, 'Wrong#2026', address)).statusCode).toBe(401);
    expect((await login(account.email, account.password, address)).statusCode).toBe(200);
  });

  it('never locks anybody out: after 30 wrong passwords, the owner waits at most a minute', async () => {
    const account = await createAccount(t.ctx);
    // Someone types the owner's email with wrong passwords as fast as they are let, from many addresses.
    for (let i = 0; i < 30; i += 1) {
      const res = await login(account.email, 'Wrong#2026', `10.3.${i}.1`);
      const wait = res.statusCode === 429 ? Number(res.headers['retry-after']) : 0;
      expect(wait).toBeLessThanOrEqual(60);
      t.clock.advance(wait * 1000);
    }
    const owner = await login(account.email, account.password, '10.4.0.1');
    const wait = owner.statusCode === 429 ? owner.json().meta.retry_after_seconds : 0;
    expect(wait).toBeLessThanOrEqual(60);
    t.clock.advance(wait * 1000);
    expect((await login(account.email, account.password, '10.4.0.1')).statusCode).toBe(200);
  });
});
