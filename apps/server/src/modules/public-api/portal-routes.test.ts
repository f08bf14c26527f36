import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_ROTATION_OVERLAP_HOURS } from '@rider-portal/domain/constants';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { testDatabaseLabels } from '../../../test/helpers/databases.ts';
import {
  createParentAccount,
  createUser,
  createVendorOwner,
  startGuestSession,
} from '../../../test/helpers/factories.ts';
import {
  accessTokenFor,
  readPrintedFields,
  rsaKeyPair,
  writeTempFile,
} from '../../../test/helpers/api-clients.ts';
import { startWebhookReceiver } from '../../../test/helpers/webhook-receiver.ts';
import { runAdminCommand } from '../admin/commands.ts';
import { apiClientKeys, apiClients, webhookDeliveries } from './schema.ts';
import { runWebhookSweep } from './webhook-worker.ts';

type TView = {
  client_id: string;
  vendor_id: string;
  scope: string;
  webhook_secret: string;
  callback_url: string | null;
  includes_portal_orders: boolean;
  revoked_at: string | null;
  webhook_disabled_at: string | null;
  webhook_disabled_reason: string | null;
  keys: { key_id: string; created_at: string; expires_at: string | null }[];
};
type TIssued = { client: TView; key_id: string; private_key_pem: string | null };

