import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createAccount, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { describeTwoInstances, startTwoInstances } from '../../../test/helpers/two-instances.ts';
import { runAdminCommand } from '../admin/commands.ts';
import { vendors } from '../../db/schema.ts';
import { authSessions, refreshTokens } from '../auth/schema.ts';
import { canActForVendor } from '../access/vendors.ts';
import { resolveCaller } from '../auth/caller.ts';

type TLoginResult = {
  AuthenticationResult: {
    AccessToken: string;
    IdToken: string;
    RefreshToken: string;
    ExpiresIn: number;
  };
  user: { id: string; email: string };
};

describe.each(testDatabaseLabels())('sign in and sessions on %s', (database) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: unknown, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      ...(payload === undefined ? {} : { payload: payload as object }),
      headers: authorization ? { authorization } : {},
    });
  const signIn = async (email: string, password: string): Promise<TLoginResult> => {
    const res = await post('/login', { email_address: email, password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().result as TLoginResult;
  };
  const bearer = (r: TLoginResult) =>
    `Bearer ${r.AuthenticationResult.AccessToken}|${r.AuthenticationResult.IdToken}`;
  const callerOf = (authorization: string) =>
    resolveCaller(authorization, {
      secret: t.ctx.secrets.tokenSecret,
      integrationKey: t.ctx.secrets.integrationKey,
      clock: t.clock,
      db: t.ctx.db,
    });

  it('signs in with the 000 §7 answer: short-lived JWTs and an opaque refresh token stored hashed', async () => {
    const account = await createAccount(t.ctx);
    const res = await post('/login', { email_address: account.email, password: account.password });
    expect(res.statusCode).toBe(200);
    const result = res.json().result as TLoginResult;
    expect(result.user).toEqual({ id: account.id, email: account.email });
    expect(result.AuthenticationResult.ExpiresIn).toBe(3600);
    expect(result.AuthenticationResult.AccessToken.split('.')).toHaveLength(3);
    expect(result.AuthenticationResult.IdToken.split('.')).toHaveLength(3);
    const refresh = result.AuthenticationResult.RefreshToken;
    expect(refresh).toMatch(/^[A-Za-z0-9_-]{43}$/); // 256 bits
    const stored = await t.ctx.db.select().from(refreshTokens);
    expect(stored.some((r) => r.tokenHash === refresh)).toBe(false);
    expect(await callerOf(bearer(result))).toMatchObject({ kind: 'user', userId: account.id });
  });

  it('accepts the email in another case and with spaces around it', async () => {
    const account = await createAccount(t.ctx);
    await signIn(`  ${account.email.toUpperCase()} `, account.password);
  });

  it('answers an unknown email and a wrong password with the same failure', async () => {
    const account = await createAccount(t.ctx);
    const wrong = await post('/login', { email_address: account.email, password: 'Wrong#2026' });
    const unknown = await post('/login', {
      email_address: 'nobody@test.example',
      password: 'Wrong#2026',
    });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        message: 'Failed to login. your password is invalid',
        meta: { translation_key: 'auth.your-password-is-invalid' },
        errors: [],
      });
    }
  });

  it('refuses an account whose email is not confirmed, once the password is right', async () => {
    const account = await createAccount(t.ctx, { isVerified: false });
    const res = await post('/login', { email_address: account.email, password: account.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().meta.translation_key).toBe('auth.user-is-not-confirmed');
    const wrong = await post('/login', { email_address: account.email, password: 'Wrong#2026' });
    expect(wrong.json().meta.translation_key).toBe('auth.your-password-is-invalid');
  });

  it.each([
    [
      'no password',
      { email_address: 'a@test.example' },
      'password',
      'validation.password-required',
    ],
    [
      'a bad email',
      { email_address: 'nope', password: 'x' },
      'email_address',
      'validation.email-invalid',
    ],
    [
      'a number as password',
      { email_address: 'a@test.example', password: 12 },
      'password',
      'validation.password-required',
    ],
    [
      'an unknown field',
      { email_address: 'a@test.example', password: 'x', remember: true },
      '',
      'error.validation',
    ],
  ])(
    'answers %s with request-parameter-not-valid and the field error',
    async (_c, body, field, key) => {
      const res = await post('/login', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().meta.translation_key).toBe('auth.request-parameter-not-valid');
      expect(res.json().errors[0]).toMatchObject({ field, translation_key: key });
    },
  );

  it('answers malformed JSON and oversized bodies with 400 and a key, creating no session', async () => {
    const before = (await t.ctx.db.select().from(authSessions)).length;
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email_address": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().meta.translation_key).toBe('error.malformed-json');
    const huge = await post('/login', {
      email_address: 'a@test.example',
      password: 'x'.repeat(70_000),
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().meta.translation_key).toBe('error.payload-too-large');
    expect((await t.ctx.db.select().from(authSessions)).length).toBe(before);
  });

  describe('refresh (login/extend)', () => {
    it('rotates the refresh token: new tokens, and the old refresh token dies at once', async () => {
      const account = await createAccount(t.ctx);
      const first = await signIn(account.email, account.password);
      t.clock.advance(50 * 60_000);
      const res = await post('/login/extend', {
        refresh_token: first.AuthenticationResult.RefreshToken,
      });
      expect(res.statusCode).toBe(200);
      const second = res.json().result as TLoginResult;
      expect(second.user).toEqual({ id: account.id, email: account.email });
      expect(second.AuthenticationResult.RefreshToken).not.toBe(
        first.AuthenticationResult.RefreshToken,
      );
      expect(second.AuthenticationResult.AccessToken).not.toBe(
        first.AuthenticationResult.AccessToken,
      );
      expect(await callerOf(bearer(second))).toMatchObject({ kind: 'user', userId: account.id });
      // The new refresh token works in turn.
      const third = await post('/login/extend', {
        refresh_token: second.AuthenticationResult.RefreshToken,
      });
      expect(third.statusCode).toBe(200);
    });

    it('revokes the whole family when a used refresh token comes back (reuse detection)', async () => {
      const account = await createAccount(t.ctx);
      const first = await signIn(account.email, account.password);
      const rotated = (
        await post('/login/extend', { refresh_token: first.AuthenticationResult.RefreshToken })
      ).json().result as TLoginResult;
      const reuse = await post('/login/extend', {
        refresh_token: first.AuthenticationResult.RefreshToken,
      });
      expect(reuse.statusCode).toBe(401);
      expect(reuse.json().meta.translation_key).toBe('error.unauthorized');
      // The thief's and the owner's newest tokens are dead too.
      const next = await post('/login/extend', {
        refresh_token: rotated.AuthenticationResult.RefreshToken,
      });
      expect(next.statusCode).toBe(401);
      expect(await callerOf(bearer(rotated))).toBeNull();
      const sessions = await t.ctx.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, account.id));
      expect(sessions).toHaveLength(1);
      expect(sessions[0]!.revokedReason).toBe('reuse');
      // Another session of the same account is untouched.
      const other = await signIn(account.email, account.password);
      expect(await callerOf(bearer(other))).not.toBeNull();
    });

    it('refuses unknown and expired refresh tokens', async () => {
      const unknown = await post('/login/extend', { refresh_token: 'not-a-token' });
      expect(unknown.statusCode).toBe(401);
      const account = await createAccount(t.ctx);
      const first = await signIn(account.email, account.password);
      t.clock.advance(31 * 86_400_000);
      const expired = await post('/login/extend', {
        refresh_token: first.AuthenticationResult.RefreshToken,
      });
      expect(expired.statusCode).toBe(401);
      t.clock.advance(-31 * 86_400_000);
    });

    it('lets the access token expire after its hour', async () => {
      const account = await createAccount(t.ctx);
      const result = await signIn(account.email, account.password);
      t.clock.advance(3600_000);
      expect(await callerOf(bearer(result))).toBeNull();
      t.clock.advance(-3600_000);
    });
  });

  describe('logout', () => {
    it('revokes the session: its tokens and its refresh token stop working', async () => {
      const account = await createAccount(t.ctx);
      const result = await signIn(account.email, account.password);
      const other = await signIn(account.email, account.password);
      const vendorsWith = (authorization: string) =>
        t.app.inject({ method: 'GET', url: '/api/v1/vendors', headers: { authorization } });
      // Used once, so the server remembers its caller: the logout must end it all the same.
      expect((await vendorsWith(bearer(result))).statusCode).toBe(200);
      const res = await post('/logout', undefined, bearer(result));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: true });
      expect(await callerOf(bearer(result))).toBeNull();
      expect((await vendorsWith(bearer(result))).statusCode).toBe(401);
      expect((await vendorsWith(bearer(other))).statusCode).toBe(200);
      const refresh = await post('/login/extend', {
        refresh_token: result.AuthenticationResult.RefreshToken,
      });
      expect(refresh.statusCode).toBe(401);
      expect(await callerOf(bearer(other))).not.toBeNull();
    });

    it('answers 401 without credentials and refuses a body with fields', async () => {
      expect((await post('/logout')).statusCode).toBe(401);
      const account = await createAccount(t.ctx);
      const result = await signIn(account.email, account.password);
      const res = await post('/logout', { all: true }, bearer(result));
      expect(res.statusCode).toBe(400);
      expect(await callerOf(bearer(result))).not.toBeNull();
    });
  });

  describe('guest mode', () => {
    it('creates a guest vendor (guest, empty location) and a token for it when the flag is on', async () => {
      const res = await post('/guest/session');
      expect(res.statusCode).toBe(201);
      const body = res.json() as { vendor_id: string; token: { value: string; exp: number } };
      expect(body.token.exp).toBe(Math.floor(t.clock.now().getTime() / 1000) + 30 * 86_400);
      const [vendor] = await t.ctx.db
        .select()
        .from(vendors)
        .where(eq(vendors.vendorId, body.vendor_id));
      expect(vendor).toMatchObject({ name: 'guest', isGuest: true, paymentMethods: ['PAID'] });
      expect(vendor!.location).toMatchObject({ address_text: '', latitude: null, longitude: null });
      const caller = await callerOf(`Bearer ${body.token.value}`);
      expect(caller).toEqual({ kind: 'guest', vendorId: body.vendor_id });
      expect(await canActForVendor(t.ctx.db, caller!, body.vendor_id)).toBe(true);
      const other = await createVendor(t.ctx);
      expect(await canActForVendor(t.ctx.db, caller!, other.vendorId)).toBe(false);
      expect((await post('/logout', undefined, `Bearer ${body.token.value}`)).json()).toEqual({
        result: true,
      });
    });

    it('refuses guests when the guest-checkout flag is off, creating nothing', async () => {
      await runAdminCommand(t.ctx, ['flag:set', 'guest-checkout', 'off']);
      const before = (await t.ctx.db.select().from(vendors)).length;
      const res = await post('/guest/session');
      expect(res.statusCode).toBe(403);
      expect(res.json().meta.translation_key).toBe('error.forbidden');
      expect((await t.ctx.db.select().from(vendors)).length).toBe(before);
      await runAdminCommand(t.ctx, ['flag:set', 'guest-checkout', 'default']);
    });

    it('refuses an expired guest token', async () => {
      const body = (await post('/guest/session')).json() as { token: { value: string } };
      t.clock.advance(31 * 86_400_000);
      expect(await callerOf(`Bearer ${body.token.value}`)).toBeNull();
      t.clock.advance(-31 * 86_400_000);
    });
  });

  describe('embedded (GODROID) mode', () => {
    const integrationToken = async (
      claims: Record<string, unknown>,
      opts: { key?: string; expiresIn?: number | null } = {},
    ) => {
      const now = Math.floor(t.clock.now().getTime() / 1000);
      let jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(now);
      if (opts.expiresIn !== null) jwt = jwt.setExpirationTime(now + (opts.expiresIn ?? 600));
      return jwt.sign(new TextEncoder().encode(opts.key ?? t.ctx.secrets.integrationKey));
    };

    it('acts for the restaurant named in the authSchema, and for no other vendor', async () => {
      const vendor = await createVendor(t.ctx);
      const other = await createVendor(t.ctx);
      const token = await integrationToken({
        authSchema: {
          platformTokens: [{ platform: 'vendor-tool', restaurantId: vendor.vendorId }],
        },
      });
      const caller = await callerOf(`GoDroid ${token}`);
      expect(caller).toEqual({ kind: 'godroid', vendorId: vendor.vendorId });
      expect(await canActForVendor(t.ctx.db, caller!, vendor.vendorId)).toBe(true);
      expect(await canActForVendor(t.ctx.db, caller!, other.vendorId)).toBe(false);
    });

    it('reads an authSchema sent as JSON text', async () => {
      const vendor = await createVendor(t.ctx);
      const token = await integrationToken({
        authSchema: JSON.stringify({ platform_tokens: { vt: { restaurantId: vendor.vendorId } } }),
      });
      expect(await callerOf(`GoDroid ${token}`)).toEqual({
        kind: 'godroid',
        vendorId: vendor.vendorId,
      });
    });

    it.each([
      ['signed with another key', { key: 'another-key-another-key-another-key' }],
      ['expired', { expiresIn: -1 }],
      ['without an expiry', { expiresIn: null }],
    ])('refuses a token %s (401 on a protected route)', async (_c, opts) => {
      const vendor = await createVendor(t.ctx);
      const token = await integrationToken(
        { authSchema: { platformTokens: [{ restaurantId: vendor.vendorId }] } },
        opts,
      );
      expect(await callerOf(`GoDroid ${token}`)).toBeNull();
      expect((await post('/logout', undefined, `GoDroid ${token}`)).statusCode).toBe(401);
    });

    it('refuses a token that names no restaurant', async () => {
      const token = await integrationToken({ authSchema: { platformTokens: [{}] } });
      expect(await callerOf(`GoDroid ${token}`)).toBeNull();
    });

    it('reads the header in the order of 000 §7: GoDroid before Bearer', async () => {
      const vendor = await createVendor(t.ctx);
      const token = await integrationToken({
        authSchema: { platformTokens: [{ restaurantId: vendor.vendorId }] },
      });
      expect((await callerOf(`GoDroid ${token}`))?.kind).toBe('godroid');
      // The same token as a bearer is neither a user's pair nor a guest token.
      expect(await callerOf(`Bearer ${token}`)).toBeNull();
    });
  });
});

