import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createVendor } from '../../../test/helpers/factories.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import {
  createApiClientFor,
  requestToken,
  rsaKeyPair,
  signAssertion,
} from '../../../test/helpers/api-clients.ts';
import type { TApiClient } from '../../../test/helpers/api-clients.ts';
import { apiClientKeys, apiClients } from './schema.ts';

const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

describe.each(testDatabaseLabels())('POST /oauth2/token on %s', (database) => {
  let t: TTestApp;
  let client: TApiClient;
  let other: TApiClient;

  beforeAll(async () => {
    t = await createTestApp({ database });
    client = await createApiClientFor(t, (await createVendor(t.ctx)).vendorId);
    other = await createApiClientFor(t, (await createVendor(t.ctx)).vendorId);
  });
  afterAll(() => t.close());

  async function ask(
    overrides: Record<string, string | undefined> = {},
    assertion: Parameters<typeof signAssertion>[1] = { now: t.clock.now() },
    who: TApiClient = client,
  ) {
    const fields: Record<string, string> = {};
    const all = {
      grant_type: 'client_credentials',
      client_id: who.clientId,
      client_assertion_type: ASSERTION_TYPE,
      client_assertion: await signAssertion(who, assertion),
      scope: who.scope,
      ...overrides,
    };
    for (const [name, value] of Object.entries(all)) if (value !== undefined) fields[name] = value;
    return requestToken(t, fields);
  }

  it('answers a Bearer token for an hour, bound to the client and its scope', async () => {
    const res = await ask();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.any(String),
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'rider.api.cy.*',
    });
    const claims = decodeJwt(body.access_token);
    expect(claims.sub).toBe(client.clientId);
    expect(claims.scope).toBe('rider.api.cy.*');
    expect(claims.exp! - claims.iat!).toBe(3600);
  });

  it("accepts pandago's scope and audience as existing clients send them, and our token URL", async () => {
    const pandago = await ask({ scope: 'pandago.api.cy.*' });
    expect(pandago.statusCode, pandago.body).toBe(200);
    expect(pandago.json().scope).toBe('pandago.api.cy.*');
    const ours = await ask({}, { now: t.clock.now(), aud: 'http://localhost:80/oauth2/token' });
    expect(ours.statusCode, ours.body).toBe(200);
    const noScope = await ask({ scope: undefined });
    expect(noScope.statusCode, noScope.body).toBe(200);
    expect(noScope.json().scope).toBe('rider.api.cy.*');
  });

  it('refuses a wrong kid, another key, a wrong issuer and an unknown client: 401 invalid_client', async () => {
    const wrongKid = await ask({}, { now: t.clock.now(), kid: randomUUID() });
    expect(wrongKid.statusCode).toBe(401);
    expect(wrongKid.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Unknown key id (kid) for this client',
    });
    // Another client's KeyID is not this client's.
    const othersKid = await ask({}, { now: t.clock.now(), kid: other.keyId });
    expect(othersKid.json().error).toBe('invalid_client');

    const forged = await ask({}, { now: t.clock.now(), privatePem: rsaKeyPair().privatePem });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({
      error: 'invalid_client',
      error_description: 'The client assertion signature does not verify',
    });

    const wrongIss = await ask({}, { now: t.clock.now(), iss: other.clientId });
    expect(wrongIss.statusCode).toBe(401);
    expect(wrongIss.json().error_description).toBe('iss and sub should be the ClientID');

    const unknown = await ask({ client_id: `cy:${randomUUID()}` });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Unknown client',
    });

    const notJwt = await ask({ client_assertion: 'not-a-jwt' });
    expect(notJwt.statusCode).toBe(401);
    expect(notJwt.json().error).toBe('invalid_client');
  });

  it('refuses an expired assertion, one more than an hour ahead and a wrong aud: 400 invalid_grant', async () => {
    const expired = await ask({}, { now: t.clock.now(), expiresInSeconds: -120 });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The client assertion has expired',
    });
    const tooLong = await ask({}, { now: t.clock.now(), expiresInSeconds: 2 * 3600 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'exp should be at most one hour ahead',
    });
    const wrongAud = await ask({}, { now: t.clock.now(), aud: 'https://sts-st.deliveryhero.io' });
    expect(wrongAud.statusCode).toBe(400);
    expect(wrongAud.json().error).toBe('invalid_grant');
    expect(wrongAud.json().error_description).toMatch(
      /^aud should be https:\/\/sts\.deliveryhero\.io or /,
    );
  });

  it('refuses a replayed jti while it is kept, from the same client only', async () => {
    const jti = randomUUID();
    const first = await ask({}, { now: t.clock.now(), jti });
    expect(first.statusCode, first.body).toBe(200);
    const replay = await ask({}, { now: t.clock.now(), jti });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'The client assertion (jti) has been used already',
    });
    // Another client may use the same jti: they are kept per client.
    const others = await ask({}, { now: t.clock.now(), jti }, other);
    expect(others.statusCode, others.body).toBe(200);
  });

  it('refuses a wrong scope (400 invalid_scope), another grant and a missing assertion', async () => {
    const otherMarket = await ask({ scope: 'rider.api.gr.*' });
    expect(otherMarket.statusCode).toBe(400);
    expect(otherMarket.json()).toEqual({
      error: 'invalid_scope',
      error_description: 'The scope is not granted to this client',
    });
    const grant = await ask({ grant_type: 'password' });
    expect(grant.statusCode).toBe(400);
    expect(grant.json().error).toBe('unsupported_grant_type');
    const noAssertion = await ask({ client_assertion: undefined });
    expect(noAssertion.statusCode).toBe(400);
    expect(noAssertion.json().error).toBe('invalid_request');
  });

  it('refuses a revoked client and an expired key', async () => {
    const brand = await createVendor(t.ctx);
    const revoked = await createApiClientFor(t, brand.vendorId);
    await t.ctx.db
      .update(apiClients)
      .set({ revokedAt: t.clock.now() })
      .where(eq(apiClients.clientId, revoked.clientId));
    const res = await ask({}, { now: t.clock.now() }, revoked);
    expect(res.statusCode).toBe(401);
    expect(res.json().error_description).toBe('Unknown client');

    const rotated = await createApiClientFor(t, (await createVendor(t.ctx)).vendorId);
    await t.ctx.db
      .update(apiClientKeys)
      .set({ expiresAt: t.clock.now() })
      .where(eq(apiClientKeys.keyId, rotated.keyId));
    const oldKey = await ask({}, { now: t.clock.now() }, rotated);
    expect(oldKey.statusCode).toBe(401);
    expect(oldKey.json().error_description).toBe('Unknown key id (kid) for this client');
  });
});

describe('POST /oauth2/token rate limit', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('limits token requests per client (20 a minute), not the other clients', async () => {
    const client = await createApiClientFor(t, (await createVendor(t.ctx)).vendorId);
    const other = await createApiClientFor(t, (await createVendor(t.ctx)).vendorId);
    const fields = async (who: TApiClient) => ({
      grant_type: 'client_credentials',
      client_id: who.clientId,
      client_assertion_type: ASSERTION_TYPE,
      client_assertion: await signAssertion(who, { now: t.clock.now() }),
    });
    for (let i = 0; i < 20; i++) {
      const res = await requestToken(t, await fields(client));
      expect(res.statusCode, res.body).toBe(200);
    }
    const limited = await requestToken(t, await fields(client));
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'slow_down',
      error_description: 'Too many token requests for this client; a token lasts an hour',
    });
    const others = await requestToken(t, await fields(other));
    expect(others.statusCode).toBe(200);
  });
});
