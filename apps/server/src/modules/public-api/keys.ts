import { createPublicKey, generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import {
  API_PUBLIC_KEY_MAX_CHARS,
  API_RSA_KEY_BITS,
  WEBHOOK_SECRET_BYTES,
} from '@rider-portal/domain/constants';
import { ERROR_KEYS } from '@rider-portal/domain/errors';

/** Why a public key is refused: the operator's words and the screen's translation key. */
export type TKeyRefusal = { ok: false; reason: string; translationKey: string };

/**
 * A client's public key as uploaded: PEM text of an RSA key of API_RSA_KEY_BITS bits (pandago's
 * `openssl rsa -pubout`, SPKI; PKCS#1 accepted too). Answers the normalised SPKI PEM, or why not.
 */
export function readPublicKeyPem(pem: string): { ok: true; pem: string } | TKeyRefusal {
  const notPem: TKeyRefusal = {
    ok: false,
    reason: 'the public key should be PEM text',
    translationKey: ERROR_KEYS.integrationKeyNotPem,
  };
  if (pem.length > API_PUBLIC_KEY_MAX_CHARS || !pem.includes('-----BEGIN')) {
    return notPem;
  }
  if (pem.includes('PRIVATE KEY')) {
    return {
      ok: false,
      reason: 'that is a private key: upload the public key only',
      translationKey: ERROR_KEYS.integrationKeyIsPrivate,
    };
  }
  let key;
  try {
    key = createPublicKey({ key: pem, format: 'pem' });
  } catch {
    return notPem;
  }
  if (
    key.asymmetricKeyType !== 'rsa' ||
    key.asymmetricKeyDetails?.modulusLength !== API_RSA_KEY_BITS
  ) {
    return {
      ok: false,
      reason: `the public key should be RSA ${API_RSA_KEY_BITS}`,
      translationKey: ERROR_KEYS.integrationKeyNotRsa,
    };
  }
  return { ok: true, pem: key.export({ type: 'spki', format: 'pem' }).toString() };
}

/** A fresh webhook secret, `whsec_` and WEBHOOK_SECRET_BYTES random bytes in base64. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(WEBHOOK_SECRET_BYTES).toString('base64')}`;
}

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * A key pair the portal makes for a client that has none: RSA API_RSA_KEY_BITS, the public half
 * as SPKI PEM (what is kept), the private half as PKCS#8 PEM (shown once, never kept).
 */
export async function generateClientKeyPair(): Promise<{ publicPem: string; privatePem: string }> {
  const { publicKey, privateKey } = await generateRsaKeyPair('rsa', {
    modulusLength: API_RSA_KEY_BITS,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicPem: publicKey, privatePem: privateKey };
}
