import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt } from 'jose';
import { HELP_CENTER_TOKEN_TTL_SECONDS } from '@rider-portal/domain/help-center';
import type { THelpCenterInitPayload } from '@rider-portal/domain/api/help';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createUser, createVendor, createVendorOwner } from '../../../test/helpers/factories.ts';
import { signGuestToken } from '../auth/tokens.ts';
import { setFlag } from '../flags/service.ts';

// 001 §2, §7: the help centre's token (GET /vendor/{id}/hc_jwt_token) and the built-in
// help-centre conditions init (POST /help-center/init), through the real app and database.

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function getToken(vendorId: string, authorization?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/vendor/${vendorId}/hc_jwt_token`,
    headers: authorization ? { authorization } : {},
  });
}

function init(payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/help-center/init',
    payload: payload as object,
  });
}

/** A signed-in owner of a Cypriot vendor, its token, and the init payload the web app would send. */
async function ownerWithToken() {
  const vendor = await createVendor(t.ctx, { name: 'Corner Café' });
  const user = await createUser(t.ctx, [vendor.vendorId]);
  const res = await getToken(vendor.vendorId, user.authorization);
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json<{ result: string }>().result;
  const payload: THelpCenterInitPayload = {
    user_id: user.id,
    email: user.email,
    guest: false,
    name: 'Corner Café',
    brand: 'FOODY',
    global_entity_id: 'FY_CY',
    country: 'CY',
    locale: 'el',
    app_version: 'test',
    verification_token: token,
    service_type: 'rider-request',
  };
  return { vendor, user, token, payload };
}

const keyOf = (res: { json: () => unknown }) =>
  (res.json() as { meta: { translation_key: string } }).meta.translation_key;

describe('GET /vendor/{id}/hc_jwt_token', () => {
  it('signs the user, vendor and market for 1 hour (HS256)', async () => {
    const { vendor, user, token } = await ownerWithToken();
    const claims = decodeJwt(token);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    expect(claims).toMatchObject({
      sub: user.id,
      email: user.email,
      name: 'Corner Café',
      vendor_id: vendor.vendorId,
      country: 'CY',
      global_entity_id: 'FY_CY',
      iat: now,
      exp: now + HELP_CENTER_TOKEN_TTL_SECONDS,
    });
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toMatchObject({
      alg: 'HS256',
    });
  });

  it("answers another vendor's id with the vendor routes' 404", async () => {
    const { authorization } = await createVendorOwner(t.ctx);
    const other = await createVendor(t.ctx);
    const res = await getToken(other.vendorId, authorization);
    const vendorRes = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vendor/${other.vendorId}`,
      headers: { authorization },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual(vendorRes.json());
  });

  it('refuses signed-out callers (401), guests and the embedded mode (403)', async () => {
    const { vendorId } = await createVendorOwner(t.ctx);
    expect((await getToken(vendorId)).statusCode).toBe(401);

    const guestVendor = await createVendor(t.ctx, { name: 'guest', isGuest: true });
    const guest = await signGuestToken(guestVendor.vendorId, {
      secret: t.ctx.secrets.tokenSecret,
      clock: t.clock,
    });
    const asGuest = await getToken(guestVendor.vendorId, `Bearer ${guest.value}`);
    expect(asGuest.statusCode).toBe(403);
    expect(keyOf(asGuest)).toBe('help-center.not-available');

    const now = Math.floor(t.clock.now().getTime() / 1000);
    const embedded = await new SignJWT({
      authSchema: { platformTokens: [{ platform: 'vendor-tool', restaurantId: vendorId }] },
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(t.ctx.secrets.integrationKey));
    const asTool = await getToken(vendorId, `GoDroid ${embedded}`);
    expect(asTool.statusCode).toBe(403);
    expect(keyOf(asTool)).toBe('help-center.not-available');
  });

  it('refuses while the help-center flag is off for the vendor', async () => {
    const { vendorId, authorization } = await createVendorOwner(t.ctx);
    await setFlag(t.ctx.db, { name: 'help-center', value: false, vendorId });
    const res = await getToken(vendorId, authorization);
    expect(res.statusCode).toBe(403);
    expect(keyOf(res)).toBe('help-center.disabled');
    await setFlag(t.ctx.db, { name: 'help-center', value: 'default', vendorId });
    expect((await getToken(vendorId, authorization)).statusCode).toBe(200);
  });
});

describe('POST /help-center/init (built-in conditions init)', () => {
  it("answers the market's help pages, embedded, in the user's language", async () => {
    const { payload } = await ownerWithToken();
    const res = await init(payload);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { url: '/help/CY?embed=1&lang=el' } });
  });

  it('refuses an altered token', async () => {
    const { payload, token } = await ownerWithToken();
    const [header, body, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, vendor_id: 'V1' })).toString(
      'base64url',
    );
    const altered = await init({
      ...payload,
      verification_token: `${header}.${forged}.${signature}`,
    });
    expect(altered.statusCode).toBe(401);
    expect(keyOf(altered)).toBe('help-center.token-invalid');

    const otherKey = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('not-the-help-centre-secret'));
    expect((await init({ ...payload, verification_token: otherKey })).statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { payload } = await ownerWithToken();
    t.clock.advance(HELP_CENTER_TOKEN_TTL_SECONDS * 1000 + 1000);
    try {
      const res = await init(payload);
      expect(res.statusCode).toBe(401);
      expect(keyOf(res)).toBe('help-center.token-invalid');
    } finally {
      t.clock.advance(-(HELP_CENTER_TOKEN_TTL_SECONDS * 1000 + 1000));
    }
  });

  it("refuses another user's token (user id or email not the token's)", async () => {
    const { payload } = await ownerWithToken();
    const otherUser = await init({ ...payload, user_id: 'U-someone-else' });
    expect(otherUser.statusCode).toBe(403);
    expect(keyOf(otherUser)).toBe('help-center.token-mismatch');
    const otherEmail = await init({ ...payload, email: 'someone@else.test' });
    expect(otherEmail.statusCode).toBe(403);
    expect((await init({ ...payload, guest: true })).statusCode).toBe(403);
  });

  it('validates the payload', async () => {
    const { payload } = await ownerWithToken();
    const { verification_token: _token, ...withoutToken } = payload;
    const missing = await init(withoutToken);
    expect(missing.statusCode).toBe(400);
    expect((await init({ ...payload, locale: 'xx' })).statusCode).toBe(400);
    expect((await init({ ...payload, brand: 'ACME' })).statusCode).toBe(400);
    expect((await init({ ...payload, email: 'not-an-email' })).statusCode).toBe(400);
    expect((await init({ ...payload, extra: true })).statusCode).toBe(400);
    expect(keyOf(missing)).toBe('error.validation');
  });
});

describe('a configured help centre (HELP_CENTER_INIT_URL)', () => {
  it('is given to the web app and allowed by the content security policy', async () => {
    const configured = await createTestApp({
      env: { HELP_CENTER_INIT_URL: 'https://help.example.com/conditions/init' },
    });
    try {
      const res = await configured.app.inject({ method: 'GET', url: '/api/v1/app-config' });
      expect(res.json().result.helpCenterInitUrl).toBe('https://help.example.com/conditions/init');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' https://help.example.com");
      expect(csp).toContain("frame-src 'self' https://help.example.com");
    } finally {
      await configured.close();
    }
    const builtIn = await t.app.inject({ method: 'GET', url: '/api/v1/app-config' });
    expect(builtIn.json().result.helpCenterInitUrl).toBeNull();
    expect(String(builtIn.headers['content-security-policy'])).toMatch(/frame-src 'self'(;|$)/);
  });
});
