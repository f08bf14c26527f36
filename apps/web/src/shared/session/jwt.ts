/** Reads a JWT's payload without verifying it (the server verifies); throws when it is not one. */
export function decodeJwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1];
  if (!part) throw new Error('Not a JWT');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = Uint8Array.from(atob(padded), (c) => c.charCodeAt(0));
  const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new Error('JWT payload is not an object');
  }
  return payload as Record<string, unknown>;
}

// 000 §4 / 001 §4: the rule that names the vendor of an embedded token lives in the domain,
// where the server uses it too.
export { findRestaurantId } from '@rider-portal/domain/integration';
