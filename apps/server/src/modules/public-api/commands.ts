import { readFile } from 'node:fs/promises';
import type { TAppContext } from '../../app-context.ts';
import { readOptions } from '../../platform/command-options.ts';
import { createApiClient } from './clients.ts';

export const API_CLIENT_USAGE = `  api-client:create --vendor ID --public-key FILE [--callback URL]
                                          create a public API client for a brand (RSA 2048
                                          public key in PEM); prints its ClientID, KeyID,
                                          Scope and webhook secret`;

/** npm run admin -- api-client:create … : answers what to print; throws Error with a usage message. */
export async function runApiClientCreate(
  ctx: TAppContext,
  vendorId: string | null,
  args: readonly string[],
): Promise<string> {
  const { options } = readOptions(args, ['--public-key', '--callback']);
  const file = options.get('--public-key');
  if (!vendorId || !file) throw new Error(API_CLIENT_USAGE);
  let pem: string;
  try {
    pem = await readFile(file, 'utf8');
  } catch {
    throw new Error(`Cannot read ${file}`);
  }
  const client = await createApiClient(ctx, {
    vendorId,
    publicKeyPem: pem,
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
