import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importPKCS8, SignJWT } from 'jose';
import type { TTestApp } from './test-app.ts';
import { runAdminCommand } from '../../src/modules/admin/commands.ts';

// Public API clients as an operator creates them and as a POS system signs in with them.

export type TKeyPair = { publicPem: string; privatePem: string };

/** An RSA key pair as `openssl genrsa 2048` / `openssl rsa -pubout` make it. */
export function rsaKeyPair(bits = 2048): TKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return {
    publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

export async function writeTempFile(name: string, text: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'rp-key-'));
  const path = join(dir, name);
  await writeFile(path, text);
  return path;
}

/** The `Name: value` lines an admin command printed. */
export function readPrintedFields(output: string): Record<string, string> {
  return Object.fromEntries(
    output.split('\n').map((line) => {
      const at = line.indexOf(': ');
      return [line.slice(0, at), line.slice(at + 2)];
    }),
  );
}

export type TApiClient = {
  clientId: string;
  keyId: string;
  scope: string;
  webhookSecret: string;
  keys: TKeyPair;
};

/** `npm run admin -- api-client:create` for the vendor, with a fresh key pair. */
export async function createApiClientFor(
  t: TTestApp,
  vendorId: string,
  opts: { callback?: string } = {},
): Promise<TApiClient> {
  const keys = rsaKeyPair();
  const file = await writeTempFile('client.pub', keys.publicPem);
  const output = await runAdminCommand(t.ctx, [
    'api-client:create',
    '--vendor',
    vendorId,
    '--public-key',
    file,
    ...(opts.callback ? ['--callback', opts.callback] : []),
  ]);
  const printed = readPrintedFields(output);
  return {
    clientId: printed.ClientID!,
    keyId: printed.KeyID!,
    scope: printed.Scope!,
    webhookSecret: printed['Webhook secret']!,
    keys,
  };
}

/** A client assertion as pandago's docs describe it (RS256, kid, iss = sub = ClientID). */
export async function signAssertion(
  client: Pick<TApiClient, 'clientId' | 'keyId' | 'keys'>,
  opts: {
    now: Date;
    aud?: string;
    expiresInSeconds?: number;
    jti?: string;
    kid?: string;
    iss?: string;
    privatePem?: string;
  },
): Promise<string> {
  const key = await importPKCS8(opts.privatePem ?? client.keys.privatePem, 'RS256');
  const nowSeconds = Math.floor(opts.now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', typ: 'JWT', kid: opts.kid ?? client.keyId })
    .setIssuer(opts.iss ?? client.clientId)
    .setSubject(client.clientId)
    .setJti(opts.jti ?? randomUUID())
    .setAudience(opts.aud ?? 'https://sts.deliveryhero.io')
    .setExpirationTime(nowSeconds + (opts.expiresInSeconds ?? 300))
    .sign(key);
}

/** POST /oauth2/token, form-encoded, as pandago clients send it. */
export function requestToken(t: TTestApp, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** A client's access token through the token endpoint. */
export async function accessTokenFor(t: TTestApp, client: TApiClient): Promise<string> {
  const res = await requestToken(t, {
    grant_type: 'client_credentials',
    client_id: client.clientId,
    client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
    client_assertion: await signAssertion(client, { now: t.clock.now() }),
    scope: client.scope,
  });
  if (res.statusCode !== 200) throw new Error(`token answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

/** A call to the public API as a POS system makes it (`/cy/api/v1…` with its Bearer token). */
export function apiCall(
  t: TTestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url: `/cy/api/v1${path}`,
    headers: { authorization: `Bearer ${token}`, ...headers },
    ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}),
  });
}

/** Ledra Street, about 0.9 km from the factories' default vendor location (Nicosia). */
export const RECIPIENT = {
  name: 'Maria Georgiou',
  phone_number: '+35799123456',
  location: { address: 'Ledra Street 25, Nicosia', latitude: 35.1733, longitude: 33.3614 },
  notes: 'Ring twice',
};

/** A pandago create-order body that passes every rule in CY. */
export function apiOrderBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    recipient: RECIPIENT,
    amount: 18.5,
    payment_method: 'CASH_ON_DELIVERY',
    description: 'Two souvlaki pitas',
    ...overrides,
  };
}
