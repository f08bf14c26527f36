import { readFile } from 'node:fs/promises';
import type { TAppContext } from '../../app-context.ts';
import { readOptions } from '../../platform/command-options.ts';
import { createApiClient, revokeApiClient, rotateApiClientKey } from './clients.ts';

export const API_CLIENT_USAGE = `  api-client:create --vendor ID --public-key FILE [--callback URL]
                                          create a public API client for a brand (RSA 2048
                                          public key in PEM); prints its ClientID, KeyID,
                                          Scope and webhook secret
  api-client:rotate-key --vendor ID --client ID --public-key FILE
                                          give a client a new key; its old keys keep working
                                          for 24 hours; prints the new KeyID
  api-client:revoke --client ID           revoke a client: its keys and tokens stop working`;

async function readKeyFile(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch {
    throw new Error(`Cannot read ${file}`);
  }
}

/** npm run admin -- api-client:create … : answers what to print; throws Error with a usage message. */
export async function runApiClientCreate(
  ctx: TAppContext,
  vendorId: string | null,
  args: readonly string[],
): Promise<string> {
  const { options } = readOptions(args, ['--public-key', '--callback']);
  const file = options.get('--public-key');
  if (!vendorId || !file) throw new Error(API_CLIENT_USAGE);
  const client = await createApiClient(ctx, {
    vendorId,
    key: { source: 'upload', public_key_pem: await readKeyFile(file) },
    callbackUrl: options.get('--callback') ?? null,
  });
  return [
    `ClientID: ${client.clientId}`,
    `KeyID: ${client.keyId}`,
    `Scope: ${client.scope}`,
    `Webhook secret: ${client.webhookSecret}`,
    ...(client.callbackUrl ? [`Callback URL: ${client.callbackUrl}`] : []),
  ].join('\n');
}

/** npm run admin -- api-client:rotate-key …: prints the new KeyID and when the old keys end. */
export async function runApiClientRotateKey(
  ctx: TAppContext,
  vendorId: string | null,
  args: readonly string[],
): Promise<string> {
  const { options } = readOptions(args, ['--client', '--public-key']);
  const clientId = options.get('--client');
  const file = options.get('--public-key');
  if (!vendorId || !clientId || !file) throw new Error(API_CLIENT_USAGE);
  const rotated = await rotateApiClientKey(ctx, {
    vendorId,
    clientId,
    key: { source: 'upload', public_key_pem: await readKeyFile(file) },
  });
  return [
    `KeyID: ${rotated.keyId}`,
    `Old keys expire: ${rotated.oldKeysExpireAt.toISOString()}`,
  ].join('\n');
}

/** npm run admin -- api-client:revoke --client ID */
export async function runApiClientRevoke(
  ctx: TAppContext,
  args: readonly string[],
): Promise<string> {
  const { options } = readOptions(args, ['--client']);
  const clientId = options.get('--client');
  if (!clientId) throw new Error(API_CLIENT_USAGE);
  await revokeApiClient(ctx, { vendorId: null, clientId });
  return `${clientId} is revoked`;
}
