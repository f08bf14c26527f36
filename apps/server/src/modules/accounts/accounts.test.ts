import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { count, desc, eq } from 'drizzle-orm';
import { readTexts } from '@rider-portal/i18n/catalogue';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createAccount, createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import { runAdminCommand } from '../admin/commands.ts';
import { mailOutbox, users, vendorUsers, vendors } from '../../db/schema.ts';
import { insertOrder } from '../orders/store.ts';
import { vendorOwners } from '../vendors/schema.ts';
import { authSessions } from '../auth/schema.ts';
import { resolveCaller } from '../auth/caller.ts';

const PASSWORD = 'Ride-2026!';

/** The body with every value replaced by its type: what a caller can tell from its shape. */
function shapeOf(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return typeof value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shapeOf(v)]));
}

describe.each(testDatabaseLabels())('accounts on %s (PV registration)', (database) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ database, env: { PUBLIC_URL: 'https://portal.test' } });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, authorization?: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      ...(payload ? { payload } : {}),
      headers: authorization ? { authorization } : {},
    });
  const lastMailTo = async (email: string) => {
    const [row] = await t.ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    return row ?? null;
  };
  const verificationToken = async (email: string) => {
    const mail = await lastMailTo(email);
    const token = /\/connect\?verify=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token, 'a verification link').toBeTruthy();
    return token!;
  };
  const counts = async () => ({
    users: (await t.ctx.db.select({ n: count() }).from(users))[0]!.n,
    vendors: (await t.ctx.db.select({ n: count() }).from(vendors))[0]!.n,
    mails: (await t.ctx.db.select({ n: count() }).from(mailOutbox))[0]!.n,
  });
  /** Lists the email among the vendor's owners (000 §3), as a parent does for a colleague. */
  const listOwner = (vendorId: string, email: string) =>
    t.ctx.db.insert(vendorOwners).values({ vendorId, email, createdAt: t.clock.now() });
  let emails = 0;
  const newEmail = () => `new${(emails += 1)}-${Date.now()}@test.example`;
  const registration = (vendorCode: string, overrides: Record<string, unknown> = {}) => ({
    vendor_code: vendorCode,
    phone_number: '+35799123456',
    email_address: newEmail(),
    password: PASSWORD,
    repeat_password: PASSWORD,
    ...overrides,
  });

  it('registers with a vendor code, mails a 24-hour link, and signs in only once confirmed', async () => {
    const vendor = await createVendor(t.ctx);
    const body = registration(vendor.vendorId, { language: 'el' });
    await listOwner(vendor.vendorId, body.email_address);
    const res = await post('/register', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({
      user: { email: body.email_address },
      is_email_verification_required: true,
    });
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, body.email_address));
    expect(user).toMatchObject({ phone: '+35799123456', locale: 'el', emailVerifiedAt: null });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const links = await t.ctx.db.select().from(vendorUsers).where(eq(vendorUsers.userId, user!.id));
    expect(links.map((l) => l.vendorId)).toEqual([vendor.vendorId]);

    const mail = await lastMailTo(body.email_address);
    expect(mail?.subject).toBe('Επιβεβαιώστε τη διεύθυνση email σας για το foody');
    expect(mail?.html).toContain('lang="el"');
    expect(mail?.html).toContain('#E4002B');
    expect(mail?.text).toContain('https://portal.test/connect?verify=');

    const early = await post('/login', { email_address: body.email_address, password: PASSWORD });
    expect(early.json().meta.translation_key).toBe('auth.user-is-not-confirmed');
    const token = await verificationToken(body.email_address);
    t.clock.advance(23 * 3600_000);
    const verified = await post('/register/verify', { token });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ result: { email: body.email_address } });
    t.clock.advance(-23 * 3600_000);
    const login = await post('/login', { email_address: body.email_address, password: PASSWORD });
    expect(login.statusCode).toBe(200);
    // A link opened twice still says confirmed.
    expect((await post('/register/verify', { token })).statusCode).toBe(200);
  });

  it('refuses a link after 24 hours; a new link can be asked for and works', async () => {
    const vendor = await createVendor(t.ctx);
    const body = registration(vendor.vendorId);
    await listOwner(vendor.vendorId, body.email_address);
    await post('/register', body);
    const token = await verificationToken(body.email_address);
    t.clock.advance(24 * 3600_000);
    const expired = await post('/register/verify', { token });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().meta.translation_key).toBe('auth.verification-link-expired');
    const resend = await post('/register/resend-verification', {
      email_address: body.email_address,
    });
    expect(resend.json()).toEqual({ result: true });
    const fresh = await verificationToken(body.email_address);
    expect(fresh).not.toBe(token);
    expect((await post('/register/verify', { token: fresh })).statusCode).toBe(200);
    t.clock.advance(-24 * 3600_000);
  });

  it('answers an unknown link with code-is-not-valid', async () => {
    const res = await post('/register/verify', { token: 'nothing-like-this' });
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.translation_key).toBe('auth.code-is-not-valid');
  });

  it('answers resending to an unknown or confirmed email the same, sending nothing', async () => {
    const account = await createAccount(t.ctx);
    const before = await counts();
    for (const email of ['nobody@test.example', account.email]) {
      const res = await post('/register/resend-verification', { email_address: email });
      expect(res.json()).toEqual({ result: true });
    }
    expect((await counts()).mails).toBe(before.mails);
  });

  it('answers an address that already has an account like a new one, and mails its owner instead', async () => {
    const account = await createAccount(t.ctx, { locale: 'de' });
    const vendor = await createVendor(t.ctx);
    const fresh = registration(vendor.vendorId);
    await listOwner(vendor.vendorId, fresh.email_address);
    await listOwner(vendor.vendorId, account.email);
    const created = await post('/register', fresh);
    const before = await counts();
    const taken = await post(
      '/register',
      registration(vendor.vendorId, { email_address: account.email.toUpperCase() }),
    );
    // Same status, same body shape: nothing tells the two apart.
    expect(taken.statusCode).toBe(201);
    expect(created.statusCode).toBe(201);
    expect(shapeOf(taken.json())).toEqual(shapeOf(created.json()));
    expect(taken.json().result.user.email).toBe(account.email);
    expect(taken.json().result.user.id).toMatch(/^U[0-9a-f]{12}$/);
    expect(taken.json().result.user.id).not.toBe(account.id);

    // No second account, no vendor link; one mail, to the owner, in the owner's language.
    expect(await counts()).toEqual({ ...before, mails: before.mails + 1 });
    const links = await t.ctx.db
      .select()
      .from(vendorUsers)
      .where(eq(vendorUsers.userId, account.id));
    expect(links).toEqual([]);
    const mail = await lastMailTo(account.email);
    expect(mail?.subject).toBe(
      'Jemand hat versucht, sich mit Ihrer E-Mail-Adresse bei foody zu registrieren',
    );
    expect(mail?.html).toContain('lang="de"');
    expect(mail?.text).toContain('Anmelden: https://portal.test/connect');
    expect(mail?.text).toContain('Passwort zurücksetzen: https://portal.test/forgot-password');
    expect(mail?.text).not.toContain('verify=');
    // The owner's password is untouched.
    const login = await post('/login', { email_address: account.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('mails the owner of a taken address at most 5 times per 15 minutes', async () => {
    const account = await createAccount(t.ctx);
    const vendor = await createVendor(t.ctx);
    await listOwner(vendor.vendorId, account.email);
    const before = await counts();
    for (let i = 0; i < 7; i += 1) {
      const res = await post(
        '/register',
        registration(vendor.vendorId, { email_address: account.email }),
      );
      expect(res.statusCode).toBe(201);
    }
    expect(await counts()).toEqual({ ...before, mails: before.mails + 5 });
  });

  it('creates one account when the same new address registers four times at once', async () => {
    const vendor = await createVendor(t.ctx);
    const body = registration(vendor.vendorId);
    await listOwner(vendor.vendorId, body.email_address);
    const answers = await Promise.all([1, 2, 3, 4].map(() => post('/register', body)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, body.email_address));
    expect(rows).toHaveLength(1);
  });

  // One answer for an unknown code and a code the email does not own, so a
  // stranger cannot learn that a code exists; the message says what to do next.
  it.each([
    ['an unknown vendor code', 'NOPE-1'],
    ['a guest vendor', 'guest'],
    ['an email the vendor does not list among its owners', 'other'],
    ['a vendor without any owner', 'unowned'],
  ])('refuses %s with the one mismatch answer, creating nothing', async (_c, code) => {
    let vendorCode = code;
    if (code === 'guest') vendorCode = (await createVendor(t.ctx, { isGuest: true })).vendorId;
    if (code === 'other' || code === 'unowned') {
      const vendor = await createVendor(t.ctx);
      if (code === 'other') {
        await createAccount(t.ctx, { vendorIds: [vendor.vendorId] });
        await listOwner(vendor.vendorId, 'colleague@test.example');
      }
      vendorCode = vendor.vendorId;
    }
    const before = await counts();
    const res = await post('/register', registration(vendorCode));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: readTexts('en', 'web')['register.vendor-code-email-mismatch'],
      meta: { translation_key: 'register.vendor-code-email-mismatch' },
      errors: [],
    });
    expect(await counts()).toEqual(before);
  });

  it.each([
    [
      'a short password',
      { password: 'Ab1!', repeat_password: 'Ab1!' },
      'validation.password-min-length',
    ],
    [
      'no digit',
      { password: 'Abcdefg!', repeat_password: 'Abcdefg!' },
      'validation.password-number',
    ],
    [
      'no upper case',
      { password: 'abcdefg1!', repeat_password: 'abcdefg1!' },
      'validation.password-uppercase',
    ],
    [
      'no lower case',
      { password: 'ABCDEFG1!', repeat_password: 'ABCDEFG1!' },
      'validation.password-lowercase',
    ],
    [
      'no special character',
      { password: 'Abcdefg12', repeat_password: 'Abcdefg12' },
      'validation.password-special',
    ],
    [
      'different repetition',
      { repeat_password: 'Ride-2026?' },
      'validation.passwords-do-not-match',
    ],
    [
      'a common password',
      { password: 'Password1!', repeat_password: 'Password1!' },
      'validation.password-common',
    ],
    [
      'a common password in disguise',
      { password: 'P@ssw0rd!', repeat_password: 'P@ssw0rd!' },
      'validation.password-common',
    ],
    ['a phone that is not possible in CY', { phone_number: '+3571' }, 'validation.phone-invalid'],
    ['no phone', { phone_number: '' }, 'validation.phone-number-required'],
    ['a bad email', { email_address: 'not-an-email' }, 'validation.email-invalid'],
    ['no vendor code', { vendor_code: '  ' }, 'validation.vendor-code-required'],
    ['a business name (NPV field)', { business_name: 'Cafe' }, 'error.validation'],
    ['an unknown field', { is_admin: true }, 'error.validation'],
    ['a number as email', { email_address: 42 }, 'validation.email-required'],
  ])('refuses %s with its key, creating nothing', async (_c, overrides, key) => {
    const vendor = await createVendor(t.ctx);
    const before = await counts();
    const res = await post('/register', registration(vendor.vendorId, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().meta.translation_key).toBe(key);
    expect(await counts()).toEqual(before);
  });

  it('is closed while sign-up-deactivation is on', async () => {
    const vendor = await createVendor(t.ctx);
    await runAdminCommand(t.ctx, ['flag:set', 'sign-up-deactivation', 'on']);
    const res = await post('/register', registration(vendor.vendorId));
    expect(res.statusCode).toBe(403);
    expect(res.json().meta.translation_key).toBe('register.disabled');
    await runAdminCommand(t.ctx, ['flag:set', 'sign-up-deactivation', 'default']);
  });

  it('lets a guest finish creating an account, keeping the guest vendor and its orders', async () => {
    const guest = (await post('/guest/session')).json() as {
      vendor_id: string;
      token: { value: string };
    };
    await insertOrder(t.ctx.db, {
      vendorId: guest.vendor_id,
      status: 'NEW',
      statusHistory: [{ status: 'NEW', created_at: t.clock.now().toISOString() }],
      createdAt: t.clock.now(),
      updatedAt: t.clock.now(),
      currency: 'EUR',
      deliveryFee: 350,
      pickup: { address: 'A', latitude: 35.1, longitude: 33.3 },
      customer: {
        name: 'Maria',
        phone_number: '+35799000000',
        location: { address: 'B', latitude: 35.2, longitude: 33.4, notes: '' },
      },
      details: { amount: 1000, description: '', payment_method: 'PAID', cold_bag_needed: false },
    });
    const vendor = await createVendor(t.ctx);
    const body = registration(vendor.vendorId);
    await listOwner(vendor.vendorId, body.email_address);
    const res = await post('/register', body, `Bearer ${guest.token.value}`);
    expect(res.statusCode).toBe(201);
    await post('/register/verify', { token: await verificationToken(body.email_address) });
    const login = (
      await post('/login', { email_address: body.email_address, password: PASSWORD })
    ).json().result;
    const caller = await resolveCaller(
      `Bearer ${login.AuthenticationResult.AccessToken}|${login.AuthenticationResult.IdToken}`,
      {
        secret: t.ctx.secrets.tokenSecret,
        integrationKey: t.ctx.secrets.integrationKey,
        clock: t.clock,
        db: t.ctx.db,
      },
    );
    const { findCallerVendorIds } = await import('../access/vendors.ts');
    expect((await findCallerVendorIds(t.ctx.db, caller!)).sort()).toEqual(
      [vendor.vendorId, guest.vendor_id].sort(),
    );
    const [guestVendor] = await t.ctx.db
      .select()
      .from(vendors)
      .where(eq(vendors.vendorId, guest.vendor_id));
    expect(guestVendor?.isGuest).toBe(false);
  });

  describe('forgot password', () => {
    const codeOf = async (email: string) => {
      const mail = await lastMailTo(email);
      const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
      expect(code, 'a 6-digit code').toBeTruthy();
      return code!;
    };
    const reset = (email: string, code: string, password = 'Fresh-2027!') =>
      post('/password/reset', {
        email_address: email,
        code,
        password,
        repeat_password: password,
      });

    it('answers the same for an unknown email, sending nothing', async () => {
      const before = await counts();
      const res = await post('/password/forgot', { email_address: 'nobody@test.example' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: true });
      expect((await counts()).mails).toBe(before.mails);
    });

    it('mails a 6-digit code; the reset signs out every session and the new password works', async () => {
      const account = await createAccount(t.ctx);
      const session = (
        await post('/login', { email_address: account.email, password: account.password })
      ).json().result;
      const authorization = `Bearer ${session.AuthenticationResult.AccessToken}|${session.AuthenticationResult.IdToken}`;
      const vendorsWith = () =>
        t.app.inject({ method: 'GET', url: '/api/v1/vendors', headers: { authorization } });
      // Used once, so the server remembers its caller: the reset must end it all the same.
      expect((await vendorsWith()).statusCode).toBe(200);
      const res = await post('/password/forgot', { email_address: account.email });
      expect(res.json()).toEqual({ result: true });
      const mail = await lastMailTo(account.email);
      expect(mail?.subject).toBe('Your foody password reset code');
      expect(mail?.text).toContain('The code is valid for 10 minutes.');
      t.clock.advance(9 * 60_000);
      const done = await reset(account.email, await codeOf(account.email));
      expect(done.statusCode, done.body).toBe(200);
      t.clock.advance(-9 * 60_000);
      const sessions = await t.ctx.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.userId, account.id));
      expect(sessions.every((s) => s.revokedReason === 'password-reset')).toBe(true);
      expect((await vendorsWith()).statusCode).toBe(401);
      const refresh = await post('/login/extend', {
        refresh_token: session.AuthenticationResult.RefreshToken,
      });
      expect(refresh.statusCode).toBe(401);
      const old = await post('/login', {
        email_address: account.email,
        password: account.password,
      });
      expect(old.statusCode).toBe(401);
      const fresh = await post('/login', { email_address: account.email, password: 'Fresh-2027!' });
      expect(fresh.statusCode).toBe(200);
    });

    it('refuses a code after 10 minutes', async () => {
      const account = await createAccount(t.ctx);
      await post('/password/forgot', { email_address: account.email });
      const code = await codeOf(account.email);
      t.clock.advance(10 * 60_000);
      const res = await reset(account.email, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().meta.translation_key).toBe('auth.code-is-not-valid');
      t.clock.advance(-10 * 60_000);
    });

    it('kills the code after 5 wrong tries', async () => {
      const account = await createAccount(t.ctx);
      await post('/password/forgot', { email_address: account.email });
      const code = await codeOf(account.email);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i += 1) {
        expect((await reset(account.email, wrong)).json().meta.translation_key).toBe(
          'auth.code-is-not-valid',
        );
      }
      const res = await reset(account.email, code);
      expect(res.statusCode).toBe(400);
      const login = await post('/login', {
        email_address: account.email,
        password: account.password,
      });
      expect(login.statusCode).toBe(200);
    });

    it('uses a code once, and a new code replaces the previous one', async () => {
      const account = await createAccount(t.ctx);
      await post('/password/forgot', { email_address: account.email });
      const first = await codeOf(account.email);
      await post('/password/forgot', { email_address: account.email });
      const second = await codeOf(account.email);
      if (first !== second) {
        expect((await reset(account.email, first)).statusCode).toBe(400);
      }
      expect((await reset(account.email, second)).statusCode).toBe(200);
      expect((await reset(account.email, second, 'Other-2028!')).statusCode).toBe(400);
    });

    it('confirms an unconfirmed email, since the code proves the mailbox', async () => {
      const account = await createAccount(t.ctx, { isVerified: false });
      await post('/password/forgot', { email_address: account.email });
      await reset(account.email, await codeOf(account.email));
      const login = await post('/login', { email_address: account.email, password: 'Fresh-2027!' });
      expect(login.statusCode).toBe(200);
    });

    it('refuses a common new password without using up the code', async () => {
      const account = await createAccount(t.ctx);
      await post('/password/forgot', { email_address: account.email });
      const code = await codeOf(account.email);
      const common = await reset(account.email, code, 'Qwerty123!');
      expect(common.statusCode).toBe(400);
      expect(common.json().meta.translation_key).toBe('validation.password-common');
      expect((await reset(account.email, code)).statusCode).toBe(200);
    });

    it.each([
      ['a 5-digit code', { code: '12345' }, 'validation.reset-code-invalid'],
      ['letters as code', { code: 'abcdef' }, 'validation.reset-code-invalid'],
      [
        'a weak password',
        { password: 'short', repeat_password: 'short' },
        'validation.password-min-length',
      ],
      ['an unknown field', { token: 'x' }, 'error.validation'],
    ])('refuses %s with its key', async (_c, overrides, key) => {
      const res = await post('/password/reset', {
        email_address: 'a@test.example',
        code: '123456',
        password: PASSWORD,
        repeat_password: PASSWORD,
        ...overrides,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().meta.translation_key).toBe(key);
    });

    it('sends at most 5 mails per account in 15 minutes, answering the same', async () => {
      const account = await createAccount(t.ctx);
      const before = (await counts()).mails;
      for (let i = 0; i < 7; i += 1) {
        const res = await post('/password/forgot', { email_address: account.email });
        expect(res.json()).toEqual({ result: true });
      }
      expect((await counts()).mails - before).toBe(5);
      t.clock.advance(15 * 60_000);
      await post('/password/forgot', { email_address: account.email });
      expect((await counts()).mails - before).toBe(6);
      t.clock.advance(-15 * 60_000);
    });
  });
});

