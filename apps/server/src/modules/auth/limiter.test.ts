import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createAccount } from '../../../test/helpers/factories.ts';
import { testRedisUrl } from '../../../test/helpers/databases.ts';
import {
  LOGIN_FAILURES_PER_ADDRESS,
  createDatabaseCounterStore,
  createLoginLimiter,
  createRedisCounterStore,
} from './limiter.ts';
import type { TCounterStore } from './limiter.ts';

const redisUrl = testRedisUrl();
const stores: ('database' | 'redis')[] = redisUrl ? ['database', 'redis'] : ['database'];
const T0 = new Date('2026-11-21T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

describe.each(stores)('counter store in %s', (kind) => {
  let t: TTestApp;
  let store: TCounterStore;
  beforeAll(async () => {
    t = await createTestApp();
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

  it('locks an account after 10 failures for 15 minutes, and an address after 100', async () => {
    const limiter = createLoginLimiter(store);
    const attempt = { account: 'Owner@Test.example', address: '10.0.0.1' };
    for (let i = 0; i < 9; i += 1) await limiter.noteFailure(attempt, at(i * 60_000));
    expect(await limiter.isLocked(attempt, at(9 * 60_000))).toBe(false);
    await limiter.noteFailure(attempt, at(9 * 60_000));
    // Locked whatever the case of the email.
    expect(
      await limiter.isLocked(
        { account: 'owner@test.example', address: '10.0.0.2' },
        at(10 * 60_000),
      ),
    ).toBe(true);
    expect(await limiter.isLocked(attempt, at(24 * 60_000 - 1))).toBe(true);
    expect(await limiter.isLocked(attempt, at(24 * 60_000))).toBe(false);

    const other = { account: 'x', address: '10.9.9.9' };
    for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS; i += 1) {
      await limiter.noteFailure({ account: `user${i}`, address: other.address }, at(0));
    }
    expect(await limiter.isLocked(other, at(1))).toBe(true);
  });

  it('forgets the failures of an account that signs in', async () => {
    const limiter = createLoginLimiter(store);
    const attempt = { account: 'forgets@test.example', address: '10.0.0.3' };
    for (let i = 0; i < 9; i += 1) await limiter.noteFailure(attempt, at(0));
    await limiter.noteSuccess(attempt);
    await limiter.noteFailure(attempt, at(1));
    expect(await limiter.isLocked(attempt, at(2))).toBe(false);
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

  it('answers too-many-on-going-requests from the 11th try for 15 minutes, even with the right password', async () => {
    const account = await createAccount(t.ctx);
    const address = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 10; i += 1) {
      const res = await login(account.email, 'Wrong#2026', address);
      expect(res.json().meta.translation_key).toBe('auth.your-password-is-invalid');
    }
    const locked = await login(account.email, account.password, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      message: 'Failed to login. too many on-going requests',
      meta: { translation_key: 'auth.too-many-on-going-requests' },
    });
    // From another address too: the lock is the account's.
    expect((await login(account.email, account.password, '10.200.0.1')).statusCode).toBe(429);
    t.clock.advance(15 * 60_000);
    expect((await login(account.email, account.password, address)).statusCode).toBe(200);
    t.clock.advance(-15 * 60_000);
  });
});
