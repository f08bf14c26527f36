import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/test-app.ts';
import type { TTestApp } from '../../../test/helpers/test-app.ts';
import { createParentAccount, createVendor } from '../../../test/helpers/factories.ts';
import { readPrintedFields, rsaKeyPair, writeTempFile } from '../../../test/helpers/api-clients.ts';
import { AdminUsageError, runAdminCommand } from '../admin/commands.ts';
import { apiClientKeys, apiClients } from './schema.ts';

describe('npm run admin -- api-client:create', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates a client for a brand and prints ClientID, KeyID, Scope and Webhook secret', async () => {
    const { parent } = await createParentAccount(t.ctx, 2);
    const keys = rsaKeyPair();
    const file = await writeTempFile('client.pub', keys.publicPem);
    const output = await runAdminCommand(t.ctx, [
      'api-client:create',
      '--vendor',
      parent.vendorId,
      '--public-key',
      file,
      '--callback',
      'https://pos.example/hooks/rider',
    ]);
    const printed = readPrintedFields(output);
    expect(Object.keys(printed)).toEqual([
      'ClientID',
      'KeyID',
      'Scope',
      'Webhook secret',
      'Callback URL',
    ]);
    expect(printed.ClientID).toMatch(
      /^cy:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(printed.KeyID).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(printed.Scope).toBe('rider.api.cy.*');
    // Standard Webhooks: whsec_ then the base64 of the secret's bytes (32 here).
    expect(printed['Webhook secret']).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(printed['Webhook secret']!.slice(6), 'base64')).toHaveLength(32);
    expect(printed['Callback URL']).toBe('https://pos.example/hooks/rider');

    const [client] = await t.ctx.db
      .select()
      .from(apiClients)
      .where(eq(apiClients.clientId, printed.ClientID!));
    expect(client).toMatchObject({
      vendorId: parent.vendorId,
      scope: 'rider.api.cy.*',
      callbackUrl: 'https://pos.example/hooks/rider',
      revokedAt: null,
    });
    const [key] = await t.ctx.db
      .select()
      .from(apiClientKeys)
      .where(eq(apiClientKeys.keyId, printed.KeyID!));
    // The key kept is the uploaded one (same SPKI bytes).
    const fingerprint = (pem: string) =>
      createHash('sha256').update(pem.replace(/\s/g, '')).digest('hex');
    expect(fingerprint(key!.publicKeyPem)).toBe(fingerprint(keys.publicPem));
  });

  it('prints no Callback URL line without --callback', async () => {
    const vendor = await createVendor(t.ctx);
    const file = await writeTempFile('client.pub', rsaKeyPair().publicPem);
    const output = await runAdminCommand(t.ctx, [
      'api-client:create',
      '--vendor',
      vendor.vendorId,
      '--public-key',
      file,
    ]);
    expect(Object.keys(readPrintedFields(output))).toEqual([
      'ClientID',
      'KeyID',
      'Scope',
      'Webhook secret',
    ]);
  });

  it('refuses a key that is not RSA 2048, a private key, an outlet and an unknown vendor', async () => {
    const { parent, children } = await createParentAccount(t.ctx, 1);
    const run = async (vendorId: string, pem: string, extra: string[] = []) => {
      const file = await writeTempFile('key.pem', pem);
      return runAdminCommand(t.ctx, [
        'api-client:create',
        '--vendor',
        vendorId,
        '--public-key',
        file,
        ...extra,
      ]);
    };
    const small = rsaKeyPair(1024);
    await expect(run(parent.vendorId, small.publicPem)).rejects.toThrow(
      new AdminUsageError('the public key should be RSA 2048'),
    );
    const good = rsaKeyPair();
    await expect(run(parent.vendorId, good.privatePem)).rejects.toThrow(
      'that is a private key: upload the public key only',
    );
    await expect(run(parent.vendorId, 'not a key')).rejects.toThrow(
      'the public key should be PEM text',
    );
    await expect(run(children[0]!.vendorId, good.publicPem)).rejects.toThrow(
      `${children[0]!.vendorId} is an outlet: create the client for its brand`,
    );
    await expect(run('NOPE', good.publicPem)).rejects.toThrow('No vendor NOPE');
    await expect(
      run(parent.vendorId, good.publicPem, ['--callback', 'ftp://pos.example/x']),
    ).rejects.toThrow('the callback URL should be an http(s) URL');
  });

  it('refuses an http callback in prd', async () => {
    const prd = await createTestApp({
      env: {
        PORTAL_ENV: 'prd',
        SMS_URL: 'none',
        HOST: '127.0.0.1',
        TOKEN_SECRET: 'a',
        FEE_SIGNING_SECRET: 'b',
        LOGISTICS_SECRET: 'c',
        INTEGRATION_KEY: 'd',
        TRACKING_SECRET: 'e',
      },
    });
    try {
      const vendor = await createVendor(prd.ctx);
      const file = await writeTempFile('client.pub', rsaKeyPair().publicPem);
      await expect(
        runAdminCommand(prd.ctx, [
          'api-client:create',
          '--vendor',
          vendor.vendorId,
          '--public-key',
          file,
          '--callback',
          'http://pos.example/hooks',
        ]),
      ).rejects.toThrow('the callback URL should be https');
    } finally {
      await prd.close();
    }
  });
});
