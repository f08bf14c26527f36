import { createPublicKey, randomBytes } from 'node:crypto';
import {
  API_PUBLIC_KEY_MAX_CHARS,
  API_RSA_KEY_BITS,
  WEBHOOK_SECRET_BYTES,
} from '@rider-portal/domain/constants';

/**
 * A client's public key as uploaded: PEM text of an RSA key of API_RSA_KEY_BITS bits (pandago's
 * `openssl rsa -pubout`, SPKI; PKCS#1 accepted too). Answers the normalised SPKI PEM, or why not.
 */
export function readPublicKeyPem(
  pem: string,
): { ok: true; pem: string } | { ok: false; reason: string } {
  if (pem.length > API_PUBLIC_KEY_MAX_CHARS || !pem.includes('-----BEGIN')) {
    return { ok: false, reason: 'the public key should be PEM text' };
  }
  if (pem.includes('PRIVATE KEY')) {
    return { ok: false, reason: 'that is a private key: upload the public key only' };
  }
  let key;
  try {
    key = createPublicKey({ key: pem, format: 'pem' });
  } catch {
    return { ok: false, reason: 'the public key should be PEM text' };
  }
  if (
    key.asymmetricKeyType !== 'rsa' ||
    key.asymmetricKeyDetails?.modulusLength !== API_RSA_KEY_BITS
  ) {
    return { ok: false, reason: `the public key should be RSA ${API_RSA_KEY_BITS}` };
  }
  return { ok: true, pem: key.export({ type: 'spki', format: 'pem' }).toString() };
}

/** A fresh webhook secret, `whsec_` and WEBHOOK_SECRET_BYTES random bytes in base64. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(WEBHOOK_SECRET_BYTES).toString('base64')}`;
}
