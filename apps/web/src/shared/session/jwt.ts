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

/**
 * 000 §4 / 001 §4: the embedded token carries an authSchema whose platform tokens each hold a
 * restaurantId; the first one is the vendor. authSchema may arrive as an object or as JSON text.
 */
export function findRestaurantId(payload: Record<string, unknown>): string | null {
  let schema: unknown = payload.authSchema;
  if (typeof schema === 'string') schema = JSON.parse(schema);
  if (typeof schema !== 'object' || schema === null) return null;
  const record = schema as Record<string, unknown>;
  const tokens: unknown = record.platformTokens ?? record.platform_tokens;
  const entries = Array.isArray(tokens)
    ? tokens
    : typeof tokens === 'object' && tokens
      ? Object.values(tokens)
      : [];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const id = (entry as Record<string, unknown>).restaurantId;
    if ((typeof id === 'string' && id !== '') || typeof id === 'number') return String(id);
  }
  return null;
}