describe.each(testDatabaseLabels())('the portal Integrations routes on %s', (database) => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp({ database });
  });
  afterAll(() => t.close());

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    authorization: string | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: authorization ? { authorization } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const keyOf = (res: { json(): unknown }) =>
    (res.json() as { meta: { translation_key: string } }).meta.translation_key;
  const create = async (vendorId: string, authorization: string, key: unknown) => {
    const res = await call('POST', `/vendor/${vendorId}/api-clients`, authorization, { key });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { result: TIssued }).result;
  };
  const clientPath = (vendorId: string, clientId: string, rest = '') =>
    `/vendor/${vendorId}/api-clients/${encodeURIComponent(clientId)}${rest}`;
  /** The client as the token endpoint sees it, signing with the given private key. */
  const tokenWith = (issued: TIssued, keyId: string, privatePem: string) =>
    accessTokenFor(t, {
      clientId: issued.client.client_id,
      keyId,
      scope: issued.client.scope,
      webhookSecret: issued.client.webhook_secret,
      keys: { privatePem, publicPem: '' },
    });

  it('lists nothing at first, then the client made with a generated key pair that signs in', async () => {
    const { parent, user } = await createParentAccount(t.ctx, 1);
    const empty = await call('GET', `/vendor/${parent.vendorId}/api-clients`, user.authorization);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ result: { clients: [] } });

    const issued = await create(parent.vendorId, user.authorization, { source: 'generate' });
    expect(issued.private_key_pem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(issued.client).toMatchObject({
      vendor_id: parent.vendorId,
      scope: 'rider.api.cy.*',
      callback_url: null,
      includes_portal_orders: false,
      revoked_at: null,
      keys: [{ key_id: issued.key_id, expires_at: null }],
    });
    expect(issued.client.client_id).toMatch(/^cy:[0-9a-f-]{36}$/);
    expect(issued.client.webhook_secret).toMatch(/^whsec_/);
    // The private key is not kept: only the public key is in the database.
    const [stored] = await t.ctx.db
      .select()
      .from(apiClientKeys)
      .where(eq(apiClientKeys.keyId, issued.key_id));
    expect(stored!.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(JSON.stringify(stored)).not.toContain('PRIVATE');
    await expect(tokenWith(issued, issued.key_id, issued.private_key_pem!)).resolves.toEqual(
      expect.any(String),
    );

    const listed = await call('GET', `/vendor/${parent.vendorId}/api-clients`, user.authorization);
    expect((listed.json() as { result: { clients: TView[] } }).result.clients).toEqual([
      issued.client,
    ]);
  });

  it('creates a client with an uploaded public key and refuses keys that are not RSA 2048 public keys', async () => {
    const { vendorId, authorization } = await createVendorOwner(t.ctx);
    const keys = rsaKeyPair();
    const issued = await create(vendorId, authorization, {
      source: 'upload',
      public_key_pem: keys.publicPem,
    });
    expect(issued.private_key_pem).toBeNull();
    await expect(tokenWith(issued, issued.key_id, keys.privatePem)).resolves.toEqual(
      expect.any(String),
    );

    const refused = async (public_key_pem: string) => {
      const res = await call('POST', `/vendor/${vendorId}/api-clients`, authorization, {
        key: { source: 'upload', public_key_pem },
      });
      expect(res.statusCode).toBe(400);
      return keyOf(res);
    };
    expect(await refused(rsaKeyPair(1024).publicPem)).toBe('integrations.error.key-not-rsa');
    expect(await refused(keys.privatePem)).toBe('integrations.error.key-is-private');
    expect(await refused('not a key')).toBe('integrations.error.key-not-pem');
    const badBody = await call('POST', `/vendor/${vendorId}/api-clients`, authorization, {
      key: { source: 'paste' },
    });
    expect(badBody.statusCode).toBe(400);
  });

  it('lets an outlet owner make a client for the outlet, whose one branch it is', async () => {
    const { children } = await createParentAccount(t.ctx, 1);
    const outlet = children[0]!;
    const owner = await createUser(t.ctx, [outlet.vendorId]);
    const issued = await create(outlet.vendorId, owner.authorization, { source: 'generate' });
    expect(issued.client.vendor_id).toBe(outlet.vendorId);
    const token = await tokenWith(issued, issued.key_id, issued.private_key_pem!);
    // The outlet is not a parent: the outlet list is refused as for any single vendor.
    const outlets = await t.app.inject({
      method: 'GET',
      url: '/cy/api/v1/outletList',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(outlets.statusCode).toBe(401);
  });

  it('sets the callback URL and the opt-in, enabling a disabled endpoint again', async () => {
    const { vendorId, authorization } = await createVendorOwner(t.ctx);
    const { client } = await create(vendorId, authorization, { source: 'generate' });
    await t.ctx.db
      .update(apiClients)
      .set({
        webhookDisabledAt: t.clock.now(),
        webhookDisabledReason: 'gone',
        webhookFailingSince: t.clock.now(),
      })
      .where(eq(apiClients.clientId, client.client_id));

    const put = (body: unknown) =>
      call('PUT', clientPath(vendorId, client.client_id), authorization, body);
    const invalid = await put({
      callback_url: 'ftp://pos.example/x',
      includes_portal_orders: false,
    });
    expect(invalid.statusCode).toBe(400);
    expect(keyOf(invalid)).toBe('integrations.error.callback-invalid');

    const saved = await put({
      callback_url: 'http://127.0.0.1:9/hooks',
      includes_portal_orders: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((saved.json() as { result: TView }).result).toMatchObject({
      callback_url: 'http://127.0.0.1:9/hooks',
      includes_portal_orders: true,
      webhook_disabled_at: null,
      webhook_disabled_reason: null,
    });
    const [row] = await t.ctx.db
      .select()
      .from(apiClients)
      .where(eq(apiClients.clientId, client.client_id));
    expect(row!.webhookFailingSince).toBeNull();

    const cleared = await put({ callback_url: '', includes_portal_orders: false });
    expect((cleared.json() as { result: TView }).result.callback_url).toBeNull();
  });

  it('rotates the key: the old one keeps working for the overlap, the new one at once', async () => {
    const { vendorId, authorization } = await createVendorOwner(t.ctx);
    const first = await create(vendorId, authorization, { source: 'generate' });
    t.clock.advance(60_000);
    const res = await call(
      'POST',
      clientPath(vendorId, first.client.client_id, '/keys'),
      authorization,
      { key: { source: 'generate' } },
    );
    expect(res.statusCode, res.body).toBe(201);
    const rotated = (res.json() as { result: TIssued }).result;
    expect(rotated.key_id).not.toBe(first.key_id);
    const overlapEnd = new Date(
      t.clock.now().getTime() + API_KEY_ROTATION_OVERLAP_HOURS * 3_600_000,
    ).toISOString();
    expect(rotated.client.keys).toEqual([
      expect.objectContaining({ key_id: rotated.key_id, expires_at: null }),
      expect.objectContaining({ key_id: first.key_id, expires_at: overlapEnd }),
    ]);
    await expect(tokenWith(rotated, rotated.key_id, rotated.private_key_pem!)).resolves.toEqual(
      expect.any(String),
    );
    await expect(tokenWith(first, first.key_id, first.private_key_pem!)).resolves.toEqual(
      expect.any(String),
    );
    const upload = await call(
      'POST',
      clientPath(vendorId, first.client.client_id, '/keys'),
      authorization,
      { key: { source: 'upload', public_key_pem: 'nope' } },
    );
    expect(keyOf(upload)).toBe('integrations.error.key-not-pem');
  });

  it('revokes a client: its keys stop working and it can no longer change', async () => {
    const { vendorId, authorization } = await createVendorOwner(t.ctx);
    const issued = await create(vendorId, authorization, { source: 'generate' });
    const res = await call('DELETE', clientPath(vendorId, issued.client.client_id), authorization);
    expect(res.statusCode, res.body).toBe(200);
    const revoked = (res.json() as { result: TView }).result;
    expect(revoked.revoked_at).toBe(t.clock.now().toISOString());
    expect(revoked.keys[0]!.expires_at).toBe(t.clock.now().toISOString());
    await expect(tokenWith(issued, issued.key_id, issued.private_key_pem!)).rejects.toThrow(
      /token answered 401/,
    );
    const rotate = await call(
      'POST',
      clientPath(vendorId, issued.client.client_id, '/keys'),
      authorization,
      { key: { source: 'generate' } },
    );
    expect(rotate.statusCode).toBe(409);
    expect(keyOf(rotate)).toBe('integrations.error.client-revoked');
  });

  it("answers 404 on every route for another vendor's user, and for another vendor's client", async () => {
    const owner = await createVendorOwner(t.ctx);
    const stranger = await createVendorOwner(t.ctx);
    const { client } = await create(owner.vendorId, owner.authorization, { source: 'generate' });
    const routes = (vendorId: string) =>
      [
        ['GET', `/vendor/${vendorId}/api-clients`, undefined],
        ['POST', `/vendor/${vendorId}/api-clients`, { key: { source: 'generate' } }],
        [
          'PUT',
          clientPath(vendorId, client.client_id),
          { callback_url: null, includes_portal_orders: false },
        ],
        ['POST', clientPath(vendorId, client.client_id, '/keys'), { key: { source: 'generate' } }],
        ['GET', clientPath(vendorId, client.client_id, '/deliveries'), undefined],
        ['POST', clientPath(vendorId, client.client_id, '/deliveries/1/replay'), {}],
        [
          'POST',
          clientPath(vendorId, client.client_id, '/deliveries/replay-failed'),
          { since: '2026-11-20T00:00:00.000Z' },
        ],
        ['POST', clientPath(vendorId, client.client_id, '/test-event'), {}],
        ['DELETE', clientPath(vendorId, client.client_id), undefined],
      ] as const;
    for (const [method, url, body] of routes(owner.vendorId)) {
      const res = await call(method, url, stranger.authorization, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(keyOf(res)).toBe('error.not-found');
    }
    // The stranger's own vendor in the path, the owner's client after it: still 404.
    for (const [method, url, body] of routes(stranger.vendorId).slice(2)) {
      const res = await call(method, url, stranger.authorization, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await t.ctx.db
      .select()
      .from(apiClients)
      .where(eq(apiClients.clientId, client.client_id));
    expect(row!.revokedAt).toBeNull();
  });

  it('refuses guests and embedded tools (403) and signed-out callers (401)', async () => {
    const guest = await startGuestSession(t.app);
    const owner = await createVendorOwner(t.ctx);
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const embedded = await new SignJWT({
      authSchema: {
        platformTokens: [{ platform: 'vendor-tool', restaurantId: owner.vendorId }],
      },
    })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(new TextEncoder().encode(t.ctx.secrets.integrationKey));
    for (const [vendorId, authorization] of [
      [guest.vendorId, guest.authorization],
      [owner.vendorId, `GoDroid ${embedded}`],
    ] as const) {
      const list = await call('GET', `/vendor/${vendorId}/api-clients`, authorization);
      expect(list.statusCode).toBe(403);
      expect(keyOf(list)).toBe('error.forbidden');
      const made = await call('POST', `/vendor/${vendorId}/api-clients`, authorization, {
        key: { source: 'generate' },
      });
      expect(made.statusCode).toBe(403);
      const test = await call(
        'POST',
        clientPath(vendorId, 'cy:00000000-0000-4000-8000-000000000000', '/test-event'),
        authorization,
        {},
      );
      expect(test.statusCode).toBe(403);
    }
    const anonymous = await call('GET', `/vendor/${owner.vendorId}/api-clients`, null);
    expect(anonymous.statusCode).toBe(401);
    expect(keyOf(anonymous)).toBe('error.unauthorized');
  });

  it('npm run admin -- api-client:rotate-key and api-client:revoke share the same rules', async () => {
    const { vendorId, authorization } = await createVendorOwner(t.ctx);
    const issued = await create(vendorId, authorization, { source: 'generate' });
    const keys = rsaKeyPair();
    const file = await writeTempFile('new.pub', keys.publicPem);
    const printed = readPrintedFields(
      await runAdminCommand(t.ctx, [
        'api-client:rotate-key',
        '--vendor',
        vendorId,
        '--client',
        issued.client.client_id,
        '--public-key',
        file,
      ]),
    );
    expect(Object.keys(printed)).toEqual(['KeyID', 'Old keys expire']);
    await expect(tokenWith(issued, printed.KeyID!, keys.privatePem)).resolves.toEqual(
      expect.any(String),
    );
    const other = await createVendorOwner(t.ctx);
    await expect(
      runAdminCommand(t.ctx, [
        'api-client:rotate-key',
        '--vendor',
        other.vendorId,
        '--client',
        issued.client.client_id,
        '--public-key',
        file,
      ]),
    ).rejects.toThrow(`No client ${issued.client.client_id}`);

    expect(
      await runAdminCommand(t.ctx, ['api-client:revoke', '--client', issued.client.client_id]),
    ).toBe(`${issued.client.client_id} is revoked`);
    await expect(tokenWith(issued, printed.KeyID!, keys.privatePem)).rejects.toThrow(
      /token answered 401/,
    );
    await expect(
      runAdminCommand(t.ctx, ['api-client:revoke', '--client', 'cy:nope']),
    ).rejects.toThrow('No client cy:nope');
  });

  it('sends a test event, shows it in the delivery log with its attempts, and replays it', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const { vendorId, authorization } = await createVendorOwner(t.ctx);
      const { client } = await create(vendorId, authorization, { source: 'generate' });
      const path = (rest: string) => clientPath(vendorId, client.client_id, rest);

      const early = await call('POST', path('/test-event'), authorization, {});
      expect(early.statusCode).toBe(409);
      expect(keyOf(early)).toBe('integrations.error.no-callback');

      await call('PUT', clientPath(vendorId, client.client_id), authorization, {
        callback_url: receiver.url,
        includes_portal_orders: false,
      });
      const sent = await call('POST', path('/test-event'), authorization, {});
      expect(sent.statusCode, sent.body).toBe(202);
      const deliveryId = (sent.json() as { result: { delivery_id: number } }).result.delivery_id;
      await runWebhookSweep(t.ctx);
      await receiver.waitFor(1);

      type TLog = {
        result: {
          deliveries: {
            id: number;
            event: string;
            state: string;
            last_http_status: number | null;
            attempt_log: { http_status: number | null; response_excerpt: string }[];
          }[];
          next_before_id: number | null;
        };
      };
      const readLog = async (query = '') =>
        ((await call('GET', path(`/deliveries${query}`), authorization)).json() as TLog).result;
      let log = await readLog();
      expect(log.next_before_id).toBeNull();
      expect(log.deliveries).toEqual([
        expect.objectContaining({
          id: deliveryId,
          event: 'test',
          state: 'delivered',
          last_http_status: 200,
          attempt_log: [
            expect.objectContaining({ http_status: 200, response_excerpt: 'answered 200' }),
          ],
        }),
      ]);
      expect((await readLog('?state=failed')).deliveries).toEqual([]);
      expect((await readLog('?order_id=V1-1')).deliveries).toEqual([]);

      receiver.answerWith(503);
      const replayed = await call(
        'POST',
        path(`/deliveries/${deliveryId}/replay`),
        authorization,
        {},
      );
      expect(replayed.statusCode, replayed.body).toBe(202);
      await runWebhookSweep(t.ctx);
      await receiver.waitFor(2);
      log = await readLog();
      expect(log.deliveries[0]!.attempt_log.map((a) => a.http_status)).toEqual([200, 503]);
      expect(log.deliveries[0]!.state).toBe('pending');

      // A page at a time: the next page starts after the last id shown.
      await call('POST', path('/test-event'), authorization, {});
      const first = await readLog('?limit=1');
      expect(first.deliveries).toHaveLength(1);
      expect(first.next_before_id).toBe(first.deliveries[0]!.id);
      const second = await readLog(`?limit=1&before_id=${first.next_before_id}`);
      expect(second.deliveries.map((d) => d.id)).toEqual([deliveryId]);

      // Every failed one since a time goes again; another client's delivery is not found.
      await t.ctx.db
        .update(webhookDeliveries)
        .set({ state: 'failed' })
        .where(eq(webhookDeliveries.clientId, client.client_id));
      const again = await call('POST', path('/deliveries/replay-failed'), authorization, {
        since: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
      });
      expect(again.statusCode, again.body).toBe(202);
      expect((again.json() as { result: { count: number } }).result.count).toBe(2);
      const other = await create(vendorId, authorization, { source: 'generate' });
      await call('PUT', clientPath(vendorId, other.client.client_id), authorization, {
        callback_url: receiver.url,
        includes_portal_orders: false,
      });
      const foreign = await call(
        'POST',
        clientPath(vendorId, other.client.client_id, `/deliveries/${deliveryId}/replay`),
        authorization,
        {},
      );
      expect(foreign.statusCode).toBe(404);
      await runWebhookSweep(t.ctx);
    } finally {
      await receiver.close();
    }
  });
});
