import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createUser } from '../../../test/helpers/factories.ts';
import { createTestApp, type TTestApp } from '../../../test/helpers/test-app.ts';
import { authSessions } from './schema.ts';
import { createCallerResolver } from './caller-cache.ts';
import { signGuestToken } from './tokens.ts';

// The remembered callers: what a user relies on is that a caller is never remembered past its
// tokens or its session's end. The session is revoked here in the database directly (as an operator
// could), so what the resolver answers shows what it remembered.

describe('remembered callers', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const resolverOf = (ttlMs = 10_000) =>
    createCallerResolver(
      {
        secret: t.ctx.secrets.tokenSecret,
        integrationKey: t.ctx.secrets.integrationKey,
        clock: t.clock,
        db: t.ctx.db,
      },
      { ttlMs },
    );
  const revokeInDatabase = (userId: string) =>
    t.ctx.db
      .update(authSessions)
      .set({ revokedAt: t.clock.now(), revokedReason: 'logout' })
      .where(eq(authSessions.userId, userId));

  it('remembers a caller for its time, then reads the session again', async () => {
    const user = await createUser(t.ctx, []);
    const callers = resolverOf(10_000);
    expect(await callers.resolve(user.authorization)).toMatchObject({
      kind: 'user',
      userId: user.id,
    });
    await revokeInDatabase(user.id);
    // Still remembered: no token check, no session read within the 10 s.
    expect(await callers.resolve(user.authorization)).toMatchObject({ userId: user.id });
    t.clock.advance(10_001);
    expect(await callers.resolve(user.authorization)).toBeNull();
    t.clock.advance(-10_001);
  });

  it('forgets a session, or all of a user, the moment it is told', async () => {
    const one = await createUser(t.ctx, []);
    const two = await createUser(t.ctx, []);
    const callers = resolverOf();
    await callers.resolve(one.authorization);
    await callers.resolve(two.authorization);
    await revokeInDatabase(one.id);
    await revokeInDatabase(two.id);
    expect(await resolverOf().resolve(one.authorization)).toBeNull();
    const [row] = await t.ctx.db
      .select({ id: authSessions.id })
      .from(authSessions)
      .where(eq(authSessions.userId, one.id));
    callers.forget({ sessionId: row!.id });
    expect(await callers.resolve(one.authorization)).toBeNull();
    expect(await callers.resolve(two.authorization)).toMatchObject({ userId: two.id });
    callers.forget({ userId: two.id });
    expect(await callers.resolve(two.authorization)).toBeNull();
  });

  it('never remembers a caller past its tokens, nor a failure', async () => {
    const callers = resolverOf(60_000);
    const guest = await signGuestToken('GUEST-1', {
      secret: t.ctx.secrets.tokenSecret,
      clock: t.clock,
      ttlSeconds: 5,
    });
    expect(await callers.resolve(`Bearer ${guest.value}`)).toEqual({
      kind: 'guest',
      vendorId: 'GUEST-1',
    });
    t.clock.advance(5_001);
    expect(await callers.resolve(`Bearer ${guest.value}`)).toBeNull();
    t.clock.advance(-5_001);
    expect(await callers.resolve('Bearer made-up|tokens')).toBeNull();
    expect(await callers.resolve(undefined)).toBeNull();
  });

  it('does not remember a caller whose session ended while it was being resolved', async () => {
    const user = await createUser(t.ctx, []);
    const callers = resolverOf();
    const pending = callers.resolve(user.authorization);
    callers.forget({ userId: user.id });
    expect(await pending).toMatchObject({ userId: user.id });
    await revokeInDatabase(user.id);
    expect(await callers.resolve(user.authorization)).toBeNull();
  });
});