describe('accounts with NPV registration', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PORTAL_REGISTRATION_TYPE: 'NPV' } });
  });
  afterAll(() => t.close());

  it('creates a vendor named after the business, with an empty location, owned by the account', async () => {
    const email = 'owner@cafe.example';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        business_name: ' Corner Cafe ',
        phone_number: '99123456',
        email_address: email,
        password: PASSWORD,
        repeat_password: PASSWORD,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [user] = await t.ctx.db.select().from(users).where(eq(users.email, email));
    const [link] = await t.ctx.db
      .select()
      .from(vendorUsers)
      .where(eq(vendorUsers.userId, user!.id));
    const [vendor] = await t.ctx.db
      .select()
      .from(vendors)
      .where(eq(vendors.vendorId, link!.vendorId));
    expect(vendor).toMatchObject({
      name: 'Corner Cafe',
      phone: '99123456',
      countryCode: 'CY',
      isGuest: false,
      isParent: false,
      paymentMethods: ['CASH_ON_DELIVERY'],
    });
    expect(vendor!.vendorId).toMatch(/^V\d+$/);
    expect(vendor!.location.latitude).toBeNull();
  });

  it('creates no vendor for an address that already has an account', async () => {
    const account = await createAccount(t.ctx);
    const before = await t.ctx.db.select({ n: count() }).from(vendors);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        business_name: 'Second Cafe',
        phone_number: '99123456',
        email_address: account.email,
        password: PASSWORD,
        repeat_password: PASSWORD,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().result).toMatchObject({
      user: { email: account.email },
      is_email_verification_required: true,
    });
    expect(await t.ctx.db.select({ n: count() }).from(vendors)).toEqual(before);
    const [mail] = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email));
    expect(mail?.subject).toBe('Someone tried to register with your email address at foody');
  });

  it('asks for the business name and refuses a vendor code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        vendor_code: 'V1',
        phone_number: '99123456',
        email_address: 'x@cafe.example',
        password: PASSWORD,
        repeat_password: PASSWORD,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['business_name', 'vendor_code']);
  });
});

describe('account mail through a real SMTP receiver', () => {
  let t: TTestApp;
  let smtp: SMTPServer;
  const received: { to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Portal <portal@test.example>' },
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('relays the verification mail and the reset code, and records them delivered', async () => {
    const vendor = await createVendor(t.ctx);
    const email = 'relay@test.example';
    await t.ctx.db
      .insert(vendorOwners)
      .values({ vendorId: vendor.vendorId, email, createdAt: t.clock.now() });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: {
        vendor_code: vendor.vendorId,
        phone_number: '+35799123456',
        email_address: email,
        password: PASSWORD,
        repeat_password: PASSWORD,
      },
    });
    expect(res.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/password/forgot',
      payload: { email_address: email },
    });
    expect(received.map((m) => m.to)).toEqual([[email], [email]]);
    expect(received[0]!.raw).toContain('Subject: Confirm your email address for foody');
    expect(received[0]!.raw).toMatch(/http:\/\/localhost(:\d+)?\/connect\?verify=/);
    expect(received[1]!.raw).toContain('Subject: Your foody password reset code');
    const rows = await t.ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.deliveredAt !== null)).toBe(true);
  });
});