describe('sign in when the database is gone', () => {
  it('still answers one of the login keys (000 §8)', async () => {
    const t = await createTestApp();
    await t.ctx.database.close();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email_address: 'a@test.example', password: 'Secret#2026' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().meta.translation_key).toBe('auth.internal-error-occurred');
    await t.app.close();
    t.ctx.mailer.close();
    await t.ctx.bus.close();
    await rm(t.ctx.config.dataDir, { recursive: true, force: true });
  });
});

describeTwoInstances('a logout on one instance, with two on one PostgreSQL and one Redis', () => {
  let a: TTestApp;
  let b: TTestApp;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ a, b, close } = await startTwoInstances());
  });
  afterAll(() => close());

  it('ends the session on the other instance too, though it had remembered the caller', async () => {
    const account = await createAccount(a.ctx);
    const login = await a.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email_address: account.email, password: account.password },
    });
    const tokens = (login.json().result as TLoginResult).AuthenticationResult;
    const authorization = `Bearer ${tokens.AccessToken}|${tokens.IdToken}`;
    const vendorsOn = (t: TTestApp) =>
      t.app.inject({ method: 'GET', url: '/api/v1/vendors', headers: { authorization } });
    expect((await vendorsOn(b)).statusCode).toBe(200);
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization },
    });
    expect(out.statusCode).toBe(200);
    expect((await vendorsOn(a)).statusCode).toBe(401);
    // Instance B hears of it through Redis within moments.
    await expect.poll(async () => (await vendorsOn(b)).statusCode, { timeout: 2000 }).toBe(401);
  });
});
